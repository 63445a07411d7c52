import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // Taiwan: the last five digits of the account a student pays a TWD transfer from, which the
    // agency's bank statement shows next to the incoming payment (features/payments).
    await db.schema.alterTable("service_orders").addColumn("payer_account_last5", "text").execute();
  },
} satisfies Migration;
