import { ieltsForToefl, type TestName, toeflForIelts } from "./grades";
import { type FitProfile, profileGaokaoPercent, profileGpa } from "./profile";

/**
 * Reach / match / likely: the rule (docs/decisions/0013-grade-conversion-and-fit.md).
 *
 * 1. The published admission rate first: under 15% makes a school a reach for everyone; under 40%
 *    it is never likely. Without a published rate the world rank stands in (last fallback): top 20
 *    is a reach, top 100 never likely. A rate nobody has checked yet can only add to the rank's
 *    caution, never take from it.
 * 2. A score under a school's stated minimum (English, GPA), under its admitted middle 50% of SAT
 *    scores or well under its stated typical test score makes it a reach.
 * 3. Likely: the GPA is at least 0.3 above the school's minimum (or our guide level), every stated
 *    English minimum and test score is met, and neither the rate nor the rank forbids it.
 * 4. Anything in between is a match. With nothing to compare there is no verdict.
 */
export type Verdict = "reach" | "match" | "likely";

/** A published admission rate (school_admit_rates). */
export interface AdmitRate {
  /** percent of applicants admitted */
  rate: number;
  /** all applicants, or those from outside the school's country */
  applicants: "all" | "international";
  /** the source's name for the year, e.g. "CDS 2023-2024", "2023 entry" */
  year: string;
  sourceUrl: string;
  /** read from the source (or saved by staff); false: a figure nobody has checked yet */
  verified: boolean;
  /** the admitted middle 50% of SAT totals, where published */
  sat25: number | null;
  sat75: number | null;
}

export interface SchoolRequirements {
  schoolId: number;
  admitRate: AdmitRate | null;
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
  /** stated gaokao minimum, percent of the province's maximum (mainland Chinese applicants) */
  gaokaoPct?: number | null;
}

/** One line of the explanation: a message key of the `fit.reason.` family and its values. */
export interface Reason {
  key: string;
  values: Record<string, string | number>;
  /** does this line push the school towards reach (-1), likely (+1) or neither (0)? */
  weight: -1 | 0 | 1;
  /** where the figure comes from, shown as a link */
  source?: string;
}

export interface Fit {
  verdict: Verdict | null;
  reasons: Reason[];
}

/**
 * Our guide GPA when a school states none: by its published admission rate, else by world rank, and
 * lower for colleges (decision 0013).
 */
export function guideGpa(rank: number | null, type: string, admitRate: number | null = null): number {
  if (type === "community_college" || type === "college" || type === "pathway") return 2.0;
  if (admitRate !== null) {
    if (admitRate < SELECTIVE_RATE) return 3.7;
    if (admitRate < 60) return 3.4;
    if (admitRate < 80) return 3.0;
    return 2.7;
  }
  if (rank === null) return 2.7;
  if (rank <= 50) return 3.7;
  if (rank <= 200) return 3.4;
  if (rank <= 500) return 3.0;
  return 2.7;
}

export const LIKELY_MARGIN = 0.3;
/** Admission rate (percent) under which a school is a reach for everyone. */
export const REACH_RATE = 15;
/** Admission rate (percent) under which a school is never called likely. */
export const SELECTIVE_RATE = 40;
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
  const min = school.minGpa ?? guideGpa(school.rank, school.type, school.admitRate?.rate ?? null);
  // Numbers: the page formats them in the visitor's locale (3,5 in Vietnamese).
  const values = { gpa: Math.round(value * 100) / 100, min };
  const suffix = stated ? "Stated" : "Guide";
  if (value < min) return { key: `fit.reason.gpaBelow${suffix}`, values, weight: -1 };
  if (value >= min + LIKELY_MARGIN) return { key: `fit.reason.gpaAbove${suffix}`, values, weight: 1 };
  return { key: `fit.reason.gpaMeets${suffix}`, values, weight: 0 };
}

/** Points of the province's maximum above a school's gaokao minimum that count towards likely. */
export const GAOKAO_LIKELY_MARGIN = 5;

/** The gaokao as a percentage of the province's maximum, against the school's published minimum. */
function gaokao(profile: FitProfile, school: SchoolRequirements): Reason | null {
  const percent = profileGaokaoPercent(profile);
  if (percent === null) return null;
  const min = school.gaokaoPct ?? null;
  if (min === null) return { key: "fit.reason.gaokaoMissing", values: { percent }, weight: 0 };
  const values = { percent, min };
  if (percent < min) return { key: "fit.reason.gaokaoBelow", values, weight: -1 };
  if (percent >= min + GAOKAO_LIKELY_MARGIN) return { key: "fit.reason.gaokaoAbove", values, weight: 1 };
  return { key: "fit.reason.gaokaoMeets", values, weight: 0 };
}

