import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // The key figures (marketing claims) carry what they count and the year they refer to
    // (docs/decisions/0019). `value` stays as it was typed; `amount` + `format` are formatted
    // per locale (percent, count, year: 2006 is 2549 in th).
    await db.schema.alterTable("customizes").addColumn("amount", "integer").execute();
    await db.schema
      .alterTable("customizes")
      .addColumn("format", "text", (c) => c.notNull().defaultTo("text"))
      .execute();
    await db.schema
      .alterTable("customizes")
      .addColumn("at_least", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    // JSON {"tw":…,"cn":…,"en":…,"vi":…,"th":…}: what the figure counts; "{}" before it is stated
    await db.schema
      .alterTable("customizes")
      .addColumn("basis", "text", (c) => c.notNull().defaultTo("{}"))
      .execute();
    await db.schema.alterTable("customizes").addColumn("basis_year", "integer").execute();
  },
} satisfies Migration;
