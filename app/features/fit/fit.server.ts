import type { Db } from "~/.server/db/database";
import { readCookie } from "~/lib/cookies";
import { checkFit, type Fit, type SchoolRequirements } from "./fit-rule";
import { FIT_COOKIE, type FitProfile, hasComparable, levelEnrollment, parseFitProfile } from "./profile";

/** The fit-check profile in this request's cookie, or null. */
export const fitProfileOf = (request: Request): FitProfile | null =>
  parseFitProfile(readCookie(request.headers.get("cookie"), FIT_COOKIE));

/** What the rule compares, for some schools: one indexed read (a page of a list is 20 schools). */
export async function loadRequirements(
  db: Db,
  schoolIds: number[],
  level: FitProfile["level"],
): Promise<Map<number, SchoolRequirements>> {
  const map = new Map<number, SchoolRequirements>();
  if (!schoolIds.length) return map;
  const rows = await db
    .selectFrom("schools as s")
    .leftJoin("school_requirements as r", (join) =>
      join.onRef("r.school_id", "=", "s.id").on("r.enrollment_id", "=", levelEnrollment[level]),
    )
    .leftJoin("school_admit_rates as a", (join) =>
      join.onRef("a.school_id", "=", "s.id").on("a.enrollment_id", "=", levelEnrollment[level]),
    )
    .select(["s.id", "s.rank_latest", "s.type", "s.toefl", "s.ielts", "r.min_gpa", "r.sat", "r.gre", "r.gmat"])
    .select("r.gaokao_pct")
    .select(["a.rate", "a.applicants", "a.year", "a.source_url as rate_source", "a.verified", "a.sat_25", "a.sat_75"])
    .where("s.id", "in", schoolIds)
    .execute();
  for (const r of rows) {
    map.set(r.id, {
      schoolId: r.id,
      admitRate:
        r.rate === null || r.year === null || r.rate_source === null
          ? null
          : {
              rate: Number(r.rate),
              applicants: r.applicants === "international" ? "international" : "all",
              year: r.year,
              sourceUrl: r.rate_source,
              verified: r.verified === 1,
              sat25: r.sat_25,
              sat75: r.sat_75,
            },
      rank: r.rank_latest,
      type: r.type,
      toefl: r.toefl,
      ielts: r.ielts === null ? null : Number(r.ielts),
      minGpa: r.min_gpa === null ? null : Number(r.min_gpa),
      sat: r.sat,
      gre: r.gre,
      gmat: r.gmat,
      gaokaoPct: r.gaokao_pct === null ? null : Number(r.gaokao_pct),
    });
  }
  return map;
}

/** The fit of each school for a profile; empty when the student has entered nothing to compare. */
export async function fitsFor(db: Db, profile: FitProfile | null, schoolIds: number[]): Promise<Record<number, Fit>> {
  const fits: Record<number, Fit> = {};
  if (!hasComparable(profile)) return fits;
  const requirements = await loadRequirements(db, schoolIds, profile.level);
  for (const id of schoolIds) {
    const school = requirements.get(id);
    if (school) fits[id] = checkFit(profile, school);
  }
  return fits;
}
