import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Locale, locales } from "~/lib/locales";
import { guideBlocks } from "./guide-blocks";
import { guideDataFiles, loadGuides } from "./guide-content.server";

/** The Irish guide (`content/ie`), checked before it is published. */
const loaded = loadGuides(["ie"]).ie;
if (!loaded) throw new Error("the ie guide is not there");
const guide = loaded;
const homeCode = { tw: "TW", cn: "CN", en: "PH", vi: "VN", th: "TH" } as const;

/**
 * A figure that goes stale: an amount of money, a percentage, or a number of hours, weeks or months,
 * as each language writes it; also a day-and-month date and an English test score.
 */
const figure: Record<Locale, RegExp[]> = {
  en: [/\d\s*(?:%|hours?\b|weeks?\b|months?\b)/i, /\d{1,2}\s(?:January|February|June|September|December)\b/],
  tw: [/\d\s*(?:%|小時|週|周|個月)/, /\d{1,2}\s*月\s*\d{1,2}\s*日/],
  cn: [/\d\s*(?:%|小时|周|个月)/, /\d{1,2}\s*月\s*\d{1,2}\s*日/],
  vi: [/\d\s*(?:%|giờ|tuần|tháng)/, /\b\d{1,2}\/\d{1,2}\b|ngày\s+\d{1,2}\s+tháng/],
  th: [/\d\s*(?:%|ชั่วโมง|สัปดาห์|เดือน)/, /\d{1,2}\s*(?:มกราคม|กุมภาพันธ์|มิถุนายน|กันยายน|ธันวาคม)/],
};
const money = /(?:€|EUR|euro|歐元|欧元|ยูโร)\s?\d|\d[\d,.]*\s?(?:€|EUR|euro|歐元|欧元|ยูโร)/i;
const testScore = /(?:IELTS|TOEFL|雅思|托福)[^\d\n]{0,25}\d/;

function statesFigure(locale: Locale, text: string): boolean {
  return money.test(text) || testScore.test(text) || figure[locale].some((pattern) => pattern.test(text));
}

