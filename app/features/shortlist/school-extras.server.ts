import type { Db } from "~/.server/db/database";
import { siteToday } from "~/features/deadlines/deadline-kinds";
import { listSchoolDeadlines, nextActionDeadlines } from "~/features/deadlines/deadlines.server";
import { fitProfileOf, fitsFor } from "~/features/fit/fit.server";
import { hasComparable } from "~/features/fit/profile";
import { listEnrollments } from "~/features/reference/reference.server";
import type { Locale } from "~/lib/locales";
import type { CardExtras, SchoolPageExtras } from "./extras";

/**
 * What the shortlist features add to a school page: its application dates, the fit check for
 * this browser's profile (and the yearly cost). One call, so the route stays a loader and a component.
 */
export async function loadSchoolPageExtras(
  db: Db,
  locale: Locale,
  schoolId: number,
  request: Request,
  now: Date = new Date(),
): Promise<SchoolPageExtras> {
  const today = siteToday(now);
  const [deadlines, enrollments, fits] = await Promise.all([
    listSchoolDeadlines(db, schoolId, today),
    listEnrollments(db, locale),
    fitsFor(db, fitProfileOf(request), [schoolId]),
  ]);
  return {
    today,
    deadlines,
    enrollments: enrollments.map((e) => ({ id: e.id, name: e.name })),
    fit: fits[schoolId],
  };
}

/** Per school of a list page: the next date to act on and the fit (and the yearly cost). */
export async function loadCardExtras(
  db: Db,
  schoolIds: number[],
  request: Request,
  now: Date = new Date(),
): Promise<{ today: string; hasProfile: boolean; bySchool: Record<number, CardExtras> }> {
  const today = siteToday(now);
  const profile = fitProfileOf(request);
  const [next, fits] = await Promise.all([nextActionDeadlines(db, schoolIds, today), fitsFor(db, profile, schoolIds)]);
  const bySchool: Record<number, CardExtras> = {};
  for (const id of schoolIds) bySchool[id] = { nextDeadline: next.get(id), fit: fits[id] };
  return { today, hasProfile: hasComparable(profile), bySchool };
}
