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

/**
 * Gaokao minimums UK universities publish for direct entry to their bachelor's degrees, as a
 * percentage of the province's maximum (issue 29), as collected by Times Higher Education's
 * "Universities in the UK that accept the gaokao" (June 2024 edition), which quotes each
 * university's China country page. Australian universities publish course-by-course scores or
 * ATAR equivalences rather than one minimum, so none is seeded for them; staff add them per school.
 */
export const GAOKAO_CHECKED_ON = "2026-11-28";
const THE_GAOKAO_UK = "https://www.timeshighereducation.com/student/advice/universities-uk-accept-gaokao";
export const gaokaoSeeds: ReadonlyArray<{ key: string; pct: number; source: string }> = [
  { key: "university-of-exeter", pct: 75, source: THE_GAOKAO_UK },
  { key: "royal-holloway-university-of-london", pct: 75, source: THE_GAOKAO_UK },
  { key: "university-of-birmingham", pct: 80, source: THE_GAOKAO_UK },
  { key: "university-of-glasgow", pct: 80, source: THE_GAOKAO_UK },
  { key: "university-of-aberdeen", pct: 80, source: THE_GAOKAO_UK },
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
  // Issue 29: gaokao minimums, for new databases and ones seeded before alike; a requirement staff
  // entered for the school's bachelor's degrees first is kept as it is.
  await seedOnce(db, "requirements-gaokao-v1", async (trx) => {
    const schools = await trx
      .selectFrom("schools")
      .select(["id", "key"])
      .where(
        "key",
        "in",
        gaokaoSeeds.map((g) => g.key),
      )
      .execute();
    const values = gaokaoSeeds.flatMap((g) => {
      const school = schools.find((s) => s.key === g.key);
      return school
        ? [
            {
              school_id: school.id,
              enrollment_id: 1,
              min_gpa: null,
              sat: null,
              gre: null,
              gmat: null,
              gaokao_pct: g.pct,
              source_url: g.source,
              checked_on: GAOKAO_CHECKED_ON,
            },
          ]
        : [];
    });
    if (values.length)
      await trx
        .insertInto("school_requirements")
        .values(values)
        .onConflict((oc) => oc.columns(["school_id", "enrollment_id"]).doNothing())
        .execute();
  });
}
