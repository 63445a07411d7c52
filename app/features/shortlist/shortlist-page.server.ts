import type { Db } from "~/.server/db/database";
import { type CostTotal, type Rates, studentCurrency, totalCost, type YearlyCost } from "~/features/costs/costs";
import { costsFor } from "~/features/costs/costs.server";
import type { Deadline } from "~/features/deadlines/deadline-kinds";
import { siteToday } from "~/features/deadlines/deadline-kinds";
import { upcomingDeadlines } from "~/features/deadlines/deadlines.server";
import { fitProfileOf, fitsFor } from "~/features/fit/fit.server";
import type { Fit } from "~/features/fit/fit-rule";
import type { FitProfile } from "~/features/fit/profile";
import { listEnrollments } from "~/features/reference/reference.server";
import { type ReminderBox, reminderBox } from "~/features/reminders/reminder-actions.server";
import { getSchoolsByIds, type SchoolDetail } from "~/features/schools/schools.server";
import { readCookie } from "~/lib/cookies";
import type { Locale } from "~/lib/locales";
import { parseShortlist, pickCompared, SHORTLIST_COOKIE } from "./shortlist-cookie";

export interface ShortlistSchool extends SchoolDetail {
  /** upcoming dates, soonest first */
  deadlines: Deadline[];
}

export interface ShortlistPage {
  today: string;
  schools: ShortlistSchool[];
  compareIds: number[];
  /** ticked for comparison beyond the maximum: not compared, and the page says so */
  droppedIds: number[];
  enrollments: Array<{ id: number; name: string }>;
  reminders: ReminderBox;
  /** `?reminders=sent`: the confirmation mail has just been queued */
  remindersSent: boolean;
  /** the fit-check profile of this browser, and the fit of each shortlisted school */
  profile: FitProfile | null;
  fits: Record<number, Fit>;
  /** yearly cost of each school, and of them all, in the visitor's currency */
  costs: Record<number, YearlyCost>;
  total: CostTotal;
  ratesSetOn: string;
}

/** Everything /shortlist shows, from the shortlist cookie and `?compare=`. */
export async function loadShortlistPage(
  db: Db,
  locale: Locale,
  request: Request,
  rates: Rates,
  now = new Date(),
): Promise<ShortlistPage> {
  const today = siteToday(now);
  const ids = parseShortlist(readCookie(request.headers.get("cookie"), SHORTLIST_COOKIE));
  const profile = fitProfileOf(request);
  const [schools, deadlines, enrollments, reminders, fits, costs] = await Promise.all([
    getSchoolsByIds(db, locale, ids),
    upcomingDeadlines(db, ids, today),
    listEnrollments(db, locale),
    reminderBox(db, request),
    fitsFor(db, profile, ids),
    costsFor(db, locale, rates, ids),
  ]);
  const url = new URL(request.url);
  const compare = pickCompared(url.searchParams.getAll("compare"), ids);
  return {
    today,
    schools: schools.map((s) => ({ ...s, deadlines: deadlines.get(s.id) ?? [] })),
    compareIds: compare.ids,
    droppedIds: compare.dropped,
    enrollments: enrollments.map((e) => ({ id: e.id, name: e.name })),
    reminders,
    remindersSent: url.searchParams.get("reminders") === "sent",
    profile,
    fits,
    costs,
    total: totalCost(
      schools.map((s) => costs[s.id]).filter((c) => c !== undefined),
      studentCurrency[locale],
    ),
    ratesSetOn: rates.setOn,
  };
}
