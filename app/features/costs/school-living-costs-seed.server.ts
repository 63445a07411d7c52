import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import current from "./seed/school-living-costs.json";
import first from "./seed/school-living-costs-v1.json";
import second from "./seed/school-living-costs-v2.json";
import third from "./seed/school-living-costs-v3.json";

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
const seedable = (costs: readonly SchoolLivingCostSeed[]) =>
  costs.filter((c) => c.verified && c.sourceKind !== "secondary");

/** What batch 4 (`school-living-costs-v4`) writes: the current file's verified figures. */
export const verifiedSchoolLivingCosts = seedable(schoolLivingCostSeeds);

/** What batch 3 (`school-living-costs-v3`) wrote and keeps writing: its frozen file's verified figures. */
export const thirdBatchSchoolLivingCosts = seedable(third.costs as SchoolLivingCostSeed[]);

/** What batch 2 (`school-living-costs-v2`) wrote and keeps writing: its frozen file's verified figures. */
const secondBatchSchoolLivingCosts = seedable(second.costs as SchoolLivingCostSeed[]);

/** What batches 1 and 2 wrote (their files are frozen): batch 3 replaces a row still holding one of these. */
const firstTwoBatches = [...first.costs, ...secondBatchSchoolLivingCosts];

/** What batches 1 to 3 wrote (their files are frozen): a row still holding one of these is the seed's. */
export const earlierSchoolLivingCosts = [...firstTwoBatches, ...thirdBatchSchoolLivingCosts];

type Figure = Pick<SchoolLivingCostSeed, "school" | "amount" | "currency" | "year" | "source">;

/**
 * Brings `school_living_costs` to `figures`: adds a row for a school that never had a seeded one,
 * and replaces a row that still holds exactly what an earlier seed wrote (`earlier`, which may
 * hold a school more than once: one figure per earlier batch). A row staff changed, and a seeded
 * row staff deleted, are left as they are.
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
  const earlierOf = new Map<string, Figure[]>();
  for (const c of earlier) earlierOf.set(c.school, [...(earlierOf.get(c.school) ?? []), c]);
  let added = 0;
  let corrected = 0;
  for (const c of figures) {
    const schoolId = idOf.get(c.school);
    if (schoolId === undefined) continue;
    const row = rowOf.get(schoolId);
    const seeded = earlierOf.get(c.school) ?? [];
    const values = { amount: c.amount, currency: c.currency, academic_year: c.year, source_url: c.source };
    if (!row) {
      // A school an earlier seed covered has no row only because staff deleted it.
      if (seeded.length) continue;
      await trx
        .insertInto("school_living_costs")
        .values({ school_id: schoolId, ...values, checked_on: checkedOn })
        .onConflict((oc) => oc.column("school_id").doNothing())
        .execute();
      added++;
      continue;
    }
    const untouched = seeded.some(
      (was) =>
        row.amount === was.amount &&
        row.currency === was.currency &&
        row.academic_year === was.year &&
        row.source_url === was.source,
    );
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
  // v2 writes what it always wrote (`seed/school-living-costs-v2.json`, frozen): 18 schools' own pages.
  await seedOnce(db, "school-living-costs-v2", async (trx) => {
    await applySchoolLivingCosts(trx, secondBatchSchoolLivingCosts, first.costs, second.checkedOn);
  });
  // v3: the Common Data Set figures (`seed/school-living-costs-v3.json`, frozen; decision 0029); corrects
  // a v1 or v2 row staff left alone and adds the schools that had none.
  await seedOnce(db, "school-living-costs-v3", async (trx) => {
    await seedSchoolLivingCostsV3(trx);
  });
  // v4: `seed/school-living-costs.json`, which adds schools' own cost pages (community colleges included);
  // corrects a v1, v2 or v3 row staff left alone and adds the schools that had none.
  await seedOnce(db, "school-living-costs-v4", async (trx) => {
    await seedSchoolLivingCostsV4(trx);
  });
}

/** Batch 3's step, on its own so a test can run it against a database that batches 1 and 2 seeded. */
export function seedSchoolLivingCostsV3(trx: Db): Promise<{ added: number; corrected: number }> {
  return applySchoolLivingCosts(trx, thirdBatchSchoolLivingCosts, firstTwoBatches, third.checkedOn);
}

/** Batch 4's step, on its own so a test can run it against a database that batches 1 to 3 seeded. */
export function seedSchoolLivingCostsV4(trx: Db): Promise<{ added: number; corrected: number }> {
  return applySchoolLivingCosts(trx, verifiedSchoolLivingCosts, earlierSchoolLivingCosts, current.checkedOn);
}
