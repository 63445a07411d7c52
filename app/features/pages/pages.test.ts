import { describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import { getPagesCopy } from "./pages.server";
import { pagesCopy } from "./pages-content";

describe("copy tied to the founding year (2006)", () => {
  it("counts the years since the founding from today", () => {
    expect(getPagesCopy("tw", new Date("2026-11-26T00:00:00Z")).about.story.join(" ")).toContain("成立至今 20 年");
    expect(getPagesCopy("tw", new Date("2031-06-01T00:00:00Z")).about.story.join(" ")).toContain("成立至今 25 年");
  });

  it("types no count of years of experience in any locale (it would go stale)", () => {
    // "15+ years", "20 年", "20 năm", "20 ปี" beside "founded 2006": only {yearsSinceFounding} may say it.
    const typed = /\b\d{1,2}\+?\s*(?:years?\b|年(?!代)|năm\b|ปี)(?!\s*\d)/;
    for (const locale of locales) {
      const texts = JSON.stringify(pagesCopy[locale].about);
      const sentences = texts.split(/[.。!！]/).filter((s) => /2006|2549|成立|founded|thành lập|ก่อตั้ง/.test(s));
      expect(
        sentences.filter((s) => typed.test(s)),
        locale,
      ).toEqual([]);
    }
  });
});
