import { describe, expect, it } from "vitest";
import { type AdmitRate, checkFit, guideGpa, type SchoolRequirements } from "./fit-rule";
import type { FitProfile } from "./profile";

const school = (overrides: Partial<SchoolRequirements> = {}): SchoolRequirements => ({
  schoolId: 1,
  admitRate: null,
  rank: 300,
  type: "university",
  toefl: 80,
  ielts: 6.5,
  minGpa: null,
  sat: null,
  gre: null,
  gmat: null,
  ...overrides,
});
const student = (overrides: Partial<FitProfile> = {}): FitProfile => ({
  system: "th4",
  grade: 3.5,
  level: "undergraduate",
  scores: { ielts: 7 },
  ...overrides,
});
const keys = (fit: ReturnType<typeof checkFit>) => fit.reasons.map((r) => r.key);

describe("reach / match / likely", () => {
  it("gives no verdict without a profile or anything to compare", () => {
    expect(checkFit(null, school())).toEqual({ verdict: null, reasons: [] });
    const empty = checkFit(student({ grade: null, scores: {} }), school());
    expect(empty.verdict).toBeNull();
    expect(keys(empty)).toEqual(["fit.reason.englishMissing", "fit.reason.gpaMissing"]);
  });

  it("is likely when the GPA is 0.3 above the level and English is met, outside the top 100", () => {
    // Rank 300: guide GPA 3.0; 3.5 is above 3.3.
    const fit = checkFit(student(), school());
    expect(fit.verdict).toBe("likely");
    expect(keys(fit)).toEqual(["fit.reason.englishMeets", "fit.reason.gpaAboveGuide", "fit.reason.rateUnknown"]);
    expect(fit.reasons[1]?.values).toEqual({ gpa: 3.5, min: 3 });
  });

  it("is a match when the GPA meets the level without the margin", () => {
    expect(checkFit(student({ grade: 3.29 }), school()).verdict).toBe("match");
    expect(checkFit(student({ grade: 3.0 }), school()).verdict).toBe("match");
  });

  it("is a reach when the GPA is under the level, or English under the minimum", () => {
    const low = checkFit(student({ grade: 2.99 }), school());
    expect(low.verdict).toBe("reach");
    expect(keys(low)).toContain("fit.reason.gpaBelowGuide");
    const english = checkFit(student({ scores: { ielts: 6 } }), school());
    expect(english.verdict).toBe("reach");
    expect(english.reasons[0]).toMatchObject({
      key: "fit.reason.englishBelow",
      values: { score: "IELTS 6.0", min: "IELTS 6.5 / TOEFL 80" },
    });
  });

  it("uses the school's stated minimum GPA over the guide level", () => {
    const uc = school({ rank: 12, minGpa: 3.4 });
    const fit = checkFit(student({ grade: 3.3 }), uc);
    expect(keys(fit)).toContain("fit.reason.gpaBelowStated");
    const fine = checkFit(student({ grade: 3.9 }), school({ rank: 600, minGpa: 3.4 }));
    expect(fine.verdict).toBe("likely");
    expect(keys(fine)).toContain("fit.reason.gpaAboveStated");
  });

  it("compares TOEFL with an IELTS minimum (and IELTS with a TOEFL minimum) by ETS's table", () => {
    const ieltsOnly = school({ toefl: null, ielts: 7 });
    expect(checkFit(student({ scores: { toefl: 94 } }), ieltsOnly).reasons[0]).toMatchObject({
      key: "fit.reason.englishMeets",
      values: { score: "TOEFL 94 ≈ IELTS 7.0" },
    });
    expect(checkFit(student({ scores: { toefl: 93 } }), ieltsOnly).verdict).toBe("reach");
    const toeflOnly = school({ toefl: 90, ielts: null });
    expect(checkFit(student({ scores: { ielts: 7 } }), toeflOnly).reasons[0]?.key).toBe("fit.reason.englishMeets");
    expect(checkFit(student({ scores: { ielts: 6.5 } }), toeflOnly).reasons[0]?.key).toBe("fit.reason.englishBelow");
  });

  it("never calls a top-20 school anything but a reach, nor a top-100 school likely", () => {
    const top = checkFit(student({ grade: 4, scores: { ielts: 9 } }), school({ rank: 4 }));
    expect(top.verdict).toBe("reach");
    expect(keys(top)).toContain("fit.reason.topRanked");
    const high = checkFit(student({ grade: 4, scores: { ielts: 9 } }), school({ rank: 60 }));
    expect(high.verdict).toBe("match");
    expect(keys(high)).toContain("fit.reason.highRanked");
  });

  it("needs every stated test score for likely, and a score well under the typical one is a reach", () => {
    const grad = school({ gre: 320 });
    expect(checkFit(student(), grad).verdict).toBe("match");
    expect(keys(checkFit(student(), grad))).toContain("fit.reason.testMissing");
    expect(checkFit(student({ scores: { ielts: 7, gre: 316 } }), grad).verdict).toBe("likely");
    expect(checkFit(student({ scores: { ielts: 7, gre: 315 } }), grad).verdict).toBe("reach");
    // An English test missing where the school states one: never likely.
    expect(checkFit(student({ scores: {} }), school()).verdict).toBe("match");
  });

  it("guide GPA by world rank and school type", () => {
    expect(guideGpa(1, "university")).toBe(3.7);
    expect(guideGpa(50, "university")).toBe(3.7);
    expect(guideGpa(51, "university")).toBe(3.4);
    expect(guideGpa(200, "university")).toBe(3.4);
    expect(guideGpa(201, "university")).toBe(3.0);
    expect(guideGpa(500, "university")).toBe(3.0);
    expect(guideGpa(501, "university")).toBe(2.7);
    expect(guideGpa(null, "liberal_arts")).toBe(2.7);
    expect(guideGpa(null, "community_college")).toBe(2.0);
    expect(guideGpa(null, "college")).toBe(2.0);
  });

  const rate = (value: number, overrides: Partial<AdmitRate> = {}): AdmitRate => ({
    rate: value,
    applicants: "all",
    year: "CDS 2023-2024",
    sourceUrl: "https://example.edu/cds",
    verified: true,
    sat25: null,
    sat75: null,
    ...overrides,
  });
  const best = student({ grade: 4, scores: { ielts: 9, sat: 1600 } });

  it("calls a school admitting under 15% a reach for everyone, whatever its rank, and says so", () => {
    // Rank 300 alone would make this a likely for a 4.0 student.
    expect(checkFit(best, school()).verdict).toBe("likely");
    const fit = checkFit(best, school({ admitRate: rate(4.4) }));
    expect(fit.verdict).toBe("reach");
    expect(fit.reasons.at(-1)).toEqual({
      key: "fit.reason.rateReach",
      values: { rate: 4.4, year: "CDS 2023-2024" },
      weight: -1,
      source: "https://example.edu/cds",
    });
    expect(keys(fit)).not.toContain("fit.reason.topRanked");
    const abroad = checkFit(best, school({ admitRate: rate(9, { applicants: "international", year: "2023 entry" }) }));
    expect(abroad.verdict).toBe("reach");
    expect(keys(abroad)).toContain("fit.reason.rateReachInternational");
    // 15% is no longer under 15%.
    expect(checkFit(best, school({ admitRate: rate(15) })).verdict).toBe("match");
    expect(checkFit(best, school({ admitRate: rate(14.9) })).verdict).toBe("reach");
  });

  it("still counts a rate nobody has verified, but links no source and says it is unchecked", () => {
    const fit = checkFit(best, school({ admitRate: rate(9, { applicants: "international", verified: false }) }));
    expect(fit.verdict).toBe("reach");
    expect(fit.reasons.slice(-2)).toEqual([
      { key: "fit.reason.rateReachInternational", values: { rate: 9, year: "CDS 2023-2024" }, weight: -1 },
      { key: "fit.reason.rateUnverified", values: {}, weight: 0 },
    ]);
    const open = checkFit(best, school({ admitRate: rate(60, { verified: false }) }));
    expect(open.verdict).toBe("likely");
    expect(keys(open).slice(-2)).toEqual(["fit.reason.rateOpen", "fit.reason.rateUnverified"]);
    expect(open.reasons.every((r) => r.source === undefined)).toBe(true);
    expect(keys(checkFit(best, school({ admitRate: rate(60) })))).not.toContain("fit.reason.rateUnverified");
  });

  it("lets an unchecked rate make a school stricter than its rank, never more lenient", () => {
    // Cambridge's case: 15.0% of applicants from abroad, from a third party; world rank 6.
    const cambridge = school({ rank: 6, admitRate: rate(15, { applicants: "international", verified: false }) });
    const fit = checkFit(best, cambridge);
    expect(fit.verdict).toBe("reach");
    expect(fit.reasons.slice(-3)).toEqual([
      { key: "fit.reason.rateSelectiveInternational", values: { rate: 15, year: "CDS 2023-2024" }, weight: 0 },
      { key: "fit.reason.rateUnverified", values: {}, weight: 0 },
      { key: "fit.reason.topRankedUnchecked", values: { rank: 6 }, weight: -1 },
    ]);
    // The same figure, checked, decides alone: selective, never likely, but no reach.
    const checked = checkFit(best, school({ rank: 6, admitRate: rate(15, { applicants: "international" }) }));
    expect(checked.verdict).toBe("match");
    expect(keys(checked)).not.toContain("fit.reason.topRankedUnchecked");
    // An unchecked open rate at a top-100 school: never likely, as the rank alone would say.
    const open = checkFit(best, school({ rank: 60, admitRate: rate(60, { verified: false }) }));
    expect(open.verdict).toBe("match");
    expect(keys(open).slice(-3)).toEqual([
      "fit.reason.rateOpen",
      "fit.reason.rateUnverified",
      "fit.reason.highRankedUnchecked",
    ]);
    // Where the unchecked rate is already the stricter one, the rank adds no line.
    const strict = checkFit(best, school({ rank: 60, admitRate: rate(9, { verified: false }) }));
    expect(strict.verdict).toBe("reach");
    expect(keys(strict)).not.toContain("fit.reason.highRankedUnchecked");
    // Unranked: the unchecked rate decides alone.
    expect(keys(checkFit(best, school({ rank: null, admitRate: rate(60, { verified: false }) }))).at(-1)).toBe(
      "fit.reason.rateUnverified",
    );
  });

  it("uses the rate before the rank: a top-20 school admitting 40% or more is judged on the scores", () => {
    const ranked = school({ rank: 10, admitRate: rate(45) });
    const fit = checkFit(best, ranked);
    expect(fit.verdict).toBe("likely");
    expect(keys(fit)).toContain("fit.reason.rateOpen");
    expect(keys(fit)).not.toContain("fit.reason.topRanked");
    const selective = checkFit(best, school({ rank: 600, admitRate: rate(25) }));
    expect(selective.verdict).toBe("match");
    expect(keys(selective)).toContain("fit.reason.rateSelective");
  });

  it("takes the guide GPA from the rate where one is published", () => {
    expect(guideGpa(600, "university", 10)).toBe(3.7);
    expect(guideGpa(1, "university", 70)).toBe(3.0);
    expect(guideGpa(null, "university", 90)).toBe(2.7);
    const fit = checkFit(student({ grade: 3.5 }), school({ rank: 600, admitRate: rate(30) }));
    expect(fit.reasons[1]).toMatchObject({ key: "fit.reason.gpaBelowGuide", values: { min: 3.7 } });
  });

  it("compares the SAT with the admitted middle 50% where published", () => {
    const middle = school({ admitRate: rate(50, { sat25: 1300, sat75: 1450 }), sat: 1500 });
    const below = checkFit(student({ grade: 4, scores: { ielts: 9, sat: 1290 } }), middle);
    expect(below.verdict).toBe("reach");
    expect(below.reasons).toContainEqual({
      key: "fit.reason.middleBelow",
      values: { test: "SAT", range: "1300-1450", score: 1290 },
      weight: -1,
    });
    // The middle 50% replaces the typical score: the typical 1500 is not compared.
    expect(keys(below)).not.toContain("fit.reason.testBelow");
    expect(checkFit(student({ grade: 4, scores: { ielts: 9, sat: 1350 } }), middle).verdict).toBe("match");
    expect(checkFit(student({ grade: 4, scores: { ielts: 9, sat: 1450 } }), middle).verdict).toBe("likely");
    expect(keys(checkFit(student({ grade: 4, scores: { ielts: 9 } }), middle))).toContain("fit.reason.middleMissing");
  });

  it("compares the gaokao as a percentage of the province's maximum with the school's stated minimum", () => {
    const gaokao = (grade: number) => student({ system: "cnGaokao", grade, gradeMax: 750, scores: { ielts: 7 } });
    const uk = school({ gaokaoPct: 85 });
    // 630/750 = 84%: under 85%.
    const below = checkFit(gaokao(630), uk);
    expect(below.verdict).toBe("reach");
    expect(below.reasons[1]).toEqual({ key: "fit.reason.gaokaoBelow", values: { percent: 84, min: 85 }, weight: -1 });
    expect(checkFit(gaokao(640), uk).reasons[1]?.key).toBe("fit.reason.gaokaoMeets");
    // 675/750 = 90%: five points above, and rank 300 allows likely.
    const above = checkFit(gaokao(675), uk);
    expect(above.verdict).toBe("likely");
    expect(above.reasons[1]?.key).toBe("fit.reason.gaokaoAbove");
    // No stated gaokao requirement: said so, never a GPA guessed from the gaokao.
    const unstated = checkFit(gaokao(700), school());
    expect(unstated.reasons[1]).toEqual({ key: "fit.reason.gaokaoMissing", values: { percent: 93.3 }, weight: 0 });
    expect(unstated.verdict).toBe("match");
  });
});
