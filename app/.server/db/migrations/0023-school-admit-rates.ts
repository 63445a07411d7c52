import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { CONTENT_VERSION, isPostgres, watchTables } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    // The published admission rate per school and enrolment type (fit check, decision 0013):
    // US from the Common Data Set (section C1), UK from UCAS or the university's offer rates.
    await db.schema
      .createTable("school_admit_rates")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("school_id", "integer", (c) => c.notNull().references("schools.id").onDelete("cascade"))
      .addColumn("enrollment_id", "integer", (c) => c.notNull().references("school_enrollments.id"))
      // percent of applicants admitted (or offered a place), 0-100
      .addColumn("rate", "real", (c) => c.notNull())
      // all | international: whose rate it is (UK universities publish overseas offer rates)
      .addColumn("applicants", "text", (c) => c.notNull().defaultTo("all"))
      // the year the figure is for, as the source names it: "2023-2024" (CDS), "2023 entry"
      .addColumn("year", "text", (c) => c.notNull())
      // the admitted middle 50% of SAT totals (CDS C9), where published
      .addColumn("sat_25", "integer")
      .addColumn("sat_75", "integer")
      .addColumn("source_url", "text", (c) => c.notNull())
      .addColumn("checked_on", "text", (c) => c.notNull())
      .addUniqueConstraint("school_admit_rates_once", ["school_id", "enrollment_id"])
      .execute();
    await watchTables(db, CONTENT_VERSION, ["school_admit_rates"]);
  },
} satisfies Migration;
