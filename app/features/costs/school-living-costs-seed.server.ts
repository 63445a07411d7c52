import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import seed from "./seed/school-living-costs.json";

/** Schools' published living budgets (`seed/school-living-costs.json`), seeded once (issue 29). */
export const schoolLivingCostSeeds = seed.costs;

export async function seedSchoolLivingCosts(db: Db): Promise<void> {
  await seedOnce(db, "school-living-costs-v1", async (trx) => {
    const keys = schoolLivingCostSeeds.map((c) => c.school);
    const schools = await trx.selectFrom("schools").select(["id", "key"]).where("key", "in", keys).execute();
    const idOf = new Map(schools.map((s) => [s.key, s.id]));
    const values = schoolLivingCostSeeds.flatMap((c) => {
      const schoolId = idOf.get(c.school);
      return schoolId === undefined
        ? []
        : [
            {
              school_id: schoolId,
              amount: c.amount,
              currency: c.currency,
              academic_year: c.year,
              source_url: c.source,
              checked_on: seed.checkedOn,
            },
          ];
    });
    if (values.length)
      await trx
        .insertInto("school_living_costs")
        .values(values)
        .onConflict((oc) => oc.column("school_id").doNothing())
        .execute();
  });
}
