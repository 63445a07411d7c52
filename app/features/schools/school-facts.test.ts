import { describe, expect, it } from "vitest";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { findSchools, getSchool, listNoExamSchools, listRanking } from "./schools.server";
import { type SchoolSeed, schoolSeeds } from "./schools-seed.server";

// Issue 15, "Data that must not mislead": one ranking edition, the no-exam badge per enrolment
// type, and place names in the visitor's language.

const test = scopedTestDatabase();

const seedOf = (key: string): SchoolSeed => {
  const seed = schoolSeeds.find((s) => s.key === key);
  if (!seed) throw new Error(`no school ${key} in the seed`);
  return seed;
};
const idOf = async (key: string) =>
  (await test.db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;

describe("one ranking edition per list", () => {
  const bandStartsAt = (rank: number | null, band: string | null) =>
    band === null || band.startsWith(`${rank}-`) || band === `${rank}+`;

  it("the seed holds one edition for every school: QS 2027, with QS 2026 as previous (issue 29)", () => {
    // No column carries an estimate any more: every rank is read from the published tables.
    expect(schoolSeeds.some((s) => "rank_latest_unverified" in s)).toBe(false);
    for (const s of schoolSeeds) {
      // A band is stored with its lower bound; a school outside the table has neither.
      expect(bandStartsAt(s.rank_latest, s.rank_latest_band), s.key).toBe(true);
      expect(bandStartsAt(s.rank_previous, s.rank_previous_band), s.key).toBe(true);
      if (s.rank_latest === null)
        expect([s.rank_latest_band, s.rank_previous, s.rank_previous_band], s.key).toEqual([null, null, null]);
    }
    // 236 of the 320 schools are in the QS 2027 table; 234 of them were in QS 2026 too.
    expect(schoolSeeds.filter((s) => s.rank_latest !== null)).toHaveLength(236);
    expect(schoolSeeds.filter((s) => s.rank_previous !== null)).toHaveLength(234);
    // QS 2027 as published on 18 June 2026: MIT 1, Imperial and Stanford =2, Oxford 4, Harvard 5, Cambridge 6.
    const ranks = (key: string) => [seedOf(key).rank_latest, seedOf(key).rank_previous];
    expect(ranks("massachusetts-institute-of-technology")).toEqual([1, 1]);
    expect(ranks("imperial-college-london")).toEqual([2, 2]);
    expect(ranks("stanford-university")).toEqual([2, 3]);
    expect(ranks("university-of-oxford")).toEqual([4, 4]);
    expect(ranks("harvard-university")).toEqual([5, 5]);
    expect(ranks("university-of-cambridge")).toEqual([6, 6]);
    // Bands on both sides; new in 2027 (no 2026 place); not in the 2027 table.
    expect(seedOf("carleton-university")).toMatchObject({ rank_latest_band: "801-850", rank_previous_band: "781-790" });
    expect(seedOf("williams-college")).toMatchObject({ rank_latest_band: "851-900", rank_previous: null });
    expect(seedOf("swarthmore-college")).toMatchObject({ rank_latest: null, rank_previous: null });
  });

  it("lists every ranked school by its QS World University Rankings 2027 position, with bands and the change since 2026", async () => {
    const ranking = await listRanking(test.db, "en", { pageSize: 500 });
    const byName = new Map(schoolSeeds.map((s) => [s.name_en, s]));
    expect(ranking.total).toBe(schoolSeeds.filter((s) => s.rank_latest !== null).length);
    for (const row of ranking.items) {
      const seed = byName.get(row.name_en);
      expect(row.rank_latest, row.name_en).toBe(seed?.rank_latest);
      expect(row.rank_band, row.name_en).toBe(seed?.rank_latest_band);
      expect(row.rank_previous, row.name_en).toBe(seed?.rank_previous);
      expect(row.previous_band, row.name_en).toBe(seed?.rank_previous_band);
    }
    expect(ranking.edition).toMatchObject({
      current: { source: "qs-wur", year: 2027 },
      previous: { source: "qs-wur", year: 2026 },
    });
    const rowOf = (name: string) => ranking.items.find((r) => r.name_en === name);
    // Stanford 3 → 2: up one; Yale 21 → 16: up five; a band has no change.
    expect(rowOf("Stanford University")).toMatchObject({ rank_latest: 2, rank_previous: 3, change: 1 });
    expect(rowOf("Yale University")).toMatchObject({ rank_latest: 16, rank_previous: 21, change: 5 });
    expect(rowOf("Carleton University")).toMatchObject({ rank_band: "801-850", change: null });
    expect(ranking.items.some((r) => r.rank_band === "1001-1200")).toBe(true);
  });

  it("shows the same edition's rank on school cards and pages", async () => {
    const oxford = await getSchool(test.db, "en", await idOf("university-of-oxford"));
    expect(oxford).toMatchObject({ rank_latest: 4, rank_band: null, rank_previous: 4 });
    const napier = await getSchool(test.db, "en", await idOf("edinburgh-napier-university"));
    expect(napier?.rank_band).toBe(seedOf("edinburgh-napier-university").rank_latest_band);
    expect(napier?.rank_band).toBe("801-850");
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