/** Thai readers count years in the Buddhist era: a CE year may appear only in brackets after the BE year. */
function ceYearsOutsideBrackets(text: string): string[] {
  const shown = text
    .replace(/\(ค\.ศ\.\s*\d{4}\)/g, "")
    .replace(/"(?:url|checkedOn)":"[^"]*"/g, "")
    .replace(/"\w+En":"[^"]*"/g, "")
    .replace(/https?:\/\/[^\s"]+/g, "");
  return [...shown.matchAll(/ค\.ศ\.\s*\d{4}|(?<![\d.,])(?:19|20)\d\d(?![\d.,])/g)].map((m) => m[0]);
}

type RawFacts = {
  sources: Record<string, { name: string; url: string }>;
  checks: Record<string, { checkedOn: string; sources: string[] }>;
};
type RawGuide = {
  AdmissionMode: Array<{
    EducationSystem: { Education: Array<{ Type: string; Compares: [{ system: string }, { system: string }] }> };
  }>;
};

describe("Ireland guide content", () => {
  it("loads in all five locales as the Irish guide", () => {
    expect(Object.keys(guide)).toEqual([...locales]);
    for (const locale of locales) {
      expect(guide[locale].Code).toBe("IE");
      expect(guide[locale].AdmissionMode.map((mode) => mode.Enrollment)).toEqual([1, 2]);
    }
  });

  for (const locale of locales) {
    it(`[${locale}] has the five process steps in order`, () => {
      expect(guide[locale].Process.List.map((step) => step.ID)).toEqual([1, 2, 3, 4, 5]);
      for (const step of guide[locale].Process.List) expect(step.List.length).toBeGreaterThanOrEqual(4);
    });

    it(`[${locale}] compares Ireland with the reader's home system`, () => {
      const raw = guideDataFiles[`./content/ie/${locale}.json`] as RawGuide;
      for (const mode of raw.AdmissionMode) {
        for (const block of mode.EducationSystem.Education) {
          expect(block.Compares[0].system).toBe(block.Type === "skill" ? "IE-skill" : "IE");
          expect(block.Compares[1].system).toBe(
            block.Type === "skill" ? `${homeCode[locale]}-skill` : homeCode[locale],
          );
        }
      }
      for (const mode of guide[locale].AdmissionMode) {
        for (const block of mode.EducationSystem.Education) {
          expect(block.Compares[0].Code).toBe("IE");
          expect(block.Compares[1].Code).toBe(homeCode[locale]);
        }
      }
    });

    it(`[${locale}] every block that states a figure names its check`, () => {
      const unchecked = guideBlocks(guide[locale])
        .filter((block) => statesFigure(locale, block.text) && !block.facts?.checkedOn)
        .map((block) => `${block.block}: ${block.text.slice(0, 80)}`);
      expect(unchecked).toEqual([]);
    });

    it(`[${locale}] states the same visa, registration and work figures`, () => {
      const text = JSON.stringify(guide[locale]);
      const states = (pattern: RegExp) => pattern.test(text);
      expect(states(/10[,.]000/), "funds a visa applicant shows (ISD)").toBe(true);
      expect(states(/(?<!\d)300(?!\d)/), "IRP registration fee").toBe(true);
      expect(states(/(?<!\d)20(?!\d)/), "Stamp 2 hours a week in term").toBe(true);
      expect(states(/(?<!\d)40(?!\d)/), "Stamp 2 hours a week in the set holidays").toBe(true);
      expect(states(/(?<!\d)24(?!\d)/), "Stamp 1G months after a Level 9 award").toBe(true);
      expect(states(/Stamp 1G/), "Stamp 1G").toBe(true);
      expect(states(/7[,.]000/), "the amount before the rise to €10,000").toBe(false);
      // Taiwanese passport holders enter Ireland without a visa; the other readers pay the visa fee.
      expect(states(/(?<!\d)60(?!\d)/), "single-entry visa fee").toBe(locale !== "tw");
      expect(states(/免簽證/), "visa-free entry").toBe(locale === "tw");
    });
  }

  it("the figure detector sees amounts, hours, months, dates and scores in every language", () => {
    const samples: Array<[Locale, string]> = [
      ["en", "the registration fee is €300"],
      ["en", "up to 20 hours a week"],
      ["en", "from 15 December to 15 January"],
      ["tw", "登記費300歐元"],
      ["tw", "最長可留24個月"],
      ["cn", "每周最多打工20小时"],
      ["vi", "lệ phí 60 euro"],
      ["vi", "tối đa 24 tháng"],
      ["th", "ค่าลงทะเบียน 300 ยูโร"],
      ["th", "ไม่เกิน 40 ชั่วโมงต่อสัปดาห์"],
      ["en", "IELTS Academic 6.5"],
      ["tw", "雅思5.0–5.5"],
    ];
    for (const [locale, text] of samples) expect(statesFigure(locale, text), text).toBe(true);
    expect(statesFigure("en", "An honors bachelor's degree takes 3–4 years")).toBe(false);
    expect(statesFigure("th", "ปริญญาตรี 4 ปี")).toBe(false);
  });

  it("puts checks on the same blocks in every locale", () => {
    const checked = locales.map((locale) =>
      guideBlocks(guide[locale])
        .filter((block) => block.facts)
        .map((block) => block.block)
        .join(","),
    );
    expect(new Set(checked).size).toBe(1);
  });

  it("dates every check, not in the future, with https sources", () => {
    const facts = guideDataFiles["./content/ie/facts.json"] as RawFacts;
    const today = new Date().toISOString().slice(0, 10);
    expect(Object.keys(facts.checks).length).toBeGreaterThan(0);
    for (const [key, check] of Object.entries(facts.checks)) {
      expect(check.checkedOn, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(check.checkedOn)), key).toBe(false);
      expect(check.checkedOn <= today, key).toBe(true);
      expect(check.sources.length, key).toBeGreaterThan(0);
      for (const source of check.sources) {
        expect(facts.sources[source]?.url, `${key}: ${source}`).toMatch(/^https:\/\//);
        expect(facts.sources[source]?.name.trim(), `${key}: ${source}`).not.toBe("");
      }
    }
  });

  it("th writes no Gregorian-only year", () => {
    expect(ceYearsOutsideBrackets(JSON.stringify(guide.th))).toEqual([]);
    expect(ceYearsOutsideBrackets('"Desc":"เปิดรับสมัคร 2027"')).toEqual(["2027"]);
  });

  it("fits each market's wording", () => {
    const shown = (locale: Locale) =>
      JSON.stringify(guide[locale], (key, value) =>
        key === "Img" || key === "Icon" || key === "facts" ? undefined : value,
      );
    expect(shown("tw")).not.toMatch(/您/);
    expect(shown("cn")).not.toMatch(/您|\bLINE\b|YouTube/);
    expect(shown("vi")).not.toMatch(/\b(?:anh|chị|quý khách)\b/);
    expect(shown("tw")).not.toMatch(/有條件錄取|條件式錄取|附條件錄取|條件錄取|社區大學/);
    expect(shown("en")).not.toMatch(
      /programme|\benrol\b|enrolment|centre\b|specialis(?:e|ed|ing|ation)\b|honours|dependants|organis|recognis|colour|favour/i,
    );
    expect(guide.th.Name).toBe("ไอร์แลนด์");
  });

  it("shows an illustration of each school type that exists and stays small", () => {
    const images = new Set(
      locales.flatMap((locale) =>
        guide[locale].AdmissionMode.flatMap((mode) => mode.Introduction.Schools.map((school) => school.Img)),
      ),
    );
    expect(images.size).toBeGreaterThanOrEqual(4);
    for (const image of images) {
      expect(image).toMatch(/^\/images\/guides\/ie-[a-z-]+\.svg$/);
      const file = join(process.cwd(), "public", image);
      expect(existsSync(file), image).toBe(true);
      expect(statSync(file).size, image).toBeLessThan(2200);
    }
  });
});
