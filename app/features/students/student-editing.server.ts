import type * as z from "zod/mini";
import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { type Parsed, parseForm } from "~/lib/form";
import type { Locale } from "~/lib/locales";
import {
  admittedStudentSchema,
  DEGREES,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  STUDENT_NAME_MAX,
  testimonialSchema,
} from "./student-form";

export { DEGREES, LONG_TEXT_MAX, SHORT_TEXT_MAX, STUDENT_NAME_MAX };

/** Checks the form with its schema, then that the school exists. */
async function parseWithSchool<S extends typeof testimonialSchema | typeof admittedStudentSchema>(
  db: Db,
  schema: S,
  form: FormData,
): Promise<Parsed<z.output<S>>> {
  const parsed = parseForm(schema, form);
  const schoolId = Number(parsed.values.school_id);
  const errors = parsed.ok ? {} : { ...parsed.errors };
  if (!errors.school_id && !(await db.selectFrom("schools").select("id").where("id", "=", schoolId).executeTakeFirst()))
    errors.school_id = { key: "admin.students.unknownSchool" };
  if (parsed.ok && !Object.keys(errors).length) return parsed;
  return { ok: false, errors, values: parsed.values };
}

export interface TestimonialInput {
  locale: Locale;
  student: string;
  schoolId: number;
  program: string;
  year: number;
  title: string;
  quote: string;
  rating: number;
}

export async function parseTestimonialForm(db: Db, form: FormData): Promise<Parsed<TestimonialInput>> {
  const parsed = await parseWithSchool(db, testimonialSchema, form);
  if (!parsed.ok) return parsed;
  const { school_id, ...rest } = parsed.value;
  return { ok: true, value: { ...rest, schoolId: school_id }, values: parsed.values };
}

export interface AdmittedStudentInput {
  locale: Locale;
  student: string;
  schoolId: number;
  year: number;
  degree: number;
  major: string;
  score: string;
  scholarship: string;
  feedback: string;
}

export async function parseAdmittedStudentForm(db: Db, form: FormData): Promise<Parsed<AdmittedStudentInput>> {
  const parsed = await parseWithSchool(db, admittedStudentSchema, form);
  if (!parsed.ok) return parsed;
  const { school_id, ...rest } = parsed.value;
  return { ok: true, value: { ...rest, schoolId: school_id }, values: parsed.values };
}

export interface SchoolName {
  id: number;
  name_en: string;
  name_tw: string;
}

/** The schools staff can pick, by id, with their names. */
export async function listSchoolNames(db: Db): Promise<SchoolName[]> {
  return db.selectFrom("schools").select(["id", "name_en", "name_tw"]).orderBy("name_en").execute();
}

export interface AdminTestimonial {
  id: number;
  locale: string;
  student: string;
  school_id: number;
  school_en: string;
  school_tw: string;
  program: string;
  year: number;
  title: string;
  quote: string;
  rating: number;
  /** An invented record of the demo seed (decision 0019) */
  example: boolean;
}

/** The filters of the two lists: one language, and examples only (true) or real records only (false). */
export interface EntryFilters {
  locale?: Locale;
  example?: boolean;
}

/** Every testimonial (or those the filters keep), in public order. */
export async function listTestimonialsForAdmin(db: Db, filters: EntryFilters = {}): Promise<AdminTestimonial[]> {
  const { locale } = filters;
  let query = db
    .selectFrom("testimonials as t")
    .leftJoin("schools as s", "s.id", "t.school_id")
    .select([
      "t.id",
      "t.locale",
      "t.student",
      "t.school_id",
      "s.name_en as school_en",
      "s.name_tw as school_tw",
      "t.program",
      "t.year",
      "t.title",
      "t.quote",
      "t.rating",
      "t.is_example",
    ]);
  if (locale) query = query.where("t.locale", "=", locale);
  if (filters.example !== undefined) query = query.where("t.is_example", "=", filters.example ? 1 : 0);
  const rows = await query.orderBy("t.locale").orderBy("t.year", "desc").orderBy("t.id").execute();
  return rows.map(({ is_example, ...r }) => ({
    ...r,
    school_en: r.school_en ?? "",
    school_tw: r.school_tw ?? "",
    example: is_example === 1,
  }));
}

const testimonialRow = (input: TestimonialInput) => ({
  locale: input.locale,
  student: input.student,
  school_id: input.schoolId,
  program: input.program,
  year: input.year,
  title: input.title,
  quote: input.quote,
  rating: input.rating,
});

