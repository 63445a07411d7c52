import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    await db.schema
      .createTable("staff_users")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull())
      // offices.code; consultants see the leads of their office only
      .addColumn("office", "text")
      .addColumn("ui_locale", "text", (c) => c.notNull().defaultTo("tw"))
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("failed_logins", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("locked_until", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("password_changed_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("staff_sessions")
      // SHA-256 of the cookie's token: a leaked table does not sign anyone in.
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
      .addColumn("csrf_token", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .addColumn("ip", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("staff_sessions_user_idx").on("staff_sessions").column("user_id").execute();
    await db.schema
      .createTable("audit_log")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("user_id", "integer")
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("entity", "text", (c) => c.notNull())
      .addColumn("entity_id", "text", (c) => c.notNull())
      .addColumn("detail", "text", (c) => c.notNull())
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();
    await db.schema
      .createTable("lead_events")
      .addColumn("id", pg ? "serial" : "integer", id)
      // "consultation" or "order"
      .addColumn("lead_type", "text", (c) => c.notNull())
      .addColumn("lead_id", "integer", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.notNull())
      .addColumn("status_from", "text", (c) => c.notNull())
      .addColumn("status_to", "text", (c) => c.notNull())
      .addColumn("assigned_to", "integer")
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_type", "lead_id"]).execute();
    await db.schema.alterTable("consultations").addColumn("assigned_to", "integer").execute();
    await db.schema.alterTable("service_orders").addColumn("assigned_to", "integer").execute();
    await db.schema
      .alterTable("service_orders")
      .addColumn("office", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    // Orders so far went to the first office of their language (as their mail did).
    await sql`update service_orders set office = case locale when 'vi' then 'vietnam' when 'en' then 'philippines' when 'th' then 'thailand' else 'taipei' end`.execute(
      db,
    );
    for (const table of ["consultations", "service_orders"]) {
      await db.schema
        .createIndex(`${table}_office_status_idx`)
        .on(table)
        .columns(["office", "status", "created_at"])
        .execute();
    }
    await db.schema
      .createTable("media")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      // JSON array of the generated widths, e.g. [480, 960, 1600]
      .addColumn("widths", "text", (c) => c.notNull())
      .addColumn("uploaded_by", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
