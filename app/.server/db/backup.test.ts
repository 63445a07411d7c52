import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "~/.server/mail/outbox";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { backup, restore, tableCounts } from "./backup";
import { createDatabase, type Db, engineOf } from "./database";
import { isMigrated } from "./migrations";

let test: TestDatabase;
let dir: string;
const dropAfter: string[] = [];
const base = process.env.DATABASE_URL;
const postgres = base !== undefined && engineOf(base) === "postgres";

/** A new empty database of the engine under test: what an operator restores into. */
async function emptyDatabaseUrl(): Promise<string> {
  if (!postgres || !base) return `file:${join(dir, `restored-${randomBytes(4).toString("hex")}.db`)}`;
  const name = `studyway_restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropAfter.push(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  test = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), "studyway-backup-test-"));
});
afterAll(async () => {
  await test.destroy();
  if (postgres && base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    for (const name of dropAfter) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run backup / npm run restore", () => {
  it("brings back every row and every file into a fresh database and data directory", async () => {
    // Data of every kind: the seed, a booking's mail, an uploaded document and an image.
    await enqueueMail(test.db, [
      { topic: "backup:1", recipient: "a@example.test", subject: "Kept", text: "text ✓ 中文", html: "<p>html</p>" },
    ]);
    const dataDir = join(dir, "data");
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    mkdirSync(join(dataDir, "media", "7"), { recursive: true });
    const docx = randomBytes(50_000);
    writeFileSync(join(dataDir, "uploads", "0123abcd.docx"), docx);
    writeFileSync(join(dataDir, "media", "7", "640.webp"), randomBytes(3_000));
    writeFileSync(join(dataDir, "preview-secret"), "a-key-of-sixteen-or-more");

    const out = join(dir, "backup");
    const manifest = await backup({ databaseUrl: test.url, dataDir, out });
    expect(manifest.engine).toBe(postgres ? "postgres" : "sqlite");
    expect(manifest.tables.mail_outbox).toBe(1);
    expect(manifest.tables.schools).toBeGreaterThan(0);
    expect(manifest.files.map((f) => f.path)).toEqual(["media/7/640.webp", "preview-secret", "uploads/0123abcd.docx"]);
    expect(JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"))).toEqual(manifest);

    const targetUrl = await emptyDatabaseUrl();
    const targetDir = join(dir, "restored-data");
    const restored = await restore({ databaseUrl: targetUrl, dataDir: targetDir, from: out });
    expect(restored.files).toBe(3);
    expect(await tableCounts(targetUrl)).toEqual(await tableCounts(test.url));
    expect(readFileSync(join(targetDir, "uploads", "0123abcd.docx")).equals(docx)).toBe(true);
    expect(readFileSync(join(targetDir, "preview-secret"), "utf8")).toBe("a-key-of-sixteen-or-more");

    // The restored database is a working one: migrated, same rows, new ids after the old ones.
    const db: Db = createDatabase(targetUrl);
    try {
      expect(await isMigrated(db)).toBe(true);
      const rows = (d: Db) => d.selectFrom("schools").selectAll().orderBy("id").execute();
      expect(await rows(db)).toEqual(await rows(test.db));
      const mail = await db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
      expect(mail.text_body).toBe("text ✓ 中文");
      const [next] = await enqueueMail(db, [
        { topic: "backup:2", recipient: "b@example.test", subject: "New", text: "t", html: "h" },
      ]);
      expect(next).toBeGreaterThan(mail.id);
    } finally {
      await db.destroy();
    }
  });

  it("refuses a database that is not empty, and a damaged backup", async () => {
    const out = join(dir, "backup-2");
    const dataDir = join(dir, "data-2");
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, "note.txt"), "original");
    await backup({ databaseUrl: test.url, dataDir, out });
    await expect(restore({ databaseUrl: test.url, dataDir: join(dir, "x"), from: out })).rejects.toThrow(/not empty/);
    writeFileSync(join(out, "files", "note.txt"), "tampered");
    const targetUrl = await emptyDatabaseUrl();
    await expect(restore({ databaseUrl: targetUrl, dataDir: join(dir, "y"), from: out })).rejects.toThrow(/damaged/);
    // Nothing was written on the way.
    expect(existsSync(join(dir, "y", "note.txt"))).toBe(false);
    expect(Object.keys(postgres ? await tableCounts(targetUrl) : {})).toEqual([]);
  });
});
