import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // "Find my request" by address alone looks up every booking and order of an address, whatever
    // case it was typed in (app/features/tracking/requests.server.ts, findRequestsByEmail).
    for (const table of ["service_orders", "consultations"]) {
      await db.schema.createIndex(`${table}_email_lower_idx`).on(table).expression(sql`lower(email)`).execute();
    }
  },
} satisfies Migration;
