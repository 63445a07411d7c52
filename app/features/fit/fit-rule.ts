import { ieltsForToefl, type TestName, toeflForIelts } from "./grades";
import { type FitProfile, profileGpa } from "./profile";

/**
 * Reach / match / likely: the rule (docs/decisions/0013-grade-conversion-and-fit.md).
 *
 * 1. A score under a school's stated minimum (English, GPA) or well under its stated typical test
 *    score makes it a reach; so does a world rank in the top 20 (they turn down most applicants).
 * 2. Likely: the GPA is at least 0.3 above the school's minimum (or our guide level), every stated
 *    English minimum and test score is met, and the school is not in the world's top 100.
 * 3. Anything in between is a match. With nothing to compare there is no verdict.
 */
export type Verdict = "reach" | "match" | "likely";

export interface SchoolRequirements {
  schoolId: number;
  rank: number | null;
  type: string;
  toefl: number | null;
  ielts: number | null;
  /** stated minimum GPA (US 4.0) for the student's level, from school_requirements */
  minGpa: number | null;
  /** stated typical scores for the level */
  sat: number | null;
  gre: number | null;
  gmat: number | null;
}

/** One line of the explanation: a message key of the `fit.reason.` family and its values. */
export interface Reason {
  key: string;
  values: Record<string, string | number>;
  /** does this line push the school towards reach (-1), likely (+1) or neither (0)? */
  weight: -1 | 0 | 1;
}

export interface Fit {
  verdict: Verdict | null;
  reasons: Reason[];
}

/** Our guide GPA when a school states none: by world rank, and lower for colleges (documented in 0016). */
export function guideGpa(rank: number | null, type: string): number {
  if (type === "community_college" || type === "college" || type === "pathway") return 2.0;
  if (rank === null) return 2.7;
  if (rank <= 50) return 3.7;
  if (rank <= 200) return 3.4;
  if (rank <= 500) return 3.0;
  return 2.7;
}

export const LIKELY_MARGIN = 0.3;
export const TOP_REACH_RANK = 20;
export const NO_LIKELY_RANK = 100;
const testMargin: Record<Exclude<TestName, "ielts" | "toefl">, number> = { sat: 50, gre: 4, gmat: 30 };

const fmt = (n: number, digits = 1) => n.toFixed(digits);

function english(profile: FitProfile, school: SchoolRequirements): Reason | null {
  const { ielts, toefl } = profile.scores;
  if (school.ielts === null && school.toefl === null) return null;
  const stated = [
    school.ielts !== null && `IELTS ${fmt(school.ielts)}`,
    school.toefl !== null && `TOEFL ${school.toefl}`,
  ]
    .filter(Boolean)
    .join(" / ");
  if (ielts === undefined && toefl === undefined)
    return { key: "fit.reason.englishMissing", values: { min: stated }, weight: 0 };
  // Same test first; else ETS's comparison of the two.
  let score: string;
  let ok: boolean;
  if (ielts !== undefined && school.ielts !== null) {
    score = `IELTS ${fmt(ielts)}`;
    ok = ielts >= school.ielts;
  } else if (toefl !== undefined && school.toefl !== null) {
    score = `TOEFL ${toefl}`;
    ok = toefl >= school.toefl;
  } else if (toefl !== undefined && school.ielts !== null) {
    score = `TOEFL ${toefl} ≈ IELTS ${fmt(ieltsForToefl(toefl))}`;
    ok = ieltsForToefl(toefl) >= school.ielts;
  } else {
    const student = ielts as number;
    score = `IELTS ${fmt(student)}`;
    ok = toeflForIelts(student) >= (school.toefl as number);
  }
  return ok
    ? { key: "fit.reason.englishMeets", values: { score, min: stated }, weight: 0 }
    : { key: "fit.reason.englishBelow", values: { score, min: stated }, weight: -1 };
}

function gpa(profile: FitProfile, school: SchoolRequirements): Reason | null {
  const value = profileGpa(profile);
  if (value === null) return { key: "fit.reason.gpaMissing", values: {}, weight: 0 };
  const stated = school.minGpa !== null;
  const min = school.minGpa ?? guideGpa(school.rank, school.type);
  // Numbers: the page formats them in the visitor's locale (3,5 in Vietnamese).
  const values = { gpa: Math.round(value * 100) / 100, min };
  const suffix = stated ? "Stated" : "Guide";
  if (value < min) return { key: `fit.reason.gpaBelow${suffix}`, values, weight: -1 };
  if (value >= min + LIKELY_MARGIN) return { key: `fit.reason.gpaAbove${suffix}`, values, weight: 1 };
  return { key: `fit.reason.gpaMeets${suffix}`, values, weight: 0 };
}

function tests(profile: FitProfile, school: SchoolRequirements): Reason[] {
  const reasons: Reason[] = [];
  for (const test of ["sat", "gre", "gmat"] as const) {
    const typical = school[test];
    if (typical === null) continue;
    const score = profile.scores[test];
    const name = test.toUpperCase();
    if (score === undefined) {
      reasons.push({ key: "fit.reason.testMissing", values: { test: name, typical }, weight: 0 });
    } else if (score < typical - testMargin[test]) {
      reasons.push({ key: "fit.reason.testBelow", values: { test: name, score, typical }, weight: -1 });
    } else {
      reasons.push({ key: "fit.reason.testMeets", values: { test: name, score, typical }, weight: 1 });
    }
  }
  return reasons;
}

export function checkFit(profile: FitProfile | null, school: SchoolRequirements): Fit {
  if (!profile) return { verdict: null, reasons: [] };
  const reasons = [english(profile, school), gpa(profile, school), ...tests(profile, school)].filter(
    (r): r is Reason => r !== null,
  );
  const compared = reasons.filter((r) => !r.key.endsWith("Missing"));
  if (compared.length === 0) return { verdict: null, reasons };
  const top = school.rank !== null && school.rank <= TOP_REACH_RANK;
  if (top) reasons.push({ key: "fit.reason.topRanked", values: { rank: school.rank as number }, weight: -1 });
  if (reasons.some((r) => r.weight < 0)) return { verdict: "reach", reasons };
  const gpaAbove = reasons.some((r) => r.key.startsWith("fit.reason.gpaAbove"));
  const nothingMissing = !reasons.some((r) => r.key.endsWith("Missing"));
  const testsMet = reasons.filter((r) => r.key.startsWith("fit.reason.test")).every((r) => r.weight > 0);
  const highRank = school.rank !== null && school.rank <= NO_LIKELY_RANK;
  if (gpaAbove && nothingMissing && testsMet && !highRank) return { verdict: "likely", reasons };
  if (gpaAbove && highRank)
    reasons.push({ key: "fit.reason.highRanked", values: { rank: school.rank as number }, weight: 0 });
  return { verdict: "match", reasons };
}
