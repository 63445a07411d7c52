import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { createServer } from "~/entry/server";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import thCatalog from "~/locales/th.json";
import viCatalog from "~/locales/vi.json";
import { writeDocx } from "../../../tests/support/documents/write-docx";
import { deleteExpiredUploads, startUploadCleanupJob, uploadName } from "./temporary-uploads.server";

let test: TestDatabase;
let dataDir: string;
let docx: Uint8Array;

beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), "studyway-temp-uploads-"));
  docx = await writeDocx({ body: ["one two three four five"] });
});
afterAll(async () => {
  await test.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await test.db.deleteFrom("rate_limits").execute();
  await test.db.deleteFrom("uploads").execute();
});

function server(env: Record<string, string> = {}) {
  return createServer({
    build: async () => {
      throw new Error("no pages in this test");
    },
    db: test.db,
    config: loadConfig({ LOG_REQUESTS: "0", DATA_DIR: dataDir, ...env }),
  });
}

function upload(app: ReturnType<typeof server>, name: string, path = "/api/upschools/tmpFile", lang = "en") {
  const body = new FormData();
  body.append("file", new File([Buffer.from(docx)], name));
  return app.request(path, { method: "POST", body, headers: { Lang: lang } });
}

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("upload names", () => {
  it("lose bidirectional and control characters", () => {
    // Shown with U+202E, this name reads "履歷xcod.pdf".
    expect(uploadName("履歷\u202Efdp.docx")).toBe("履歷fdp.docx");
    expect(uploadName("a\u2066b\u2069c\u200e\u200f\u202a\u202b\u202c\u202d.doc")).toBe("abc.doc");
    expect(uploadName("tab\there\u0000\u0085\u009f.docx")).toBe("tabhere.docx");
    expect(uploadName("../../etc/passwd.docx")).toBe(".._.._etc_passwd.docx");
  });

  it("are stored without them", async () => {
    const res = await upload(server(), "履歷\u202Efdp.docx", "/api/Home/upload_file");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { upload_id: string; name: string };
    expect(body.name).toBe("履歷fdp.docx");
    const row = await test.db
      .selectFrom("uploads")
      .select("original_name")
      .where("id", "=", body.upload_id)
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe("履歷fdp.docx");
  });
});

describe("upload limits", () => {
  it("limits uploads per address with a translated 429 and Retry-After", async () => {
    const app = server({ RATE_LIMIT_UPLOADS_PER_MINUTE: "3" });
    for (let i = 0; i < 3; i++) expect((await upload(app, `cv${i}.docx`)).status).toBe(200);
    // Shared by both upload endpoints.
    const res = await upload(app, "cv.docx", "/api/Home/upload_file", "th");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await message(res)).toBe(thCatalog["error.rateLimited"]);
    expect(await test.db.selectFrom("uploads").select("id").execute()).toHaveLength(3);
  });

  it("refuses new temporary uploads past the total size cap with a translated 503 and Retry-After", async () => {
    const app = server({ UPLOAD_TEMP_MAX_MB: "1" });
    const now = Date.now();
    // 1 MB of temporary uploads, the oldest 23 hours old: it is deleted in an hour.
    await test.db
      .insertInto("uploads")
      .values({
        id: "f".repeat(32),
        kind: "docx",
        original_name: "big.docx",
        stored_name: `${"f".repeat(32)}.docx`,
        bytes: 1024 * 1024 - 100,
        sha256: "0".repeat(64),
        words: 1,
        created_at: new Date(now - 23 * 3_600_000).toISOString(),
      })
      .execute();
    const res = await upload(app, "cv.docx", "/api/upschools/tmpFile", "vi");
    expect(res.status).toBe(503);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await message(res)).toBe(viCatalog["upload.error.storageFull"]);
    expect(await test.db.selectFrom("uploads").select("id").execute()).toHaveLength(1);
  });
});

describe("malformed upload bodies", () => {
  for (const path of ["/api/upschools/tmpFile", "/api/Home/upload_file"]) {
    it(`${path}: a broken multipart body is a translated 400, another type a 415`, async () => {
      const app = server();
      const broken = await app.request(path, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=XYZ", Lang: "th" },
        body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\n\r\nabc',
      });
      expect(broken.status).toBe(400);
      expect(await message(broken)).toBe(thCatalog["error.badRequest"]);
      const noBoundary = await app.request(path, {
        method: "POST",
        headers: { "content-type": "multipart/form-data", Lang: "th" },
        body: "abc",
      });
      expect(noBoundary.status).toBe(415);
      const text = await app.request(path, { method: "POST", headers: { "content-type": "text/plain" }, body: "a" });
      expect(text.status).toBe(415);
      const none = await app.request(path, { method: "POST" });
      expect(none.status).toBe(415);
    });
  }
});

describe("temporary uploads", () => {
  it("are deleted with their file a day after they arrived, unless an order names them", async () => {
    const app = server();
    const ids: string[] = [];
    for (const name of ["orphan.docx", "ordered.docx"]) {
      const res = await upload(app, name);
      ids.push(((await res.json()) as { upload_id: string }).upload_id);
    }
    const [orphan, ordered] = ids as [string, string];
    const order = await test.db
      .insertInto("service_orders")
      .values({
        reference: "SO-TEMP-1",
        locale: "en",
        currency: "USD",
        name: "A",
        email: "a@example.com",
        phone: "1",
        messenger_id: "",
        message: "",
        payment_method: "bank",
        original_minor: 1,
        discount_minor: 0,
        rush_minor: 0,
        total_minor: 1,
        discount_rule: null,
        office: "taipei",
        assigned_to: null,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto("service_order_items")
      .values({
        order_id: order.id,
        service_code: "essay",
        method_code: "proofreading",
        topic: "",
        units: 5,
        upload_id: ordered,
        rush: 0,
        original_minor: 1,
        rush_minor: 0,
      })
      .execute();
    const file = (id: string) => join(dataDir, "uploads", `${id}.docx`);
    expect(existsSync(file(orphan))).toBe(true);

    // The job's clock: 23 hours on, nothing is due; 25 hours on, the orphan is gone.
    let now = new Date(Date.now() + 23 * 3_600_000);
    const lines: Array<Record<string, unknown>> = [];
    const job = startUploadCleanupJob({
      db: test.db,
      config: { DATA_DIR: dataDir, UPLOAD_CLEANUP_POLL_MS: 3_600_000, UPLOAD_CLOCK_FILE: undefined },
      clock: () => now,
      log: (line) => lines.push(line),
    });
    try {
      expect(await job.runOnce()).toBe(0);
      now = new Date(Date.now() + 25 * 3_600_000);
      expect(await job.runOnce(), JSON.stringify(lines)).toBe(1);
    } finally {
      await job.stop();
    }
    const left = await test.db.selectFrom("uploads").select("id").execute();
    expect(left.map((r) => r.id)).toEqual([ordered]);
    expect(existsSync(file(orphan))).toBe(false);
    expect(existsSync(file(ordered))).toBe(true);
    expect(lines).toContainEqual(expect.objectContaining({ message: "temporary uploads deleted", deleted: 1 }));
    // A second pass (or another process) finds nothing left to delete.
    expect(await deleteExpiredUploads(test.db, dataDir, now)).toBe(0);
  });
});
