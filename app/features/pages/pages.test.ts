import { describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import { getPagesCopy } from "./pages.server";
import { pagesCopy } from "./pages-content";

describe("copy tied to the founding year (2006)", () => {
  it("counts the years since the founding from today", () => {
    const figures = { founded: 2006, values: {} };
    expect(getPagesCopy("tw", figures, new Date("2026-11-26T00:00:00Z")).about.story.join(" ")).toContain(
      "成立至今 20 年",
    );
    expect(getPagesCopy("tw", figures, new Date("2031-06-01T00:00:00Z")).about.story.join(" ")).toContain(
      "成立至今 25 年",
    );
  });

  it("types no key figure into the copy: admission rate, top-choice share, students, founding year (decision 0019)", () => {
    // They come from the database with their basis ({figure:<key>}, /admin/claims).
    const typed = /\d\s*%|\b1[,.]?000\b|\b2006\b|\b2549\b|\b70\b/;
    for (const locale of locales) {
      const texts = JSON.stringify(pagesCopy[locale].about);
      expect(texts.match(typed)?.[0], locale).toBeUndefined();
    }
  });

  it("types no count of years of experience in any locale (it would go stale)", () => {
    // "15+ years", "20 年", "20 năm", "20 ปี" beside "founded 2006": only {yearsSinceFounding} may say it.
    const typed = /\b\d{1,2}\+?\s*(?:years?\b|年(?!代)|năm\b|ปี)(?!\s*\d)/;
    for (const locale of locales) {
      const texts = JSON.stringify(pagesCopy[locale].about);
      const sentences = texts.split(/[.。!！]/).filter((s) => /\{figure:founded\}|成立|founded|thành lập|ก่อตั้ง/.test(s));
      expect(
        sentences.filter((s) => typed.test(s)),
        locale,
      ).toEqual([]);
    }
  });
});