function tests(profile: FitProfile, school: SchoolRequirements): Reason[] {
  const reasons: Reason[] = [];
  const middle = school.admitRate;
  const satMiddle = middle?.sat25 != null && middle.sat75 != null ? { low: middle.sat25, high: middle.sat75 } : null;
  if (satMiddle) {
    const score = profile.scores.sat;
    const range = `${satMiddle.low}-${satMiddle.high}`;
    const values = { test: "SAT", range };
    if (score === undefined) reasons.push({ key: "fit.reason.middleMissing", values, weight: 0 });
    else if (score < satMiddle.low)
      reasons.push({ key: "fit.reason.middleBelow", values: { ...values, score }, weight: -1 });
    else if (score >= satMiddle.high)
      reasons.push({ key: "fit.reason.middleAbove", values: { ...values, score }, weight: 1 });
    else reasons.push({ key: "fit.reason.middleWithin", values: { ...values, score }, weight: 0 });
  }
  for (const test of ["sat", "gre", "gmat"] as const) {
    if (test === "sat" && satMiddle) continue;
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

interface Basis {
  reasons: Reason[];
  neverLikely: boolean;
}

/** The world rank's verdict: top 20 a reach for everyone, top 100 never likely. */
function byRank(rank: number | null, unchecked: boolean): Basis | null {
  const suffix = unchecked ? "Unchecked" : "";
  if (rank !== null && rank <= TOP_REACH_RANK)
    return { reasons: [{ key: `fit.reason.topRanked${suffix}`, values: { rank }, weight: -1 }], neverLikely: true };
  if (rank !== null && rank <= NO_LIKELY_RANK)
    return { reasons: [{ key: `fit.reason.highRanked${suffix}`, values: { rank }, weight: 0 }], neverLikely: true };
  return null;
}

/**
 * What the verdict rests on beyond the scores: the published admission rate, else the world rank.
 * A rate nobody has verified yet still counts, but links no source and says so in a line of its own;
 * and it may make a school stricter than its rank would, never more lenient: a counsellor does not
 * sign "match" at a world top-20 school on a figure nobody checked (Cambridge's 15.0% from a third
 * party, decision 0013). Then the rank decides too, and a line says so.
 */
function selectivity(school: SchoolRequirements): Basis {
  const published = school.admitRate;
  if (published) {
    const values = {
      rate: published.rate,
      year: published.year,
    };
    const who = published.applicants === "international" ? "International" : "";
    const source = published.verified ? published.sourceUrl : undefined;
    const line = (kind: string, weight: -1 | 0): Reason =>
      source === undefined
        ? { key: `fit.reason.${kind}${who}`, values, weight }
        : { key: `fit.reason.${kind}${who}`, values, weight, source };
    const rated: Basis =
      published.rate < REACH_RATE
        ? { reasons: [line("rateReach", -1)], neverLikely: true }
        : published.rate < SELECTIVE_RATE
          ? { reasons: [line("rateSelective", 0)], neverLikely: true }
          : { reasons: [line("rateOpen", 0)], neverLikely: false };
    if (published.verified) return rated;
    rated.reasons.push({ key: "fit.reason.rateUnverified", values: {}, weight: 0 });
    // A rank within the top 100 always rules out likely; within the top 20 it also makes a reach.
    const ranked = byRank(school.rank, true);
    const reach = (basis: Basis) => basis.reasons.some((r) => r.weight < 0);
    const stricter = ranked !== null && (!rated.neverLikely || (reach(ranked) && !reach(rated)));
    return stricter ? { reasons: [...rated.reasons, ...ranked.reasons], neverLikely: true } : rated;
  }
  return (
    byRank(school.rank, false) ?? {
      reasons: [{ key: "fit.reason.rateUnknown", values: {}, weight: 0 }],
      neverLikely: false,
    }
  );
}

export function checkFit(profile: FitProfile | null, school: SchoolRequirements): Fit {
  if (!profile) return { verdict: null, reasons: [] };
  const grade = profile.gradeMax !== undefined ? gaokao(profile, school) : gpa(profile, school);
  const reasons = [english(profile, school), grade, ...tests(profile, school)].filter((r): r is Reason => r !== null);
  const compared = reasons.filter((r) => !r.key.endsWith("Missing"));
  if (compared.length === 0) return { verdict: null, reasons };
  const basis = selectivity(school);
  reasons.push(...basis.reasons);
  if (reasons.some((r) => r.weight < 0)) return { verdict: "reach", reasons };
  const gpaAbove = reasons.some((r) => r.key.startsWith("fit.reason.gpaAbove") || r.key === "fit.reason.gaokaoAbove");
  const nothingMissing = !reasons.some((r) => r.key.endsWith("Missing"));
  const testsMet = reasons
    .filter((r) => r.key.startsWith("fit.reason.test") || r.key.startsWith("fit.reason.middle"))
    .every((r) => r.weight > 0);
  if (gpaAbove && nothingMissing && testsMet && !basis.neverLikely) return { verdict: "likely", reasons };
  return { verdict: "match", reasons };
}
