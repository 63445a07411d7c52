import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { CONTENT_VERSION, watchTables } from "../migration-kit";

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

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    // One version for everything a public page shows (docs/decisions/0012-page-cache.md): the
    // page cache and the per-locale copies of reference data are dropped when it moves.
    await db.insertInto("data_versions").values({ name: CONTENT_VERSION, version: 0 }).execute();
    await watchTables(db, CONTENT_VERSION, CONTENT_TABLES_0017);
  },
} satisfies Migration;
