import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import type { FieldError, FormValues, Parsed } from "~/lib/form";
import { formText } from "~/lib/form";
import {
  DEADLINE_LABEL_MAX,
  DEADLINE_URL_MAX,
  type Deadline,
  type DeadlineKind,
  deadlineKinds,
  type IntakeTerm,
  intakeTerms,
  isIsoDate,
} from "./deadline-kinds";
import { toDeadline } from "./deadlines.server";

export interface DeadlineInput {
  schoolId: number;
  enrollmentId: number;
  intakeYear: number;
  intakeTerm: IntakeTerm;
  kind: DeadlineKind;
  date: string;
  label: string;
  sourceUrl: string;
  checkedOn: string;
}

const fields = [
  "school_id",
  "enrollment_id",
  "intake_year",
  "intake_term",
  "kind",
  "date",
  "label",
  "source_url",
  "checked_on",
] as const;

/**
 * Reads and checks the deadline form. Every date needs the page it comes from (an https link)
 * and the day someone checked it there, not in the future.
 */
export async function parseDeadlineForm(db: Db, form: FormData, today: string): Promise<Parsed<DeadlineInput>> {
  const values: FormValues = Object.fromEntries(fields.map((f) => [f, formText(form, f)]));
  const errors: Record<string, FieldError> = {};
  const required = { key: "admin.form.required" };
  const schoolId = Number(values.school_id);
  const school =
    Number.isInteger(schoolId) && schoolId > 0
      ? await db.selectFrom("schools").select("id").where("id", "=", schoolId).executeTakeFirst()
      : undefined;
  if (!school) errors.school_id = required;
  const enrollmentId = Number(values.enrollment_id);
  const enrollment =
    Number.isInteger(enrollmentId) && enrollmentId > 0
      ? await db.selectFrom("school_enrollments").select("id").where("id", "=", enrollmentId).executeTakeFirst()
      : undefined;
  if (!enrollment) errors.enrollment_id = required;
  const intakeYear = Number(values.intake_year);
  if (!Number.isInteger(intakeYear) || intakeYear < 2000 || intakeYear > 2100) {
    errors.intake_year = { key: "admin.deadlines.error.year" };
  }
  if (!(intakeTerms as readonly string[]).includes(values.intake_term ?? "")) errors.intake_term = required;
  if (!(deadlineKinds as readonly string[]).includes(values.kind ?? "")) errors.kind = required;
  const date = values.date ?? "";
  if (!isIsoDate(date)) errors.date = { key: "admin.deadlines.error.date" };
  const checkedOn = values.checked_on ?? "";
  if (!isIsoDate(checkedOn)) errors.checked_on = { key: "admin.deadlines.error.date" };
  else if (checkedOn > today) errors.checked_on = { key: "admin.deadlines.error.future" };
  const label = values.label ?? "";
  if (label.length > DEADLINE_LABEL_MAX)
    errors.label = { key: "admin.form.tooLong", params: { max: DEADLINE_LABEL_MAX } };
  const sourceUrl = values.source_url ?? "";
  if (!sourceUrl) errors.source_url = required;
  else if (sourceUrl.length > DEADLINE_URL_MAX || !isHttpsUrl(sourceUrl)) {
    errors.source_url = { key: "admin.deadlines.error.url" };
  }
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    value: {
      schoolId,
      enrollmentId,
      intakeYear,
      intakeTerm: values.intake_term as IntakeTerm,
      kind: values.kind as DeadlineKind,
      date,
      label,
      sourceUrl,
      checkedOn,
    },
  };
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export interface AdminDeadline extends Deadline {
  schoolName: string;
  countryCode: string;
  updatedAt: string;
}

export interface DeadlineListFilter {
  schoolId?: number;
  /** only dates from this day on */
  from?: string;
}

/** Deadlines with their school, by date, for the back office. */
export async function listDeadlinesForAdmin(db: Db, filter: DeadlineListFilter = {}): Promise<AdminDeadline[]> {
  let query = db
    .selectFrom("school_deadlines as d")
    .innerJoin("schools as s", "s.id", "d.school_id")
    .innerJoin("countries as c", "c.id", "s.country_id")
    .selectAll("d")
    .select(["s.name_en as school_name", "c.code as country_code"]);
  if (filter.schoolId) query = query.where("d.school_id", "=", filter.schoolId);
  if (filter.from) query = query.where("d.date", ">=", filter.from);
  const rows = await query.orderBy("d.date").orderBy("s.name_en").orderBy("d.id").limit(1000).execute();
  return rows.map((r) => ({
    ...toDeadline(r),
    schoolName: r.school_name,
    countryCode: r.country_code,
    updatedAt: r.updated_at,
  }));
}

export async function getDeadline(db: Db, id: number): Promise<Deadline | undefined> {
  const row = await db.selectFrom("school_deadlines").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toDeadline(row) : undefined;
}

const columns = (input: DeadlineInput) => ({
  school_id: input.schoolId,
  enrollment_id: input.enrollmentId,
  intake_year: input.intakeYear,
  intake_term: input.intakeTerm,
  kind: input.kind,
  date: input.date,
  label: input.label,
  source_url: input.sourceUrl,
  checked_on: input.checkedOn,
});

export async function createDeadline(db: Db, actor: Actor, input: DeadlineInput, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const row = await trx
      .insertInto("school_deadlines")
      .values({ ...columns(input), created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, "deadline.create", "school_deadline", row.id, {
      school: input.schoolId,
      kind: input.kind,
      date: input.date,
    });
    return row.id;
  });
}

/**
 * Saves a deadline. A new date is also written to `school_deadline_changes`, in the same
 * transaction: the reminder job tells subscribed students about it (features/reminders).
 */
export async function updateDeadline(
  db: Db,
  actor: Actor,
  id: number,
  input: DeadlineInput,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("school_deadlines").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    const at = now.toISOString();
    await trx
      .updateTable("school_deadlines")
      .set({ ...columns(input), updated_at: at })
      .where("id", "=", id)
      .execute();
    if (current.date !== input.date) {
      await trx
        .insertInto("school_deadline_changes")
        .values({
          deadline_id: id,
          school_id: input.schoolId,
          old_date: current.date,
          new_date: input.date,
          changed_at: at,
        })
        .execute();
    }
    await recordAudit(trx, actor, "deadline.update", "school_deadline", id, {
      school: input.schoolId,
      kind: input.kind,
      ...(current.date !== input.date ? { from: current.date, to: input.date } : { date: input.date }),
    });
    return true;
  });
}

export async function deleteDeadline(db: Db, actor: Actor, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("school_deadlines").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    await trx.deleteFrom("school_deadlines").where("id", "=", id).execute();
    await recordAudit(trx, actor, "deadline.delete", "school_deadline", id, {
      school: current.school_id,
      kind: current.kind,
      date: current.date,
    });
    return true;
  });
}

/** Every school by English name, for the back office's school pickers. */
export async function listSchoolChoices(db: Db): Promise<Array<{ id: number; name: string; country: string }>> {
  const rows = await db
    .selectFrom("schools as s")
    .innerJoin("countries as c", "c.id", "s.country_id")
    .select(["s.id", "s.name_en", "c.code"])
    .orderBy("s.name_en")
    .orderBy("s.id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name_en, country: r.code }));
}
