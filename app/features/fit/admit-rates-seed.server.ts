import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import seed from "./seed/admit-rates.json";

/**
 * Published admission rates (`seed/admit-rates.json`): the US from each school's Common Data Set
 * (section C1), the UK from the university's published offer rates for applicants from outside the
 * UK. Seeded once; staff edit them in the back office (Admission rates).
 */
export const admitRateSeeds = seed.rates;
export const ADMIT_RATES_CHECKED_ON = seed.checkedOn;

export async function seedAdmitRates(db: Db): Promise<void> {
  await seedOnce(db, "admit-rates-v1", async (trx) => {
    const keys = admitRateSeeds.map((r) => r.school);
    const schools = await trx.selectFrom("schools").select(["id", "key"]).where("key", "in", keys).execute();
    const idOf = new Map(schools.map((s) => [s.key, s.id]));
    const values = admitRateSeeds.flatMap((r) => {
      const schoolId = idOf.get(r.school);
      return schoolId === undefined
        ? []
        : [
            {
              school_id: schoolId,
              enrollment_id: r.enrollment,
              rate: r.rate,
              applicants: r.applicants,
              year: r.year,
              sat_25: null,
              sat_75: null,
              source_url: r.source,
              checked_on: ADMIT_RATES_CHECKED_ON,
            },
          ];
    });
    if (values.length) await trx.insertInto("school_admit_rates").values(values).execute();
  });
}
