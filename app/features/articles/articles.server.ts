import { sql } from "kysely";
import type { Db } from "~/.server/db/database";
import { versionedSnapshot } from "~/.server/db/snapshot";
import type { Rates } from "~/features/costs/costs";
import { fillRateTokens } from "~/features/costs/rate-tokens";
import { containsText, likeContains, searchKey } from "~/features/search/search.server";
import { isLocale, type Locale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import { inIdOrder, type Page, pageOf } from "~/lib/paging";
import { pickRandom } from "~/lib/random-pick";
import { type CheckedFacts, type FactSource, recheckCutoff } from "./article-facts";
import { readFacts, tagKey } from "./articles-seed.server";
import { sanitizeArticleHtml } from "./sanitize.server";

export interface ArticleCard {
  id: number;
  slug: string;
  title: string;
  abstract: string;
  image: string;
  category: { id: number; name: string };
  country: string | null;
  published_at: string;
}

function cards(db: Db, locale: Locale) {
  return db
    .selectFrom("articles as a")
    .innerJoin("article_translations as t", (join) =>
      join.onRef("t.article_id", "=", "a.id").on("t.locale", "=", locale),
    )
    .innerJoin("classifications as c", "c.id", "a.category_id");
}

const cardColumns = [
  "a.id",
  "t.slug",
  "t.title",
  "t.abstract",
  "a.image",
  "a.category_id",
  "c.name as category_name",
  "a.country",
  "a.published_at",
] as const;

interface CardRow {
  id: number;
  slug: string;
  title: string;
  abstract: string;
  image: string;
  category_id: number;
  category_name: string;
  country: string | null;
  published_at: string;
}

const toCard =
  (locale: Locale) =>
  (r: CardRow): ArticleCard => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    abstract: r.abstract,
    image: r.image,
    category: { id: r.category_id, name: pickLocalized(r.category_name, locale) },
    country: r.country,
    published_at: r.published_at,
  });

