import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";

// biome-ignore lint/suspicious/noExplicitAny: migrations see every past shape of the schema
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Versioned migrations, in order. Never edit one that has shipped: add a new entry.
 * Only portable types (integer, text, real) so both engines share them.
 */
const migrations: Record<string, Migration> = {
  "0001-reference-data": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("countries")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("iso", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_en", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("school_enrollments")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("country_enrollments")
        .addColumn("country_id", "integer", (c) => c.notNull().references("countries.id"))
        .addColumn("enrollment_id", "integer", (c) => c.notNull().references("school_enrollments.id"))
        .addPrimaryKeyConstraint("country_enrollments_pk", ["country_id", "enrollment_id"])
        .execute();
      await db.schema
        .createTable("college_groups")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("school_colleges")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("group_id", "integer", (c) => c.notNull().references("college_groups.id"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("classifications")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("meta_title", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("offices")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("locales", "text", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("seed_state")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("applied_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0002-schools": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      const pg = isPostgres(db);
      await db.schema
        .createTable("schools")
        .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("key", "text", (c) => c.notNull().unique())
        .addColumn("country_id", "integer", (c) => c.notNull().references("countries.id"))
        .addColumn("nation", "text", (c) => c.notNull())
        .addColumn("name_en", "text", (c) => c.notNull())
        .addColumn("name_tw", "text", (c) => c.notNull())
        .addColumn("name_cn", "text", (c) => c.notNull())
        .addColumn("city_en", "text", (c) => c.notNull())
        .addColumn("city_tw", "text", (c) => c.notNull())
        .addColumn("city_cn", "text", (c) => c.notNull())
        .addColumn("region_en", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("founded", "integer")
        .addColumn("website", "text")
        .addColumn("logo", "text")
        .addColumn("tuition_min", "integer")
        .addColumn("tuition_max", "integer")
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("toefl", "integer")
        .addColumn("ielts", "real")
        .addColumn("rank_latest", "integer")
        .addColumn("rank_previous", "integer")
        .addColumn("no_exam", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
        // Small, hot columns first: SQLite reads a row's columns in order, and the 1-2 KB intro
        // JSON spills into overflow pages that a name filter should never have to walk.
        .addColumn("search_text", "text", (c) => c.notNull())
        .addColumn("intro", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("schools_country_idx").on("schools").columns(["country_id", "rank_latest"]).execute();
      await db.schema.createIndex("schools_rank_idx").on("schools").column("rank_latest").execute();
      await db.schema
        .createTable("school_enrollment_links")
        .addColumn("school_id", "integer", (c) => c.notNull().references("schools.id").onDelete("cascade"))
        .addColumn("enrollment_id", "integer", (c) => c.notNull().references("school_enrollments.id"))
        .addPrimaryKeyConstraint("school_enrollment_links_pk", ["enrollment_id", "school_id"])
        .execute();
      await db.schema
        .createTable("school_college_links")
        .addColumn("school_id", "integer", (c) => c.notNull().references("schools.id").onDelete("cascade"))
        .addColumn("college_id", "integer", (c) => c.notNull().references("school_colleges.id"))
        .addColumn("popular", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("school_college_links_pk", ["college_id", "school_id"])
        .execute();
      await db.schema
        .createIndex("school_college_links_school_idx")
        .on("school_college_links")
        .column("school_id")
        .execute();
      await db.schema
        .createIndex("school_enrollment_links_school_idx")
        .on("school_enrollment_links")
        .column("school_id")
        .execute();
      // Substring search over names in every script (Chinese and Thai have no spaces).
      if (pg) {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
        await sql`CREATE INDEX schools_search_trgm ON schools USING gin (search_text gin_trgm_ops)`.execute(db);
      } else {
        await sql`CREATE VIRTUAL TABLE schools_fts USING fts5(search_text, content='schools', content_rowid='id', tokenize='trigram')`.execute(
          db,
        );
        await sql`CREATE TRIGGER schools_fts_insert AFTER INSERT ON schools BEGIN
          INSERT INTO schools_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
        await sql`CREATE TRIGGER schools_fts_delete AFTER DELETE ON schools BEGIN
          INSERT INTO schools_fts(schools_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`.execute(
          db,
        );
        await sql`CREATE TRIGGER schools_fts_update AFTER UPDATE OF search_text ON schools BEGIN
          INSERT INTO schools_fts(schools_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
          INSERT INTO schools_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
      }
      await db.schema
        .createTable("admitted_students")
        .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("student", "text", (c) => c.notNull())
        .addColumn("school_id", "integer", (c) => c.notNull().references("schools.id").onDelete("cascade"))
        .addColumn("year", "integer", (c) => c.notNull())
        .addColumn("degree", "integer", (c) => c.notNull())
        .addColumn("major", "text", (c) => c.notNull())
        .addColumn("score", "text", (c) => c.notNull())
        .addColumn("scholarship", "text", (c) => c.notNull())
        .addColumn("feedback", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("admitted_students_locale_idx")
        .on("admitted_students")
        .columns(["locale", "year"])
        .execute();
      await db.schema.createIndex("admitted_students_school_idx").on("admitted_students").column("school_id").execute();
      await db.schema
        .createTable("testimonials")
        .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("student", "text", (c) => c.notNull())
        .addColumn("school_id", "integer", (c) => c.notNull().references("schools.id").onDelete("cascade"))
        .addColumn("program", "text", (c) => c.notNull())
        .addColumn("year", "integer", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("quote", "text", (c) => c.notNull())
        .addColumn("rating", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("testimonials_locale_idx").on("testimonials").column("locale").execute();
    },
  },
  "0003-articles": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
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
  },
  "0004-school-filter-masks": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      const pg = isPostgres(db);
      // Denormalized copies of the link tables (which stay the source of truth), so the school
      // list filters with arithmetic on one covering index: see docs/decisions/0005.
      await db.schema
        .alterTable("schools")
        .addColumn("enrollment_mask", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("schools")
        .addColumn("college_mask", "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
      const bit = pg ? sql.raw("(1::bigint << (x.id - 1))") : sql.raw("(1 << (x.id - 1))");
      await sql`UPDATE schools SET enrollment_mask = COALESCE((SELECT SUM(${bit}) FROM (SELECT enrollment_id AS id FROM school_enrollment_links WHERE school_id = schools.id) x), 0)`.execute(
        db,
      );
      await sql`UPDATE schools SET college_mask = COALESCE((SELECT SUM(${bit}) FROM (SELECT college_id AS id FROM school_college_links WHERE school_id = schools.id) x), 0)`.execute(
        db,
      );
      await db.schema
        .createIndex("schools_filter_idx")
        .on("schools")
        .columns(["country_id", "rank_latest", "name_en", "enrollment_mask", "college_mask", "search_text"])
        .execute();
      // The long per-locale intros move to their own table: the hot table stays narrow (about
      // 25 rows per page instead of 4), which is what filtered scans pay for.
      await db.schema
        .createTable("school_intros")
        .addColumn("school_id", "integer", (c) => c.primaryKey().references("schools.id").onDelete("cascade"))
        .addColumn("intro", "text", (c) => c.notNull())
        .execute();
      await sql`INSERT INTO school_intros (school_id, intro) SELECT id, intro FROM schools`.execute(db);
      await db.schema.alterTable("schools").dropColumn("intro").execute();
    },
  },
  "0005-home-content": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
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
  },
  "0006-consultations-and-mail": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
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
  },
  "0007-service-orders": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      const pg = isPostgres(db);
      const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
      // Money is integer minor units (bigint: VND totals outgrow 32 bits).
      await db.schema
        .createTable("services")
        .addColumn("code", "text", (c) => c.primaryKey())
        .addColumn("group_code", "text", (c) => c.notNull())
        .addColumn("unit", "text", (c) => c.notNull())
        .addColumn("uses_method", "integer", (c) => c.notNull())
        .addColumn("sort", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable("editing_methods")
        .addColumn("code", "text", (c) => c.primaryKey())
        .addColumn("sort", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("price_bands")
        .addColumn("id", pg ? "serial" : "integer", id)
        .addColumn("service_code", "text", (c) => c.notNull().references("services.code"))
        // "" when the service has no editing method, so the unique key below holds.
        .addColumn("method_code", "text", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("min_units", "integer", (c) => c.notNull())
        .addColumn("max_units", "integer", (c) => c.notNull())
        .addColumn("pricing", "text", (c) => c.notNull())
        .addColumn("amount_minor", "bigint", (c) => c.notNull())
        .addUniqueConstraint("price_bands_key", ["service_code", "method_code", "currency", "min_units"])
        .execute();
      await db.schema
        .createTable("discount_rules")
        .addColumn("code", "text", (c) => c.primaryKey())
        .addColumn("min_services", "integer", (c) => c.notNull())
        .addColumn("percent_off", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable("uploads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("original_name", "text", (c) => c.notNull())
        .addColumn("stored_name", "text", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .addColumn("words", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("service_orders")
        .addColumn("id", pg ? "serial" : "integer", id)
        .addColumn("reference", "text", (c) => c.notNull().unique())
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("messenger_id", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("payment_method", "text", (c) => c.notNull())
        .addColumn("original_minor", "bigint", (c) => c.notNull())
        .addColumn("discount_minor", "bigint", (c) => c.notNull())
        .addColumn("rush_minor", "bigint", (c) => c.notNull())
        .addColumn("total_minor", "bigint", (c) => c.notNull())
        .addColumn("discount_rule", "text")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("service_order_items")
        .addColumn("id", pg ? "serial" : "integer", id)
        .addColumn("order_id", "integer", (c) => c.notNull().references("service_orders.id"))
        .addColumn("service_code", "text", (c) => c.notNull())
        .addColumn("method_code", "text", (c) => c.notNull())
        .addColumn("topic", "text", (c) => c.notNull())
        .addColumn("units", "integer", (c) => c.notNull())
        .addColumn("upload_id", "text")
        .addColumn("rush", "integer", (c) => c.notNull())
        .addColumn("original_minor", "bigint", (c) => c.notNull())
        .addColumn("rush_minor", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("service_order_items_order_idx")
        .on("service_order_items")
        .column("order_id")
        .execute();
    },
  },
  "0008-back-office": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
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
  },
  "0010-faq": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
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
  },
  "0009-article-editing": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
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
  },
  "0011-data-versions": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      const pg = isPostgres(db);
      // Version rows for the in-process search snapshots (docs/decisions/0005): triggers bump
      // them on every write to the copied tables, whoever writes (this process, another one,
      // a seed or a manual fix), so a reader only has to compare one number per query.
      await db.schema
        .createTable("data_versions")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("version", "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
      if (pg) {
        // Statement-level triggers, and one bump per transaction (a transaction-local setting
        // remembers it): readers see the new number only with the commit anyway, and thousands
        // of updates of one row in one transaction would each walk its growing version chain.
        await sql`CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
          DECLARE
            flag text := 'studyway.data_version_' || TG_ARGV[0];
          BEGIN
            IF current_setting(flag, true) IS DISTINCT FROM txid_current()::text THEN
              UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
              PERFORM set_config(flag, txid_current()::text, true);
            END IF;
            RETURN NULL;
          END $$`.execute(db);
      }
      const watched: Record<string, string[]> = {
        schools: ["schools"],
        articles: ["articles", "article_translations"],
      };
      for (const [name, tables] of Object.entries(watched)) {
        await db.insertInto("data_versions").values({ name, version: 0 }).execute();
        for (const table of tables) {
          if (pg) {
            await sql`CREATE TRIGGER ${sql.raw(`${table}_data_version`)}
              AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
              FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version(${sql.lit(name)})`.execute(db);
            continue;
          }
          for (const event of ["insert", "update", "delete"]) {
            await sql`CREATE TRIGGER ${sql.raw(`${table}_data_version_${event}`)}
              AFTER ${sql.raw(event.toUpperCase())} ON ${sql.table(table)}
              BEGIN UPDATE data_versions SET version = version + 1 WHERE name = ${sql.lit(name)}; END`.execute(db);
          }
        }
      }
    },
  },
  "0012-school-aliases": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      // Abbreviations, short and local names of a school (JSON array of strings) that search
      // finds it by (issue 14); the school seed fills them, for older databases by key.
      await db.schema
        .alterTable("schools")
        .addColumn("aliases", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
    },
  },
  "0013-school-facts": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      // Facts that must not mislead (issue 15). The school seed step fills them in a fresh database
      // and backfills an existing one by school key, leaving values staff changed alone.
      await db.schema.alterTable("schools").addColumn("rank_latest_band", "text").execute();
      await db.schema.alterTable("schools").addColumn("rank_previous_band", "text").execute();
      await db.schema
        .alterTable("schools")
        .addColumn("region_tw", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable("schools")
        .addColumn("region_cn", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      // Enrolment types (bit id - 1, as enrollment_mask) that need no SAT/ACT/GRE/GMAT or other
      // admissions test. Until the backfill decides per type, the old flag covers every type.
      await db.schema
        .alterTable("schools")
        .addColumn("no_exam_mask", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`UPDATE schools SET no_exam_mask = enrollment_mask WHERE no_exam = 1`.execute(db);
      // The edition the ranks in schools.rank_latest / rank_previous belong to: slot "current",
      // and "previous" only once a verified previous edition exists for every ranked school.
      await db.schema
        .createTable("ranking_editions")
        .addColumn("slot", "text", (c) => c.primaryKey())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("year", "integer", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0014-article-facts": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      // When a translation's regulated figures (visa funds, fees, deadlines) were last checked,
      // and against which official pages (JSON [{"name","url"}]). Existing rows get them from the
      // article seed (features/articles, seed step "articles-v2"), not here: the ground floor
      // does not read feature data.
      await db.schema.alterTable("article_translations").addColumn("checked_on", "text").execute();
      await db.schema.alterTable("article_translations").addColumn("checked_sources", "text").execute();
    },
  },
  "0015-request-tracking": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
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
  },
  "0016-shortlist-deadlines": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
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
  },
  "0017-data-versions-content": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      // One version for everything a public page shows (docs/decisions/0012-page-cache.md): the
      // page cache and the per-locale copies of reference data are dropped when it moves.
      await db.insertInto("data_versions").values({ name: CONTENT_VERSION, version: 0 }).execute();
      await watchTables(db, CONTENT_VERSION, CONTENT_TABLES_0017);
    },
  },
  "0018-school-admit-rates": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      const pg = isPostgres(db);
      const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
      // The published admission rate per school and enrolment type (fit check, decision 0013):
      // US from the Common Data Set (section C1), UK from UCAS or the university's offer rates.
      await db.schema
        .createTable("school_admit_rates")
        .addColumn("id", pg ? "serial" : "integer", id)
        .addColumn("school_id", "integer", (c) => c.notNull().references("schools.id").onDelete("cascade"))
        .addColumn("enrollment_id", "integer", (c) => c.notNull().references("school_enrollments.id"))
        // percent of applicants admitted (or offered a place), 0-100
        .addColumn("rate", "real", (c) => c.notNull())
        // all | international: whose rate it is (UK universities publish overseas offer rates)
        .addColumn("applicants", "text", (c) => c.notNull().defaultTo("all"))
        // the year the figure is for, as the source names it: "2023-2024" (CDS), "2023 entry"
        .addColumn("year", "text", (c) => c.notNull())
        // the admitted middle 50% of SAT totals (CDS C9), where published
        .addColumn("sat_25", "integer")
        .addColumn("sat_75", "integer")
        .addColumn("source_url", "text", (c) => c.notNull())
        .addColumn("checked_on", "text", (c) => c.notNull())
        .addUniqueConstraint("school_admit_rates_once", ["school_id", "enrollment_id"])
        .execute();
      await watchTables(db, CONTENT_VERSION, ["school_admit_rates"]);
    },
  },
  "0019-deadline-labels": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      // The round's name in the other public languages (JSON: {"tw": …, "cn": …, "vi": …, "th": …});
      // `label` stays the school's own (English) name, shown on English pages.
      await db.schema
        .alterTable("school_deadlines")
        .addColumn("labels", "text", (c) => c.notNull().defaultTo("{}"))
        .execute();
    },
  },
  "0020-gaokao-requirement": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      // The gaokao total a school asks of applicants from mainland China, as a percentage of the
      // province's maximum (how UK and Australian universities publish it).
      await db.schema.alterTable("school_requirements").addColumn("gaokao_pct", "real").execute();
    },
  },
  "0021-exchange-rates": {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      // Daily reference rates fetched by the exchange-rate job: one row per reference date.
      await db.schema
        .createTable("exchange_rates")
        .addColumn("set_on", "text", (c) => c.primaryKey())
        // JSON: units of each currency per 1 USD
        .addColumn("per_usd", "text", (c) => c.notNull())
        // JSON: the URL each currency came from
        .addColumn("sources", "text", (c) => c.notNull())
        .addColumn("fetched_at", "text", (c) => c.notNull())
        .execute();
      await watchTables(db, CONTENT_VERSION, ["exchange_rates"]);
    },
  },
};

/** The `data_versions` row bumped by a write to any table a public page shows. */
export const CONTENT_VERSION = "content";

/** The content tables of migration 0017 (never edit: a later table is watched by its own migration). */
const CONTENT_TABLES_0017 = [
  "countries",
  "school_enrollments",
  "country_enrollments",
  "college_groups",
  "school_colleges",
  "classifications",
  "offices",
  "schools",
  "school_intros",
  "school_enrollment_links",
  "school_college_links",
  "admitted_students",
  "testimonials",
  "articles",
  "article_translations",
  "article_tags",
  "banners",
  "customizes",
  "flows",
  "videos",
  "faq_groups",
  "faq_entries",
  "services",
  "editing_methods",
  "price_bands",
  "discount_rules",
  // created by 0013 and 0016, before this migration: school pages and lists show them
  "ranking_editions",
  "school_deadlines",
  "school_requirements",
];

/**
 * Adds the triggers that bump the version row `name` on every insert, update, delete (and, on
 * PostgreSQL, truncate) of each table, like migration 0011: statement-level on PostgreSQL, one
 * bump per transaction (bump_data_version); per row on SQLite. A migration that creates a table
 * shown on public pages calls `watchTables(db, CONTENT_VERSION, ["new_table"])`.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function watchTables(db: Kysely<any>, name: string, tables: readonly string[]): Promise<void> {
  const pg = isPostgres(db);
  for (const table of tables) {
    const trigger = `${table}_${name}_version`;
    if (pg) {
      await sql`CREATE TRIGGER ${sql.raw(trigger)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version(${sql.lit(name)})`.execute(db);
      continue;
    }
    for (const event of ["insert", "update", "delete"]) {
      await sql`CREATE TRIGGER ${sql.raw(`${trigger}_${event}`)}
        AFTER ${sql.raw(event.toUpperCase())} ON ${sql.table(table)}
        BEGIN UPDATE data_versions SET version = version + 1 WHERE name = ${sql.lit(name)}; END`.execute(db);
    }
  }
}

// Migrations run against every past shape of the schema, so they see an untyped database.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's Migrator is typed for Kysely<any> by design
type AnyDb = Kysely<any>;

function migrator(db: AnyDb): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Migrates up to and including one migration (tests that start from an older schema). */
export async function migrateTo(db: AnyDb, name: string): Promise<void> {
  const { error } = await migrator(db).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** True once every known migration has run (used by /healthz). */
export async function isMigrated(db: AnyDb): Promise<boolean> {
  const all = await migrator(db).getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
