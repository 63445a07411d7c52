import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    // Inline attachments of a mail (JSON: filename, content type, content id, base64), e.g. the
    // order's payment QR shown in its confirmation; null for none.
    await db.schema.alterTable("mail_outbox").addColumn("attachments", "text").execute();
    // A bank statement export a consultant uploaded (features/payments/statements), and its lines.
    await db.schema
      .createTable("bank_statements")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("office", "text", (c) => c.notNull())
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("uploaded_by", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("bank_statement_lines")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("statement_id", "integer", (c) => c.notNull().references("bank_statements.id").onDelete("cascade"))
      .addColumn("office", "text", (c) => c.notNull())
      .addColumn("line_no", "integer", (c) => c.notNull())
      .addColumn("booked_on", "text", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("amount_minor", "bigint", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("counterparty", "text", (c) => c.notNull())
      // unmatched | matched
      .addColumn("status", "text", (c) => c.notNull().defaultTo("unmatched"))
      .addColumn("order_id", "integer", (c) => c.references("service_orders.id"))
      .addColumn("matched_by", "integer")
      .addColumn("matched_at", "text")
      // The same line uploaded twice (a later export overlapping an earlier one) is kept once.
      .addColumn("fingerprint", "text", (c) => c.notNull())
      .addUniqueConstraint("bank_statement_lines_once", ["office", "fingerprint"])
      .execute();
    await db.schema
      .createIndex("bank_statement_lines_status_idx")
      .on("bank_statement_lines")
      .columns(["office", "status"])
      .execute();
  },
} satisfies Migration;
