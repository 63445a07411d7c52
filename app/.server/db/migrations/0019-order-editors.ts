import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // Who edits an order's documents (staff_users.id), apart from who owns it (assigned_to).
    await db.schema.alterTable("service_orders").addColumn("editor_id", "integer").execute();
    await db.schema.createIndex("service_orders_editor_idx").on("service_orders").column("editor_id").execute();
    // A change posted after the staff session ended, kept until the same browser signs in again.
    await db.schema
      .createTable("staff_pending_posts")
      // SHA-256 (hex) of the random value of the sw_pending cookie
      .addColumn("id", "text", (c) => c.primaryKey())
      // staff_users.id of the ended session when it was still known, else null
      .addColumn("user_id", "integer")
      // the document path the form was posted to (/admin/…)
      .addColumn("path", "text", (c) => c.notNull())
      // the form's text fields, JSON [[name, value], …] (files are not kept)
      .addColumn("fields", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
