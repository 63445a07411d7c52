import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import {
  articleFieldsOf,
  articleFormData,
  articleLocaleErrors,
  articleSchema,
  emptyArticleFields,
} from "./article-form";

const known = { categoryIds: new Set([1, 2]), countries: new Set(["usa", "uk"]) };
const today = new Date("2026-11-26T00:00:00Z");
const base = () => {
  const f = emptyArticleFields(today);
  f.category = "1";
  f.image = "/media/cover.webp";
  f.translations.en = { title: "Visa money", slug: "Visa-Money", abstract: "", body: "<p>x</p>", tags: "visa, uk" };
  return articleFormData(f);
};
const refusal = (changes: Record<string, string>, name: string) => {
  const form = base();
  for (const [k, v] of Object.entries(changes)) form.set(k, v);
  const parsed = parseForm(articleSchema(known), form);
  return parsed.ok ? undefined : parsed.errors[name];
};

describe("articleSchema", () => {
  it("reads a valid form: the slug lowercased, the state", () => {
    const parsed = parseForm(articleSchema(known), base());
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.value).toMatchObject({ category: "1", state: "draft", "en.slug": "visa-money" });
    expect(articleLocaleErrors(parsed.values, today)).toEqual({});
  });

  it("refuses each field with its key", () => {
    expect(refusal({ category: "9" }, "category")).toEqual({ key: "admin.form.required" });
    expect(refusal({ country: "mars" }, "country")?.key).toBe("admin.articles.error.country");
    expect(refusal({ image: "" }, "image")?.key).toBe("admin.form.required");
    expect(refusal({ image: "https://evil.example/x.png" }, "image")?.key).toBe("admin.articles.error.image");
    expect(refusal({ published_at: "tomorrow" }, "published_at")?.key).toBe("admin.articles.error.date");
    expect(refusal({ "en.slug": "not a slug!" }, "en.slug")?.key).toBe("admin.articles.error.slug");
    expect(refusal({ "en.slug": "a".repeat(121) }, "en.slug")).toEqual({
      key: "admin.form.tooLong",
      params: { max: 120 },
    });
    expect(refusal({ "th.title": "x".repeat(201) }, "th.title")).toEqual({
      key: "admin.form.tooLong",
      params: { max: 200 },
    });
    expect(refusal({ "en.tags": Array.from({ length: 21 }, (_, i) => `t${i}`).join(",") }, "en.tags")).toEqual({
      key: "admin.articles.error.tagCount",
      params: { max: 20 },
    });
    expect(refusal({ "en.tags": "x".repeat(51) }, "en.tags")).toEqual({
      key: "admin.articles.error.tagLength",
      params: { max: 50 },
    });
  });

  it("checks the rules across a locale's fields", () => {
    const errors = (changes: Record<string, string>) => {
      const form = base();
      for (const [k, v] of Object.entries(changes)) form.set(k, v);
      return articleLocaleErrors(parseForm(articleSchema(known), form).values, today);
    };
    expect(errors({ "vi.abstract": "Chỉ có tóm tắt" })).toEqual({
      "vi.title": { key: "admin.articles.error.requiredTogether" },
      "vi.slug": { key: "admin.articles.error.requiredTogether" },
      "vi.body": { key: "admin.articles.error.requiredTogether" },
    });
    expect(errors({ "en.checked_on": "2026-11-20" })).toEqual({
      "en.sources": { key: "admin.articles.error.sources" },
    });
    expect(errors({ "en.checked_on": "2099-01-01", "en.sources": "GOV.UK | https://www.gov.uk/" })).toEqual({
      "en.checked_on": { key: "admin.articles.error.checkedOn" },
    });
    expect(errors({ "en.checked_on": "2026-11-20", "en.sources": "GOV.UK https://www.gov.uk/" })).toEqual({
      "en.sources": { key: "admin.articles.error.sources" },
    });
    expect(errors({ "en.title": "", "en.slug": "", "en.body": "", "en.tags": "" })).toEqual({
      translations: { key: "admin.articles.error.noLocale" },
    });
  });

  it("echoes what was typed and makes the form of it again", () => {
    const form = base();
    form.set("published_at", "tomorrow");
    const parsed = parseForm(articleSchema(known), form);
    expect(parsed.ok).toBe(false);
    expect(parsed.values).toMatchObject({ published_at: "tomorrow", "en.slug": "Visa-Money" });
    expect(articleFieldsOf(parsed.values)).toMatchObject({
      publishedAt: "tomorrow",
      image: "/media/cover.webp",
      translations: { en: { title: "Visa money", tags: "visa, uk" } },
    });
  });
});
