import type { Db } from "~/.server/db/database";
import { siteToday } from "~/features/deadlines/deadline-kinds";
import { listSchoolDeadlines, nextActionDeadlines } from "~/features/deadlines/deadlines.server";
import { listEnrollments } from "~/features/reference/reference.server";
import type { Locale } from "~/lib/locales";
import type { CardExtras, SchoolPageExtras } from "./extras";

/**
 * What the shortlist features add to a school page: its application dates (and, further on,
 * the fit check and the yearly cost). One call, so the route stays a loader and a component.
 */
export async function loadSchoolPageExtras(
  db: Db,
  locale: Locale,
  schoolId: number,
  now: Date = new Date(),
): Promise<SchoolPageExtras> {
  const today = siteToday(now);
  const [deadlines, enrollments] = await Promise.all([
    listSchoolDeadlines(db, schoolId, today),
    listEnrollments(db, locale),
  ]);
  return { today, deadlines, enrollments: enrollments.map((e) => ({ id: e.id, name: e.name })) };
}

/** Per school of a list page: the next date to act on (and, further on, fit and cost). */
export async function loadCardExtras(
  db: Db,
  schoolIds: number[],
  now: Date = new Date(),
): Promise<{ today: string; bySchool: Record<number, CardExtras> }> {
  const today = siteToday(now);
  const next = await nextActionDeadlines(db, schoolIds, today);
  const bySchool: Record<number, CardExtras> = {};
  for (const id of schoolIds) bySchool[id] = { nextDeadline: next.get(id) };
  return { today, bySchool };
}
