import type { Db } from "~/.server/db/database";
import { readCookie } from "~/lib/cookies";
import { checkFit, type Fit, type SchoolRequirements } from "./fit-rule";
import { FIT_COOKIE, type FitProfile, hasComparable, levelEnrollment, parseFitProfile } from "./profile";

/** The fit-check profile in this request's cookie, or null. */
export const fitProfileOf = (request: Request): FitProfile | null =>
  parseFitProfile(readCookie(request.headers.get("cookie"), FIT_COOKIE));

/** What the rule compares, for some schools: two small indexed reads (a page of a list is 20). */
export async function loadRequirements(
  db: Db,
  schoolIds: number[],
  level: FitProfile["level"],
): Promise<Map<number, SchoolRequirements>> {
  const map = new Map<number, SchoolRequirements>();
  if (!schoolIds.length) return map;
  const [schools, stated] = await Promise.all([
    db
      .selectFrom("schools")
      .select(["id", "rank_latest", "type", "toefl", "ielts"])
      .where("id", "in", schoolIds)
      .execute(),
    db
      .selectFrom("school_requirements")
      .selectAll()
      .where("school_id", "in", schoolIds)
      .where("enrollment_id", "=", levelEnrollment[level])
      .execute(),
  ]);
  for (const s of schools) {
    const r = stated.find((row) => row.school_id === s.id);
    map.set(s.id, {
      schoolId: s.id,
      rank: s.rank_latest,
      type: s.type,
      toefl: s.toefl,
      ielts: s.ielts === null ? null : Number(s.ielts),
      minGpa: r?.min_gpa ?? null,
      sat: r?.sat ?? null,
      gre: r?.gre ?? null,
      gmat: r?.gmat ?? null,
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
