import { serializeCookie } from "~/lib/cookies";
import {
  GAOKAO_MAXIMUM,
  type GradeSystem,
  gaokaoPercent,
  gradeScales,
  isGradeSystem,
  isValidGrade,
  type TestName,
  testNames,
  testRanges,
  toUsGpa,
} from "./grades";

/**
 * What a student enters for the fit check. It lives in a cookie of their browser only; nothing is
 * stored on the server unless they book a consultation (then it is attached to the booking).
 */
export interface FitProfile {
  system: GradeSystem;
  /** the grade in the home system */
  grade: number | null;
  /** the gaokao only: the province's maximum score */
  gradeMax?: number;
  /** "undergraduate" compares with a school's first-degree requirements, "graduate" with its master's */
  level: "undergraduate" | "graduate";
  scores: Partial<Record<TestName, number>>;
}

export const FIT_COOKIE = "fit_profile";
/** 90 days, then the student enters their grades again. */
const FIT_MAX_AGE = 90 * 24 * 3600;

export const levelEnrollment = { undergraduate: 1, graduate: 2 } as const;

function inRange(value: number, range: { min: number; max: number; step: number }): boolean {
  if (!Number.isFinite(value) || value < range.min || value > range.max) return false;
  const steps = (value - range.min) / range.step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

export type FitFormErrors = Partial<Record<"grade" | "grade_max" | TestName | "system", string>>;

/** Reads the form; errors are message keys per field. Empty fields are simply not given. */
export function parseFitForm(
  form: FormData,
): { ok: true; profile: FitProfile } | { ok: false; errors: FitFormErrors; values: Record<string, string> } {
  const text = (name: string) =>
    String(form.get(name) ?? "")
      .trim()
      .replace(",", ".");
  const values: Record<string, string> = Object.fromEntries(
    ["system", "grade", "grade_max", "level", ...testNames].map((n) => [n, text(n)]),
  );
  const errors: FitFormErrors = {};
  const system = values.system;
  if (!isGradeSystem(system)) errors.system = "fit.error.system";
  let grade: number | null = null;
  const gaokao = isGradeSystem(system) && gradeScales[system].percentOfMaximum === true;
  const gradeMax = gaokao && values.grade_max ? Number(values.grade_max) : undefined;
  if (values.grade) {
    grade = Number(values.grade);
    const maximumOk =
      gradeMax !== undefined &&
      Number.isInteger(gradeMax) &&
      gradeMax >= GAOKAO_MAXIMUM.min &&
      gradeMax <= GAOKAO_MAXIMUM.max;
    if (gaokao && !maximumOk) errors.grade_max = "fit.error.gradeMax";
    else if (!isGradeSystem(system) || !isValidGrade(system, grade, gradeMax)) errors.grade = "fit.error.grade";
  }
  const scores: FitProfile["scores"] = {};
  for (const test of testNames) {
    const raw = values[test];
    if (!raw) continue;
    const score = Number(raw);
    if (inRange(score, testRanges[test])) scores[test] = score;
    else errors[test] = `fit.error.${test}`;
  }
  if (Object.keys(errors).length || !isGradeSystem(system)) return { ok: false, errors, values };
  const level = values.level === "graduate" ? "graduate" : "undergraduate";
  return {
    ok: true,
    profile:
      grade !== null && gradeMax !== undefined
        ? { system, grade, gradeMax, level, scores }
        : { system, grade, level, scores },
  };
}

/** The stored form (cookie, booking): short keys, JSON; read back with parseFitProfile. */
export function fitProfileJson(profile: FitProfile): string {
  return JSON.stringify({
    s: profile.system,
    g: profile.grade,
    ...(profile.gradeMax === undefined ? {} : { m: profile.gradeMax }),
    l: profile.level === "graduate" ? "g" : "u",
    ...profile.scores,
  });
}

/** The cookie of the profile (90 days, HttpOnly). */
export const serializeFitProfile = (profile: FitProfile, secure: boolean): string =>
  serializeCookie(FIT_COOKIE, fitProfileJson(profile), { maxAge: FIT_MAX_AGE, httpOnly: true, secure });

export const clearFitProfile = (secure: boolean) =>
  serializeCookie(FIT_COOKIE, "", { maxAge: 0, httpOnly: true, secure });

/** The profile of a cookie value, or null when absent or not a valid profile. */
export function parseFitProfile(value: string | undefined): FitProfile | null {
  if (!value) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!isGradeSystem(r.s)) return null;
  const system = r.s;
  const gradeMax = gradeScales[system].percentOfMaximum && typeof r.m === "number" ? r.m : undefined;
  const grade = typeof r.g === "number" && isValidGrade(system, r.g, gradeMax) ? r.g : null;
  const scores: FitProfile["scores"] = {};
  for (const test of testNames) {
    const score = r[test];
    if (typeof score === "number" && inRange(score, testRanges[test])) scores[test] = score;
  }
  const level = r.l === "g" ? "graduate" : "undergraduate";
  return grade !== null && gradeMax !== undefined
    ? { system, grade, gradeMax, level, scores }
    : { system, grade, level, scores };
}

/** The gaokao score as a percentage of the province's maximum; null for other systems. */
export const profileGaokaoPercent = (profile: FitProfile): number | null =>
  profile.grade !== null && profile.gradeMax !== undefined ? gaokaoPercent(profile.grade, profile.gradeMax) : null;

/** The grade on the US 4.0 scale, when the student gave one. */
export const profileGpa = (profile: FitProfile): number | null =>
  profile.grade === null ? null : (toUsGpa(profile.system, profile.grade) ?? null);

/** Has the student entered anything the check can compare? */
export const hasComparable = (profile: FitProfile | null): profile is FitProfile =>
  profile !== null && (profile.grade !== null || Object.keys(profile.scores).length > 0);

const systemShort: Record<GradeSystem, string> = {
  tw100: "Taiwan /100",
  twGpa4: "Taiwan GPA /4",
  twGpa43: "Taiwan GPA /4.3",
  cn100: "China /100",
  cnGpa: "China GPA /4",
  cnGaokao: "China gaokao",
  vn10: "Vietnam /10",
  th4: "Thailand GPA /4",
  ph5: "Philippines 1.0–5.0",
  phGpa4: "Philippines GPA /4 (4.0 best)",
  phPercent: "Philippines %",
};

/**
 * One line for the back office (both of its languages read it): the profile a booking arrived
 * with, e.g. "Vietnam /10 8.2 (≈ 3.5 US) · IELTS 6.5 · graduate". Null when there is none.
 */
export function describeFitProfile(json: string | null): string | null {
  const profile = parseFitProfile(json ?? undefined);
  if (!profile) return null;
  const gpa = profileGpa(profile);
  const parts = [
    profile.grade === null
      ? systemShort[profile.system]
      : profile.gradeMax !== undefined
        ? `${systemShort[profile.system]} ${profile.grade}/${profile.gradeMax} (${profileGaokaoPercent(profile)}%)`
        : `${systemShort[profile.system]} ${profile.grade} (≈ ${gpa} US)`,
    ...testNames.filter((n) => profile.scores[n] !== undefined).map((n) => `${n.toUpperCase()} ${profile.scores[n]}`),
    profile.level,
  ];
  return parts.join(" · ");
}
