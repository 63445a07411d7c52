import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { isIsoDate } from "~/features/deadlines/deadline-kinds";
import { type FieldError, type FormValues, formText, type Parsed } from "~/lib/form";
import { testRanges } from "./grades";

export interface RequirementInput {
  schoolId: number;
  enrollmentId: 1 | 2;
  minGpa: number | null;
  sat: number | null;
  gre: number | null;
  gmat: number | null;
  sourceUrl: string;
  checkedOn: string;
}

const numberFields = {
  min_gpa: { min: 0, max: 4, step: 0.01 },
  sat: testRanges.sat,
  gre: testRanges.gre,
  gmat: testRanges.gmat,
} as const;

/**
 * Reads and checks a requirement row: a school, bachelor's (1) or master's (2), at least one
 * number in range, and the school's page with the day it was checked. One row per school and level.
 */
export async function parseRequirementForm(db: Db, form: FormData, today: string): Promise<Parsed<RequirementInput>> {
  const names = ["school_id", "enrollment_id", ...Object.keys(numberFields), "source_url", "checked_on"];
  const values: FormValues = Object.fromEntries(names.map((n) => [n, formText(form, n)]));
  const errors: Record<string, FieldError> = {};
  const schoolId = Number(values.school_id);
  const school =
    Number.isInteger(schoolId) && schoolId > 0
      ? await db.selectFrom("schools").select("id").where("id", "=", schoolId).executeTakeFirst()
      : undefined;
  if (!school) errors.school_id = { key: "admin.form.required" };
  const enrollmentId = values.enrollment_id === "2" ? 2 : values.enrollment_id === "1" ? 1 : null;
  if (!enrollmentId) errors.enrollment_id = { key: "admin.form.required" };
  const numbers: Record<string, number | null> = {};
  for (const [name, range] of Object.entries(numberFields)) {
    const raw = (values[name] ?? "").replace(",", ".");
    if (!raw) {
      numbers[name] = null;
      continue;
    }
    const n = Number(raw);
    if (!Number.isFinite(n) || n < range.min || n > range.max) {
      errors[name] = { key: "admin.requirements.error.range", params: { min: range.min, max: range.max } };
    }
    numbers[name] = n;
  }
  if (Object.values(numbers).every((n) => n === null) && !Object.keys(errors).some((k) => k in numberFields)) {
    errors.min_gpa = { key: "admin.requirements.error.empty" };
  }
  const sourceUrl = values.source_url ?? "";
  if (!/^https:\/\/[^\s/]+\.[^\s/]+/.test(sourceUrl) || sourceUrl.length > 500) {
    errors.source_url = { key: "admin.deadlines.error.url" };
  }
  const checkedOn = values.checked_on ?? "";
  if (!isIsoDate(checkedOn)) errors.checked_on = { key: "admin.deadlines.error.date" };
  else if (checkedOn > today) errors.checked_on = { key: "admin.deadlines.error.future" };
  if (school && enrollmentId) {
    const id = Number(formText(form, "id")) || 0;
    const other = await db
      .selectFrom("school_requirements")
      .select("id")
      .where("school_id", "=", schoolId)
      .where("enrollment_id", "=", enrollmentId)
      .where("id", "!=", id)
      .executeTakeFirst();
    if (other) errors.school_id = { key: "admin.requirements.error.exists" };
  }
  if (Object.keys(errors).length || !enrollmentId) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    value: {
      schoolId,
      enrollmentId,
      minGpa: numbers.min_gpa ?? null,
      sat: numbers.sat ?? null,
      gre: numbers.gre ?? null,
      gmat: numbers.gmat ?? null,
      sourceUrl,
      checkedOn,
    },
  };
}

export interface AdminRequirement extends RequirementInput {
  id: number;
  schoolName: string;
}

export async function listRequirementsForAdmin(db: Db): Promise<AdminRequirement[]> {
  const rows = await db
    .selectFrom("school_requirements as r")
    .innerJoin("schools as s", "s.id", "r.school_id")
    .selectAll("r")
    .select("s.name_en")
    .orderBy("s.name_en")
    .orderBy("r.enrollment_id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    schoolId: r.school_id,
    schoolName: r.name_en,
    enrollmentId: r.enrollment_id === 2 ? 2 : 1,
    minGpa: r.min_gpa === null ? null : Number(r.min_gpa),
    sat: r.sat,
    gre: r.gre,
    gmat: r.gmat,
    sourceUrl: r.source_url,
    checkedOn: r.checked_on,
  }));
}

const columns = (input: RequirementInput) => ({
  school_id: input.schoolId,
  enrollment_id: input.enrollmentId,
  min_gpa: input.minGpa,
  sat: input.sat,
  gre: input.gre,
  gmat: input.gmat,
  source_url: input.sourceUrl,
  checked_on: input.checkedOn,
});

export async function createRequirement(db: Db, actor: Actor, input: RequirementInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("school_requirements")
      .values(columns(input))
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, "requirement.create", "school_requirement", row.id, { ...columns(input) });
    return row.id;
  });
}

export async function updateRequirement(db: Db, actor: Actor, id: number, input: RequirementInput): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("school_requirements")
      .set(columns(input))
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordAudit(trx, actor, "requirement.update", "school_requirement", id, { ...columns(input) });
    return true;
  });
}

export async function deleteRequirement(db: Db, actor: Actor, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("school_requirements").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordAudit(trx, actor, "requirement.delete", "school_requirement", id);
    return true;
  });
}