export async function createTestimonial(db: Db, actor: Actor, input: TestimonialInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("testimonials")
      .values(testimonialRow(input))
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, "testimonial.create", "testimonial", row.id, {
      locale: input.locale,
      student: input.student,
    });
    return row.id;
  });
}

/** Names of the columns whose value changes. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => before[k] !== after[k]);
}

export async function updateTestimonial(db: Db, actor: Actor, id: number, input: TestimonialInput): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    const next = testimonialRow(input);
    await trx.updateTable("testimonials").set(next).where("id", "=", id).execute();
    await recordAudit(trx, actor, "testimonial.update", "testimonial", id, { changed: changedFields(current, next) });
    return true;
  });
}

export async function deleteTestimonial(db: Db, actor: Actor, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    await trx.deleteFrom("testimonials").where("id", "=", id).execute();
    await recordAudit(trx, actor, "testimonial.delete", "testimonial", id, {
      locale: current.locale,
      student: current.student,
    });
    return true;
  });
}

export interface AdminAdmittedStudent {
  id: number;
  locale: string;
  student: string;
  school_id: number;
  school_en: string;
  school_tw: string;
  year: number;
  degree: number;
  major: string;
  score: string;
  scholarship: string;
  feedback: string;
  /** An invented record of the demo seed (decision 0019) */
  example: boolean;
}

/** Every admitted student (or those the filters keep), in public order. */
export async function listAdmittedStudentsForAdmin(
  db: Db,
  filters: EntryFilters = {},
): Promise<AdminAdmittedStudent[]> {
  const { locale } = filters;
  let query = db
    .selectFrom("admitted_students as a")
    .leftJoin("schools as s", "s.id", "a.school_id")
    .select([
      "a.id",
      "a.locale",
      "a.student",
      "a.school_id",
      "s.name_en as school_en",
      "s.name_tw as school_tw",
      "a.year",
      "a.degree",
      "a.major",
      "a.score",
      "a.scholarship",
      "a.feedback",
      "a.is_example",
    ]);
  if (locale) query = query.where("a.locale", "=", locale);
  if (filters.example !== undefined) query = query.where("a.is_example", "=", filters.example ? 1 : 0);
  const rows = await query.orderBy("a.locale").orderBy("a.year", "desc").orderBy("a.id").execute();
  return rows.map(({ is_example, ...r }) => ({
    ...r,
    school_en: r.school_en ?? "",
    school_tw: r.school_tw ?? "",
    example: is_example === 1,
  }));
}

const studentRow = (input: AdmittedStudentInput) => ({
  locale: input.locale,
  student: input.student,
  school_id: input.schoolId,
  year: input.year,
  degree: input.degree,
  major: input.major,
  score: input.score,
  scholarship: input.scholarship,
  feedback: input.feedback,
});

export async function createAdmittedStudent(db: Db, actor: Actor, input: AdmittedStudentInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("admitted_students")
      .values(studentRow(input))
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, "admitted_student.create", "admitted_student", row.id, {
      locale: input.locale,
      student: input.student,
    });
    return row.id;
  });
}

export async function updateAdmittedStudent(
  db: Db,
  actor: Actor,
  id: number,
  input: AdmittedStudentInput,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("admitted_students").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    const next = studentRow(input);
    await trx.updateTable("admitted_students").set(next).where("id", "=", id).execute();
    await recordAudit(trx, actor, "admitted_student.update", "admitted_student", id, {
      changed: changedFields(current, next),
    });
    return true;
  });
}

export async function deleteAdmittedStudent(db: Db, actor: Actor, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("admitted_students").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    await trx.deleteFrom("admitted_students").where("id", "=", id).execute();
    await recordAudit(trx, actor, "admitted_student.delete", "admitted_student", id, {
      locale: current.locale,
      student: current.student,
    });
    return true;
  });
}

/** The two lists that hold examples of the demo seed. */
export type ExampleTable = "admitted_students" | "testimonials";

/** How many example records a list holds (every language). */
export async function countExamples(db: Db, table: ExampleTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_example", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes every example record of a list in one transaction, with one audit line; returns how many. */
export async function deleteExamples(db: Db, actor: Actor, table: ExampleTable): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom(table).where("is_example", "=", 1).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    await recordAudit(trx, actor, "examples.delete", table, 0, { count });
    return count;
  });
}
