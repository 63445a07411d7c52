import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDatabase, type Db, engineOf } from "~/.server/db/database";
import { migrateTo, migrateToLatest } from "~/.server/db/migrations";
import { seedDatabase } from "./seed";

export interface TestDatabase {
  db: Db;
  url: string;
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file or server: a new PostgreSQL
 * database when DATABASE_URL points at a server, otherwise a temporary SQLite file.
 */
export async function createTestDatabase(
  options: { seed?: boolean /** migrate only up to this migration, and seed nothing */; upTo?: string } = {},
): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  let url: string;
  let cleanup: () => Promise<void>;
  if (base && engineOf(base) === "postgres") {
    const name = `studyway_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(base);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    cleanup = async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), "studyway-test-"));
    url = `file:${join(dir, "test.db")}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const db = createDatabase(url);
  if (options.upTo) await migrateTo(db, options.upTo);
  else await migrateToLatest(db);
  if (options.seed !== false && !options.upTo) await seedDatabase(db);
  return {
    db,
    url,
    async destroy() {
      await db.destroy();
      await cleanup();
    },
  };
}
