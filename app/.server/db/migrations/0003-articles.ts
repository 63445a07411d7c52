import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));
    await id("articles")
      .addColumn("key", "text", (c) => c.notNull().unique())
      .addColumn("category_id", "integer", (c) => c.notNull().references("classifications.id"))
      .addColumn("country", "text")
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("published_at", "text", (c) => c.notNull())
      .addColumn("is_draft", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await id("article_translations")
      .addColumn("article_id", "integer", (c) => c.notNull().references("articles.id").onDelete("cascade"))
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      // Search columns before the large body, so a search never reads the body's pages.
      .addColumn("title_search", "text", (c) => c.notNull())
      .addColumn("search_text", "text", (c) => c.notNull())
      .addColumn("abstract", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addUniqueConstraint("article_translations_article_locale", ["article_id", "locale"])
      .execute();
    await db.schema
      .createIndex("article_translations_locale_idx")
      .on("article_translations")
      .columns(["locale", "article_id"])
      .execute();
    await db.schema
      .createTable("article_tags")
      .addColumn("translation_id", "integer", (c) =>
        c.notNull().references("article_translations.id").onDelete("cascade"),
      )
      .addColumn("tag", "text", (c) => c.notNull())
      .addColumn("tag_key", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("article_tags_pk", ["tag_key", "translation_id"])
      .execute();
    await db.schema
      .createIndex("articles_category_idx")
      .on("articles")
      .columns(["category_id", "published_at"])
      .execute();
    if (pg) {
      await sql`CREATE INDEX article_translations_search_trgm ON article_translations USING gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    } else {
      await sql`CREATE VIRTUAL TABLE article_translations_fts USING fts5(search_text, content='article_translations', content_rowid='id', tokenize='trigram')`.execute(
        db,
      );
      await sql`CREATE TRIGGER article_translations_fts_insert AFTER INSERT ON article_translations BEGIN
        INSERT INTO article_translations_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
      await sql`CREATE TRIGGER article_translations_fts_delete AFTER DELETE ON article_translations BEGIN
        INSERT INTO article_translations_fts(article_translations_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`.execute(
        db,
      );
      await sql`CREATE TRIGGER article_translations_fts_update AFTER UPDATE OF search_text ON article_translations BEGIN
        INSERT INTO article_translations_fts(article_translations_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
        INSERT INTO article_translations_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
    }
  },
} satisfies Migration;
