import { describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import { guideBlocks } from "./guide-blocks";
import type { CountryGuide } from "./guide-types";
import { guideYears } from "./guide-years";
import { getGuidePage, getGuideSet, publishedGuides, regulatedGuideFacts, staleGuideFacts } from "./guides.server";

const usaGuide = getGuideSet("usa");
const ukGuide = getGuideSet("uk");
const caGuide = getGuideSet("ca");

/** Every published guide: one merged later is checked by the same rules. */
const sets = Object.fromEntries(publishedGuides.map((code) => [code, getGuideSet(code)]));
const today = new Date("2026-11-26T00:00:00Z");

const currency = String.raw`(?:£|US\$|NT\$|A\$|C\$|HK\$|\$|CAD|AUD|USD|GBP|NTD|美元|美金|加幣|加币|加元|英鎊|英镑|澳幣|澳币|澳元|新台幣|新台币|ดอลลาร์|ปอนด์|bảng Anh|đô la)`;
const months = {
  en: "January|February|March|April|May|June|July|August|September|October|November|December",
  th: "มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม|ม\\.ค\\.|ก\\.พ\\.|มี\\.ค\\.|เม\\.ย\\.|พ\\.ค\\.|มิ\\.ย\\.|ก\\.ค\\.|ส\\.ค\\.|ก\\.ย\\.|ต\\.ค\\.|พ\\.ย\\.|ธ\\.ค\\.",
};
/** Things that go stale: money amounts, day-and-month dates, years, test scores. */
const regulated: Array<[string, RegExp]> = [
  ["money amount", new RegExp(String.raw`${currency}\s?\d|\d[\d,.]*\s?万?\s?${currency}`)],
  ["month-day date", new RegExp(String.raw`\b(?:${months.en})\s\d{1,2}\b|\b\d{1,2}\s(?:${months.en})\b`)],
  ["month-day date", /\d{1,2}\s*月\s*\d{1,2}\s*日/],
  ["month-day date", /\bngày\s+\d{1,2}\/\d{1,2}\b|\bngày\s+\d{1,2}\s+tháng\s+\d{1,2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/],
  ["month-day date", new RegExp(String.raw`\d{1,2}\s*(?:${months.th})`)],
  ["year", /(?<!\d)(?:20\d\d|25[5-9]\d)(?!\d)|\{(?:januaryEntry|octoberDeadline|octoberEntry)\}/],
  ["test score", /(?:IELTS|TOEFL|雅思|托福)[^\d\n]{0,25}\d/],
];

function regulatedReason(text: string): string | undefined {
  return regulated.find(([, pattern]) => pattern.test(text))?.[0];
}

describe("regulated figures carry the date they were checked", () => {
  it("the detector sees amounts, dates and scores in every language", () => {
    for (const text of [
      "£1,529 a month",
      "US$350",
      "CAD 22,895 a year",
      "22.895 CAD/năm",
      "4.2万加元",
      "350 美元",
      "NT$ 50,000",
      "AUD 2,000",
      "on November 1",
      "15 October",
      "1月14日",
      "ngày 14/1",
      "1 มกราคม 2569",
      "mid-January {januaryEntry}",
      "IELTS 6.5",
      "雅思6.0",
    ]) {
      expect(regulatedReason(text), text).toBeDefined();
    }
    expect(regulatedReason("Bachelor's degrees take 3 years; founded in 1992")).toBeUndefined();
  });

  for (const [code, set] of Object.entries(sets)) {
    for (const locale of locales) {
      it(`${code} [${locale}]: every block with a money amount, date, year or test score has facts`, () => {
        const missing = guideBlocks(set[locale])
          .filter((block) => regulatedReason(block.text) && !block.facts?.checkedOn)
          .map((block) => `${block.block} (${regulatedReason(block.text)}): ${block.text.slice(0, 80)}`);
        expect(missing).toEqual([]);
      });
    }
  }

  it("every facts entry has an ISO checked date not in the future and https sources", () => {
    const rows = regulatedGuideFacts();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(row.checkedOn))).toBe(false);
      // not after the real today (`today` above is the pages' fixed date)
      expect(row.checkedOn <= new Date().toISOString().slice(0, 10)).toBe(true);
      expect(row.sources.length).toBeGreaterThan(0);
      for (const source of row.sources) {
        expect(source.name.trim()).not.toBe("");
        expect(source.url).toMatch(/^https:\/\//);
      }
    }
  });

  it("lists the same regulated blocks in every locale, and finds what is older than six months", () => {
    const rows = regulatedGuideFacts();
    for (const code of Object.keys(sets)) {
      const byLocale = locales.map((locale) =>
        rows
          .filter((row) => row.guide === code && row.locale === locale)
          .map((row) => row.block)
          .join(","),
      );
      expect(new Set(byLocale).size).toBe(1);
    }
    expect(rows).toContainEqual(expect.objectContaining({ guide: "ca", locale: "th", block: "process.step4" }));
    expect(staleGuideFacts(today)).toEqual([]);
    expect(staleGuideFacts(new Date("2027-06-01T00:00:00Z"))).toHaveLength(rows.length);
  });
});

