import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // The gaokao total a school asks of applicants from mainland China, as a percentage of the
    // province's maximum (how UK and Australian universities publish it).
    await db.schema.alterTable("school_requirements").addColumn("gaokao_pct", "real").execute();
  },
} satisfies Migration;
