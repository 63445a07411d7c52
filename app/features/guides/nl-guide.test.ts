import { describe, expect, it } from "vitest";
import { type Locale, locales } from "~/lib/locales";
import { guideBlocks } from "./guide-blocks";
import { guideDataFiles, loadGuides } from "./guide-content.server";

/** The Dutch guide: five locales, each compared with its reader's home system, every figure dated and sourced. */
const loaded = loadGuides(["nl"]).nl;
if (!loaded) throw new Error("the nl guide is not there");
const guide = loaded;
const today = new Date().toISOString().slice(0, 10);
const homeCode: Record<Locale, string> = { tw: "TW", cn: "CN", en: "PH", vi: "VN", th: "TH" };

/** A figure that goes stale: an amount in euros, a percentage, a number of hours, weeks or months, a date, a score. */
const figure: Record<Locale, RegExp> = {
  en: /€\s?\d|\d\s?(?:euros?|EUR)\b|\d\s?%|\d+\s*(?:hours?|weeks?|months?)\b|\b\d{1,2}\s(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|(?:IELTS|TOEFL)[^\d\n]{0,25}\d/i,
  tw: /€\s?\d|\d\s?(?:歐元|%)|\d+\s*(?:小時|週|星期|個月)|\d{1,2}\s*月\s*\d{1,2}\s*日|(?:IELTS|TOEFL|雅思|托福)[^\d\n]{0,25}\d/,
  cn: /€\s?\d|\d\s?(?:欧元|%)|\d+\s*(?:小时|周|星期|个月)|\d{1,2}\s*月\s*\d{1,2}\s*日|(?:IELTS|TOEFL|雅思|托福)[^\d\n]{0,25}\d/,
  vi: /€\s?\d|\d\s?(?:euro|EUR|%)|\d+\s*(?:giờ|tuần|tháng)|ngày\s+\d{1,2}(?:\/\d{1,2}|\s+tháng)|(?:IELTS|TOEFL)[^\d\n]{0,25}\d/i,
  th: /€\s?\d|\d\s?(?:ยูโร|%)|\d+\s*(?:ชั่วโมง|สัปดาห์|เดือน)|\d{1,2}\s*(?:มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม)|(?:IELTS|TOEFL)[^\d\n]{0,25}\d/,
};

/** Thai readers count years in the Buddhist era; a CE year may stand only in brackets after the BE year. */
function ceYearsOutsideBrackets(text: string): string[] {
  const rest = text
    .replace(/\(ค\.ศ\.\s*\d{4}\)/g, "")
    .replace(/"(?:url|checkedOn)":"[^"]*"/g, "")
    .replace(/"\w+En":"[^"]*"/g, "")
    .replace(/https?:\/\/[^\s"]+/g, "");
  return [...rest.matchAll(/ค\.ศ\.\s*\d{4}|(?<![\d.,])(?:19|20)\d\d(?![\d.,])/g)].map((m) => m[0]);
}

describe("Netherlands guide", () => {
  it("the figure detector sees euros, hours, weeks, months, dates and scores in each language", () => {
    const samples: Record<Locale, string[]> = {
      en: ["€9,000 a year", "16 hours a week", "within 2 weeks", "by 15 January", "IELTS 6.5"],
      tw: ["每年9,000歐元", "每週16小時", "2週內", "1月15日", "雅思6.5"],
      cn: ["每年9,000欧元", "每周16小时", "3个月内", "1月15日", "托福90"],
      vi: ["9.000 euro/năm", "16 giờ mỗi tuần", "trong 2 tuần", "ngày 15/1", "IELTS 6.5"],
      th: ["ปีละ 9,000 ยูโร", "สัปดาห์ละ 16 ชั่วโมง", "ภายใน 2 สัปดาห์", "15 มกราคม", "IELTS 6.5"],
    };
    for (const locale of locales) {
      for (const sample of samples[locale]) expect(figure[locale].test(sample), `${locale}: ${sample}`).toBe(true);
    }
    expect(figure.en.test("A research bachelor's takes 3 years")).toBe(false);
    expect(ceYearsOutsideBrackets("ปี 2027 และ พ.ศ. 2570 (ค.ศ. 2027)")).toEqual(["2027"]);
  });

  it("loads in all five locales, each with five steps and compared with the reader's home system", () => {
    expect(Object.keys(guide)).toEqual([...locales]);
    for (const locale of locales) {
      const page = guide[locale];
      expect(page.Code).toBe("NL");
      expect(page.Process.List.map((step) => step.ID)).toEqual([1, 2, 3, 4, 5]);
      expect(page.AdmissionMode.map((mode) => mode.Enrollment)).toEqual([1, 2, 3]);
      for (const mode of page.AdmissionMode) {
        expect(mode.Introduction.Schools.length).toBeGreaterThanOrEqual(2);
        for (const block of mode.EducationSystem.Education) {
          expect(block.Compares[0].Code, locale).toBe("NL");
          expect(block.Compares[1].Code, locale).toBe(homeCode[locale]);
        }
      }
    }
  });

  it("names real Dutch institutions of both kinds in every locale", () => {
    for (const locale of locales) {
      const text = JSON.stringify(guide[locale]);
      const names = ["Delft", "Leiden", "Utrecht", "Groningen", "Wageningen", "Eindhoven", "Fontys", "Hanze", "Saxion"];
      const terms = ["Studielink", "numerus fixus", "IND", "MVV", "TWV", "Nuffic", "VWO", "HAVO", "zoekjaar"];
      expect(
        [...names, ...terms].filter((word) => !text.includes(word)),
        locale,
      ).toEqual([]);
    }
  });

  for (const locale of locales) {
    it(`[${locale}] every block that states a figure names a dated, sourced check`, () => {
      const undated = guideBlocks(guide[locale])
        .filter((block) => figure[locale].test(block.text) && !block.facts)
        .map((block) => `${block.block}: ${block.text.slice(0, 80)}`);
      expect(undated).toEqual([]);
    });
  }

  it("dates the same blocks in every locale", () => {
    const dated = locales.map((locale) =>
      guideBlocks(guide[locale])
        .filter((block) => block.facts)
        .map((block) => block.block)
        .join(","),
    );
    expect(new Set(dated).size).toBe(1);
  });

  it("every check has a date not in the future and https sources", () => {
    const facts = guideDataFiles["./content/nl/facts.json"] as {
      checks: Record<string, { checkedOn: string; sources: string[] }>;
      sources: Record<string, { url: string }>;
    };
    expect(Object.keys(facts.checks).length).toBeGreaterThan(0);
    for (const [key, check] of Object.entries(facts.checks)) {
      expect(check.checkedOn, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(check.checkedOn <= today, key).toBe(true);
      expect(check.sources.length, key).toBeGreaterThan(0);
      for (const source of check.sources) expect(facts.sources[source]?.url, key).toMatch(/^https:\/\//);
    }
  });

  it("[th] writes calendar years in the Buddhist era", () => {
    expect(ceYearsOutsideBrackets(JSON.stringify(guide.th))).toEqual([]);
  });
});
