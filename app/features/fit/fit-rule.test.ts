import { describe, expect, it } from "vitest";
import { checkFit, guideGpa, type SchoolRequirements } from "./fit-rule";
import type { FitProfile } from "./profile";

const school = (overrides: Partial<SchoolRequirements> = {}): SchoolRequirements => ({
  schoolId: 1,
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
    expect(keys(fit)).toEqual(["fit.reason.englishMeets", "fit.reason.gpaAboveGuide"]);
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
});
