import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
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
 * The environment variable through which a test run's global setup hands its template databases
 * to the test workers (tests/templates.ts): JSON of {@link TemplateUrls}.
 */
export const TEMPLATES_ENV = "STUDYWAY_TEST_TEMPLATES";

/** A migrated database, and a migrated and seeded one, built once per test run. */
export interface TemplateUrls {
  migrated: string;
  seeded: string;
}

function templates(): TemplateUrls | undefined {
  const value = process.env[TEMPLATES_ENV];
  if (!value) return undefined;
  const parsed = JSON.parse(value) as TemplateUrls;
  // A template of the other engine (DATABASE_URL changed after the setup) is of no use.
  const base = process.env.DATABASE_URL;
  const engine = base ? engineOf(base) : "sqlite";
  return engineOf(parsed.migrated) === engine ? parsed : undefined;
}

const isPostgresBase = (base: string | undefined): base is string => !!base && engineOf(base) === "postgres";

/** A new, empty database (and how to drop it): a PostgreSQL database, or a SQLite file in a new folder. */
async function newDatabase(template?: string): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (isPostgresBase(base)) {
    const name = `studyway_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      if (template) await createFromTemplate(admin, name, new URL(template).pathname.slice(1));
      else await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const parsed = new URL(base);
    parsed.pathname = `/${name}`;
    return {
      url: parsed.toString(),
      cleanup: async () => {
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        try {
          await dropWhenClosed(client, name);
        } finally {
          await client.end();
        }
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "studyway-test-"));
  const path = join(dir, "test.db");
  // The template was closed after it was built, so its WAL is checkpointed: the file is the whole database.
  if (template) copyFileSync(template.replace(/^file:/, ""), path);
  return { url: `file:${path}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Drops a test database once its connections are gone. pg's pool resolves `end()` before its
 * connections have closed, and `WITH (FORCE)` at that moment kills them mid-close: the test
 * process then gets an unhandled "terminating connection due to administrator command" (57P01),
 * which fails the run although every test passed. So the plain drop is tried for up to 5 s, and
 * only a connection still open after that (a leaked pool) is forced out.
 */
async function dropWhenClosed(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; attempt <= 50; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if (!(error instanceof Error && /being accessed by other users/.test(error.message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * `CREATE DATABASE … TEMPLATE`. PostgreSQL refuses while another session is connected to the
 * template; nothing connects to ours after the setup, but a second copy being made at the same
 * moment can briefly count as one, so that case is tried again.
 */
async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A fresh, migrated and seeded database for one test file or server: a new PostgreSQL
 * database when DATABASE_URL points at a server, otherwise a temporary SQLite file. Under a
 * test run with templates (tests/templates.ts) it is a copy of the run's template, which was
 * migrated and seeded once at the run's start; otherwise it is migrated (and seeded) here.
 */
export async function createTestDatabase(
  options: { seed?: boolean /** migrate only up to this migration, and seed nothing */; upTo?: string } = {},
): Promise<TestDatabase> {
  const seed = options.seed !== false && !options.upTo;
  const template = options.upTo ? undefined : templates()?.[seed ? "seeded" : "migrated"];
  const { url, cleanup } = await newDatabase(template);
  const db = createDatabase(url);
  if (!template) {
    if (options.upTo) await migrateTo(db, options.upTo);
    else await migrateToLatest(db);
    if (seed) await seedDatabase(db);
  }
  return {
    db,
    url,
    async destroy() {
      await db.destroy();
      await cleanup();
    },
  };
}

/**
 * Builds the run's two templates (migrated; migrated and seeded) with the current migrations and
 * seed, so a test file copies a database instead of migrating one (0.5-0.9 s each). Called by the
 * global setups (tests/templates.ts); `destroy` drops them at the run's end.
 */
export async function createTemplateDatabases(): Promise<{ urls: TemplateUrls; destroy(): Promise<void> }> {
  const migrated = await newDatabase();
  const seeded = await newDatabase();
  for (const [target, seed] of [
    [migrated, false],
    [seeded, true],
  ] as const) {
    const db = createDatabase(target.url);
    try {
      await migrateToLatest(db);
      if (seed) await seedDatabase(db);
    } finally {
      // Closed, so that copies can be made: PostgreSQL copies only a database no one is connected
      // to, and SQLite checkpoints its WAL into the file on the last close.
      await db.destroy();
    }
  }
  return {
    urls: { migrated: migrated.url, seeded: seeded.url },
    async destroy() {
      await migrated.cleanup();
      await seeded.cleanup();
    },
  };
}
