import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { findSchools, getSchool, listNoExamSchools, listRanking } from "./schools.server";
import { type SchoolSeed, schoolSeeds } from "./schools-seed.server";

// Issue 15, "Data that must not mislead": one ranking edition, the no-exam badge per enrolment
// type, and place names in the visitor's language.

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

const seedOf = (key: string): SchoolSeed => {
  const seed = schoolSeeds.find((s) => s.key === key);
  if (!seed) throw new Error(`no school ${key} in the seed`);
  return seed;
};
const idOf = async (key: string) =>
  (await test.db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;

describe("one ranking edition per list", () => {
  it("the seed has a verified QS 2025 position (or band) for every ranked school", () => {
    for (const s of schoolSeeds) {
      expect(s.rank_previous === null, s.key).toBe(s.rank_latest === null);
      if (s.rank_previous_band !== null)
        expect(s.rank_previous_band.startsWith(String(s.rank_previous)), s.key).toBe(true);
    }
  });

  it("lists every ranked school by its QS World University Rankings 2025 position, with bands, and no change", async () => {
    const ranking = await listRanking(test.db, "en", { pageSize: 500 });
    const byName = new Map(schoolSeeds.map((s) => [s.name_en, s]));
    expect(ranking.total).toBe(schoolSeeds.filter((s) => s.rank_previous !== null).length);
    for (const row of ranking.items) {
      const seed = byName.get(row.name_en);
      expect(row.rank_latest, row.name_en).toBe(seed?.rank_previous);
      expect(row.rank_band, row.name_en).toBe(seed?.rank_previous_band);
      // No verified previous edition for every row: no previous rank and no change.
      expect(row.rank_previous).toBeNull();
      expect(row.change).toBeNull();
    }
    expect(ranking.edition).toMatchObject({ current: { source: "qs-wur", year: 2025 }, previous: null });
    // The tie the mixed editions created (Harvard 4 = Oxford 4) is gone: 2025 has Oxford 3, Harvard 4.
    const rankOf = (name: string) => ranking.items.find((r) => r.name_en === name)?.rank_latest;
    expect([rankOf("University of Oxford"), rankOf("Harvard University")]).toEqual([3, 4]);
    expect(ranking.items.some((r) => r.rank_band === "801-850")).toBe(true);
  });

  it("shows the same edition's rank on school cards and pages", async () => {
    const oxford = await getSchool(test.db, "en", await idOf("university-of-oxford"));
    expect(oxford).toMatchObject({ rank_latest: 3, rank_band: null, rank_previous: null });
    const napier = await getSchool(test.db, "en", await idOf("edinburgh-napier-university"));
    expect(napier?.rank_band).toBe(seedOf("edinburgh-napier-university").rank_previous_band);
  });
});

describe("the no-exam badge is true per school and per enrolment type", () => {
  const undergraduate = 1;
  const communityCollege = 3;

  it("Oxford, Cambridge and the LSE need admission tests for undergraduates", async () => {
    for (const key of ["university-of-oxford", "university-of-cambridge", "london-school-of-economics"]) {
      const school = await getSchool(test.db, "en", await idOf(key));
      expect(school?.no_exam_for, key).not.toContain(undergraduate);
      const list = await findSchools(test.db, "en", {
        country: "uk",
        enrollment: undergraduate,
        noExam: true,
        pageSize: 500,
      });
      expect(
        list.items.map((s) => s.name_en),
        key,
      ).not.toContain(seedOf(key).name_en);
    }
  });

  it("a community college needs none for its community-college programs", async () => {
    const deAnza = seedOf("de-anza-college");
    const school = await getSchool(test.db, "en", await idOf("de-anza-college"));
    expect(school?.no_exam_for).toEqual(deAnza.no_exam_for);
    expect(school?.no_exam_for).toContain(communityCollege);
    const list = await findSchools(test.db, "en", {
      country: "usa",
      enrollment: communityCollege,
      noExam: true,
      pageSize: 500,
    });
    expect(list.items.map((s) => s.name_en)).toContain(deAnza.name_en);
  });

  it("the list filter follows the chosen enrolment type", async () => {
    for (const enrollment of [1, 2, 3, 4, 6]) {
      const list = await findSchools(test.db, "en", { country: "all", enrollment, noExam: true, pageSize: 500 });
      expect(list.total, `enrolment ${enrollment}`).toBe(
        schoolSeeds.filter((s) => s.no_exam_for.includes(enrollment)).length,
      );
      expect(list.items.every((s) => s.no_exam_for.includes(enrollment))).toBe(true);
    }
  });

  it("the no-exam recommendations pick schools by the rule, for a degree level they name", async () => {
    const picks = await listNoExamSchools(test.db, "en", { random: true, count: 20 });
    expect(picks.length).toBe(20);
    for (const school of picks) {
      const seed = schoolSeeds.find((s) => s.name_en === school.name_en);
      expect(seed?.no_exam_for, school.name_en).toEqual(school.no_exam_for);
      expect(
        school.no_exam_for.some((e) => [1, 2, 6].includes(e)),
        school.name_en,
      ).toBe(true);
    }
    expect(picks.map((s) => s.name_en)).not.toContain("University of Oxford");
  });
});

describe("place names per locale", () => {
  const latin = /[A-Za-z]/;

  it("Chinese cards carry no English city or region names", async () => {
    for (const locale of ["tw", "cn"] as const) {
      const list = await findSchools(test.db, locale, { country: "all", pageSize: 500 });
      expect(list.items.length).toBe(schoolSeeds.length);
      const english = list.items.filter((s) => latin.test(s.city) || latin.test(s.region)).map((s) => s.name_en);
      expect(english, locale).toEqual([]);
    }
    const harvard = await getSchool(test.db, "tw", await idOf("harvard-university"));
    expect([harvard?.city, harvard?.region]).toEqual([seedOf("harvard-university").city_tw, "麻薩諸塞州"]);
    const harvardCn = await getSchool(test.db, "cn", await idOf("harvard-university"));
    expect(harvardCn?.region).toBe("马萨诸塞州");
  });

  it("each school carries its own country and region (Ireland vs Netherlands, Edinburgh in Scotland)", async () => {
    const trinity = await getSchool(test.db, "en", await idOf("trinity-college-dublin"));
    const amsterdam = await getSchool(test.db, "en", await idOf("university-of-amsterdam"));
    expect([trinity?.nation, amsterdam?.nation]).toEqual(["IE", "NL"]);
    const edinburgh = await getSchool(test.db, "en", await idOf("university-of-edinburgh"));
    expect(edinburgh).toMatchObject({ city: "Edinburgh", region: "Scotland", nation: "GB" });
  });

  it("cn uses the mainland names that avoid clashes", async () => {
    const list = await findSchools(test.db, "cn", { country: "usa", name: "Northeastern University", pageSize: 5 });
    expect(list.items.map((s) => s.name)).toContain("美国东北大学");
    const northwestern = await getSchool(test.db, "cn", await idOf("northwestern-university"));
    expect(northwestern?.name).toBe("美国西北大学");
  });
});