async function paged(
  query: ReturnType<typeof cards>,
  locale: Locale,
  page: number,
  pageSize: number,
  order: (q: ReturnType<typeof cards>) => ReturnType<typeof cards>,
): Promise<Page<ArticleCard>> {
  const rows = (await order(query)
    .select(cardColumns)
    .select(sql<number>`count(*) over ()`.as("total_count"))
    .orderBy("a.published_at", "desc")
    .orderBy("a.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()) as Array<CardRow & { total_count: number }>;
  // The window count rides along with the page; only a page past the end needs its own count.
  const total =
    rows.length > 0
      ? Number(rows[0]?.total_count)
      : Number((await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  return pageOf(rows.map(toCard(locale)), total, page, pageSize);
}

/** Published articles of a category or a tag, newest first. */
export async function listArticles(
  db: Db,
  locale: Locale,
  options: { categoryId?: number; tag?: string; page?: number; pageSize?: number } = {},
): Promise<Page<ArticleCard>> {
  let query = cards(db, locale).where("a.is_draft", "=", 0);
  if (options.categoryId !== undefined) query = query.where("a.category_id", "=", options.categoryId);
  if (options.tag !== undefined) {
    const key = tagKey(options.tag);
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("article_tags as g")
          .select(sql`1`.as("one"))
          .whereRef("g.translation_id", "=", "t.id")
          .where("g.tag_key", "=", key),
      ),
    );
  }
  return paged(query, locale, Math.max(1, options.page ?? 1), options.pageSize ?? 9, (q) => q);
}

/**
 * What search reads of one locale's published translations, newest first (the database's
 * order): the folded texts joined by "\n" into one string (searchKey turns every whitespace
 * into a space, so no needle contains "\n" and no match spans two articles), where each
 * article's text starts, and the folded titles. One long string is searched much faster than
 * thousands of short ones: V8 sets up its Boyer-Moore tables once per indexOf, not per article.
 */
interface SearchCorpus {
  ids: number[];
  titles: string[];
  starts: number[];
  text: string;
}

/**
 * The search columns of one locale's published articles, refreshed after any write to
 * `articles` or `article_translations` (see versionedSnapshot). Memory is about the size of
 * the folded text (1-2 KB an article in the benchmark), loaded only for locales searched.
 */
const searchCorpus = versionedSnapshot("articles", async (db: Db, locale: Locale): Promise<SearchCorpus> => {
  const rows = await db
    .selectFrom("article_translations as t")
    .innerJoin("articles as a", "a.id", "t.article_id")
    .select(["a.id", "t.title_search", "t.search_text"])
    .where("t.locale", "=", locale)
    .where("a.is_draft", "=", 0)
    .orderBy("a.published_at", "desc")
    .orderBy("a.id", "desc")
    .execute();
  const starts: number[] = [];
  let length = 0;
  for (const row of rows) {
    starts.push(length);
    length += row.search_text.length + 1;
  }
  return {
    ids: rows.map((r) => r.id),
    titles: rows.map((r) => r.title_search),
    starts,
    text: rows.map((r) => r.search_text).join("\n"),
  };
});

/**
 * Article search: substring match in any script, title matches first, then newest. Two steps:
 * ids, order and total, then the cards of one page. The first step scans an in-process copy
 * of the folded text: no index serves a two-character Chinese query, and a scan of the copy
 * costs less than the database's (which decompresses every row's text on PostgreSQL).
 * Inside a transaction it runs in the database.
 */
export async function searchArticles(
  db: Db,
  locale: Locale,
  text: string,
  options: { page?: number; pageSize?: number } = {},
): Promise<Page<ArticleCard>> {
  const page = Math.max(1, options.page ?? 1);
  const pageSize = options.pageSize ?? 10;
  const offset = (page - 1) * pageSize;
  const corpus = await searchCorpus(db, locale);
  const { ids, total } = corpus
    ? searchInProcess(corpus, searchKey(text), offset, pageSize)
    : await searchInDatabase(db, locale, text, offset, pageSize);
  const cardRows = await inIdOrder(
    ids,
    (inIds) => cards(db, locale).select(cardColumns).where("a.id", "in", inIds).execute() as Promise<CardRow[]>,
  );
  return pageOf(cardRows.map(toCard(locale)), total, page, pageSize);
}

function searchInProcess(
  corpus: SearchCorpus,
  needle: string,
  offset: number,
  pageSize: number,
): { ids: number[]; total: number } {
  const { ids, titles, starts, text } = corpus;
  // The first offset + pageSize of "title matches, then the rest", each already newest first.
  const wanted = offset + pageSize;
  const inTitle: number[] = [];
  const rest: number[] = [];
  let total = 0;
  let article = 0;
  let at = ids.length > 0 ? text.indexOf(needle) : -1;
  while (at !== -1) {
    // Matches come in text order: move on to the article that holds this one.
    while (article + 1 < starts.length && (starts[article + 1] ?? 0) <= at) article += 1;
    total += 1;
    if ((titles[article] ?? "").includes(needle)) {
      if (inTitle.length < wanted) inTitle.push(ids[article] ?? 0);
    } else if (rest.length < wanted) {
      rest.push(ids[article] ?? 0);
    }
    article += 1;
    // One count per article: go on from the start of the next one.
    at = article < starts.length ? text.indexOf(needle, starts[article]) : -1;
  }
  return { ids: [...inTitle, ...rest].slice(offset, wanted), total };
}

async function searchInDatabase(
  db: Db,
  locale: Locale,
  text: string,
  offset: number,
  pageSize: number,
): Promise<{ ids: number[]; total: number }> {
  const needle = searchKey(text);
  const matches = db
    .selectFrom("article_translations as t")
    .innerJoin("articles as a", "a.id", "t.article_id")
    .where("t.locale", "=", locale)
    .where("a.is_draft", "=", 0)
    .where(containsText(db, "article_translations", "t", text));
  const pattern = likeContains(needle);
  const ids = await matches
    .select(["a.id", sql<number>`count(*) over ()`.as("total_count")])
    .orderBy(sql`CASE WHEN t.title_search LIKE ${pattern} ESCAPE '\\' THEN 0 ELSE 1 END`)
    .orderBy("a.published_at", "desc")
    .orderBy("a.id", "desc")
    .limit(pageSize)
    .offset(offset)
    .execute();
  const total =
    ids.length > 0
      ? Number(ids[0]?.total_count)
      : Number((await matches.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  return { ids: ids.map((r) => r.id), total };
}

export interface ArticleDetail extends ArticleCard {
  key: string;
  body: string;
  is_draft: boolean;
  tags: string[];
  /** When this translation's regulated figures were checked, and against what (none: never). */
  facts?: CheckedFacts;
}

export async function getArticle(
  db: Db,
  locale: Locale,
  id: number,
  /** rates: fill the body's exchange-rate tokens ({{fx:USD:PHP}}, {{fx-date}}) with them (rate-tokens.ts) */
  options: { includeDraft?: boolean; rates?: Rates } = {},
): Promise<ArticleDetail | undefined> {
  let query = cards(db, locale)
    .select([
      ...cardColumns,
      "a.key",
      "t.body",
      "a.is_draft",
      "t.id as translation_id",
      "t.checked_on",
      "t.checked_sources",
    ])
    .where("a.id", "=", id);
  if (!options.includeDraft) query = query.where("a.is_draft", "=", 0);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const tags = await db
    .selectFrom("article_tags")
    .select("tag")
    .where("translation_id", "=", row.translation_id)
    .orderBy("tag")
    .execute();
  const facts = readFacts(row.checked_on, row.checked_sources);
  return {
    ...toCard(locale)(row as CardRow),
    key: row.key,
    // Sanitized when stored; sanitized again on the way out in case a row was written elsewhere.
    body: options.rates
      ? fillRateTokens(sanitizeArticleHtml(row.body), locale, options.rates)
      : sanitizeArticleHtml(row.body),
    is_draft: row.is_draft === 1,
    tags: tags.map((t) => t.tag),
    ...(facts ? { facts } : {}),
  };
}

/** A translation whose figures were checked too long ago (the back office's re-check list). */
export interface StaleArticleFact {
  articleId: number;
  locale: Locale;
  title: string;
  checkedOn: string;
  sources: FactSource[];
}

/** The translations last checked more than `months` months before `today`, oldest first. */
export async function staleArticleFacts(db: Db, today: Date, months = 6): Promise<StaleArticleFact[]> {
  const rows = await db
    .selectFrom("article_translations")
    .select(["article_id", "locale", "title", "checked_on", "checked_sources"])
    .where("checked_on", "is not", null)
    .where("checked_on", "<", recheckCutoff(today, months))
    .orderBy("checked_on")
    .orderBy("article_id")
    .orderBy("locale")
    .execute();
  return rows.flatMap((r) => {
    const facts = readFacts(r.checked_on, r.checked_sources);
    return facts && isLocale(r.locale) ? [{ articleId: r.article_id, locale: r.locale, title: r.title, ...facts }] : [];
  });
}

/** Published articles of a language that may be recommended, kept in process until content changes. */
const recommendable = versionedSnapshot("content", (db, locale: Locale) =>
  cards(db, locale).where("a.is_draft", "=", 0).select(["a.id", "a.country"]).execute(),
);

/** Recommended articles (spec § 3 query shape: random, count, country, is_draft = 0). */
export async function recommendArticles(
  db: Db,
  locale: Locale,
  options: { random?: boolean; count: number; country?: string; excludeId?: number; contentVersion?: number },
): Promise<ArticleCard[]> {
  // A visitor interested in one country sees its articles first, then general ones.
  const countryRank = (country: string | null) =>
    !options.country ? 0 : country === options.country ? 0 : country === null ? 1 : 2;
  const pool = options.random ? await recommendable(db, locale, options.contentVersion) : undefined;
  if (pool) {
    // Drawn in process: sorting every article by random() on each page view costs more.
    const candidates = pool.filter((a) => a.id !== options.excludeId);
    const ids = pickRandom(candidates, options.count, (a) => countryRank(a.country)).map((a) => a.id);
    const rows = await inIdOrder(
      ids,
      (some) => cards(db, locale).select(cardColumns).where("a.id", "in", some).execute() as Promise<CardRow[]>,
    );
    return rows.map(toCard(locale));
  }
  let query = cards(db, locale).where("a.is_draft", "=", 0);
  if (options.excludeId !== undefined) query = query.where("a.id", "!=", options.excludeId);
  let ordered = query.select(cardColumns);
  if (options.country) {
    ordered = ordered.orderBy(
      sql`CASE WHEN a.country = ${options.country} THEN 0 WHEN a.country IS NULL THEN 1 ELSE 2 END`,
    );
  }
  const rows = (await ordered
    .orderBy(options.random ? sql`random()` : sql`a.published_at DESC`)
    .limit(options.count)
    .execute()) as CardRow[];
  return rows.map(toCard(locale));
}

export async function listTags(db: Db, locale: Locale): Promise<Array<{ tag: string; count: number }>> {
  const rows = await db
    .selectFrom("article_tags as g")
    .innerJoin("article_translations as t", "t.id", "g.translation_id")
    .innerJoin("articles as a", "a.id", "t.article_id")
    .select(["g.tag_key"])
    .select((eb) => [eb.fn.min("g.tag").as("tag"), eb.fn.countAll<number>().as("count")])
    .where("t.locale", "=", locale)
    .where("a.is_draft", "=", 0)
    .groupBy("g.tag_key")
    .orderBy(sql`count(*)`, "desc")
    .orderBy("g.tag_key")
    .execute();
  return rows.map((r) => ({ tag: String(r.tag), count: Number(r.count) }));
}
