import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { formText, type Parsed, parseForm, withErrors } from "~/lib/form";
import { requirementNumbersMissing, requirementSchema } from "./requirement-form";

export interface RequirementInput {
  schoolId: number;
  enrollmentId: 1 | 2;
  minGpa: number | null;
  sat: number | null;
  gre: number | null;
  gmat: number | null;
  /** the gaokao as a percentage of the province's maximum */
  gaokaoPct?: number | null;
  sourceUrl: string;
  checkedOn: string;
}

/**
 * Reads and checks a requirement row with its schema (`requirement-form.ts`), then that the school
 * exists and has no other row for this level.
 */
export async function parseRequirementForm(db: Db, form: FormData, today: string): Promise<Parsed<RequirementInput>> {
  const parsed = parseForm(requirementSchema(today), form);
  const schoolId = Number(parsed.values.school_id);
  const school =
    Number.isInteger(schoolId) && schoolId > 0 && schoolId <= 2 ** 31
      ? await db.selectFrom("schools").select("id").where("id", "=", schoolId).executeTakeFirst()
      : undefined;
  const level = parsed.values.enrollment_id;
  const enrollmentId = level === "2" ? 2 : level === "1" ? 1 : null;
  const other =
    school && enrollmentId
      ? await db
          .selectFrom("school_requirements")
          .select("id")
          .where("school_id", "=", schoolId)
          .where("enrollment_id", "=", enrollmentId)
          .where("id", "!=", Number(formText(form, "id")) || 0)
          .executeTakeFirst()
      : undefined;
  const checked = withErrors(parsed, {
    school_id: !school
      ? { key: "admin.form.required" }
      : other
        ? { key: "admin.requirements.error.exists" }
        : undefined,
    min_gpa: requirementNumbersMissing(parsed.values),
  });
  if (!checked.ok) return checked;
  const v = checked.value;
  return {
    ok: true,
    values: checked.values,
    value: {
      schoolId: v.school_id,
      enrollmentId: v.enrollment_id,
      minGpa: v.min_gpa,
      sat: v.sat,
      gre: v.gre,
      gmat: v.gmat,
      gaokaoPct: v.gaokao_pct,
      sourceUrl: v.source_url,
      checkedOn: v.checked_on,
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
    gaokaoPct: r.gaokao_pct === null ? null : Number(r.gaokao_pct),
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
  gaokao_pct: input.gaokaoPct ?? null,
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
