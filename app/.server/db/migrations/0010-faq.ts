import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    // Group ids are the public URL names (/faq/1): stable, given by the seed, never generated.
    // Localized columns hold JSON {"tw":…,"cn":…,"en":…,"vi":…,"th":…}.
    await db.schema
      .createTable("faq_groups")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("sort", "integer", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("faq_entries")
      .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn("group_id", "integer", (c) => c.notNull().references("faq_groups.id").onDelete("cascade"))
      .addColumn("sort", "integer", (c) => c.notNull())
      .addColumn("question", "text", (c) => c.notNull())
      // sanitized allow-list HTML per locale
      .addColumn("answer", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("faq_entries_group_idx").on("faq_entries").columns(["group_id", "sort"]).execute();
  },
} satisfies Migration;
