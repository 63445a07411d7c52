import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/.server/db/test-database";
import { searchKey } from "~/features/search/search.server";
import {
  findSchools,
  getSchool,
  listCities,
  listNoExamSchools,
  listOutstandingSchools,
  listRanking,
} from "./schools.server";
import { schoolSeeds } from "./schools-seed.server";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

describe("school seed", () => {
  it("has at least 300 real schools across the six countries, with unique keys", () => {
    expect(schoolSeeds.length).toBeGreaterThanOrEqual(300);
    expect(new Set(schoolSeeds.map((s) => s.key)).size).toBe(schoolSeeds.length);
    expect(new Set(schoolSeeds.map((s) => s.nation))).toEqual(new Set(["US", "GB", "CA", "AU", "NL", "IE"]));
  });

  it("is seeded once", async () => {
    const count = async () =>
      Number(
        (
          await test.db
            .selectFrom("schools")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(schoolSeeds.length);
  });
});

describe("searchKey", () => {
  it("folds case and accents but keeps Thai intact", () => {
    expect(searchKey("Université de Montréal")).toBe("universite de montreal");
    expect(searchKey("Trường Đại học")).toBe("truong dai hoc");
    expect(searchKey("มหาวิทยาลัย")).toBe("มหาวิทยาลัย");
  });
});

describe("findSchools", () => {
  it("finds by English and Chinese names, partially and without accents", async () => {
    const oxford = await findSchools(test.db, "en", { country: "all", name: "Oxford" });
    expect(oxford.items.map((s) => s.name_en)).toContain("University of Oxford");
    const niujin = await findSchools(test.db, "tw", { country: "all", name: "牛津" });
    expect(niujin.items.map((s) => s.name)).toContain("牛津大學");
    const simplified = await findSchools(test.db, "cn", { country: "all", name: "多伦多" });
    expect(simplified.items.map((s) => s.name)).toContain("多伦多大学");
    const montreal = await findSchools(test.db, "en", { country: "ca", name: "montreal" });
    expect(montreal.items.some((s) => s.name_en.includes("Montréal"))).toBe(true);
    const partial = await findSchools(test.db, "en", { country: "all", name: "calif" });
    expect(partial.total).toBeGreaterThan(3);
  });

  it("filters by country, enrollment and any of several majors, and pages", async () => {
    const all = await findSchools(test.db, "en", { country: "all", pageSize: 10 });
    expect(all.total).toBe(schoolSeeds.length);
    expect(all.items).toHaveLength(10);
    const conditional = await findSchools(test.db, "en", { country: "all", enrollment: 4, pageSize: 500 });
    const expected = schoolSeeds.filter((s) => s.enrollments.includes(4)).length;
    expect(conditional.total).toBe(expected);
    const ukBusiness = await findSchools(test.db, "en", { country: "uk", colleges: [1, 2], pageSize: 500 });
    expect(ukBusiness.total).toBe(
      schoolSeeds.filter((s) => s.country === "uk" && s.colleges.some((c) => c === 1 || c === 2)).length,
    );
    expect(ukBusiness.items.every((s) => s.country_code === "uk")).toBe(true);
    const page2 = await findSchools(test.db, "en", { country: "usa", page: 2, pageSize: 20 });
    expect(page2.page).toBe(2);
    expect(page2.items[0]?.id).not.toBe(
      (await findSchools(test.db, "en", { country: "usa", pageSize: 20 })).items[0]?.id,
    );
  });

  it("orders by ranking, unranked last", async () => {
    const list = await findSchools(test.db, "en", { country: "all", pageSize: 400 });
    const ranks = list.items.map((s) => s.rank_latest);
    const firstNull = ranks.indexOf(null);
    expect(ranks.slice(0, firstNull).every((r, i, a) => i === 0 || (r ?? 0) >= (a[i - 1] ?? 0))).toBe(true);
    expect(ranks.slice(firstNull).every((r) => r === null)).toBe(true);
  });

  it("treats LIKE wildcards in the name as text", async () => {
    expect((await findSchools(test.db, "en", { country: "all", name: "%" })).total).toBe(0);
  });
});

describe("school detail and lists", () => {
  it("returns a school with its majors and enrollment types in the visitor's language", async () => {
    const { items } = await findSchools(test.db, "en", { country: "all", name: "Harvard" });
    const school = await getSchool(test.db, "th", items[0]?.id ?? 0);
    expect(school?.name_en).toBe("Harvard University");
    expect(school?.country_name).toBe("สหรัฐอเมริกา");
    expect(school?.colleges.some((c) => c.popular)).toBe(true);
    expect(await getSchool(test.db, "en", 999999)).toBeUndefined();
  });

  it("ranks with the change between years", async () => {
    const ranking = await listRanking(test.db, "tw", { pageSize: 10 });
    expect(ranking.items[0]?.rank_latest).toBe(1);
    for (const row of ranking.items) {
      if (row.rank_previous !== null) expect(row.change).toBe(row.rank_previous - row.rank_latest);
    }
    expect(ranking.items[0]?.name_zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it("lists no-exam, outstanding schools and cities", async () => {
    const noExam = await listNoExamSchools(test.db, "en", { random: true, count: 5 });
    expect(noExam).toHaveLength(5);
    expect(noExam.every((s) => s.no_exam)).toBe(true);
    const outstanding = await listOutstandingSchools(test.db, "cn", 6);
    expect(outstanding.every((s) => s.featured)).toBe(true);
    const cities = await listCities(test.db, "tw", "uk");
    expect(cities.find((c) => c.id === "London")?.name).toBe("倫敦");
  });
});
