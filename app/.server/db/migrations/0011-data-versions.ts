import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    // Version rows for the in-process search snapshots (docs/decisions/0005): triggers bump
    // them on every write to the copied tables, whoever writes (this process, another one,
    // a seed or a manual fix), so a reader only has to compare one number per query.
    await db.schema
      .createTable("data_versions")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("version", "bigint", (c) => c.notNull().defaultTo(0))
      .execute();
    if (pg) {
      // Statement-level triggers, and one bump per transaction (a transaction-local setting
      // remembers it): readers see the new number only with the commit anyway, and thousands
      // of updates of one row in one transaction would each walk its growing version chain.
      await sql`CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          flag text := 'studyway.data_version_' || TG_ARGV[0];
        BEGIN
          IF current_setting(flag, true) IS DISTINCT FROM txid_current()::text THEN
            UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
            PERFORM set_config(flag, txid_current()::text, true);
          END IF;
          RETURN NULL;
        END $$`.execute(db);
    }
    const watched: Record<string, string[]> = {
      schools: ["schools"],
      articles: ["articles", "article_translations"],
    };
    for (const [name, tables] of Object.entries(watched)) {
      await db.insertInto("data_versions").values({ name, version: 0 }).execute();
      for (const table of tables) {
        if (pg) {
          await sql`CREATE TRIGGER ${sql.raw(`${table}_data_version`)}
            AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
            FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version(${sql.lit(name)})`.execute(db);
          continue;
        }
        for (const event of ["insert", "update", "delete"]) {
          await sql`CREATE TRIGGER ${sql.raw(`${table}_data_version_${event}`)}
            AFTER ${sql.raw(event.toUpperCase())} ON ${sql.table(table)}
            BEGIN UPDATE data_versions SET version = version + 1 WHERE name = ${sql.lit(name)}; END`.execute(db);
        }
      }
    }
  },
} satisfies Migration;
