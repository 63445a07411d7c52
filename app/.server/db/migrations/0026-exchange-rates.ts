import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { CONTENT_VERSION, watchTables } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // Daily reference rates fetched by the exchange-rate job: one row per reference date.
    await db.schema
      .createTable("exchange_rates")
      .addColumn("set_on", "text", (c) => c.primaryKey())
      // JSON: units of each currency per 1 USD
      .addColumn("per_usd", "text", (c) => c.notNull())
      // JSON: the URL each currency came from
      .addColumn("sources", "text", (c) => c.notNull())
      .addColumn("fetched_at", "text", (c) => c.notNull())
      .execute();
    await watchTables(db, CONTENT_VERSION, ["exchange_rates"]);
  },
} satisfies Migration;
