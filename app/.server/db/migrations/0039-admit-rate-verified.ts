import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // Whether an admission rate was read from a source (1) or is a figure nobody has checked yet
    // (0: the fit reasons say "source not yet verified" and link no source), and what kind of
    // source it is: cds | ipeds | university | ucas | secondary (a third party's copy). Rows
    // staff save in the back office are verified by them (source and checked date in the form).
    await db.schema
      .alterTable("school_admit_rates")
      .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("school_admit_rates").addColumn("source_kind", "text").execute();
  },
} satisfies Migration;
