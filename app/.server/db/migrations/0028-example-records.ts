import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // 1: an invented record of the demo seed (docs/decisions/0019): marked on the site and in the
    // back office, filterable there and removed in one step.
    for (const table of ["admitted_students", "testimonials"]) {
      await db.schema
        .alterTable(table)
        .addColumn("is_example", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    }
  },
} satisfies Migration;
