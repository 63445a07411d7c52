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
      .map(({ school_key, ...a }) => ({ ...a, school_id: idOf.get(school_key) as number }));
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto("admitted_students")
        .values(rows.slice(i, i + 200))
        .execute();
    const quotes = testimonialSeeds
      .filter((q) => idOf.has(q.school_key))
      .map(({ school_key, ...q }) => ({ ...q, school_id: idOf.get(school_key) as number }));
    if (quotes.length) await trx.insertInto("testimonials").values(quotes).execute();
  });
}
