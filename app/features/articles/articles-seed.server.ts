import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { searchKey } from "~/features/search/search.server";
import type { Locale } from "~/lib/locales";
import type { CheckedFacts, FactSource } from "./article-facts";
import { htmlToText, sanitizeArticleHtml } from "./sanitize.server";
import cn from "./seed/cn.json";
import en from "./seed/en.json";
import th from "./seed/th.json";
import tw from "./seed/tw.json";
import vi from "./seed/vi.json";

export interface ArticleSeed {
  key: string;
  slug: string;
  category: number;
  country: string | null;
  tags: string[];
  title: string;
  abstract: string;
  published: string;
  image: string;
  draft: boolean;
  body: string;
  /** When the regulated figures were checked, and against which official pages (FORMAT.md). */
  checked?: { on: string; sources: FactSource[] };
}

export const articleSeeds: Record<Locale, ArticleSeed[]> = { tw, cn, en, vi, th } as Record<Locale, ArticleSeed[]>;

export const tagKey = (tag: string) => searchKey(tag);

export interface TranslationInput {
  slug: string;
  title: string;
  abstract: string;
  body: string;
  tags: string[];
  /** The checked date and sources; null clears them, undefined leaves them as they are. */
  facts?: CheckedFacts | null;
}

const factsOfSeed = (seed: ArticleSeed): CheckedFacts | null =>
  seed.checked ? { checkedOn: seed.checked.on, sources: seed.checked.sources } : null;

/** The stored form of checked facts (two nullable columns). */
export const factsColumns = (facts: CheckedFacts | null) => ({
  checked_on: facts?.checkedOn ?? null,
  checked_sources: facts ? JSON.stringify(facts.sources) : null,
});

/** Reads the two columns back; undefined when the text was never checked. */
export function readFacts(checkedOn: string | null, sources: string | null): CheckedFacts | undefined {
  if (!checkedOn) return undefined;
  return { checkedOn, sources: sources ? (JSON.parse(sources) as FactSource[]) : [] };
}

/** Stores one locale's text of an article: sanitized body, search text, tags and checked facts. */
export async function upsertTranslation(
  db: Db,
  articleId: number,
  locale: Locale,
  input: TranslationInput,
): Promise<number> {
  const body = sanitizeArticleHtml(input.body);
  const values = {
    slug: input.slug,
    title: input.title,
    abstract: input.abstract,
    body,
    title_search: searchKey(input.title),
    search_text: searchKey(`${input.title} ${input.abstract} ${input.tags.join(" ")} ${htmlToText(body)}`),
    ...(input.facts === undefined ? {} : factsColumns(input.facts)),
  };
  const existing = await db
    .selectFrom("article_translations")
    .select("id")
    .where("article_id", "=", articleId)
    .where("locale", "=", locale)
    .executeTakeFirst();
  let id: number;
  if (existing) {
    await db.updateTable("article_translations").set(values).where("id", "=", existing.id).execute();
    id = existing.id;
  } else {
    const row = await db
      .insertInto("article_translations")
      .values({ article_id: articleId, locale, ...values })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  await db.deleteFrom("article_tags").where("translation_id", "=", id).execute();
  const tags = [...new Map(input.tags.map((tag) => [tagKey(tag), tag.trim()])).entries()].filter(([key]) => key);
  if (tags.length) {
    await db
      .insertInto("article_tags")
      .values(tags.map(([tag_key, tag]) => ({ translation_id: id, tag, tag_key })))
      .execute();
  }
  return id;
}

/** The seed articles by key, each with its translations (the first one found gives the shared fields). */
function seedsByKey(): Map<string, Array<[Locale, ArticleSeed]>> {
  const byKey = new Map<string, Array<[Locale, ArticleSeed]>>();
  for (const [locale, seeds] of Object.entries(articleSeeds) as Array<[Locale, ArticleSeed[]]>) {
    for (const seed of seeds) byKey.set(seed.key, [...(byKey.get(seed.key) ?? []), [locale, seed]]);
  }
  return byKey;
}

async function insertArticle(trx: Db, seed: ArticleSeed): Promise<number> {
  const row = await trx
    .insertInto("articles")
    .values({
      key: seed.key,
      category_id: seed.category,
      country: seed.country,
      image: `/images/articles/${seed.image}.svg`,
      published_at: seed.published,
      is_draft: seed.draft ? 1 : 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function slugTaken(trx: Db, locale: Locale, slug: string, articleId: number): Promise<boolean> {
  const row = await trx
    .selectFrom("article_translations")
    .select("id")
    .where("locale", "=", locale)
    .where("slug", "=", slug)
    .where("article_id", "!=", articleId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Articles share an id across locales (one topic, five translations), so every language has the same URL.
 *
 * - "articles-v1": the first start stores every seed article.
 * - "articles-v2": a database seeded before gets the articles added to the seed since (by key),
 *   and the articles no staff member ever changed (no audit line) take the seed's current text
 *   with its checked date and sources, since the seed corrected their figures. An article staff
 *   changed is left exactly as it is, without a checked date: it shows in "facts to re-check"
 *   only once someone records a check.
 * - "articles-v3-facts": the same again for the corrections of issue 30.
 */
export async function seedArticles(db: Db): Promise<void> {
  await seedOnce(db, "articles-v1", async (trx) => {
    for (const [, translations] of seedsByKey()) {
      const [first] = translations;
      if (!first) continue;
      const id = await insertArticle(trx, first[1]);
      for (const [locale, seed] of translations)
        await upsertTranslation(trx, id, locale, { ...seed, facts: factsOfSeed(seed) });
    }
  });
  await seedOnce(db, "articles-v2", refreshUneditedArticles);
  // The seed corrected figures again and dated more of them (issue 30: the Australian minimum
  // wage, MIT's SAT requirement, dates of living costs and salaries, the Thai articles 13-24).
  await seedOnce(db, "articles-v3-facts", refreshUneditedArticles);
  // Issue 29: stated exchange rates became {{fx:…}} tokens filled from the daily rates table.
  await seedOnce(db, "articles-fx-tokens", refreshUneditedArticles);
}

/** Adds the seed's new articles and gives articles no staff member changed the seed's text and facts. */
async function refreshUneditedArticles(trx: Db): Promise<void> {
  const existing = new Map(
    (await trx.selectFrom("articles").select(["id", "key"]).execute()).map((r) => [r.key, r.id]),
  );
  const edited = new Set(
    (await trx.selectFrom("audit_log").select("entity_id").where("entity", "=", "article").execute()).map((r) =>
      Number(r.entity_id),
    ),
  );
  for (const [key, translations] of seedsByKey()) {
    const [first] = translations;
    if (!first) continue;
    let id = existing.get(key);
    if (id === undefined) id = await insertArticle(trx, first[1]);
    else if (edited.has(id)) continue;
    const stored = await trx
      .selectFrom("article_translations")
      .select(["locale", "slug", "title", "abstract", "body", "checked_on"])
      .where("article_id", "=", id)
      .execute();
    for (const [locale, seed] of translations) {
      const row = stored.find((r) => r.locale === locale);
      const same =
        row?.slug === seed.slug &&
        row.title === seed.title &&
        row.abstract === seed.abstract &&
        row.checked_on === (seed.checked?.on ?? null) &&
        row.body === sanitizeArticleHtml(seed.body);
      if (same) continue;
      // A slug another article took meanwhile stays that article's: this translation waits for staff.
      if (await slugTaken(trx, locale, seed.slug, id)) continue;
      await upsertTranslation(trx, id, locale, { ...seed, facts: factsOfSeed(seed) });
    }
  }
}
