import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // When a school's tuition and English requirements (TOEFL, IELTS) were last checked, and
    // against which pages (JSON [{"name","url"}]). The school seed (features/schools, step
    // "school-facts-checked-v1") fills them for schools whose figures staff never changed.
    await db.schema.alterTable("schools").addColumn("facts_checked_on", "text").execute();
    await db.schema.alterTable("schools").addColumn("facts_sources", "text").execute();
  },
} satisfies Migration;
