import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // Facts that must not mislead (issue 15). The school seed step fills them in a fresh database
    // and backfills an existing one by school key, leaving values staff changed alone.
    await db.schema.alterTable("schools").addColumn("rank_latest_band", "text").execute();
    await db.schema.alterTable("schools").addColumn("rank_previous_band", "text").execute();
    await db.schema
      .alterTable("schools")
      .addColumn("region_tw", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("schools")
      .addColumn("region_cn", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    // Enrolment types (bit id - 1, as enrollment_mask) that need no SAT/ACT/GRE/GMAT or other
    // admissions test. Until the backfill decides per type, the old flag covers every type.
    await db.schema
      .alterTable("schools")
      .addColumn("no_exam_mask", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE schools SET no_exam_mask = enrollment_mask WHERE no_exam = 1`.execute(db);
    // The edition the ranks in schools.rank_latest / rank_previous belong to: slot "current",
    // and "previous" only once a verified previous edition exists for every ranked school.
    await db.schema
      .createTable("ranking_editions")
      .addColumn("slot", "text", (c) => c.primaryKey())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("year", "integer", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
