import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { recordAudit } from "~/.server/http/audit";
import type { Locale } from "~/lib/locales";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { emptyArticleFields, loadArticleFields, parseArticleForm, saveArticle } from "./article-editing.server";
import { factsProblems, regulatedReason, regulatedSentences } from "./article-facts";
import { getArticle, staleArticleFacts } from "./articles.server";
import { articleSeeds, seedArticles } from "./articles-seed.server";
import { factsToRecheck } from "./facts-recheck.server";

const today = new Date("2026-11-26T00:00:00Z");

describe("the regulated-figure detector", () => {
  it("sees visa funds, fees and deadlines in every language", () => {
    for (const sentence of [
      "You need £1,529 a month for living costs in London to get the visa.",
      "Show proof of funds of CAD 22,895 for the first year.",
      "The visa application fee is AUD 2,000.",
      "The fee is around US$220.",
      "報名費約新台幣 7,000 元。",
      "签证申请费为 185 美元。",
      "Lệ phí khoảng 4,6 triệu đồng.",
      "ค่าธรรมเนียมวีซ่า 4,500 บาท",
      "The deadline is 15 January.",
      "申請截止日期為 1 月 15 日。",
      "Hạn nộp hồ sơ là ngày 15/1.",
      "ปิดรับสมัคร 15 มกราคม",
    ]) {
      expect(regulatedReason(sentence), sentence).toBeDefined();
    }
    // Living costs and test scores are regulated figures too since issue 30 (regulated-figures.test.ts).
    for (const sentence of ["Bachelor's degrees take 3 years; founded in 1992.", "Classes start on 15 September."]) {
      expect(regulatedReason(sentence), sentence).toBeUndefined();
    }
  });
});

describe("seed articles carry the date their figures were checked", () => {
  it("no article states a regulated figure without a checked date", () => {
    const missing: Array<[Locale, string]> = [];
    for (const [locale, seeds] of Object.entries(articleSeeds) as Array<[Locale, (typeof articleSeeds)[Locale]]>) {
      for (const seed of seeds) {
        const hits = regulatedSentences(`<p>${seed.title}</p><p>${seed.abstract}</p>${seed.body}`);
        if (hits.length > 0 && !seed.checked) missing.push([locale, seed.key]);
      }
    }
    // Every seed translation that states a fee, visa funds or a deadline carries `checked`.
    expect(missing).toEqual([]);
  });

  it("every checked date is a real date not in the future, with named https sources", () => {
    for (const [locale, seeds] of Object.entries(articleSeeds)) {
      for (const seed of seeds) {
        if (!seed.checked) continue;
        const facts = { checkedOn: seed.checked.on, sources: seed.checked.sources };
        expect(factsProblems(facts, new Date()), `${locale} ${seed.key}`).toEqual([]);
      }
    }
  });
});

