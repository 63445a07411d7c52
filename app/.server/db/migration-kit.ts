import { type Kysely, PostgresAdapter, sql } from "kysely";

/** What every migration may share: the engine check and the data-version triggers. */

// biome-ignore lint/suspicious/noExplicitAny: migrations see every past shape of the schema
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The `data_versions` row bumped by a write to any table a public page shows. */
export const CONTENT_VERSION = "content";

/**
 * Adds the triggers that bump the version row `name` on every insert, update, delete (and, on
 * PostgreSQL, truncate) of each table, like migration 0011: statement-level on PostgreSQL, one
 * bump per transaction (bump_data_version); per row on SQLite. A migration that creates a table
 * shown on public pages calls `watchTables(db, CONTENT_VERSION, ["new_table"])`.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function watchTables(db: Kysely<any>, name: string, tables: readonly string[]): Promise<void> {
  const pg = isPostgres(db);
  for (const table of tables) {
    const trigger = `${table}_${name}_version`;
    if (pg) {
      await sql`CREATE TRIGGER ${sql.raw(trigger)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version(${sql.lit(name)})`.execute(db);
      continue;
    }
    for (const event of ["insert", "update", "delete"]) {
      await sql`CREATE TRIGGER ${sql.raw(`${trigger}_${event}`)}
        AFTER ${sql.raw(event.toUpperCase())} ON ${sql.table(table)}
        BEGIN UPDATE data_versions SET version = version + 1 WHERE name = ${sql.lit(name)}; END`.execute(db);
    }
  }
}
