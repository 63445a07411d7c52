import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import seed from "./seed/admit-rates.json";

/**
 * Published admission rates (`seed/admit-rates.json`): the US from each school's Common Data Set
 * (section C1), the UK from the university's published offer rates for applicants from outside the
 * UK. Seeded once per batch; staff edit them in the back office (Admission rates).
 */
export const admitRateSeeds = seed.rates;
export const ADMIT_RATES_CHECKED_ON = seed.checkedOn;

type AdmitRateSeed = (typeof admitRateSeeds)[number];

async function insertRates(trx: Db, rates: AdmitRateSeed[]): Promise<void> {
  const keys = rates.map((r) => r.school);
  if (!keys.length) return;
  const schools = await trx.selectFrom("schools").select(["id", "key"]).where("key", "in", keys).execute();
  const idOf = new Map(schools.map((s) => [s.key, s.id]));
  const values = rates.flatMap((r) => {
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
  // A rate staff entered for the same school and level before the batch arrived is kept.
  if (values.length)
    await trx
      .insertInto("school_admit_rates")
      .values(values)
      .onConflict((oc) => oc.columns(["school_id", "enrollment_id"]).doNothing())
      .execute();
}

export async function seedAdmitRates(db: Db): Promise<void> {
  await seedOnce(db, "admit-rates-v1", (trx) =>
    insertRates(
      trx,
      admitRateSeeds.filter((r) => r.batch === 1),
    ),
  );
  // Batch 2 (issue 29): 45 more US schools, added to databases seeded with batch 1 as well.
  await seedOnce(db, "admit-rates-v2", (trx) =>
    insertRates(
      trx,
      admitRateSeeds.filter((r) => r.batch === 2),
    ),
  );
}
