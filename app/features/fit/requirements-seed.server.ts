import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";

/**
 * Stated admission requirements beyond the English minimums, seeded only where the school states
 * one number for everyone: the University of California's minimum GPA for applicants from outside
 * California (3.4 in the A-G courses), the same for every campus. Staff add others in the back
 * office (Admission requirements).
 */
export const REQUIREMENTS_CHECKED_ON = "2026-11-26";
export const requirementSeeds = [
  {
    keys: [
      "university-of-california-berkeley",
      "university-of-california-los-angeles",
      "university-of-california-san-diego",
      "university-of-california-davis",
      "university-of-california-irvine",
      "university-of-california-santa-barbara",
      "university-of-california-riverside",
    ],
    enrollmentId: 1,
    minGpa: 3.4,
    source:
      "https://admission.universityofcalifornia.edu/admission-requirements/freshman-requirements/gpa-requirement.html",
  },
];

export async function seedRequirements(db: Db): Promise<void> {
  await seedOnce(db, "requirements-v1", async (trx) => {
    const keys = requirementSeeds.flatMap((s) => s.keys);
    const schools = await trx.selectFrom("schools").select(["id", "key"]).where("key", "in", keys).execute();
    const values = requirementSeeds.flatMap((seed) =>
      schools
        .filter((s) => seed.keys.includes(s.key))
        .map((s) => ({
          school_id: s.id,
          enrollment_id: seed.enrollmentId,
          min_gpa: seed.minGpa,
          sat: null,
          gre: null,
          gmat: null,
          source_url: seed.source,
          checked_on: REQUIREMENTS_CHECKED_ON,
        })),
    );
    if (values.length) await trx.insertInto("school_requirements").values(values).execute();
  });
}
