import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";

/**
 * Versioned migrations, one file each in `migrations/`, run in the order of their names
 * (`NNNN-what.ts`). Never edit one that has shipped: add a new file. Only portable types
 * (integer, text, real) so both engines share them.
 */
const migrations: Record<string, Migration> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Migration>(["./migrations/*.ts", "!./migrations/*.test.ts"], { eager: true, import: "default" }),
  ).map(([path, migration]) => [path.replace(/^\.\/migrations\/(.+)\.ts$/, "$1"), migration]),
);

// Migrations run against every past shape of the schema, so they see an untyped database.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's Migrator is typed for Kysely<any> by design
type AnyDb = Kysely<any>;

function migrator(db: AnyDb): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Migrates up to and including one migration (tests that start from an older schema). */
export async function migrateTo(db: AnyDb, name: string): Promise<void> {
  const { error } = await migrator(db).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** True once every known migration has run (used by /healthz). */
export async function isMigrated(db: AnyDb): Promise<boolean> {
  const all = await migrator(db).getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
