import type { Db } from "~/.server/db/database";
import { type Parsed, parseForm, withErrors } from "~/lib/form";
import { requirementNumbersMissing, requirementSchema } from "./requirement-form";
import { schoolLevelError, schoolLevelWrites } from "./school-level-rows.server";

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
  const checked = withErrors(parsed, {
    school_id: await schoolLevelError(db, "school_requirements", form, parsed.values),
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

const writes = schoolLevelWrites(
  "school_requirements",
  { action: "requirement", entity: "school_requirement" },
  columns,
);
export const createRequirement = writes.create;
export const updateRequirement = writes.update;
export const deleteRequirement = writes.remove;
