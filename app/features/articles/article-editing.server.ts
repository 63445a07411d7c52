import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import type { AdminLocale } from "~/features/admin/admin-locale";
import { listMedia, MediaError, mediaSrc, mediaSrcset, storeMedia } from "~/features/media/media.server";
import { listClassifications, listCountries } from "~/features/reference/reference.server";
import { likeContains, searchKey } from "~/features/search/search.server";
import { type FieldError, type Parsed, parseForm, withErrors } from "~/lib/form";
import { type Locale, locales } from "~/lib/locales";
import type { CheckedFacts } from "./article-facts";
import {
  type ArticleFields,
  articleFieldsOf,
  articleLocaleErrors,
  articleSchema,
  emptyArticleFields,
  filledLocales,
  parseSources,
  sourcesToText,
  splitTags,
  type TranslationFields,
} from "./article-form";
import { readFacts, upsertTranslation } from "./articles-seed.server";

export type { ArticleFields, TranslationFields };
export { emptyArticleFields, sourcesToText, splitTags };

export interface ValidArticle {
  categoryId: number;
  country: string | null;
  image: string;
  publishedAt: string;
  isDraft: boolean;
  translations: Partial<
    Record<
      Locale,
      { title: string; slug: string; abstract: string; body: string; tags: string[]; facts: CheckedFacts | null }
    >
  >;
}

/**
 * Reads and checks the article form with its schema (`article-form.ts`) and the rules across a
 * locale's fields; the value is the article to store (the locales left empty are left out).
 */
export function parseArticleForm(
  form: FormData,
  known: { categoryIds: ReadonlySet<number>; countries: ReadonlySet<string> },
  today = new Date(),
): Parsed<ValidArticle> {
  const parsed = parseForm(articleSchema(known), form);
  const checked = withErrors(parsed, articleLocaleErrors(parsed.values, today));
  if (!checked.ok) return checked;
  // The translation fields are named per locale (`en.title`): read them by name.
  const v = checked.value as typeof checked.value & Record<string, string>;
  const translations: ValidArticle["translations"] = {};
  for (const locale of filledLocales(checked.values)) {
    const text = (field: string) => v[`${locale}.${field}`] ?? "";
    const checkedOn = text("checked_on");
    const sources = text("sources");
    translations[locale] = {
      title: text("title"),
      slug: text("slug"),
      abstract: text("abstract"),
      body: text("body"),
      tags: splitTags(text("tags")),
      facts: checkedOn || sources ? { checkedOn, sources: parseSources(sources) ?? [] } : null,
    };
  }
  return {
    ok: true,
    values: checked.values,
    value: {
      categoryId: Number(v.category),
      country: v.country || null,
      image: v.image,
      publishedAt: v.published_at,
      isDraft: v.state === "draft",
      translations,
    },
  };
}

export type SaveResult = { id: number } | { errors: Record<string, FieldError> } | { notFound: true };

/**
 * Creates (id null) or updates an article and its translations in one transaction: slugs checked
 * unique per language, bodies sanitized, search columns and tags recomputed, a language left
 * empty removed, and one audit line.
 */
export async function saveArticle(db: Db, actor: Actor, id: number | null, article: ValidArticle): Promise<SaveResult> {
  return db.transaction().execute(async (trx): Promise<SaveResult> => {
    if (id !== null) {
      const exists = await trx.selectFrom("articles").select("id").where("id", "=", id).executeTakeFirst();
      if (!exists) return { notFound: true };
    }
    const errors: Record<string, FieldError> = {};
    for (const [locale, t] of Object.entries(article.translations) as Array<[Locale, { slug: string }]>) {
      let taken = trx
        .selectFrom("article_translations")
        .select("article_id")
        .where("locale", "=", locale)
        .where("slug", "=", t.slug);
      if (id !== null) taken = taken.where("article_id", "!=", id);
      if (await taken.executeTakeFirst()) errors[`${locale}.slug`] = { key: "admin.articles.error.slugTaken" };
    }
    if (Object.keys(errors).length) return { errors };

    const values = {
      category_id: article.categoryId,
      country: article.country,
      image: article.image,
      published_at: article.publishedAt,
      is_draft: article.isDraft ? 1 : 0,
    };
    let articleId: number;
    if (id === null) {
      const row = await trx
        .insertInto("articles")
        .values({ key: `admin-${randomBytes(6).toString("hex")}`, ...values })
        .returning("id")
        .executeTakeFirstOrThrow();
      articleId = row.id;
    } else {
      await trx.updateTable("articles").set(values).where("id", "=", id).execute();
      articleId = id;
    }
    const kept = Object.keys(article.translations) as Locale[];
    const removed = await trx
      .selectFrom("article_translations")
      .select(["id", "locale"])
      .where("article_id", "=", articleId)
      .where("locale", "not in", kept)
      .execute();
    if (removed.length) {
      const ids = removed.map((r) => r.id);
      await trx.deleteFrom("article_tags").where("translation_id", "in", ids).execute();
      await trx.deleteFrom("article_translations").where("id", "in", ids).execute();
    }
    for (const [locale, t] of Object.entries(article.translations) as Array<
      [Locale, NonNullable<ValidArticle["translations"][Locale]>]
    >) {
      await upsertTranslation(trx, articleId, locale, t);
    }
    await recordAudit(trx, actor, id === null ? "article.create" : "article.update", "article", articleId, {
      locales: kept,
      removed: removed.map((r) => r.locale),
      draft: article.isDraft,
    });
    return { id: articleId };
  });
}

