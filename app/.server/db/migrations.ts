import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";

/**
 * Versioned migrations, in order. Never edit one that has shipped: add a new entry.
 * Only portable types (integer, text, real) so both engines share them.
 */
const migrations: Record<string, Migration> = {
  "0001-reference-data": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("countries")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("iso", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_en", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("school_enrollments")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("country_enrollments")
        .addColumn("country_id", "integer", (c) => c.notNull().references("countries.id"))
        .addColumn("enrollment_id", "integer", (c) => c.notNull().references("school_enrollments.id"))
        .addPrimaryKeyConstraint("country_enrollments_pk", ["country_id", "enrollment_id"])
        .execute();
      await db.schema
        .createTable("college_groups")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("school_colleges")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("group_id", "integer", (c) => c.notNull().references("college_groups.id"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("classifications")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("meta_title", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("offices")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("locales", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("seed_state")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("applied_at", "text", (c) => c.notNull())
        .execute();
    },
  },
};

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

/** True once every known migration has run (used by /healthz). */
export async function isMigrated(db: AnyDb): Promise<boolean> {
  const all = await migrator(db).getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
