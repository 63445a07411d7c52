import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { locales } from "~/lib/locales";
import {
  type ArticleFields,
  emptyArticleFields,
  listAdminArticles,
  loadArticleFields,
  parseArticleForm,
  saveArticle,
  type ValidArticle,
} from "./article-editing.server";
import { articleFormData } from "./article-form";
import { getArticle, listArticles, searchArticles } from "./articles.server";

let test: TestDatabase;
const actor = { userId: null, ip: "127.0.0.1" };
const known = { categoryIds: new Set([1, 2, 3]), countries: new Set(["usa", "uk"]) };

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

function fields(overrides: Partial<ArticleFields> = {}): ArticleFields {
  const base = emptyArticleFields(new Date("2026-03-01T00:00:00Z"));
  base.category = "1";
  base.image = "/images/articles/usa.svg";
  base.translations.th = {
    title: "ทุนเรียนต่อญี่ปุ่น",
    slug: "japan-scholarship-guide",
    abstract: "สรุปทุน",
    body: '<p onclick="x()">ทุนรัฐบาล MEXT<script>alert(1)</script></p>',
    tags: "ญี่ปุ่น, ทุนการศึกษา",
  };
  return { ...base, ...overrides };
}

function valid(f: ArticleFields): ValidArticle {
  const result = parseArticleForm(articleFormData(f), known);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe("parseArticleForm", () => {
  it("reads every locale's fields, trimmed, with the slug lowercased, and echoes what was typed", () => {
    const form = articleFormData(fields());
    form.set("category", "2");
    form.set("state", "published");
    form.set("en.title", "  Hello ");
    form.set("en.slug", "Hello-World");
    form.set("en.body", "<p>Hi</p>");
    const parsed = parseArticleForm(form, known);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.value).toMatchObject({ categoryId: 2, isDraft: false });
    expect(parsed.value.translations.en).toMatchObject({ title: "Hello", slug: "hello-world" });
    expect(Object.keys(parsed.value.translations)).toEqual(["en", "th"]);
    expect(parsed.values["en.title"]).toBe("  Hello ");
    expect(Object.keys(parsed.values)).toEqual(expect.arrayContaining(locales.map((l) => `${l}.slug`)));
  });
});

describe("the article rules", () => {
  it("requires title, slug and body together in a filled locale, and at least one locale", () => {
    const f = fields();
    f.translations.vi.abstract = "Chỉ có tóm tắt";
    const result = parseArticleForm(articleFormData(f), known);
    expect(!result.ok && result.errors).toMatchObject({
      "vi.title": { key: "admin.articles.error.requiredTogether" },
      "vi.slug": { key: "admin.articles.error.requiredTogether" },
      "vi.body": { key: "admin.articles.error.requiredTogether" },
    });
    const none = parseArticleForm(articleFormData(emptyArticleFields()), known);
    expect(!none.ok && none.errors.translations?.key).toBe("admin.articles.error.noLocale");
  });

  it("checks lengths, slug shape, category, country, image and date", () => {
    const f = fields({ category: "99", country: "mars", image: "https://evil.example/x.png", publishedAt: "tomorrow" });
    f.translations.th.title = "x".repeat(201);
    f.translations.th.slug = "Not a slug!";
    const result = parseArticleForm(articleFormData(f), known);
    expect(!result.ok && result.errors).toEqual({
      category: { key: "admin.form.required" },
      country: { key: "admin.articles.error.country" },
      image: { key: "admin.articles.error.image" },
      published_at: { key: "admin.articles.error.date" },
      "th.title": { key: "admin.form.tooLong", params: { max: 200 } },
      "th.slug": { key: "admin.articles.error.slug" },
    });
  });

  it("accepts a complete locale and leaves empty ones out", () => {
    const article = valid(fields());
    expect(Object.keys(article.translations)).toEqual(["th"]);
    expect(article.translations.th?.tags).toEqual(["ญี่ปุ่น", "ทุนการศึกษา"]);
    expect(article.isDraft).toBe(true);
  });
});

