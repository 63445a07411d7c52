import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // Editors now write slugs: one slug per language is one URL, so the database guards it too.
    await db.schema
      .createIndex("article_translations_locale_slug")
      .on("article_translations")
      .columns(["locale", "slug"])
      .unique()
      .execute();
    await db.schema.createIndex("media_created_idx").on("media").columns(["created_at"]).execute();
  },
} satisfies Migration;
