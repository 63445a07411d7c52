import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/database";
import usSchools from "~/features/schools/seed/schools-usa.json";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { livingCost, NL_STUDY_NORM, QUEBEC_YEARLY } from "./living-costs";
import {
  applySchoolLivingCosts,
  earlierSchoolLivingCosts,
  type SchoolLivingCostSeed,
  schoolLivingCostSeeds,
  seedSchoolLivingCosts,
  seedSchoolLivingCostsV3,
  seedSchoolLivingCostsV4,
  thirdBatchSchoolLivingCosts,
  verifiedSchoolLivingCosts,
} from "./school-living-costs-seed.server";
import first from "./seed/school-living-costs-v1.json";
import second from "./seed/school-living-costs-v2.json";

const decision = readFileSync("docs/decisions/0029-living-cost-sources.md", "utf8");

describe("the US living-cost seed file", () => {
  const keys = new Set(usSchools.map((s) => s.key));

  it("records per school the amount, academic year, URL, verified and where it was read", () => {
    const seen = new Set<string>();
    for (const c of schoolLivingCostSeeds) {
      expect(keys.has(c.school), c.school).toBe(true);
      expect(seen.has(c.school), `${c.school} twice`).toBe(false);
      seen.add(c.school);
      expect(c.year).toMatch(/^20(2[4-9])-20(2[5-9])$/);
      expect(Number(c.year.slice(5)) - Number(c.year.slice(0, 4))).toBe(1);
      expect(c.source).toMatch(/^https?:\/\/[^/]+\//);
      expect(["school", "cds", "ipeds", "secondary"]).toContain(c.sourceKind);
      expect(c.currency).toBe("USD");
      // housing and food alone are over US$10,000 a year at every school we list
      expect(c.amount).toBeGreaterThan(10_000);
      expect(c.amount).toBeLessThan(40_000);
      // the parts add up to the amount where the file states them ("housing 9,940 + food 7,504 + …")
      const parts = c.items.split(" + ").map((part) => {
        const plain = part.replace(/\([^)]*\)/g, "").split(";")[0] ?? "";
        const numbers = plain.match(/\d{1,3}(?:,\d{3})+|\d{3,}/g) ?? [];
        return Number(numbers.at(-1)?.replaceAll(",", ""));
      });
      if (parts.length > 1)
        expect(
          parts.reduce((sum, n) => sum + n, 0),
          c.school,
        ).toBe(c.amount);
    }
    // A secondary figure is never counted as verified.
    expect(schoolLivingCostSeeds.filter((c) => c.sourceKind === "secondary" && c.verified)).toEqual([]);
  });

  it("says in the decision record how many of each kind there are", () => {
    const count = (kind: string) => schoolLivingCostSeeds.filter((c) => c.verified && c.sourceKind === kind).length;
    expect(decision).toContain(`${verifiedSchoolLivingCosts.length} verified`);
    expect(decision).toContain(`${schoolLivingCostSeeds.filter((c) => c.sourceKind === "secondary").length} secondary`);
    expect(decision).toContain(`${count("cds")} \`cds\``);
    expect(decision).toContain(`${count("ipeds")} \`ipeds\``);
  });
});

describe("official figures for the Netherlands and Québec", () => {
  it("uses the documented IND study norm and MIFI amount, with the day they took effect", () => {
    expect(decision).toContain("€1,130.77 a month");
    expect(decision).toContain("1 January 2026");
    expect(NL_STUDY_NORM).toMatchObject({ monthly: 1130.77, effectiveFrom: "2026-01-01" });
    expect(livingCost("NL", "Delft", "South Holland")).toMatchObject({
      amount: Math.round(1130.77 * 12),
      basis: { kind: "visaMonthly", monthly: 1130.77, months: 12 },
    });
    expect(decision).toContain("CAD 24,617");
    expect(QUEBEC_YEARLY).toMatchObject({ amount: 24_617, effectiveFrom: "2026-01-01" });
    expect(livingCost("CA", "Montreal", "Quebec").amount).toBe(24_617);
  });
});

