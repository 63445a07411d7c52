import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import admissions from "./seed/admissions.json";
import testimonials from "./seed/testimonials.json";

interface AdmissionSeed {
  locale: string;
  student: string;
  school_key: string;
  year: number;
  degree: number;
  major: string;
  score: string;
  scholarship: string;
  feedback: string;
}

interface TestimonialSeed {
  locale: string;
  student: string;
  school_key: string;
  program: string;
  year: number;
  title: string;
  quote: string;
  rating: number;
}

export const admissionSeeds = admissions as AdmissionSeed[];
export const testimonialSeeds = testimonials as TestimonialSeed[];

/** Admitted students and testimonials reference schools by key; unknown keys are skipped. */
export async function seedStudents(db: Db): Promise<void> {
  await seedOnce(db, "students-v1", async (trx) => {
    const schools = await trx.selectFrom("schools").select(["id", "key"]).execute();
    const idOf = new Map(schools.map((s) => [s.key, s.id]));
    const rows = admissionSeeds
      .filter((a) => idOf.has(a.school_key))
      .map(({ school_key, ...a }) => ({ ...a, school_id: idOf.get(school_key) as number, is_example: 1 }));
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto("admitted_students")
        .values(rows.slice(i, i + 200))
        .execute();
    const quotes = testimonialSeeds
      .filter((q) => idOf.has(q.school_key))
      .map(({ school_key, ...q }) => ({ ...q, school_id: idOf.get(school_key) as number, is_example: 1 }));
    if (quotes.length) await trx.insertInto("testimonials").values(quotes).execute();
  });
  // The seed's students and testimonials are invented (decision 0019): a database seeded before
  // migration 0028 marks the rows that still match a seed record (same language, student, year
  // and text) as examples. A row staff wrote or rewrote stays unmarked.
  await seedOnce(db, "students-examples-v1", async (trx) => {
    for (const a of admissionSeeds) {
      await trx
        .updateTable("admitted_students")
        .set({ is_example: 1 })
        .where("locale", "=", a.locale)
        .where("student", "=", a.student)
        .where("year", "=", a.year)
        .where("major", "=", a.major)
        .where("feedback", "=", a.feedback)
        .execute();
    }
    for (const q of testimonialSeeds) {
      await trx
        .updateTable("testimonials")
        .set({ is_example: 1 })
        .where("locale", "=", q.locale)
        .where("student", "=", q.student)
        .where("year", "=", q.year)
        .where("title", "=", q.title)
        .where("quote", "=", q.quote)
        .execute();
    }
  });
}
