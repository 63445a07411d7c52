import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import type { FieldError, FormValues, Parsed } from "~/lib/form";
import { isLocale, type Locale } from "~/lib/locales";
import { DEGREES, LONG_TEXT_MAX, SHORT_TEXT_MAX, STUDENT_NAME_MAX } from "./student-limits";

/** What the staff typed, as strings, so a form with errors shows it again unchanged. */

export { DEGREES, LONG_TEXT_MAX, SHORT_TEXT_MAX, STUDENT_NAME_MAX };

const field = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** Reads the fields every list shares: a locale, a student's name, a known school and a year. */
async function parseCommon(db: Db, form: FormData, values: FormValues, errors: Record<string, FieldError>) {
  for (const name of ["locale", "student", "school_id", "year"]) values[name] = field(form, name);
  const locale = values.locale ?? "";
  if (!isLocale(locale)) errors.locale = { key: "admin.form.required" };
  const student = values.student ?? "";
  if (!student) errors.student = { key: "admin.form.required" };
  else if (student.length > STUDENT_NAME_MAX)
    errors.student = { key: "admin.form.tooLong", params: { max: STUDENT_NAME_MAX } };
  const schoolId = Number(values.school_id);
  if (!values.school_id) errors.school_id = { key: "admin.form.required" };
  else if (
    !Number.isInteger(schoolId) ||
    schoolId <= 0 ||
    !(await db.selectFrom("schools").select("id").where("id", "=", schoolId).executeTakeFirst())
  )
    errors.school_id = { key: "admin.students.unknownSchool" };
  const year = Number(values.year);
  if (!values.year) errors.year = { key: "admin.form.required" };
  else if (!Number.isInteger(year) || year < 1950 || year > 2100)
    errors.year = { key: "admin.content.between", params: { min: 1950, max: 2100 } };
  return { locale: locale as Locale, student, schoolId, year };
}

function text(
  form: FormData,
  name: string,
  max: number,
  values: FormValues,
  errors: Record<string, FieldError>,
  required = true,
) {
  const value = field(form, name);
  values[name] = value;
  if (required && !value) errors[name] = { key: "admin.form.required" };
  else if (value.length > max) errors[name] = { key: "admin.form.tooLong", params: { max } };
  return value;
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
  const values: FormValues = {};
  const errors: Record<string, FieldError> = {};
  const common = await parseCommon(db, form, values, errors);
  const program = text(form, "program", SHORT_TEXT_MAX, values, errors);
  const title = text(form, "title", SHORT_TEXT_MAX, values, errors);
  const quote = text(form, "quote", LONG_TEXT_MAX, values, errors);
  values.rating = field(form, "rating");
  const rating = Number(values.rating);
  if (!values.rating) errors.rating = { key: "admin.form.required" };
  else if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    errors.rating = { key: "admin.content.between", params: { min: 1, max: 5 } };
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return { ok: true, value: { ...common, program, title, quote, rating }, values };
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
  const values: FormValues = {};
  const errors: Record<string, FieldError> = {};
  const common = await parseCommon(db, form, values, errors);
  values.degree = field(form, "degree");
  const degree = Number(values.degree);
  if (!values.degree) errors.degree = { key: "admin.form.required" };
  else if (!(DEGREES as readonly number[]).includes(degree))
    errors.degree = { key: "admin.content.between", params: { min: 1, max: DEGREES.length } };
  const major = text(form, "major", SHORT_TEXT_MAX, values, errors);
  const score = text(form, "score", SHORT_TEXT_MAX, values, errors, false);
  const scholarship = text(form, "scholarship", SHORT_TEXT_MAX, values, errors, false);
  const feedback = text(form, "feedback", LONG_TEXT_MAX, values, errors, false);
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return { ok: true, value: { ...common, degree, major, score, scholarship, feedback }, values };
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
}

/** Every testimonial (or one locale's), in public order. */
export async function listTestimonialsForAdmin(db: Db, locale?: Locale): Promise<AdminTestimonial[]> {
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
    ]);
  if (locale) query = query.where("t.locale", "=", locale);
  const rows = await query.orderBy("t.locale").orderBy("t.year", "desc").orderBy("t.id").execute();
  return rows.map((r) => ({ ...r, school_en: r.school_en ?? "", school_tw: r.school_tw ?? "" }));
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
}

/** Every admitted student (or one locale's), in public order. */
export async function listAdmittedStudentsForAdmin(db: Db, locale?: Locale): Promise<AdminAdmittedStudent[]> {
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
    ]);
  if (locale) query = query.where("a.locale", "=", locale);
  const rows = await query.orderBy("a.locale").orderBy("a.year", "desc").orderBy("a.id").execute();
  return rows.map((r) => ({ ...r, school_en: r.school_en ?? "", school_tw: r.school_tw ?? "" }));
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
