import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { CONTENT_VERSION, watchTables } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // A school's own published yearly living budget (US: the cost of attendance minus tuition and
    // fees: housing, food, books and personal expenses), which the yearly cost uses in place of the
    // country's visa figure (issue 29). One row per school.
    await db.schema
      .createTable("school_living_costs")
      .addColumn("school_id", "integer", (c) => c.primaryKey().references("schools.id").onDelete("cascade"))
      // per academic year, whole units of `currency`
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      // the academic year the school's figure is for: "2025-2026"
      .addColumn("academic_year", "text", (c) => c.notNull())
      .addColumn("source_url", "text", (c) => c.notNull())
      .addColumn("checked_on", "text", (c) => c.notNull())
      .execute();
    await watchTables(db, CONTENT_VERSION, ["school_living_costs"]);
  },
} satisfies Migration;
