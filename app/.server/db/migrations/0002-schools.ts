import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
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
} satisfies Migration;
