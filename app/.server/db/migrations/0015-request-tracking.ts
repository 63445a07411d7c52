import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    // What the student sees after Submit (features/tracking): a stage per order or booking,
    // the promised turnaround, the appointment, and when the office first answered.
    await db.schema
      .alterTable("service_orders")
      .addColumn("stage", "text", (c) => c.notNull().defaultTo("payment_pending"))
      .execute();
    await db.schema.alterTable("service_orders").addColumn("due_at", "text").execute();
    await db.schema.alterTable("service_orders").addColumn("first_response_at", "text").execute();
    await db.schema
      .alterTable("consultations")
      .addColumn("stage", "text", (c) => c.notNull().defaultTo("received"))
      .execute();
    await db.schema.alterTable("consultations").addColumn("appointment_at", "text").execute();
    await db.schema.alterTable("consultations").addColumn("first_response_at", "text").execute();
    await sql`update service_orders set stage = 'closed' where status in ('closed', 'spam')`.execute(db);
    await sql`update consultations set stage = case status when 'closed' then 'done' when 'spam' then 'done' when 'new' then 'received' else 'contacted' end`.execute(
      db,
    );
    for (const [table, type] of [
      ["service_orders", "order"],
      ["consultations", "consultation"],
    ] as const) {
      await sql`update ${sql.table(table)} set first_response_at = (
          select min(e.created_at) from lead_events e where e.lead_type = ${type} and e.lead_id = ${sql.table(table)}.id
        )`.execute(db);
      await db.schema
        .createIndex(`${table}_first_response_idx`)
        .on(table)
        .columns(["first_response_at", "created_at"])
        .execute();
    }
    await db.schema
      .createIndex("service_orders_stage_due_idx")
      .on("service_orders")
      .columns(["stage", "due_at"])
      .execute();

    // Links to the student's page: only a SHA-256 of the random token is kept.
    await db.schema
      .createTable("request_tokens")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("lead_type", "text", (c) => c.notNull())
      .addColumn("lead_id", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("request_tokens_lead_idx")
      .on("request_tokens")
      .columns(["lead_type", "lead_id"])
      .execute();

    // The student's timeline: one row per stage entered and per other visible event.
    await db.schema
      .createTable("request_events")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("lead_type", "text", (c) => c.notNull())
      .addColumn("lead_id", "integer", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      // "staff", "student" or "system"
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("user_id", "integer")
      // JSON
      .addColumn("detail", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("request_events_lead_idx")
      .on("request_events")
      .columns(["lead_type", "lead_id"])
      .execute();

    // Payment proofs, delivered documents and revision attachments: DATA_DIR/request-files, never public.
    await db.schema
      .createTable("request_files")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("order_id", "integer", (c) => c.notNull())
      // "proof", "delivery" or "revision"
      .addColumn("purpose", "text", (c) => c.notNull())
      // 1: first delivery, 2: the revision round
      .addColumn("round", "integer", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("stored_name", "text", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("sha256", "text", (c) => c.notNull())
      .addColumn("uploaded_by", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("request_files_order_idx")
      .on("request_files")
      .columns(["order_id", "purpose"])
      .execute();
    await db.schema
      .createTable("payment_proofs")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("order_id", "integer", (c) => c.notNull())
      .addColumn("file_id", "text", (c) => c.notNull())
      .addColumn("amount_minor", "bigint", (c) => c.notNull())
      // YYYY-MM-DD as the student entered it
      .addColumn("paid_on", "text", (c) => c.notNull())
      // "pending", "confirmed" or "rejected"
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("decided_by", "integer")
      .addColumn("decided_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("payment_proofs_order_idx").on("payment_proofs").columns(["order_id"]).execute();
    await db.schema
      .createIndex("payment_proofs_status_idx")
      .on("payment_proofs")
      .columns(["status", "created_at"])
      .execute();

    // Mail the office sent the student from the lead page (the thread kept on the lead).
    await db.schema
      .createTable("lead_messages")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("lead_type", "text", (c) => c.notNull())
      .addColumn("lead_id", "integer", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.notNull())
      .addColumn("template", "text", (c) => c.notNull())
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("outbox_id", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("lead_messages_lead_idx")
      .on("lead_messages")
      .columns(["lead_type", "lead_id"])
      .execute();
  },
} satisfies Migration;
