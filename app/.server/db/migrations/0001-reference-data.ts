import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
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
} satisfies Migration;
