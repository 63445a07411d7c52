import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // The round's name in the other public languages (JSON: {"tw": …, "cn": …, "vi": …, "th": …});
    // `label` stays the school's own (English) name, shown on English pages.
    await db.schema
      .alterTable("school_deadlines")
      .addColumn("labels", "text", (c) => c.notNull().defaultTo("{}"))
      .execute();
  },
} satisfies Migration;