describe("checked facts in the database", () => {
  const test = scopedTestDatabase();

  const idOf = async (key: string) =>
    (await test.db.selectFrom("articles").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;
  const withFacts = articleSeeds.en.find((s) => s.checked && !s.draft);
  if (!withFacts?.checked) throw new Error("no checked en seed");

  it("a fresh database stores each seed's checked date and sources; the article page gets them", async () => {
    const article = await getArticle(test.db, "en", await idOf(withFacts.key));
    expect(article?.facts).toEqual({ checkedOn: withFacts.checked?.on, sources: withFacts.checked?.sources });
    const unchecked = articleSeeds.en.find((s) => !s.checked && !s.draft);
    if (unchecked) expect((await getArticle(test.db, "en", await idOf(unchecked.key)))?.facts).toBeUndefined();
  });

  it("an existing database gets the missing articles and the checked facts of rows staff never edited", async () => {
    // The shape of a database seeded before: one article missing, no checked facts, an old text,
    // and one article a staff member edited.
    const added = "living-in-ireland-dublin";
    const untouched = withFacts.key;
    const edited = articleSeeds.en.find((s) => s.checked && s.key !== untouched && s.key !== added)?.key ?? "";
    await test.db.deleteFrom("articles").where("key", "=", added).execute();
    await test.db.updateTable("article_translations").set({ checked_on: null, checked_sources: null }).execute();
    await test.db
      .updateTable("article_translations")
      .set({ body: "<p>An older text: £1,483 a month.</p>" })
      .where("article_id", "=", await idOf(untouched))
      .where("locale", "=", "en")
      .execute();
    const editedId = await idOf(edited);
    await test.db
      .updateTable("article_translations")
      .set({ title: "Our own title" })
      .where("article_id", "=", editedId)
      .where("locale", "=", "en")
      .execute();
    await recordAudit(test.db, { userId: null, ip: "127.0.0.1" }, "article.update", "article", editedId);
    await sql`DELETE FROM seed_state WHERE name = 'articles-v2'`.execute(test.db);

    await seedArticles(test.db);

    const inserted = await getArticle(test.db, "tw", await idOf(added));
    expect(inserted?.title).toBe(articleSeeds.tw.find((s) => s.key === added)?.title);
    const refreshed = await getArticle(test.db, "en", await idOf(untouched));
    expect(refreshed?.body).not.toContain("£1,483");
    expect(refreshed?.facts?.checkedOn).toBe(withFacts.checked?.on);
    const kept = await getArticle(test.db, "en", editedId);
    expect(kept?.title).toBe("Our own title");
    expect(kept?.facts).toBeUndefined();
    // Runs once: a second start changes nothing.
    const before = await test.db.selectFrom("articles").select("id").execute();
    await seedArticles(test.db);
    expect(await test.db.selectFrom("articles").select("id").execute()).toEqual(before);
  });

  it("lists the translations checked more than six months ago, oldest first", async () => {
    const id = await idOf(withFacts.key);
    await test.db
      .updateTable("article_translations")
      .set({ checked_on: "2026-03-01" })
      .where("article_id", "=", id)
      .where("locale", "=", "en")
      .execute();
    const stale = await staleArticleFacts(test.db, today);
    expect(stale.map((r) => [r.articleId, r.locale, r.checkedOn])).toContainEqual([id, "en", "2026-03-01"]);
    expect(stale.every((r) => r.checkedOn < "2026-05-26")).toBe(true);
    expect(await staleArticleFacts(test.db, new Date("2026-08-01T00:00:00Z"))).toEqual([]);
  });

  it("the re-check list holds article translations and guide blocks, oldest first", async () => {
    const rows = await factsToRecheck(test.db, new Date("2027-06-01T00:00:00Z"));
    expect(rows.some((r) => r.kind === "article")).toBe(true);
    expect(rows.some((r) => r.kind === "guide" && r.guide === "uk" && r.locale === "th")).toBe(true);
    expect(rows.map((r) => r.checkedOn)).toEqual(rows.map((r) => r.checkedOn).sort());
    expect(rows.every((r) => r.checkedOn < "2026-12-01")).toBe(true);
    // Today everything in the seed was checked recently, except the row set back above.
    expect((await factsToRecheck(test.db, today)).map((r) => r.kind)).toEqual(["article"]);
  });

  it("the editor reads, checks, stores and shows the checked date and sources of each language", async () => {
    const form = new FormData();
    const base = emptyArticleFields(today);
    form.set("category", "5");
    form.set("image", "/images/articles/visa.svg");
    form.set("published_at", base.publishedAt);
    form.set("state", "published");
    form.set("en.title", "Visa money");
    form.set("en.slug", "visa-money-test");
    form.set("en.body", "<p>You need £1,529 a month for the visa.</p>");
    form.set("en.checked_on", "2026-11-20");
    form.set("en.sources", "GOV.UK – Student visa: money | https://www.gov.uk/student-visa/money");
    const known = { categoryIds: new Set([5]), countries: new Set<string>() };
    const checked = parseArticleForm(form, known);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const saved = await saveArticle(test.db, { userId: null, ip: "127.0.0.1" }, null, checked.value);
    if (!("id" in saved)) throw new Error(JSON.stringify(saved));
    expect((await getArticle(test.db, "en", saved.id))?.facts).toEqual({
      checkedOn: "2026-11-20",
      sources: [{ name: "GOV.UK – Student visa: money", url: "https://www.gov.uk/student-visa/money" }],
    });
    const fields = await loadArticleFields(test.db, saved.id);
    expect(fields?.translations.en.checkedOn).toBe("2026-11-20");
    expect(fields?.translations.en.sources).toBe(
      "GOV.UK – Student visa: money | https://www.gov.uk/student-visa/money",
    );

    for (const [date, sources, field] of [
      ["2026-11-20", "", "en.sources"],
      ["", "GOV.UK | https://www.gov.uk/", "en.checked_on"],
      ["2099-01-01", "GOV.UK | https://www.gov.uk/", "en.checked_on"],
      ["2026-11-20", "GOV.UK | http://insecure.example/", "en.sources"],
    ] as const) {
      form.set("en.checked_on", date);
      form.set("en.sources", sources);
      const refused = parseArticleForm(form, known, today);
      expect(!refused.ok && Object.keys(refused.errors), `${date} ${sources}`).toEqual([field]);
    }
  });
});
