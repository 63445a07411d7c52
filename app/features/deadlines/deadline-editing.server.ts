import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { type Parsed, parseForm, withErrors } from "~/lib/form";
import { deadlineSchema } from "./deadline-form";
import { type Deadline, type DeadlineKind, type DeadlineLabels, type IntakeTerm, labelLocales } from "./deadline-kinds";
import { toDeadline } from "./deadlines.server";
import { knownRoundLabels } from "./round-names.server";

export interface DeadlineInput {
  schoolId: number;
  enrollmentId: number;
  intakeYear: number;
  intakeTerm: IntakeTerm;
  kind: DeadlineKind;
  date: string;
  label: string;
  /** the round's name in tw, cn, vi, th; absent: none (the pages name the kind) */
  labels?: DeadlineLabels;
  sourceUrl: string;
  checkedOn: string;
}

/**
 * Reads and checks the deadline form with its schema (`deadline-form.ts`), then that the school and
 * the enrollment type exist.
 */
export async function parseDeadlineForm(db: Db, form: FormData, today: string): Promise<Parsed<DeadlineInput>> {
  const parsed = parseForm(deadlineSchema(today), form);
  const required = { key: "admin.form.required" };
  const known = async (table: "schools" | "school_enrollments", raw: string | undefined) => {
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31) return false;
    return Boolean(await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
  };
  const checked = withErrors(parsed, {
    school_id: (await known("schools", parsed.values.school_id)) ? undefined : required,
    enrollment_id: (await known("school_enrollments", parsed.values.enrollment_id)) ? undefined : required,
  });
  if (!checked.ok) return checked;
  const v = checked.value;
  // A language left empty takes the usual name of a known round ("Regular Decision" → 常規申請).
  const usual = knownRoundLabels(v.label);
  const labels: DeadlineLabels = {};
  for (const locale of labelLocales) {
    const typed = v[`label_${locale}`];
    const name = typed || usual[locale];
    if (name) labels[locale] = name;
  }
  return {
    ok: true,
    values: checked.values,
    value: {
      schoolId: v.school_id,
      enrollmentId: v.enrollment_id,
      intakeYear: v.intake_year,
      intakeTerm: v.intake_term,
      kind: v.kind,
      date: v.date,
      label: v.label,
      labels,
      sourceUrl: v.source_url,
      checkedOn: v.checked_on,
    },
  };
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
  labels: JSON.stringify(input.labels ?? {}),
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