describe("Canada: the PAL rule per admission mode", () => {
  const step4 = (locale: (typeof locales)[number], mode: number) =>
    getGuidePage("ca", locale, mode, today)?.process.List[3]?.List.join("\n") ?? "";

  for (const locale of locales) {
    it(`[${locale}] undergraduates need a PAL; master's and doctoral students at public institutions are exempt since 2026`, () => {
      const undergraduate = step4(locale, 1);
      const graduate = step4(locale, 2);
      expect(undergraduate).toContain("PAL");
      expect(undergraduate).not.toMatch(/2026|2569/);
      expect(graduate).toContain("PAL");
      expect(graduate).toMatch(/2026|2569/);
      // The graduate page no longer tells every reader the school provides a PAL.
      expect(graduate).not.toBe(undergraduate);
    });
  }

  it("states the current proof-of-funds figure in every locale", () => {
    for (const locale of locales) expect(JSON.stringify(caGuide[locale])).toMatch(/22[,.]895/);
  });
});

describe("UK: UCAS dates follow the application cycle", () => {
  it("computes the cycle a reader can still apply in", () => {
    expect(guideYears(today)).toEqual({ januaryEntry: 2027, octoberDeadline: 2027, octoberEntry: 2028 });
    expect(guideYears(new Date("2027-01-10T00:00:00Z"))).toEqual({
      januaryEntry: 2027,
      octoberDeadline: 2027,
      octoberEntry: 2028,
    });
    expect(guideYears(new Date("2027-02-01T00:00:00Z")).januaryEntry).toBe(2028);
    expect(guideYears(new Date("2027-10-31T00:00:00Z")).octoberDeadline).toBe(2027);
    expect(guideYears(new Date("2027-11-01T00:00:00Z"))).toEqual({
      januaryEntry: 2028,
      octoberDeadline: 2028,
      octoberEntry: 2029,
    });
  });

  for (const locale of locales) {
    it(`[${locale}] the UCAS step names 2027 entry today, and no past 2026-entry date`, () => {
      const page = getGuidePage("uk", locale, 1, today);
      const step3 = page?.process.List[2]?.List.join("\n") ?? "";
      expect(step3).toContain("2027");
      expect(step3).toContain("2028");
      expect(step3).not.toMatch(/1月14日|14 January|January 14|14\/1|14 มกราคม|10月15日|15 October|15\/10|15 ตุลาคม/);
      expect(JSON.stringify(page)).not.toMatch(/\{(januaryEntry|octoberDeadline|octoberEntry)\}/);
    });
  }

  it("states the current maintenance funds, never the old ones", () => {
    for (const locale of locales) {
      const text = JSON.stringify(ukGuide[locale]);
      expect(text).toMatch(/1[,.]529/);
      expect(text).toMatch(/1[,.]171/);
      expect(text).not.toMatch(/1[,.]483|1[,.]136|13[,.]347|10[,.]224/);
    }
  });
});

describe("wording fits each market", () => {
  /** What a visitor reads: no image paths, sources, codes or the English labels of other locales. */
  const text = (guide: CountryGuide, withEnglishLabels = true) =>
    JSON.stringify(guide, (key, value) =>
      key === "Img" || key === "Icon" || key === "facts" || key === "Code" || (!withEnglishLabels && key.endsWith("En"))
        ? undefined
        : value,
    );
  const matches = (value: string, pattern: RegExp) => [...value.matchAll(pattern)].map((m) => m[0]);

  it("en uses American spelling", () => {
    for (const set of Object.values(sets)) {
      const british =
        /.{0,20}(programme|\benrol\b|enrolment|centre\b|specialis(?:e|ed|ing|ation)\b|honours|dependants|organis|recognis|colour|favour).{0,20}/gi;
      // Australia's "Confirmation of Enrolment" is the document's official name.
      const written = text(set.en).replaceAll("Confirmation of Enrolment", "");
      expect(matches(written, british)).toEqual([]);
    }
  });

  it("tw says 條件式入學 for conditional admission and 社區學院 for community colleges", () => {
    for (const set of Object.values(sets)) {
      expect(matches(text(set.tw), /.{0,10}(有條件錄取|條件式錄取|附條件錄取|條件錄取|社區大學).{0,10}/g)).toEqual([]);
    }
    expect(text(usaGuide.tw)).toContain("條件式入學");
    expect(text(usaGuide.tw)).toContain("社區學院");
    expect(usaGuide.tw.AdmissionMode.find((m) => m.Enrollment === 3)?.Name).toBe("條件式入學");
  });

  it("th calls the UK สหราชอาณาจักร", () => {
    expect(ukGuide.th.Name).toBe("สหราชอาณาจักร");
    expect(matches(text(ukGuide.th, false), /.{0,20}(ยูเค|\bUK\b(?!VI)|บริเตน).{0,20}/g)).toEqual([]);
  });

  it("cn does not point to LINE or YouTube", () => {
    for (const set of Object.values(sets))
      expect(matches(text(set.cn), /.{0,20}(\bline\b|youtube|油管).{0,20}/gi)).toEqual([]);
  });
});
