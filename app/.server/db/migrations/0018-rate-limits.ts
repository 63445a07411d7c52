import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // Per-address counters shared by every process (app/.server/http/rate-limit.ts): one row
    // per limiter and key, replaced when its window has ended, swept when old. Unlogged on
    // PostgreSQL: a counter needs no durability, and a logged commit waited for its WAL flush
    // (5.5 ms a check here instead of a fraction of one); a crash empties the table.
    await db.schema
      .createTable("rate_limits")
      .modifyFront(sql.raw(isPostgres(db) ? "unlogged" : ""))
      .addColumn("key", "text", (c) => c.primaryKey())
      // epoch milliseconds
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("rate_limits_expires_idx").on("rate_limits").column("expires_at").execute();
    // The temporary-upload job and the size cap look for uploads no order item names.
    await db.schema
      .createIndex("service_order_items_upload_idx")
      .on("service_order_items")
      .column("upload_id")
      .execute();
    await db.schema.createIndex("uploads_created_idx").on("uploads").column("created_at").execute();
  },
} satisfies Migration;