/** The stored article as form fields, for the edit page. */
export async function loadArticleFields(db: Db, id: number): Promise<ArticleFields | undefined> {
  const row = await db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const fields = emptyArticleFields();
  fields.category = String(row.category_id);
  fields.country = row.country ?? "";
  fields.image = row.image;
  fields.publishedAt = row.published_at.slice(0, 10);
  fields.state = row.is_draft ? "draft" : "published";
  const translations = await db
    .selectFrom("article_translations")
    .select(["id", "locale", "title", "slug", "abstract", "body", "checked_on", "checked_sources"])
    .where("article_id", "=", id)
    .execute();
  const tags = translations.length
    ? await db
        .selectFrom("article_tags")
        .select(["translation_id", "tag"])
        .where(
          "translation_id",
          "in",
          translations.map((t) => t.id),
        )
        .orderBy("tag")
        .execute()
    : [];
  for (const t of translations) {
    if (!(locales as readonly string[]).includes(t.locale)) continue;
    const facts = readFacts(t.checked_on, t.checked_sources);
    fields.translations[t.locale as Locale] = {
      checkedOn: facts?.checkedOn ?? "",
      sources: facts ? sourcesToText(facts.sources) : "",
      title: t.title,
      slug: t.slug,
      abstract: t.abstract,
      body: t.body,
      tags: tags
        .filter((g) => g.translation_id === t.id)
        .map((g) => g.tag)
        .join(", "),
    };
  }
  return fields;
}

export interface AdminArticleRow {
  id: number;
  categoryId: number;
  publishedAt: string;
  isDraft: boolean;
  image: string;
  titles: Partial<Record<Locale, string>>;
}

/** The back office list: newest first, by category, state and a title in any language. */
export async function listAdminArticles(
  db: Db,
  filters: { categoryId?: number; state?: "draft" | "published"; q?: string; page?: number; pageSize?: number },
): Promise<{ rows: AdminArticleRow[]; hasNext: boolean }> {
  const page = Math.max(1, filters.page ?? 1);
  const pageSize = filters.pageSize ?? 25;
  let query = db
    .selectFrom("articles as a")
    .select(["a.id", "a.category_id", "a.published_at", "a.is_draft", "a.image"]);
  if (filters.categoryId !== undefined) query = query.where("a.category_id", "=", filters.categoryId);
  if (filters.state) query = query.where("a.is_draft", "=", filters.state === "draft" ? 1 : 0);
  const needle = filters.q ? searchKey(filters.q) : "";
  if (needle) {
    const pattern = likeContains(needle);
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("article_translations as t")
          .select(sql`1`.as("one"))
          .whereRef("t.article_id", "=", "a.id")
          .where(sql<boolean>`t.title_search LIKE ${pattern} ESCAPE '\\'`),
      ),
    );
  }
  const rows = await query
    .orderBy("a.published_at", "desc")
    .orderBy("a.id", "desc")
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  const shown = rows.slice(0, pageSize);
  const titles = shown.length
    ? await db
        .selectFrom("article_translations")
        .select(["article_id", "locale", "title"])
        .where(
          "article_id",
          "in",
          shown.map((r) => r.id),
        )
        .execute()
    : [];
  return {
    rows: shown.map((r) => ({
      id: r.id,
      categoryId: r.category_id,
      publishedAt: r.published_at,
      isDraft: r.is_draft === 1,
      image: r.image,
      titles: Object.fromEntries(titles.filter((t) => t.article_id === r.id).map((t) => [t.locale, t.title])),
    })),
    hasNext: rows.length > pageSize,
  };
}

/** Cover images already in use (bundled ones included), offered beside uploaded media. */
export async function listUsedImages(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("articles").select("image").distinct().orderBy("image").execute();
  return rows.map((r) => r.image);
}

/** The lists the form chooses from, in the staff member's language. */
export async function articleEditorChoices(db: Db, uiLocale: AdminLocale) {
  const [categories, countries, media, used] = await Promise.all([
    listClassifications(db, uiLocale),
    listCountries(db, uiLocale),
    listMedia(db, { pageSize: 200 }),
    listUsedImages(db),
  ]);
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    countries: countries.map((c) => ({ code: c.country_code, name: c.name })),
    media: media.rows.map((m) => ({
      src: mediaSrc(m),
      srcset: mediaSrcset(m),
      label: `${m.originalName} (${m.width}×${m.height})`,
    })),
    usedImages: used,
  };
}

/**
 * The article form's save: a new cover image is stored first (should another field be wrong, it
 * is kept and need not be sent again), then every field is checked and the article saved.
 */
export async function saveArticleForm(
  db: Db,
  dataDir: string,
  actor: Actor,
  id: number | null,
  form: FormData,
): Promise<
  { id: number } | { notFound: true } | { fields: ArticleFields; errors: Record<string, FieldError>; status: 400 | 409 }
> {
  const [categories, countries] = await Promise.all([listClassifications(db, "en"), listCountries(db, "en")]);
  const known = {
    categoryIds: new Set(categories.map((c) => c.id)),
    countries: new Set(countries.map((c) => c.country_code)),
  };
  const upload = form.get("cover_upload");
  if (upload instanceof File && upload.size > 0) {
    try {
      const item = await storeMedia(db, dataDir, actor, {
        name: upload.name,
        bytes: new Uint8Array(await upload.arrayBuffer()),
      });
      form.set("image", mediaSrc(item));
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      const { values } = parseForm(articleSchema(known), form);
      return { fields: articleFieldsOf(values), errors: { image: { key: error.messageKey } }, status: 400 };
    }
  }
  const checked = parseArticleForm(form, known);
  if (!checked.ok) return { fields: articleFieldsOf(checked.values), errors: checked.errors, status: 400 };
  const saved = await saveArticle(db, actor, id, checked.value);
  if ("errors" in saved) return { fields: articleFieldsOf(checked.values), errors: saved.errors, status: 409 };
  return saved;
}
