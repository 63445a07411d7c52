import type { Insertable } from "kysely";
import type { Db } from "~/.server/db/database";
import type { Database } from "~/.server/db/schema";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { type FieldError, type FormValues, formText } from "~/lib/form";

/**
 * What the back-office editors of per-school, per-level rows (requirements, admission rates) share:
 * the check that the school exists and has no other row for the level, and the audited create,
 * update and delete of a row.
 */
export type SchoolLevelTable = "school_requirements" | "school_admit_rates";

/** The school_id error of a submitted row: the school must exist and have no other row for this level. */
export async function schoolLevelError(
  db: Db,
  table: SchoolLevelTable,
  form: FormData,
  values: FormValues,
): Promise<FieldError | undefined> {
  const schoolId = Number(values.school_id);
  const school =
    Number.isInteger(schoolId) && schoolId > 0 && schoolId <= 2 ** 31
      ? await db.selectFrom("schools").select("id").where("id", "=", schoolId).executeTakeFirst()
      : undefined;
  const level = values.enrollment_id;
  const enrollmentId = level === "2" ? 2 : level === "1" ? 1 : null;
  const other =
    school && enrollmentId
      ? await db
          .selectFrom(table)
          .select("id")
          .where("school_id", "=", schoolId)
          .where("enrollment_id", "=", enrollmentId)
          .where("id", "!=", Number(formText(form, "id")) || 0)
          .executeTakeFirst()
      : undefined;
  if (!school) return { key: "admin.form.required" };
  return other ? { key: "admin.requirements.error.exists" } : undefined;
}

/**
 * Create, update and delete for one table's rows, each in a transaction with its audit entry
 * (`${audit}.create` … on `entity`, with the written columns).
 */
export function schoolLevelWrites<T extends SchoolLevelTable, I>(
  table: T,
  audit: { action: string; entity: string },
  columns: (input: I) => Insertable<Database[T]>,
) {
  return {
    create: (db: Db, actor: Actor, input: I): Promise<number> =>
      db.transaction().execute(async (trx) => {
        const values = columns(input) as Insertable<Database[SchoolLevelTable]>;
        const row = await trx
          .insertInto(table as SchoolLevelTable)
          .values(values)
          .returning("id")
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, `${audit.action}.create`, audit.entity, row.id, { ...values });
        return row.id;
      }),
    update: (db: Db, actor: Actor, id: number, input: I): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const values = columns(input) as Insertable<Database[SchoolLevelTable]>;
        const result = await trx
          .updateTable(table as SchoolLevelTable)
          .set(values)
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await recordAudit(trx, actor, `${audit.action}.update`, audit.entity, id, { ...values });
        return true;
      }),
    remove: (db: Db, actor: Actor, id: number): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom(table as SchoolLevelTable)
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await recordAudit(trx, actor, `${audit.action}.delete`, audit.entity, id);
        return true;
      }),
  };
}
