import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    // Application dates per school and enrolment type; dates are calendar dates (YYYY-MM-DD).
    await db.schema
      .createTable("school_deadlines")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("school_id", "integer", (c) => c.notNull().references("schools.id").onDelete("cascade"))
      .addColumn("enrollment_id", "integer", (c) => c.notNull().references("school_enrollments.id"))
      .addColumn("intake_year", "integer", (c) => c.notNull())
      // fall | spring | winter | summer | s1 | s2
      .addColumn("intake_term", "text", (c) => c.notNull())
      // open | early | close | scholarship | intake
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("date", "text", (c) => c.notNull())
      // the school's own name for the round, e.g. "Restrictive Early Action"; may be empty
      .addColumn("label", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("source_url", "text", (c) => c.notNull())
      .addColumn("checked_on", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("school_deadlines_date_idx").on("school_deadlines").columns(["date"]).execute();
    await db.schema
      .createIndex("school_deadlines_school_idx")
      .on("school_deadlines")
      .columns(["school_id", "date"])
      .execute();
    // Every change of a deadline's date, for the change notices of the reminder job.
    await db.schema
      .createTable("school_deadline_changes")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("deadline_id", "integer", (c) => c.notNull())
      .addColumn("school_id", "integer", (c) => c.notNull())
      .addColumn("old_date", "text", (c) => c.notNull())
      .addColumn("new_date", "text", (c) => c.notNull())
      .addColumn("changed_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("school_deadline_changes_at_idx")
      .on("school_deadline_changes")
      .columns(["changed_at"])
      .execute();
    // Stated admission requirements beyond the English minimums of `schools` (fit check).
    await db.schema
      .createTable("school_requirements")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("school_id", "integer", (c) => c.notNull().references("schools.id").onDelete("cascade"))
      .addColumn("enrollment_id", "integer", (c) => c.notNull().references("school_enrollments.id"))
      // on the US 4.0 scale
      .addColumn("min_gpa", "real")
      .addColumn("sat", "integer")
      .addColumn("gre", "integer")
      .addColumn("gmat", "integer")
      .addColumn("source_url", "text", (c) => c.notNull())
      .addColumn("checked_on", "text", (c) => c.notNull())
      .addUniqueConstraint("school_requirements_once", ["school_id", "enrollment_id"])
      .execute();
    // Shortlist reminders by mail: double opt-in; the token is the confirm/unsubscribe secret.
    await db.schema
      .createTable("shortlist_subscriptions")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      // scheme and host the student subscribed on: the mails link back to that site
      .addColumn("origin", "text", (c) => c.notNull())
      // JSON array of school ids
      .addColumn("school_ids", "text", (c) => c.notNull())
      // pending | active | unsubscribed
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("confirmed_at", "text")
      .addColumn("unsubscribed_at", "text")
      .execute();
    await db.schema
      .createIndex("shortlist_subscriptions_status_idx")
      .on("shortlist_subscriptions")
      .columns(["status", "email"])
      .execute();
    // One row per mail-worthy event: the unique key is what makes a reminder go out once,
    // whichever process (or how many) runs the job.
    await db.schema
      .createTable("shortlist_reminders")
      .addColumn("id", pg ? "serial" : "integer", id)
      .addColumn("subscription_id", "integer", (c) =>
        c.notNull().references("shortlist_subscriptions.id").onDelete("cascade"),
      )
      .addColumn("deadline_id", "integer", (c) => c.notNull())
      .addColumn("deadline_date", "text", (c) => c.notNull())
      // 30 | 7 | 2 | change
      .addColumn("mark", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("shortlist_reminders_once", ["subscription_id", "deadline_id", "deadline_date", "mark"])
      .execute();
    // The fit-check profile a student chose to send with a booking (JSON), else null.
    await db.schema.alterTable("consultations").addColumn("fit_profile", "text").execute();
    // Extra mail headers (JSON object), e.g. List-Unsubscribe for one-click unsubscribe (RFC 8058).
    await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();
  },
} satisfies Migration;