/** A school's id, and its living-cost row, by the school's key. */
function lookups(db: () => Db) {
  const idOf = async (key: string) =>
    (await db().selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;
  const rowOf = async (key: string) =>
    db()
      .selectFrom("school_living_costs")
      .selectAll()
      .where("school_id", "=", await idOf(key))
      .executeTakeFirst();
  return { idOf, rowOf };
}

describe("seeding school living costs", () => {
  const test = scopedTestDatabase();

  const { idOf, rowOf } = lookups(() => test.db);

  it("seeds every verified figure with its year and source, and no secondary one", async () => {
    const rows = await test.db
      .selectFrom("school_living_costs as l")
      .innerJoin("schools as s", "s.id", "l.school_id")
      .select(["s.key", "l.amount", "l.academic_year", "l.source_url", "l.checked_on"])
      .execute();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    for (const c of verifiedSchoolLivingCosts) {
      expect(byKey.get(c.school), c.school).toMatchObject({
        amount: c.amount,
        academic_year: c.year,
        source_url: c.source,
      });
    }
    for (const c of schoolLivingCostSeeds.filter((c) => !c.verified)) expect(byKey.has(c.school)).toBe(false);
    // Caltech's own 2024-25 page (v2) gave way to its 2025-26 Common Data Set (v3).
    expect(await rowOf("california-institute-of-technology")).toMatchObject({
      amount: 21_996 + 1_428 + 3_969,
      academic_year: "2025-2026",
      source_url: "https://github.com/DylMon/CommonDataSets/blob/main/data/cds/2025-2026/caltech.json",
    });
    // A figure that looks wrong in the extraction is kept out until someone reads the school's file.
    expect(schoolLivingCostSeeds.find((c) => c.school === "university-of-utah")?.verified).toBe(false);
    expect(await rowOf("university-of-utah")).toBeUndefined();
    // Batch 4: a community college's own budget for a student living off campus, read on its aid page.
    expect(await rowOf("valencia-college")).toMatchObject({
      amount: 14_536 + 2_154 + 6_595,
      academic_year: "2024-2025",
      source_url: "https://valenciacollege.edu/finaid/attendance-cost.php",
    });
  });

  it("corrects a row still holding the earlier seed's value and keeps every staff edit", async () => {
    const earlier = first.costs;
    const mit = earlier.find((c) => c.school === "massachusetts-institute-of-technology");
    const princeton = earlier.find((c) => c.school === "princeton-university");
    const stanford = earlier.find((c) => c.school === "stanford-university");
    if (!mit || !princeton || !stanford) throw new Error("v1 seeded MIT, Princeton and Stanford");
    // MIT's row is as v1 wrote it; staff edited Princeton's figure and deleted Stanford's.
    await test.db
      .updateTable("school_living_costs")
      .set({ amount: mit.amount, currency: mit.currency, academic_year: mit.year, source_url: mit.source })
      .where("school_id", "=", await idOf("massachusetts-institute-of-technology"))
      .execute();
    await test.db
      .updateTable("school_living_costs")
      .set({ amount: 26_000, checked_on: "2026-11-20" })
      .where("school_id", "=", await idOf("princeton-university"))
      .execute();
    await test.db
      .deleteFrom("school_living_costs")
      .where("school_id", "=", await idOf("stanford-university"))
      .execute();
    await test.db
      .deleteFrom("school_living_costs")
      .where("school_id", "=", await idOf("brown-university"))
      .execute();
    const newer = (c: typeof mit) => ({ ...c, amount: c.amount + 1000, year: "2026-2027" });
    const result = await applySchoolLivingCosts(
      test.db,
      [
        newer(mit),
        newer(princeton),
        newer(stanford),
        { school: "brown-university", amount: 21_000, currency: "USD", year: "2025-2026", source: "https://x.test/" },
      ],
      earlier,
      "2026-12-01",
    );
    expect(result).toEqual({ added: 1, corrected: 1 });
    expect(await rowOf("massachusetts-institute-of-technology")).toMatchObject({
      amount: mit.amount + 1000,
      academic_year: "2026-2027",
      checked_on: "2026-12-01",
    });
    expect(await rowOf("princeton-university")).toMatchObject({ amount: 26_000, checked_on: "2026-11-20" });
    expect(await rowOf("stanford-university")).toBeUndefined();
    expect(await rowOf("brown-university")).toMatchObject({ amount: 21_000, academic_year: "2025-2026" });
  });

  it("runs each seed step once", async () => {
    const before = await test.db.selectFrom("school_living_costs").selectAll().orderBy("school_id").execute();
    await seedSchoolLivingCosts(test.db);
    expect(await test.db.selectFrom("school_living_costs").selectAll().orderBy("school_id").execute()).toEqual(before);
    const steps = await test.db
      .selectFrom("seed_state")
      .select("name")
      .where("name", "like", "school-living-costs-%")
      .orderBy("name")
      .execute();
    expect(steps.map((s) => s.name)).toEqual([
      "school-living-costs-v1",
      "school-living-costs-v2",
      "school-living-costs-v3",
      "school-living-costs-v4",
    ]);
  });
});

describe("batch 3 (Common Data Set figures) on a database batches 1 and 2 seeded", () => {
  const test = scopedTestDatabase();

  const { idOf, rowOf } = lookups(() => test.db);
  const v2 = (second.costs as SchoolLivingCostSeed[]).filter((c) => c.verified && c.sourceKind !== "secondary");
  const v3 = (key: string) => {
    const c = thirdBatchSchoolLivingCosts.find((f) => f.school === key);
    if (!c) throw new Error(`${key} has no verified v3 figure`);
    return c;
  };

  it("adds the schools that had none, corrects untouched rows and keeps what staff changed", async () => {
    // The database as batches 1 and 2 left it (their files are frozen), before batch 3.
    await test.db.deleteFrom("school_living_costs").execute();
    await test.db.deleteFrom("seed_state").where("name", "=", "school-living-costs-v3").execute();
    await applySchoolLivingCosts(test.db, first.costs, [], first.checkedOn);
    await applySchoolLivingCosts(test.db, v2, first.costs, second.checkedOn);
    expect(await test.db.selectFrom("school_living_costs").select("school_id").execute()).toHaveLength(v2.length);
    // Staff set Stanford's figure themselves and deleted Williams's row.
    await test.db
      .updateTable("school_living_costs")
      .set({ amount: 23_000, checked_on: "2026-11-20" })
      .where("school_id", "=", await idOf("stanford-university"))
      .execute();
    await test.db
      .deleteFrom("school_living_costs")
      .where("school_id", "=", await idOf("williams-college"))
      .execute();

    const result = await test.db.transaction().execute((trx) => seedSchoolLivingCostsV3(trx));

    const seededBefore = new Set([...first.costs, ...v2].map((c) => c.school));
    const staffTouched = new Set(["stanford-university", "williams-college"]);
    const changedFromV2 = v2.filter((was) => {
      const now = thirdBatchSchoolLivingCosts.find((c) => c.school === was.school);
      return now && (now.amount !== was.amount || now.year !== was.year || now.source !== was.source);
    });
    expect(result).toEqual({
      added: thirdBatchSchoolLivingCosts.filter((c) => !seededBefore.has(c.school)).length,
      corrected: changedFromV2.filter((c) => !staffTouched.has(c.school)).length,
    });
    expect(result.added).toBeGreaterThan(50);
    expect(result.corrected).toBeGreaterThan(5);
    // MIT's v2 row (its 2024-25 page) is now its 2025-26 Common Data Set figure.
    expect(await rowOf("massachusetts-institute-of-technology")).toMatchObject({
      amount: v3("massachusetts-institute-of-technology").amount,
      academic_year: "2025-2026",
      source_url: v3("massachusetts-institute-of-technology").source,
      checked_on: "2026-11-28",
    });
    // Yale had no figure: it has one now, with its year and the file it was read from.
    expect(await rowOf("yale-university")).toMatchObject({
      amount: 21_600 + 1_000 + 2_700,
      academic_year: "2025-2026",
      source_url: "https://github.com/DylMon/CommonDataSets/blob/main/data/cds/2025-2026/yale.json",
    });
    // Johns Hopkins had only a secondary figure, never seeded: it is added from its CDS.
    expect(await rowOf("johns-hopkins-university")).toMatchObject({ amount: v3("johns-hopkins-university").amount });
    // Princeton's own 2025-26 page is as new as its CDS and complete: the row stays as v2 wrote it.
    expect(await rowOf("princeton-university")).toMatchObject({ amount: 25_220, checked_on: second.checkedOn });
    // What staff did stays done.
    expect(await rowOf("stanford-university")).toMatchObject({ amount: 23_000, checked_on: "2026-11-20" });
    expect(await rowOf("williams-college")).toBeUndefined();
    expect(await test.db.selectFrom("school_living_costs").select("school_id").execute()).toHaveLength(
      thirdBatchSchoolLivingCosts.length - 1,
    );
  });

  it("runs from the seed as its own step, once", async () => {
    await test.db.deleteFrom("seed_state").where("name", "=", "school-living-costs-v3").execute();
    // Duke's row back to what v2 wrote, as on a database that never ran batch 3.
    const duke = v2.find((c) => c.school === "duke-university");
    if (!duke) throw new Error("v2 seeded Duke");
    await test.db
      .updateTable("school_living_costs")
      .set({ amount: duke.amount, academic_year: duke.year, source_url: duke.source })
      .where("school_id", "=", await idOf("duke-university"))
      .execute();
    await seedSchoolLivingCosts(test.db);
    expect(await rowOf("duke-university")).toMatchObject({
      amount: v3("duke-university").amount,
      academic_year: "2025-2026",
    });
    const before = await test.db.selectFrom("school_living_costs").selectAll().orderBy("school_id").execute();
    await seedSchoolLivingCosts(test.db);
    expect(await test.db.selectFrom("school_living_costs").selectAll().orderBy("school_id").execute()).toEqual(before);
  });
});

describe("batch 4 (schools' own cost pages) on a database batches 1 to 3 seeded", () => {
  const test = scopedTestDatabase();

  const { idOf, rowOf } = lookups(() => test.db);
  const v2 = (second.costs as SchoolLivingCostSeed[]).filter((c) => c.verified && c.sourceKind !== "secondary");
  const count = async () => (await test.db.selectFrom("school_living_costs").select("school_id").execute()).length;

  it("adds the schools that had none and keeps what staff entered or deleted", async () => {
    // The database as batches 1 to 3 left it (their files are frozen), before batch 4.
    await test.db.deleteFrom("school_living_costs").execute();
    await test.db.deleteFrom("seed_state").where("name", "=", "school-living-costs-v4").execute();
    await applySchoolLivingCosts(test.db, first.costs, [], first.checkedOn);
    await applySchoolLivingCosts(test.db, v2, first.costs, second.checkedOn);
    await test.db.transaction().execute((trx) => seedSchoolLivingCostsV3(trx));
    expect(await count()).toBe(thirdBatchSchoolLivingCosts.length);
    expect(await rowOf("case-western-reserve-university")).toBeUndefined();
    // Staff entered Oberlin's budget themselves and deleted Yale's row.
    await test.db
      .insertInto("school_living_costs")
      .values({
        school_id: await idOf("oberlin-college"),
        amount: 20_000,
        currency: "USD",
        academic_year: "2024-2025",
        source_url: "https://www.oberlin.edu/staff-entry",
        checked_on: "2026-11-20",
      })
      .execute();
    await test.db
      .deleteFrom("school_living_costs")
      .where("school_id", "=", await idOf("yale-university"))
      .execute();

    const result = await test.db.transaction().execute((trx) => seedSchoolLivingCostsV4(trx));

    const seededBefore = new Set(earlierSchoolLivingCosts.map((c) => c.school));
    const newSchools = verifiedSchoolLivingCosts.filter((c) => !seededBefore.has(c.school));
    expect(newSchools.map((c) => c.school)).toContain("oberlin-college");
    // Every new school but Oberlin (staff's row) is added; no earlier row differs from this batch's.
    expect(result).toEqual({ added: newSchools.length - 1, corrected: 0 });
    expect(newSchools).toHaveLength(18);
    // Case Western had no figure: its 2024-25 residential budget, read on its financial-aid page.
    expect(await rowOf("case-western-reserve-university")).toMatchObject({
      amount: 10_812 + 7_950 + 1_200 + 1_350,
      currency: "USD",
      academic_year: "2024-2025",
      source_url: "https://case.edu/financialaid/undergraduates/cost-undergraduate-attendance",
      checked_on: "2026-11-28",
    });
    // A community college without residence halls: its off-campus budget (housing, books, personal).
    expect(await rowOf("diablo-valley-college")).toMatchObject({
      amount: 23_795 + 1_278 + 4_950,
      academic_year: "2025-2026",
    });
    // What staff did stays done.
    expect(await rowOf("oberlin-college")).toMatchObject({ amount: 20_000, checked_on: "2026-11-20" });
    expect(await rowOf("yale-university")).toBeUndefined();
    // Syracuse's budget is in no stored copy: still none.
    expect(await rowOf("syracuse-university")).toBeUndefined();
    expect(await count()).toBe(verifiedSchoolLivingCosts.length - 1);
  });

  it("runs from the seed as its own step, once", async () => {
    await test.db.deleteFrom("seed_state").where("name", "=", "school-living-costs-v4").execute();
    await test.db
      .deleteFrom("school_living_costs")
      .where("school_id", "=", await idOf("highline-college"))
      .execute();
    await seedSchoolLivingCosts(test.db);
    expect(await rowOf("highline-college")).toMatchObject({
      amount: 17_310 + 528 + 1_848,
      academic_year: "2024-2025",
    });
    const before = await test.db.selectFrom("school_living_costs").selectAll().orderBy("school_id").execute();
    await seedSchoolLivingCosts(test.db);
    expect(await test.db.selectFrom("school_living_costs").selectAll().orderBy("school_id").execute()).toEqual(before);
  });
});