describe("saveArticle", () => {
  it("creates a draft with a sanitized body, search columns and tags, and audits it", async () => {
    const saved = await saveArticle(test.db, actor, null, valid(fields()));
    if (!("id" in saved)) throw new Error("not saved");
    const row = await test.db
      .selectFrom("article_translations")
      .selectAll()
      .where("article_id", "=", saved.id)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe("th");
    expect(row.body).toBe("<p>ทุนรัฐบาล MEXT</p>");
    expect(row.search_text).toContain("mext");
    expect(row.title_search).toContain("ทุนเรียนต่อญี่ปุ่น");
    const tags = await test.db.selectFrom("article_tags").select("tag").where("translation_id", "=", row.id).execute();
    expect(tags.map((t) => t.tag).sort()).toEqual(["ญี่ปุ่น", "ทุนการศึกษา"].sort());
    const audit = await test.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "article")
      .where("entity_id", "=", String(saved.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["article.create"]);
    // A draft is not public, but it is found by id for previews.
    expect(await getArticle(test.db, "th", saved.id)).toBeUndefined();
    expect((await getArticle(test.db, "th", saved.id, { includeDraft: true }))?.title).toBe("ทุนเรียนต่อญี่ปุ่น");
  });

  it("publishes an edit at once: new text in the page, the search and the tag list", async () => {
    const first = fields({ state: "published" });
    first.translations.th.slug = "japan-scholarship-published";
    const created = await saveArticle(test.db, actor, null, valid(first));
    if (!("id" in created)) throw new Error("not saved");
    const f = (await loadArticleFields(test.db, created.id)) as ArticleFields;
    expect(f.translations.th.tags).toBe("ญี่ปุ่น, ทุนการศึกษา");
    f.translations.th.title = "ทุนเรียนต่อญี่ปุ่นฉบับใหม่";
    f.translations.th.slug = "japan-scholarship-2027";
    f.translations.th.body = "<p>คำค้นหาใหม่ zebrafinch</p>";
    f.translations.th.tags = "แท็กใหม่";
    f.translations.en = { title: "Japan", slug: "japan-scholarships-en", abstract: "", body: "<p>Hi</p>", tags: "" };
    const saved = await saveArticle(test.db, actor, created.id, valid(f));
    expect(saved).toEqual({ id: created.id });
    const page = await getArticle(test.db, "th", created.id);
    expect(page?.title).toBe("ทุนเรียนต่อญี่ปุ่นฉบับใหม่");
    expect(page?.slug).toBe("japan-scholarship-2027");
    expect(page?.tags).toEqual(["แท็กใหม่"]);
    const found = await searchArticles(test.db, "th", "zebrafinch");
    expect(found.items.map((a) => a.id)).toEqual([created.id]);
    expect((await searchArticles(test.db, "th", "MEXT")).items.map((a) => a.id)).not.toContain(created.id);
    expect((await listArticles(test.db, "th", { tag: "แท็กใหม่" })).items.map((a) => a.id)).toEqual([created.id]);
    expect((await getArticle(test.db, "en", created.id))?.title).toBe("Japan");

    // Emptying a locale takes the article out of that language.
    const again = (await loadArticleFields(test.db, created.id)) as ArticleFields;
    again.translations.en = { title: "", slug: "", abstract: "", body: "", tags: "" };
    await saveArticle(test.db, actor, created.id, valid(again));
    expect(await getArticle(test.db, "en", created.id)).toBeUndefined();
    const actions = await test.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "article")
      .where("entity_id", "=", String(created.id))
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["article.create", "article.update", "article.update"]);
  });

  it("refuses a slug another article uses in the same language, but allows it in another", async () => {
    const taken = await test.db
      .selectFrom("article_translations")
      .select(["slug", "article_id"])
      .where("locale", "=", "en")
      .where("article_id", "=", 1)
      .executeTakeFirstOrThrow();
    const f = fields();
    f.translations.en = { title: "Copy", slug: taken.slug, abstract: "", body: "<p>x</p>", tags: "" };
    f.translations.th.slug = "unique-th-slug-1";
    const result = await saveArticle(test.db, actor, null, valid(f));
    expect(result).toEqual({ errors: { "en.slug": { key: "admin.articles.error.slugTaken" } } });
    // Nothing of the refused article was stored.
    expect(
      await test.db.selectFrom("article_translations").select("id").where("slug", "=", "unique-th-slug-1").execute(),
    ).toEqual([]);
    // Its own slug is not a conflict when the article is saved again.
    const own = (await loadArticleFields(test.db, taken.article_id)) as ArticleFields;
    expect(await saveArticle(test.db, actor, taken.article_id, valid(own))).toEqual({ id: taken.article_id });
    // The same slug in another language is fine.
    f.translations.en = { title: "", slug: "", abstract: "", body: "", tags: "" };
    f.translations.th.slug = taken.slug;
    expect("id" in (await saveArticle(test.db, actor, null, valid(f)))).toBe(true);
  });

  it("reports an unknown article", async () => {
    expect(await saveArticle(test.db, actor, 999_999, valid(fields()))).toEqual({ notFound: true });
  });
});

describe("listAdminArticles", () => {
  it("filters by state and by a title in any language, newest first", async () => {
    const drafts = await listAdminArticles(test.db, { state: "draft" });
    expect(drafts.rows.length).toBeGreaterThan(0);
    expect(drafts.rows.every((r) => r.isDraft)).toBe(true);
    const byTitle = await listAdminArticles(test.db, { q: "ฉบับใหม่" });
    expect(byTitle.rows.map((r) => r.titles.th)).toEqual(["ทุนเรียนต่อญี่ปุ่นฉบับใหม่"]);
    const all = await listAdminArticles(test.db, { pageSize: 5 });
    expect(all.hasNext).toBe(true);
    const dates = all.rows.map((r) => r.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const category = await listAdminArticles(test.db, { categoryId: 2 });
    expect(category.rows.every((r) => r.categoryId === 2)).toBe(true);
  });
});
