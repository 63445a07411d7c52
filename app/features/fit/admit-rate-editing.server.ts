import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { formText, type Parsed, parseForm, withErrors } from "~/lib/form";
import { type AdmitRateApplicants, admitRateSatMismatch, admitRateSchema } from "./admit-rate-form";

export interface AdmitRateInput {
  schoolId: number;
  enrollmentId: 1 | 2;
  rate: number;
  applicants: AdmitRateApplicants;
  year: string;
  sat25: number | null;
  sat75: number | null;
  sourceUrl: string;
  checkedOn: string;
}

/** Reads and checks an admission-rate row, then that the school exists and has no other row for this level. */
export async function parseAdmitRateForm(db: Db, form: FormData, today: string): Promise<Parsed<AdmitRateInput>> {
  const parsed = parseForm(admitRateSchema(today), form);
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
          .selectFrom("school_admit_rates")
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
    sat_75: admitRateSatMismatch(parsed.values),
  });
  if (!checked.ok) return checked;
  const v = checked.value;
  return {
    ok: true,
    values: checked.values,
    value: {
      schoolId: v.school_id,
      enrollmentId: v.enrollment_id,
      rate: Math.round(v.rate * 10) / 10,
      applicants: v.applicants,
      year: v.year,
      sat25: v.sat_25,
      sat75: v.sat_75,
      sourceUrl: v.source_url,
      checkedOn: v.checked_on,
    },
  };
}

export interface AdminAdmitRate extends AdmitRateInput {
  id: number;
  schoolName: string;
  /** false: seeded from a figure nobody has checked against its source yet */
  verified: boolean;
  sourceKind: string | null;
}

export async function listAdmitRatesForAdmin(db: Db): Promise<AdminAdmitRate[]> {
  const rows = await db
    .selectFrom("school_admit_rates as a")
    .innerJoin("schools as s", "s.id", "a.school_id")
    .selectAll("a")
    .select("s.name_en")
    .orderBy("a.rate")
    .orderBy("s.name_en")
    .orderBy("a.enrollment_id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    schoolId: r.school_id,
    schoolName: r.name_en,
    enrollmentId: r.enrollment_id === 2 ? 2 : 1,
    rate: Number(r.rate),
    applicants: r.applicants === "international" ? "international" : "all",
    year: r.year,
    sat25: r.sat_25,
    sat75: r.sat_75,
    sourceUrl: r.source_url,
    checkedOn: r.checked_on,
    verified: r.verified === 1,
    sourceKind: r.source_kind,
  }));
}

const columns = (input: AdmitRateInput) => ({
  school_id: input.schoolId,
  enrollment_id: input.enrollmentId,
  rate: input.rate,
  applicants: input.applicants,
  year: input.year,
  sat_25: input.sat25,
  sat_75: input.sat75,
  source_url: input.sourceUrl,
  checked_on: input.checkedOn,
  // Staff checked the figure against the source they give (migration 0039).
  verified: 1,
});

export async function createAdmitRate(db: Db, actor: Actor, input: AdmitRateInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("school_admit_rates")
      .values(columns(input))
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, "admitRate.create", "school_admit_rate", row.id, { ...columns(input) });
    return row.id;
  });
}

export async function updateAdmitRate(db: Db, actor: Actor, id: number, input: AdmitRateInput): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("school_admit_rates")
      .set(columns(input))
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordAudit(trx, actor, "admitRate.update", "school_admit_rate", id, { ...columns(input) });
    return true;
  });
}

export async function deleteAdmitRate(db: Db, actor: Actor, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("school_admit_rates").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordAudit(trx, actor, "admitRate.delete", "school_admit_rate", id);
    return true;
  });
}
