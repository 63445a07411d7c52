import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // When a translation's regulated figures (visa funds, fees, deadlines) were last checked,
    // and against which official pages (JSON [{"name","url"}]). Existing rows get them from the
    // article seed (features/articles, seed step "articles-v2"), not here: the ground floor
    // does not read feature data.
    await db.schema.alterTable("article_translations").addColumn("checked_on", "text").execute();
    await db.schema.alterTable("article_translations").addColumn("checked_sources", "text").execute();
  },
} satisfies Migration;
