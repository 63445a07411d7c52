import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { getArticle } from "~/features/articles/articles.server";
import { articleSeeds, seedArticles } from "~/features/articles/articles-seed.server";
import { type Locale, locales } from "~/lib/locales";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import type { Rates } from "./costs";
import { currentRates } from "./exchange-rates.server";
import { fillRateTokens } from "./rate-tokens";

const rates: Rates = {
  setOn: "2026-11-27",
  perUsd: { USD: 1, PHP: 58.734, VND: 26345, THB: 32.87, TWD: 31.44, CNY: 7.1234, EUR: 0.86, GBP: 0.76 },
};

describe("exchange rates stated in text", () => {
  it("fills each token with the rate, in the page's digits, and the rates' date", () => {
    const text = "<p>USD 1 ≈ PHP {{fx:USD:PHP}} on {{fx-date}}; EUR 1 ≈ PHP {{fx:EUR:PHP}}; AUD {{fx:AUD:PHP}}</p>";
    expect(fillRateTokens(text, "en", rates)).toBe(
      "<p>USD 1 ≈ PHP 58.7 on November 27, 2026; EUR 1 ≈ PHP 68.3; AUD —</p>",
    );
    expect(fillRateTokens("{{fx:USD:VND}} đồng/US$ ({{fx-date}})", "vi", rates)).toBe(
      "26.300 đồng/US$ (27 tháng 11, 2026)",
    );
    expect(fillRateTokens("{{fx:USD:THB}} บาท {{fx-date}}", "th", rates)).toBe("32.9 บาท 27 พฤศจิกายน 2569");
    expect(fillRateTokens("1 美元約 {{fx:USD:TWD}} 元（{{fx-date}}匯率）", "tw", rates)).toBe(
      "1 美元約 31.4 元（2026年11月27日匯率）",
    );
    expect(fillRateTokens("1美元约{{fx:USD:CNY}}元", "cn", rates)).toBe("1美元约7.12元");
    expect(fillRateTokens("no tokens {{other}}", "en", rates)).toBe("no tokens {{other}}");
  });

  // Rates written as numbers in text: "USD 1 ≈ PHP 58", "PHP 58 to the US dollar", "1美元约7.1元",
  // "1 美元約 31 元", "33 บาทต่อดอลลาร์", "26.000 đồng/US$", "₱55 per US$".
  const hardCoded = [
    /\b[A-Z]{3} 1 ≈ [A-Z]{3} \d/,
    /\b(?:PHP|VND|THB|TWD|CNY) \d[\d,.]* (?:to|per) (?:the |one )?(?:US )?dollar/i,
    /1 ?(?:美元|美金|英镑|英鎊|加元|加幣|加币|澳元|澳幣|澳币|欧元|歐元)[约約] ?\d/,
    /\d ?บาทต่อ(?:ดอลลาร์|ปอนด์|ยูโร)/,
    /\d[\d.,]* ?(?:đồng|₫) ?\/ ?(?:US\$|USD|£|CA\$|AU\$|€)/,
    /[₱₫฿] ?\d[\d,.]* (?:per|to the) US\$/,
    /(?:tỷ giá|exchange rates?)(?: khoảng| of| about)? \d/i,
  ];

  it("no article seed, locale catalog or price table states a rate of its own", () => {
    const files = [
      ...locales.map((l) => `app/features/articles/seed/${l}.json`),
      ...locales.map((l) => `app/locales/${l}.json`),
      "app/features/services/catalogue-seed.ts",
    ];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const pattern of hardCoded) expect(pattern.exec(text)?.[0], `${file} ${pattern}`).toBeUndefined();
    }
    // The articles that converted amounts still state their rates, as tokens.
    const tokens = locales.flatMap((l) =>
      articleSeeds[l].map((a) => a.body.match(/\{\{fx:[A-Z]{3}:[A-Z]{3}\}\}/g) ?? []),
    );
    expect(tokens.flat().length).toBeGreaterThanOrEqual(60);
    for (const l of locales)
      for (const a of articleSeeds[l])
        if (a.body.includes("{{fx:")) expect(a.body, `${l} ${a.key}`).toContain("{{fx-date}}");
  });

  describe("on the article", () => {
    const test = scopedTestDatabase();
    const articleId = async (key: string) =>
      (await test.db.selectFrom("articles").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;

    it("shows the latest fetched rate and its date, in every language", async () => {
      await test.db
        .insertInto("exchange_rates")
        .values({
          set_on: "2099-01-05",
          per_usd: JSON.stringify({ ...rates.perUsd, PHP: 61.25 }),
          sources: "{}",
          fetched_at: "2099-01-05T16:00:00.000Z",
        })
        .execute();
      const today = await currentRates(test.db, loadConfig({}).EXCHANGE_RATES);
      const id = await articleId("living-costs-budget");
      const expected: Record<Locale, RegExp> = {
        en: /USD 1 ≈ PHP 61\.3 on January 5, 2099/,
        tw: /1 美元約 31\.4 元（2099年1月5日匯率）/,
        cn: /1美元约7\.12元（2099年1月5日汇率）/,
        vi: /26\.300 đồng\/US\$ \(tỷ giá ngày 5 tháng 1, 2099\)/,
        th: /32\.9 บาทต่อดอลลาร์สหรัฐ \(อัตราวันที่ 5 มกราคม 2642\)/,
      };
      for (const locale of locales) {
        const article = await getArticle(test.db, locale, id, { rates: today });
        expect(article?.body, locale).toMatch(expected[locale]);
        expect(article?.body, locale).not.toContain("{{");
      }
    });

    it("replaces the stated rates of an article no one edited in a database seeded before the tokens", async () => {
      const id = await articleId("us-university-or-community-college");
      const old = "<p>Here is a realistic range (at about PHP 58 to the US dollar).</p>";
      await test.db
        .updateTable("article_translations")
        .set({ body: old })
        .where("article_id", "=", id)
        .where("locale", "=", "en")
        .execute();
      await test.db.deleteFrom("seed_state").where("name", "=", "articles-fx-tokens").execute();
      await seedArticles(test.db);
      const article = await getArticle(test.db, "en", id);
      expect(article?.body).toContain("at PHP {{fx:USD:PHP}} to the US dollar on {{fx-date}}");
    });
  });
});
