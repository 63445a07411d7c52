import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { validBooking } from "../support/consultation";
import { writeDocx } from "../support/documents/write-docx";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * Two server processes on one database (the engine of DATABASE_URL, else one SQLite file), as a
 * deployment runs them behind its proxy: together they hold each per-address limit once, and
 * either of them deletes the temporary uploads nobody ordered once the job's clock (a file, as
 * for the reminder job) says a day has passed.
 */
let database: TestDatabase;
let servers: ServerProcess[] = [];
let dataDir: string;
let clockFile: string;
const setClock = (date: Date) => writeFileSync(clockFile, date.toISOString());

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  dataDir = mkdtempSync(join(tmpdir(), "studyway-shared-"));
  clockFile = join(dataDir, "clock");
  setClock(new Date());
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    // Each request names its client in X-Forwarded-For (one proxy in front), so each check below
    // has an address of its own.
    TRUST_PROXY: "1",
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "10",
    RATE_LIMIT_FAILED_SUBMISSIONS_PER_MINUTE: "30",
    RATE_LIMIT_CAPTCHAS_PER_MINUTE: "30",
    RATE_LIMIT_LOGINS_PER_MINUTE: "10",
    RATE_LIMIT_UPLOADS_PER_MINUTE: "20",
    UPLOAD_CLEANUP_POLL_MS: "150",
    UPLOAD_CLOCK_FILE: clockFile,
  };
  // One after the other: the first migrates and seeds, as the first process of a deploy would.
  servers.push(await startServerProcess(env));
  servers.push(await startServerProcess(env));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  servers = [];
  await database?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Request `i` goes to one process or the other, alternately. */
const serverFor = (i: number) => servers[i % 2] as ServerProcess;

function count(statuses: number[]): Record<number, number> {
  const all: Record<number, number> = {};
  for (const s of statuses) all[s] = (all[s] ?? 0) + 1;
  return all;
}

async function captcha(server: ServerProcess, client: string) {
  const res = await fetch(`${server.url}/api/upschools/verify-image`, { headers: { "X-Forwarded-For": client } });
  expect(res.status).toBe(200);
  const id = /captcha_id=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const row = await database.db
    .selectFrom("captcha_challenges")
    .select("answer")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { cookie: `captcha_id=${id}`, answer: row.answer };
}

describe("two processes on one database", () => {
  it("accept 10 bookings a minute from one address together, not 10 each", async () => {
    const client = "203.0.113.10";
    const captchas = await Promise.all(Array.from({ length: 20 }, (_, i) => captcha(serverFor(i), client)));
    const statuses = await Promise.all(
      captchas.map(async ({ cookie, answer }, i) => {
        const res = await fetch(`${serverFor(i).url}/api/Home/add_inq`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, "X-Forwarded-For": client, Lang: "vi" },
          body: JSON.stringify(validBooking({ captcha: answer, email: `lan${i}@example.vn` })),
        });
        if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        return res.status;
      }),
    );
    expect(count(statuses)).toEqual({ 200: 10, 429: 10 });
    const stored = await database.db.selectFrom("consultations").select("id").execute();
    expect(stored).toHaveLength(10);
  });

  it("hold the captcha, sign-in and upload limits together", async () => {
    const captchas = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${serverFor(i).url}/api/upschools/verify-image`, { headers: { "X-Forwarded-For": "203.0.113.20" } }),
      ),
    );
    expect(count(captchas.map((r) => r.status))).toEqual({ 200: 30, 429: 10 });

    const signIns = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        fetch(`${serverFor(i).url}/admin/login`, {
          method: "POST",
          headers: { "X-Forwarded-For": "203.0.113.30" },
          body: new URLSearchParams({ email: "nobody@studyway.example", password: `guess${i}` }),
        }),
      ),
    );
    expect(count(signIns.map((r) => r.status))).toEqual({ 401: 10, 429: 5 });

    const docx = await writeDocx({ body: ["a short statement of purpose"] });
    const uploads = await Promise.all(
      Array.from({ length: 25 }, (_, i) => {
        const body = new FormData();
        body.append("file", new File([Buffer.from(docx)], `cv${i}.docx`));
        const path = i % 3 ? "/api/upschools/tmpFile" : "/api/Home/upload_file";
        return fetch(`${serverFor(i).url}${path}`, {
          method: "POST",
          body,
          headers: { "X-Forwarded-For": "203.0.113.40" },
        });
      }),
    );
    expect(count(uploads.map((r) => r.status))).toEqual({ 200: 20, 429: 5 });
  });

  it("delete the uploads no order named once the job's clock is a day on", async () => {
    const uploadDir = join(dataDir, "uploads");
    const rows = await database.db.selectFrom("uploads").select("stored_name").execute();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(readdirSync(uploadDir).sort()).toEqual(rows.map((r) => r.stored_name).sort());
    // 23 hours on: several passes of both processes' jobs, nothing is due yet.
    setClock(new Date(Date.now() + 23 * 3_600_000));
    await new Promise((r) => setTimeout(r, 700));
    expect(await database.db.selectFrom("uploads").select("id").execute()).toHaveLength(rows.length);
    setClock(new Date(Date.now() + 25 * 3_600_000));
    const deadline = Date.now() + 15_000;
    while ((await database.db.selectFrom("uploads").select("id").execute()).length > 0) {
      if (Date.now() > deadline) throw new Error(`uploads left:\n${servers.map((s) => s.output()).join("\n")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // The process that deleted a row removes its file right after (deleteExpiredUploads): under
    // load the rows were seen gone while the files were still being removed.
    await expect.poll(() => readdirSync(uploadDir)).toEqual([]);
  });
});
