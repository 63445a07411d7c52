import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { isPostgres } from "../migration-kit";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
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
    await db.schema.createIndex("service_order_items_order_idx").on("service_order_items").column("order_id").execute();
  },
} satisfies Migration;
