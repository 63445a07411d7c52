import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const table = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("key", "text", (c) => c.notNull().unique())
        .addColumn("sort", "integer", (c) => c.notNull())
        .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1));
    // Localized columns hold JSON {"tw":…,"cn":…,"en":…,"vi":…,"th":…}.
    await table("banners")
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("link", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("subtitle", "text", (c) => c.notNull())
      .addColumn("cta", "text", (c) => c.notNull())
      .execute();
    await table("customizes")
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .execute();
    await table("flows")
      .addColumn("icon", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .execute();
    await table("videos")
      .addColumn("youtube_id", "text", (c) => c.notNull())
      .addColumn("poster", "text", (c) => c.notNull())
      .addColumn("duration_seconds", "integer", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
