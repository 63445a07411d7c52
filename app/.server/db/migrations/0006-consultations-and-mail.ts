import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    // Timestamps are ISO-8601 UTC text: they sort and compare the same way on both engines.
    await db.schema
      .createTable("consultations")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("reference", "text", (c) => c.notNull().unique())
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("line_id", "text", (c) => c.notNull())
      .addColumn("office", "text", (c) => c.notNull())
      .addColumn("contact_method", "text", (c) => c.notNull())
      .addColumn("countries", "text", (c) => c.notNull())
      .addColumn("degree", "text", (c) => c.notNull())
      .addColumn("enrol_year", "integer")
      .addColumn("enrol_term", "text", (c) => c.notNull())
      .addColumn("major", "text", (c) => c.notNull())
      .addColumn("heard_from", "text", (c) => c.notNull())
      .addColumn("remark", "text", (c) => c.notNull())
      .addColumn("shortlist", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("consultations_created_idx").on("consultations").column("created_at").execute();
    await db.schema
      .createTable("captcha_challenges")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("answer", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema
      .createIndex("captcha_challenges_expires_idx")
      .on("captcha_challenges")
      .column("expires_at")
      .execute();
    await db.schema
      .createTable("mail_outbox")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("topic", "text", (c) => c.notNull())
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text", (c) => c.notNull())
      .addColumn("reply_to", "text")
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("locked_until", "text")
      .addColumn("sent_at", "text")
      .addColumn("failed_at", "text")
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    // The worker's query: unsent, unfailed mail that is due.
    await db.schema
      .createIndex("mail_outbox_due_idx")
      .on("mail_outbox")
      .columns(["sent_at", "failed_at", "next_attempt_at"])
      .execute();
  },
} satisfies Migration;
