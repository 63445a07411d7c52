import { describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { getArticle, listArticles, listTags, recommendArticles, searchArticles } from "./articles.server";
import { articleSeeds, upsertTranslation } from "./articles-seed.server";

const test = scopedTestDatabase();

describe("article seed", () => {
  it("has at least 12 articles per locale over all six categories, with the same topics", () => {
    const keys = (l: (typeof locales)[number]) => articleSeeds[l].map((a) => a.key).sort();
    for (const locale of locales) {
      expect(articleSeeds[locale].length, locale).toBeGreaterThanOrEqual(12);
      expect(new Set(articleSeeds[locale].map((a) => a.category))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
      expect(keys(locale)).toEqual(keys("en"));
    }
  });
});

describe("articles", () => {
  it("lists a category newest first, in the visitor's language", async () => {
    const page = await listArticles(test.db, "vi", { categoryId: 5 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((a) => a.category.id === 5)).toBe(true);
    expect(page.items[0]?.category.name).toBe("Thị thực");
    const dates = page.items.map((a) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("shares one id across languages", async () => {
    const [first] = (await listArticles(test.db, "en", { pageSize: 1 })).items;
    const en = await getArticle(test.db, "en", first?.id ?? 0);
    const th = await getArticle(test.db, "th", first?.id ?? 0);
    expect(en?.key).toBe(th?.key);
    expect(th?.title).not.toBe(en?.title);
  });

  it("finds Chinese, Thai and Vietnamese words without spaces or accents, title matches first", async () => {
    const cn = await searchArticles(test.db, "cn", "签证");
    expect(cn.total).toBeGreaterThan(0);
    expect(cn.items[0]?.title).toContain("签证");
    const th = await searchArticles(test.db, "th", "วีซ่า");
    expect(th.total).toBeGreaterThan(0);
    const vi = await searchArticles(test.db, "vi", "thi thuc");
    expect(vi.total).toBeGreaterThan(0);
    expect((await searchArticles(test.db, "en", "zzqqxx")).total).toBe(0);
  });

  it("finds Traditional Chinese text by a Simplified query and the other way round (issue 14)", async () => {
    const tw = await searchArticles(test.db, "tw", "签证");
    expect(tw.total).toBe((await searchArticles(test.db, "tw", "簽證")).total);
    expect(tw.total).toBeGreaterThan(0);
    expect(tw.items[0]?.title).toContain("簽證");
    const cn = await searchArticles(test.db, "cn", "簽證");
    expect(cn.total).toBe((await searchArticles(test.db, "cn", "签证")).total);
    expect(cn.total).toBeGreaterThan(0);
    const abroad = await searchArticles(test.db, "cn", "留學");
    expect(abroad.total).toBe((await searchArticles(test.db, "cn", "留学")).total);
    expect(abroad.total).toBeGreaterThan(0);
    // A tag page in the other script shows the same articles.
    expect((await listArticles(test.db, "tw", { tag: "学生签证" })).total).toBe(
      (await listArticles(test.db, "tw", { tag: "學生簽證" })).total,
    );
    expect((await listArticles(test.db, "tw", { tag: "學生簽證" })).total).toBeGreaterThan(0);
  });

  it("lists by tag and recommends published articles, preferring the visitor's country", async () => {
    const tags = await listTags(test.db, "en");
    expect(tags.length).toBeGreaterThan(5);
    const tagged = await listArticles(test.db, "en", { tag: tags[0]?.tag ?? "" });
    expect(tagged.total).toBe(tags[0]?.count);
    const recommended = await recommendArticles(test.db, "tw", { random: true, count: 4, country: "uk" });
    expect(recommended).toHaveLength(4);
    expect(recommended[0]?.country).toBe("uk");
  });

  it("hides drafts unless asked, and sanitizes what editors store", async () => {
    const row = await test.db
      .insertInto("articles")
      .values({
        key: "draft-test",
        category_id: 1,
        country: null,
        image: "/images/articles/usa.svg",
        published_at: "2026-11-01",
        is_draft: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await upsertTranslation(test.db, row.id, "en", {
      slug: "draft",
      title: "Draft",
      abstract: "A draft",
      body: '<p>ok</p><script>alert(1)</script><img src=x onerror="alert(1)">',
      tags: [],
    });
    expect(await getArticle(test.db, "en", row.id)).toBeUndefined();
    const draft = await getArticle(test.db, "en", row.id, { includeDraft: true });
    expect(draft?.body).toBe("<p>ok</p>");
    expect((await recommendArticles(test.db, "en", { count: 100 })).some((a) => a.id === row.id)).toBe(false);
  });
});
