import { describe, expect, it } from "vitest";
import { type Locale, locales } from "~/lib/locales";
import { guideBlocks } from "./guide-blocks";
import { loadGuides } from "./guide-content.server";
import type { CountryGuide } from "./guide-types";

/**
 * The Australian guide (issue #30): five locales at the depth of the others, every stated figure
 * with its check, each locale compared with its reader's home system, Buddhist-era years in th.
 */
const loaded = loadGuides(["au"]).au;
if (!loaded) throw new Error("the au guide is not there");
const guides = loaded;
const today = new Date().toISOString().slice(0, 10);

const home: Record<Locale, string> = { tw: "TW", cn: "CN", en: "PH", vi: "VN", th: "TH" };

const currency = String.raw`(?:A\$|AUD|US\$|\$|澳幣|澳币|澳元|ดอลลาร์|đô la)`;
/** Figures that go stale, per language: money, percentages, hours, weeks, months, years, test scores. */
const units: Record<Locale, string> = {
  en: String.raw`%|hours?\b|weeks?\b|months?\b`,
  tw: "%|小時|週|周|個月",
  cn: "%|小时|周|个月",
  vi: "%|giờ|tuần|tháng",
  th: "%|ชั่วโมง|สัปดาห์|เดือน",
};
function figure(locale: Locale, text: string): string | undefined {
  const patterns = [
    new RegExp(String.raw`${currency}\s?\d|\d[\d,.]*\s?万?\s?${currency}`),
    new RegExp(String.raw`\d[\d,.]*\s*(?:${units[locale]})`, "i"),
    /(?<!\d)(?:20\d\d|25[5-9]\d)(?!\d)/,
    /(?:IELTS|TOEFL|PTE|雅思|托福)[^\d\n]{0,25}\d/,
  ];
  return patterns.map((pattern) => text.match(pattern)?.[0]).find(Boolean);
}

/** Thai readers count years in the Buddhist era; a CE year may follow only in brackets. */
function ceYearsOutsideBrackets(text: string): string[] {
  const withoutBracketed = text
    .replace(/\(ค\.ศ\.\s*\d{4}\)/g, "")
    .replace(/"(?:url|checkedOn)":"[^"]*"/g, "")
    .replace(/"\w+En":"[^"]*"/g, "")
    .replace(/https?:\/\/[^\s"]+/g, "");
  // A year followed by a comma or full stop ends a clause ("since 2024, so"); "29,710" is no year.
  return [...withoutBracketed.matchAll(/ค\.ศ\.\s*\d{4}|(?<!\d|\d[.,])(?:19|20)\d\d(?!\d|[.,]\d)/g)].map((m) => m[0]);
}

const visible = (guide: CountryGuide) =>
  JSON.stringify(guide, (key, value) => (["Img", "Icon", "facts", "Code"].includes(key) ? undefined : value));

describe("Australia guide", () => {
  it("the figure detector sees what it must and leaves plain durations alone", () => {
    expect(figure("en", "AUD 29,710 a year")).toBeDefined();
    expect(figure("en", "48 hours per fortnight")).toBeDefined();
    expect(figure("tw", "每兩週最多48小時")).toBeDefined();
    expect(figure("cn", "29,710澳元")).toBeDefined();
    expect(figure("vi", "48 giờ mỗi hai tuần")).toBeDefined();
    expect(figure("th", "48 ชั่วโมงต่อสองสัปดาห์")).toBeDefined();
    expect(figure("th", "1 กรกฎาคม 2568")).toBeDefined();
    expect(figure("en", "IELTS Academic 6.5")).toBeDefined();
    expect(figure("en", "a bachelor's degree takes three years")).toBeUndefined();
  });

  for (const locale of locales) {
    describe(`[${locale}]`, () => {
      const guide = guides[locale];

      it("has the three admission modes, each with schools, and the five steps", () => {
        expect(guide.Code).toBe("AU");
        expect(guide.AdmissionMode.map((mode) => mode.Enrollment)).toEqual([1, 2, 3]);
        for (const mode of guide.AdmissionMode) expect(mode.Introduction.Schools.length).toBeGreaterThanOrEqual(2);
        expect(guide.Process.List.map((step) => step.ID)).toEqual([1, 2, 3, 4, 5]);
        for (const step of guide.Process.List) expect(step.List.length).toBeGreaterThanOrEqual(4);
      });

      it("compares Australia with the reader's home system (and vocational with vocational)", () => {
        for (const mode of guide.AdmissionMode) {
          for (const block of mode.EducationSystem.Education) {
            const [destination, homeSide] = block.Compares;
            expect(destination.Code).toBe("AU");
            expect(homeSide.Code).toBe(home[locale]);
            if (block.Type === "skill") expect(homeSide.List.map((row) => row.ClassName)).not.toEqual([]);
          }
        }
        const skill = guide.AdmissionMode[0]?.EducationSystem.Education.find((block) => block.Type === "skill");
        expect(skill?.Compares[0].List.some((row) => !row.Diff && row.Symbol === "college")).toBe(true);
      });

      it("gives every block that states a figure its check", () => {
        const missing = guideBlocks(guide)
          .filter((block) => figure(locale, block.text) && !block.facts)
          .map((block) => `${block.block} (${figure(locale, block.text)}): ${block.text.slice(0, 80)}`);
        expect(missing).toEqual([]);
      });

      it("states the proof of funds and the fortnightly work limit", () => {
        const text = visible(guide);
        expect(text).toMatch(/29[,.]710/);
        expect(text).toMatch(/48/);
        expect(text).toContain("485");
        expect(text).toContain("CoE");
        expect(text).toContain("OSHC");
      });

      it("names real universities and pathway colleges", () => {
        const text = visible(guide);
        for (const name of ["UNSW", "ANU", "Monash", "TAFE", "CRICOS"]) expect(text).toContain(name);
      });
    });
  }

  it("every check has a date not in the future and https sources", () => {
    const checks = locales.flatMap((locale) => guideBlocks(guides[locale]).flatMap((block) => block.facts ?? []));
    expect(checks.length).toBeGreaterThan(0);
    for (const check of checks) {
      expect(check.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(check.checkedOn <= today).toBe(true);
      expect(check.sources.length).toBeGreaterThan(0);
      for (const source of check.sources) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it("puts checks on the same blocks in every locale", () => {
    const checked = locales.map((locale) =>
      guideBlocks(guides[locale])
        .filter((block) => block.facts)
        .map((block) => block.block)
        .join(","),
    );
    expect(new Set(checked).size).toBe(1);
  });

  it("th writes years in the Buddhist era", () => {
    expect(ceYearsOutsideBrackets('"Desc":"rules changed in 2024, so"')).toEqual(["2024"]);
    expect(ceYearsOutsideBrackets('"Desc":"พ.ศ. 2570 (ค.ศ. 2027) 29,710 ดอลลาร์"')).toEqual([]);
    expect(ceYearsOutsideBrackets(JSON.stringify(guides.th))).toEqual([]);
  });

  it("tw and cn address the reader as 你, never 您", () => {
    expect(visible(guides.tw)).not.toContain("您");
    expect(visible(guides.cn)).not.toContain("您");
  });

  it("en uses American spelling, apart from the official name of the CoE", () => {
    const text = visible(guides.en).replaceAll("Confirmation of Enrolment", "");
    expect(
      text.match(
        /.{0,20}(programme|\benrol\b|enrolment|centre\b|specialis(?:e|ed|ing)|honours|organis|recognis).{0,20}/gi,
      ),
    ).toBeNull();
  });
});
