import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // When an FAQ entry's regulated figures (work hours, OPT, PGWP, test validity, fees) were last
    // checked, and against which official pages (JSON [{"name","url"}]); one date for the entry,
    // whose five languages are edited together. The FAQ seed (features/faq, step "faq-v3") fills
    // them for entries staff never edited.
    await db.schema.alterTable("faq_entries").addColumn("checked_on", "text").execute();
    await db.schema.alterTable("faq_entries").addColumn("checked_sources", "text").execute();
  },
} satisfies Migration;
