import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { searchKey } from "~/features/search/search.server";
import type { Locale } from "~/lib/locales";
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
}

export const articleSeeds: Record<Locale, ArticleSeed[]> = { tw, cn, en, vi, th } as Record<Locale, ArticleSeed[]>;

export const tagKey = (tag: string) => searchKey(tag);

export interface TranslationInput {
  slug: string;
  title: string;
  abstract: string;
  body: string;
  tags: string[];
}

/** Stores one locale's text of an article: sanitized body, search text and tags. */
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

/** Articles share an id across locales (one topic, five translations), so every language has the same URL. */
export async function seedArticles(db: Db): Promise<void> {
  await seedOnce(db, "articles-v1", async (trx) => {
    const ids = new Map<string, number>();
    for (const [locale, seeds] of Object.entries(articleSeeds) as Array<[Locale, ArticleSeed[]]>) {
      for (const seed of seeds) {
        let id = ids.get(seed.key);
        if (id === undefined) {
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
          id = row.id;
          ids.set(seed.key, id);
        }
        await upsertTranslation(trx, id, locale, seed);
      }
    }
  });
}
