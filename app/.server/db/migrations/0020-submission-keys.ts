import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  async up(db: Kysely<unknown>) {
    // The submission key of a booking or order (features/submissions): the same key again
    // returns the first result. The primary key catches two copies sent at the same moment.
    await db.schema
      .createTable("submission_keys")
      .addColumn("key_hash", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("reference", "text", (c) => c.notNull())
      .addColumn("sealed_token", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
