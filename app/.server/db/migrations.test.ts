import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { createDatabase } from "./database";
import { isMigrated, migrateToLatest } from "./migrations";

const dir = mkdtempSync(join(tmpdir(), "studyway-migrations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("runs every file of migrations/ once, in the order of their names", async () => {
  const files = readdirSync(join(import.meta.dirname, "migrations"))
    .filter((name) => /^\d{4}-[a-z0-9-]+\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ""))
    .sort();
  expect(files.length).toBeGreaterThanOrEqual(17);
  const db = createDatabase(`file:${join(dir, "fresh.db")}`);
  try {
    expect(await isMigrated(db)).toBe(false);
    expect(await migrateToLatest(db)).toEqual(files);
    expect(await isMigrated(db)).toBe(true);
    expect(await migrateToLatest(db)).toEqual([]);
  } finally {
    await db.destroy();
  }
});
