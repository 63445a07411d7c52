import type { Db } from "~/.server/db/database";
import type { Locale } from "~/lib/locales";
import { type Page, pageOf } from "~/lib/paging";

const nameColumn = (locale: Locale) => (locale === "tw" ? "name_tw" : locale === "cn" ? "name_cn" : "name_en");

export interface AdmittedStudent {
  id: number;
  student: string;
  school_id: number;
  school: string;
  school_en: string;
  year: number;
  degree: number;
  major: string;
  score: string;
  scholarship: string;
  feedback: string;
  /** An invented record of the demo seed, marked "Example" on the page (decision 0019) */
  example: boolean;
}

/** 0/1 from the database as a boolean. */
const withExample = <R extends { is_example: number }>({ is_example, ...row }: R) => ({
  ...row,
  example: is_example === 1,
});

/**
 * The admitted-student list (spec § 2 columns): each locale shows its own students. `examples`
 * counts the invented records among `total`, so a page never counts them as real offers.
 */
export async function listAdmittedStudents(
  db: Db,
  locale: Locale,
  options: { schoolId?: number; year?: number; page?: number; pageSize?: number } = {},
): Promise<Page<AdmittedStudent> & { examples: number }> {
  const pageSize = options.pageSize ?? 30;
  const page = Math.max(1, options.page ?? 1);
  let query = db
    .selectFrom("admitted_students as a")
    .innerJoin("schools as s", "s.id", "a.school_id")
    .where("a.locale", "=", locale);
  if (options.schoolId !== undefined) query = query.where("a.school_id", "=", options.schoolId);
  if (options.year !== undefined) query = query.where("a.year", "=", options.year);
  const counts = await query
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("a.is_example").as("examples")])
    .executeTakeFirstOrThrow();
  const total = Number(counts.n);
  const items = await query
    .select([
      "a.id",
      "a.student",
      "a.school_id",
      `s.${nameColumn(locale)} as school`,
      "s.name_en as school_en",
      "a.year",
      "a.degree",
      "a.major",
      "a.score",
      "a.scholarship",
      "a.feedback",
      "a.is_example",
    ])
    .orderBy("a.year", "desc")
    .orderBy("a.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    ...pageOf(items.map(withExample) as AdmittedStudent[], total, page, pageSize),
    examples: Number(counts.examples ?? 0),
  };
}

export interface Testimonial {
  id: number;
  student: string;
  school_id: number;
  school: string;
  program: string;
  year: number;
  title: string;
  quote: string;
  rating: number;
  /** An invented record of the demo seed, marked "Example" on the page (decision 0019) */
  example: boolean;
}

export async function listTestimonials(db: Db, locale: Locale, limit = 50): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom("testimonials as t")
    .innerJoin("schools as s", "s.id", "t.school_id")
    .select([
      "t.id",
      "t.student",
      "t.school_id",
      `s.${nameColumn(locale)} as school`,
      "t.program",
      "t.year",
      "t.title",
      "t.quote",
      "t.rating",
      "t.is_example",
    ])
    .where("t.locale", "=", locale)
    .orderBy("t.year", "desc")
    .orderBy("t.id")
    .limit(limit)
    .execute();
  return rows.map(withExample) as Testimonial[];
}
