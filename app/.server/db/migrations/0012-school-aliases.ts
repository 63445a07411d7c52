import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // Abbreviations, short and local names of a school (JSON array of strings) that search
    // finds it by (issue 14); the school seed fills them, for older databases by key.
    await db.schema
      .alterTable("schools")
      .addColumn("aliases", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
  },
} satisfies Migration;
