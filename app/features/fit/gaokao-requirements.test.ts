import { describe, expect, it } from "vitest";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { fitsFor } from "./fit.server";
import type { FitProfile } from "./profile";
import { gaokaoSeeds, seedRequirements } from "./requirements-seed.server";

const test = scopedTestDatabase();

const id = async (key: string) =>
  (await test.db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;
const gaokao = (score: number, maximum = 750): FitProfile => ({
  system: "cnGaokao",
  grade: score,
  gradeMax: maximum,
  level: "undergraduate",
  scores: { ielts: 7 },
});

describe("published gaokao minimums", () => {
  it("are seeded for UK universities with their source, and the fit compares a mainland student's score with them", async () => {
    const rows = await test.db
      .selectFrom("school_requirements as r")
      .innerJoin("schools as s", "s.id", "r.school_id")
      .select(["s.key", "r.gaokao_pct", "r.source_url", "s.nation"])
      .where("r.gaokao_pct", "is not", null)
      .execute();
    expect(rows.map((r) => r.key).sort()).toEqual(gaokaoSeeds.map((g) => g.key).sort());
    for (const r of rows) {
      expect(r.nation, r.key).toBe("GB");
      expect(r.source_url, r.key).toMatch(/^https:\/\//);
    }
    const exeter = await id("university-of-exeter");
    const birmingham = await id("university-of-birmingham");
    // 570 of 750 = 76%: meets Exeter's 75%, under Birmingham's 80% (a reach there).
    const fits = await fitsFor(test.db, gaokao(570), [exeter, birmingham]);
    expect(fits[exeter]?.reasons).toContainEqual(
      expect.objectContaining({ key: "fit.reason.gaokaoMeets", values: { percent: 76, min: 75 } }),
    );
    expect(fits[exeter]?.verdict).not.toBe("reach");
    expect(fits[birmingham]?.verdict).toBe("reach");
    expect(fits[birmingham]?.reasons).toContainEqual(
      expect.objectContaining({ key: "fit.reason.gaokaoBelow", values: { percent: 76, min: 80 } }),
    );
    // Shanghai's maximum is 660: 540 of 660 = 81.8% meets Birmingham's 80%.
    const shanghai = await fitsFor(test.db, gaokao(540, 660), [birmingham]);
    expect(shanghai[birmingham]?.reasons).toContainEqual(
      expect.objectContaining({ key: "fit.reason.gaokaoMeets", values: { percent: 81.8, min: 80 } }),
    );
  });

  it("reach a database seeded before them, keeping a requirement staff entered", async () => {
    const glasgow = await id("university-of-glasgow");
    await test.db.deleteFrom("school_requirements").where("gaokao_pct", "is not", null).execute();
    await test.db
      .insertInto("school_requirements")
      .values({
        school_id: glasgow,
        enrollment_id: 1,
        min_gpa: 3.5,
        sat: null,
        gre: null,
        gmat: null,
        gaokao_pct: null,
        source_url: "https://www.gla.ac.uk/international/country/china/",
        checked_on: "2026-11-27",
      })
      .execute();
    await test.db.deleteFrom("seed_state").where("name", "=", "requirements-gaokao-v1").execute();
    await seedRequirements(test.db);
    const rows = await test.db
      .selectFrom("school_requirements")
      .select(["school_id", "gaokao_pct", "min_gpa"])
      .where("school_id", "in", [glasgow, await id("university-of-aberdeen")])
      .orderBy("school_id")
      .execute();
    expect(rows.find((r) => r.school_id === glasgow)).toMatchObject({ gaokao_pct: null, min_gpa: 3.5 });
    expect(rows.find((r) => r.school_id !== glasgow)?.gaokao_pct).toBe(80);
  });
});
