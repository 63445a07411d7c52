import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyRange } from "./format";
import { locales } from "./locales";

const currencies = ["USD", "TWD", "CNY", "PHP", "VND", "THB", "GBP", "EUR", "CAD", "AUD"];
/** A "$" not preceded by letters: Intl writes TWD as a bare "$" in zh-Hant-TW and USD so in en-PH. */
const bareDollar = /(^|[^A-Za-z])\$/;

describe("money", () => {
  it("writes New Taiwan dollars as NT$ on tw pages, and US dollars as US$ everywhere", () => {
    expect(formatMoneyRange("tw", 1_340_000, 2_100_000, "TWD")).toBe("NT$1,340,000 – NT$2,100,000");
    expect(formatMoney("tw", 57_000, "USD")).toBe("US$57,000");
    expect(formatMoney("en", 57_000, "USD")).toBe("US$57,000");
    expect(formatMoney("vi", 57_000, "USD")).toBe("57.000\u00a0US$");
  });

  it("shows no bare $ in any locale for any currency a page converts to or from", () => {
    for (const locale of locales)
      for (const currency of currencies) {
        const text = formatMoney(locale, 1_234_567, currency);
        expect(text, `${locale} ${currency}`).not.toMatch(bareDollar);
      }
  });
});
