import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    // Denormalized copies of the link tables (which stay the source of truth), so the school
    // list filters with arithmetic on one covering index: see docs/decisions/0005.
    await db.schema
      .alterTable("schools")
      .addColumn("enrollment_mask", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("schools")
      .addColumn("college_mask", "bigint", (c) => c.notNull().defaultTo(0))
      .execute();
    const bit = pg ? sql.raw("(1::bigint << (x.id - 1))") : sql.raw("(1 << (x.id - 1))");
    await sql`UPDATE schools SET enrollment_mask = COALESCE((SELECT SUM(${bit}) FROM (SELECT enrollment_id AS id FROM school_enrollment_links WHERE school_id = schools.id) x), 0)`.execute(
      db,
    );
    await sql`UPDATE schools SET college_mask = COALESCE((SELECT SUM(${bit}) FROM (SELECT college_id AS id FROM school_college_links WHERE school_id = schools.id) x), 0)`.execute(
      db,
    );
    await db.schema
      .createIndex("schools_filter_idx")
      .on("schools")
      .columns(["country_id", "rank_latest", "name_en", "enrollment_mask", "college_mask", "search_text"])
      .execute();
    // The long per-locale intros move to their own table: the hot table stays narrow (about
    // 25 rows per page instead of 4), which is what filtered scans pay for.
    await db.schema
      .createTable("school_intros")
      .addColumn("school_id", "integer", (c) => c.primaryKey().references("schools.id").onDelete("cascade"))
      .addColumn("intro", "text", (c) => c.notNull())
      .execute();
    await sql`INSERT INTO school_intros (school_id, intro) SELECT id, intro FROM schools`.execute(db);
    await db.schema.alterTable("schools").dropColumn("intro").execute();
  },
} satisfies Migration;
