import type { Db } from "~/.server/db/database";
import type { Rates } from "~/features/costs/costs";
import { costsFor } from "~/features/costs/costs.server";
import { siteToday } from "~/features/deadlines/deadline-kinds";
import { listSchoolDeadlines, nextActionDeadlines } from "~/features/deadlines/deadlines.server";
import { fitProfileOf, fitsFor } from "~/features/fit/fit.server";
import { hasComparable } from "~/features/fit/profile";
import { listEnrollments } from "~/features/reference/reference.server";
import type { Locale } from "~/lib/locales";
import type { CardExtras, SchoolPageExtras } from "./extras";

export interface ExtrasRequest {
  db: Db;
  locale: Locale;
  request: Request;
  /** EXCHANGE_RATES of the configuration */
  rates: Rates;
  now?: Date;
}

/**
 * What the shortlist features add to a school page: its application dates, the fit check for
 * this browser's profile and the yearly cost. One call, so the route stays a loader and a component.
 */
export async function loadSchoolPageExtras(on: ExtrasRequest, schoolId: number): Promise<SchoolPageExtras> {
  const today = siteToday(on.now ?? new Date());
  const [deadlines, enrollments, fits, costs] = await Promise.all([
    listSchoolDeadlines(on.db, schoolId, today),
    listEnrollments(on.db, on.locale),
    fitsFor(on.db, fitProfileOf(on.request), [schoolId]),
    costsFor(on.db, on.locale, on.rates, [schoolId]),
  ]);
  return {
    today,
    deadlines,
    enrollments: enrollments.map((e) => ({ id: e.id, name: e.name })),
    fit: fits[schoolId],
    cost: costs[schoolId],
    ratesSetOn: on.rates.setOn,
  };
}

/** Per school of a list page: the next date to act on, the fit and the yearly cost. */
export async function loadCardExtras(
  on: ExtrasRequest,
  schoolIds: number[],
): Promise<{ today: string; hasProfile: boolean; bySchool: Record<number, CardExtras> }> {
  const today = siteToday(on.now ?? new Date());
  const profile = fitProfileOf(on.request);
  const [next, fits, costs] = await Promise.all([
    nextActionDeadlines(on.db, schoolIds, today),
    fitsFor(on.db, profile, schoolIds),
    costsFor(on.db, on.locale, on.rates, schoolIds),
  ]);
  const bySchool: Record<number, CardExtras> = {};
  for (const id of schoolIds) bySchool[id] = { nextDeadline: next.get(id), fit: fits[id], cost: costs[id] };
  return { today, hasProfile: hasComparable(profile), bySchool };
}
