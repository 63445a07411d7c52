import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import current from "./seed/school-living-costs.json";
import first from "./seed/school-living-costs-v1.json";

/** Where a school's living budget was read (decision 0029). */
export type LivingCostSourceKind = "school" | "cds" | "ipeds" | "secondary";

export interface SchoolLivingCostSeed {
  school: string;
  amount: number;
  currency: string;
  year: string;
  items: string;
  source: string;
  verified: boolean;
  sourceKind: LivingCostSourceKind;
}

/** Schools' published living budgets (`seed/school-living-costs.json`), verified or not (issue 29). */
export const schoolLivingCostSeeds = current.costs as SchoolLivingCostSeed[];
export const schoolLivingCostsCheckedOn = current.checkedOn;

/** Only a figure read on the school's own page, its Common Data Set or IPEDS enters the database. */
export const verifiedSchoolLivingCosts = schoolLivingCostSeeds.filter(
  (c) => c.verified && c.sourceKind !== "secondary",
);

type Figure = Pick<SchoolLivingCostSeed, "school" | "amount" | "currency" | "year" | "source">;

/**
 * Brings `school_living_costs` to `figures`: adds a row for a school that never had a seeded one,
 * and replaces a row that still holds exactly what an earlier seed wrote (`earlier`). A row staff
 * changed, and a seeded row staff deleted, are left as they are.
 */
export async function applySchoolLivingCosts(
  trx: Db,
  figures: readonly Figure[],
  earlier: readonly Figure[],
  checkedOn: string,
): Promise<{ added: number; corrected: number }> {
  const keys = figures.map((c) => c.school);
  if (!keys.length) return { added: 0, corrected: 0 };
  const schools = await trx.selectFrom("schools").select(["id", "key"]).where("key", "in", keys).execute();
  const idOf = new Map(schools.map((s) => [s.key, s.id]));
  const rows = await trx
    .selectFrom("school_living_costs")
    .selectAll()
    .where(
      "school_id",
      "in",
      schools.map((s) => s.id),
    )
    .execute();
  const rowOf = new Map(rows.map((r) => [r.school_id, r]));
  const earlierOf = new Map(earlier.map((c) => [c.school, c]));
  let added = 0;
  let corrected = 0;
  for (const c of figures) {
    const schoolId = idOf.get(c.school);
    if (schoolId === undefined) continue;
    const row = rowOf.get(schoolId);
    const seeded = earlierOf.get(c.school);
    const values = { amount: c.amount, currency: c.currency, academic_year: c.year, source_url: c.source };
    if (!row) {
      // A school an earlier seed covered has no row only because staff deleted it.
      if (seeded) continue;
      await trx
        .insertInto("school_living_costs")
        .values({ school_id: schoolId, ...values, checked_on: checkedOn })
        .onConflict((oc) => oc.column("school_id").doNothing())
        .execute();
      added++;
      continue;
    }
    const untouched =
      seeded !== undefined &&
      row.amount === seeded.amount &&
      row.currency === seeded.currency &&
      row.academic_year === seeded.year &&
      row.source_url === seeded.source;
    const differs =
      row.amount !== c.amount ||
      row.currency !== c.currency ||
      row.academic_year !== c.year ||
      row.source_url !== c.source;
    if (untouched && differs) {
      await trx
        .updateTable("school_living_costs")
        .set({ ...values, checked_on: checkedOn })
        .where("school_id", "=", schoolId)
        .execute();
      corrected++;
    }
  }
  return { added, corrected };
}

export async function seedSchoolLivingCosts(db: Db): Promise<void> {
  // v1 (four schools) writes what it always wrote: `seed/school-living-costs-v1.json`, frozen.
  await seedOnce(db, "school-living-costs-v1", async (trx) => {
    await applySchoolLivingCosts(trx, first.costs, [], first.checkedOn);
  });
  // v2: the verified figures of `seed/school-living-costs.json`; corrects v1 rows staff left alone.
  await seedOnce(db, "school-living-costs-v2", async (trx) => {
    await applySchoolLivingCosts(trx, verifiedSchoolLivingCosts, first.costs, current.checkedOn);
  });
}
