import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { createServer } from "~/entry/server";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import {
  inspectImage,
  listMedia,
  MediaError,
  mediaDir,
  mediaSrc,
  mediaSrcset,
  storeMedia,
  widthsFor,
} from "./media.server";

let test: TestDatabase;
let dataDir: string;
const actor = { userId: null, ip: "127.0.0.1" };

beforeAll(async () => {
  test = await createTestDatabase({ seed: false });
  dataDir = mkdtempSync(join(tmpdir(), "studyway-media-"));
});
afterAll(async () => {
  await test.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MediaError) return error.messageKey;
    throw error;
  }
  return "accepted";
};

describe("inspectImage", () => {
  it("accepts a real PNG by its content", async () => {
    expect(await inspectImage(await png(40, 30))).toEqual({ format: "png", width: 40, height: 30 });
  });

  it("refuses text named .png, SVG, empty files and absurd dimensions", async () => {
    const text = new TextEncoder().encode("this is not a png at all, just text\n");
    expect(await refusal(storeMedia(test.db, dataDir, actor, { name: "photo.png", bytes: text }))).toBe(
      "admin.media.error.type",
    );
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"></svg>');
    expect(await refusal(inspectImage(svg))).toBe("admin.media.error.type");
    expect(await refusal(inspectImage(new Uint8Array()))).toBe("admin.media.error.empty");
    expect(await refusal(inspectImage(await png(8, 8)))).toBe("admin.media.error.dimensions");
    expect(await refusal(inspectImage(await png(12_500, 20)))).toBe("admin.media.error.dimensions");
    expect(await listMedia(test.db)).toEqual({ rows: [], hasNext: false });
  });
});

describe("widthsFor", () => {
  it("never upscales and caps at the largest width", () => {
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(480)).toEqual([480]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(4000)).toEqual([480, 960, 1600]);
  });
});

describe("storeMedia", () => {
  it("writes WebP copies at the responsive widths, records the upload and audits it", async () => {
    const item = await storeMedia(test.db, dataDir, actor, { name: "campus.png", bytes: await png(2000, 1000) });
    expect(item.id).toMatch(/^[a-f0-9]{16}$/);
    expect(item.widths).toEqual([480, 960, 1600]);
    for (const w of item.widths) {
      const meta = await sharp(join(mediaDir(dataDir), item.id, `${w}.webp`)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(w);
      expect(meta.height).toBe(w / 2);
    }
    expect(mediaSrc(item)).toBe(`/media/${item.id}/960.webp`);
    expect(mediaSrcset(item)).toContain(`/media/${item.id}/1600.webp 1600w`);
    const small = await storeMedia(test.db, dataDir, actor, { name: "icon.png", bytes: await png(300, 300) });
    expect(small.widths).toEqual([300]);
    expect(mediaSrc(small)).toBe(`/media/${small.id}/300.webp`);
    const listed = await listMedia(test.db);
    expect(listed.rows.map((r) => r.id).sort()).toEqual([item.id, small.id].sort());
    const audit = await test.db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity", "=", "media")
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]?.action).toBe("media.upload");
  });

  it("is served publicly at /media/<id>/<width>.webp with a long immutable cache, strictly matched", async () => {
    const item = await storeMedia(test.db, dataDir, actor, { name: "a.png", bytes: await png(600, 400) });
    const server = createServer({
      build: async () => {
        throw new Error("no pages in this test");
      },
      db: test.db,
      config: loadConfig({ LOG_REQUESTS: "0", DATA_DIR: dataDir }),
      log: () => {},
    });
    const res = await server.request(`/media/${item.id}/480.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(480);
    // Anything not of the exact shape, or not stored, is not served from the media folder.
    for (const path of [
      `/media/${item.id}/481.webp`,
      `/media/${item.id}/480.png`,
      `/media/..%2F..%2Fsecret/480.webp`,
    ]) {
      const other = await server.request(path);
      expect(other.headers.get("content-type")).not.toBe("image/webp");
    }
    expect(existsSync(join(mediaDir(dataDir), item.id, "600.webp"))).toBe(true);
  });
});
