import { describe, expect, it } from "vitest";
import { pairComparison } from "./compare-rows";
import type { Compares, LevelRow } from "./guide-types";
import { getGuideSet, publishedGuides } from "./guides.server";

const usaGuide = getGuideSet("usa");
const ukGuide = getGuideSet("uk");
const caGuide = getGuideSet("ca");

const level = (name: string): LevelRow => ({
  Style: "dark",
  ClassName: name,
  ClassNameEn: name,
  Symbol: "senior",
  Items: [],
});

describe("pairComparison", () => {
  it("pairs levels in order and keeps pathway rows on their own line", () => {
    const destination: Compares = {
      Country: "USA",
      Code: "USA",
      List: [
        level("High school"),
        { Diff: true, ClassName: "Pathway", ClassNameEn: "Pathway", Desc: "1 semester to 1 year" },
        level("Bachelor"),
      ],
    };
    const home: Compares = { Country: "Thailand", Code: "TH", List: [level("M.4-6"), level("Bachelor TH")] };
    const rows = pairComparison(destination, home);
    expect(
      rows.map((r) =>
        r.kind === "level" ? `${r.destination.ClassName}|${r.home?.ClassName}` : `diff:${r.row.ClassName}`,
      ),
    ).toEqual(["High school|M.4-6", "diff:Pathway", "Bachelor|Bachelor TH"]);
  });
});

describe("guide content", () => {
  const homeCode = { tw: "TW", cn: "CN", en: "PH", vi: "VN", th: "TH" } as const;
  for (const [name, set] of publishedGuides.map((code) => [code, getGuideSet(code)] as const)) {
    for (const [locale, guide] of Object.entries(set)) {
      it(`${name} [${locale}]: five steps, home-country comparisons, aligned rows`, () => {
        expect(guide.Process.List.map((s) => s.ID)).toEqual([1, 2, 3, 4, 5]);
        for (const mode of guide.AdmissionMode) {
          for (const block of mode.EducationSystem.Education) {
            const [destination, home] = block.Compares;
            expect(home.Code).toBe(homeCode[locale as keyof typeof homeCode]);
            expect(destination.Code).toBe(guide.Code);
            const rows = pairComparison(destination, home);
            // Every destination level found a home level to stand beside.
            expect(rows.filter((r) => r.kind === "level" && !r.home)).toEqual([]);
          }
        }
      });
    }
  }

  it("the USA has three admission modes (conditional admission included); UK and Canada two", () => {
    expect(usaGuide.en.AdmissionMode.map((m) => m.Enrollment)).toEqual([1, 2, 3]);
    expect(ukGuide.th.AdmissionMode.map((m) => m.Enrollment)).toEqual([1, 2]);
    expect(caGuide.vi.AdmissionMode.map((m) => m.Enrollment)).toEqual([1, 2]);
  });

  it("Canada has a vocational comparison and the provincial tip in every locale", () => {
    for (const guide of Object.values(caGuide)) {
      for (const mode of guide.AdmissionMode) {
        expect(mode.EducationSystem.Education.map((e) => e.Type)).toContain("skill");
        expect(mode.EducationSystem.Tips).toBeTruthy();
      }
    }
  });

  it("states the facts of spec § 9", () => {
    const text = (value: unknown) => JSON.stringify(value);
    expect(text(usaGuide.en)).toMatch(/community college/i);
    expect(text(usaGuide.en)).toMatch(/2-year|two-year/i);
    expect(text(ukGuide.en)).toMatch(/Scotland/);
    expect(text(ukGuide.en)).toMatch(/GCSE/);
    expect(text(ukGuide.en)).toMatch(/A-level/);
    expect(text(ukGuide.en)).toMatch(/autumn/i);
    expect(text(caGuide.en)).toMatch(/6 to 17|6 and 17|6–17|6-17/);
  });
});
