import type { Db } from "~/.server/db/database";
import type { SchoolDeadlineTable } from "~/.server/db/schema";
import {
  actionKinds,
  addDays,
  type Deadline,
  type DeadlineKind,
  deadlineWindows,
  type IntakeTerm,
  parseDeadlineLabels,
} from "./deadline-kinds";

type Row = Omit<SchoolDeadlineTable, "id" | "labels"> & { id: number; labels: string };

export const toDeadline = (r: Row): Deadline => ({
  id: r.id,
  schoolId: r.school_id,
  enrollmentId: r.enrollment_id,
  intakeYear: r.intake_year,
  intakeTerm: r.intake_term as IntakeTerm,
  kind: r.kind as DeadlineKind,
  date: r.date,
  label: r.label,
  labels: parseDeadlineLabels(r.labels),
  sourceUrl: r.source_url,
  checkedOn: r.checked_on,
});

/** A school's deadlines from `today` on (and those of the last 30 days, marked past by the page), by date. */
export async function listSchoolDeadlines(db: Db, schoolId: number, today: string): Promise<Deadline[]> {
  const rows = await db
    .selectFrom("school_deadlines")
    .selectAll()
    .where("school_id", "=", schoolId)
    .where("date", ">=", addDays(today, -30))
    .orderBy("date")
    .orderBy("id")
    .execute();
  return rows.map(toDeadline);
}

/** Every upcoming deadline of several schools (shortlist, compare), by school. */
export async function upcomingDeadlines(db: Db, schoolIds: number[], today: string): Promise<Map<number, Deadline[]>> {
  const map = new Map<number, Deadline[]>();
  if (!schoolIds.length) return map;
  const rows = await db
    .selectFrom("school_deadlines")
    .selectAll()
    .where("school_id", "in", schoolIds)
    .where("date", ">=", today)
    .orderBy("date")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = map.get(row.school_id) ?? [];
    list.push(toDeadline(row));
    map.set(row.school_id, list);
  }
  return map;
}

/** The next date to act on (early round, application, scholarship) per school, for cards. */
export async function nextActionDeadlines(db: Db, schoolIds: number[], today: string): Promise<Map<number, Deadline>> {
  const map = new Map<number, Deadline>();
  if (!schoolIds.length) return map;
  const rows = await db
    .selectFrom("school_deadlines")
    .selectAll()
    .where("school_id", "in", schoolIds)
    .where("kind", "in", [...actionKinds])
    .where("date", ">=", today)
    .orderBy("date")
    .orderBy("id")
    .execute();
  for (const row of rows) if (!map.has(row.school_id)) map.set(row.school_id, toDeadline(row));
  return map;
}

/** Schools with a date to act on between today and `days` days from now (the list filter). */
export async function schoolIdsWithDeadlineWithin(db: Db, days: number, today: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom("school_deadlines")
    .select("school_id")
    .distinct()
    .where("kind", "in", [...actionKinds])
    .where("date", ">=", today)
    .where("date", "<=", addDays(today, days))
    .execute();
  return new Set(rows.map((r) => r.school_id));
}

/** `?deadline_within=30`: one of the offered windows, or undefined; anything else is a bad request. */
export function parseDeadlineWithin(params: URLSearchParams): number | undefined | "invalid" {
  const raw = params.get("deadline_within");
  if (raw === null || raw === "") return undefined;
  const days = Number(raw);
  return (deadlineWindows as readonly number[]).includes(days) ? days : "invalid";
}
