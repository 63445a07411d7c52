import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { searchKey } from "~/features/search/search.server";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { getSchoolForEdit, parseSchoolForm, saveSchool } from "./school-editing.server";
import { schoolFormData } from "./school-form";
import {
  findSchools,
  getSchool,
  listCities,
  listNoExamSchools,
  listOutstandingSchools,
  listRanking,
} from "./schools.server";
import { parseAliases, schoolSeeds, seedSchools } from "./schools-seed.server";

const test = scopedTestDatabase();

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

  const first = async (locale: "tw" | "cn" | "en" | "vi" | "th", name: string) =>
    (await findSchools(test.db, locale, { country: "all", name })).items[0]?.name_en;

  it("finds schools by their abbreviations, exact matches first (issue 14)", async () => {
    // "MIT" also occurs inside RMIT, Goldsmiths and Smith College: the school called MIT comes first.
    expect(await first("en", "MIT")).toBe("Massachusetts Institute of Technology");
    expect(await first("en", "mit")).toBe("Massachusetts Institute of Technology");
    expect(await first("en", "UCL")).toBe("University College London");
    expect(await first("en", "NYU")).toBe("New York University");
    expect(await first("en", "LSE")).toBe("London School of Economics and Political Science");
    expect(await first("en", "UBC")).toBe("University of British Columbia");
    expect(await first("en", "UNSW")).toBe("UNSW Sydney (University of New South Wales)");
    const mit = await findSchools(test.db, "en", { country: "all", name: "MIT", pageSize: 50 });
    expect(mit.items.map((s) => s.name_en)).toContain("RMIT University");
  });

  it("forgives a typo in a word of five letters or more", async () => {
    expect(await first("en", "Harvad")).toBe("Harvard University");
    expect(await first("en", "Havrard")).toBe("Harvard University");
    expect(await first("en", "Massachusets Institute")).toBe("Massachusetts Institute of Technology");
    // Short words are not guessed at: "Yael" is not Yale.
    expect((await findSchools(test.db, "en", { country: "all", name: "Yael" })).total).toBe(0);
    expect((await findSchools(test.db, "en", { country: "all", name: "qqqqqzzz" })).total).toBe(0);
  });

  it("finds schools by their Thai, Vietnamese and Chinese short names", async () => {
    expect(await first("th", "มหาวิทยาลัยฮาร์วาร์ด")).toBe("Harvard University");
    expect(await first("th", "ฮาร์วาร์ด")).toBe("Harvard University");
    expect(await first("vi", "Đại học Harvard")).toBe("Harvard University");
    expect(await first("vi", "dai hoc harvard")).toBe("Harvard University");
    expect(await first("tw", "哈佛")).toBe("Harvard University");
    expect(await first("cn", "麻省理工")).toBe("Massachusetts Institute of Technology");
  });

  it("keeps the chosen order within matches of the same kind", async () => {
    const london = await findSchools(test.db, "en", { country: "all", name: "London", pageSize: 100 });
    const ranks = london.items.map((s) => s.rank_latest ?? Number.POSITIVE_INFINITY);
    expect(london.total).toBeGreaterThan(3);
    // Every match of "London" is a whole word here, so the ranking order holds throughout.
    expect(ranks.every((r, i) => i === 0 || r >= (ranks[i - 1] ?? 0))).toBe(true);
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

describe("school aliases (migration 0012)", () => {
  const mitId = async () =>
    (await test.db.selectFrom("schools").select("id").where("key", "=", mitKey).executeTakeFirstOrThrow()).id;
  const mitKey = schoolSeeds.find((s) => s.name_en === "Massachusetts Institute of Technology")?.key ?? "";

  it("are stored per school by the seed", async () => {
    const row = await test.db.selectFrom("schools").select("aliases").where("key", "=", mitKey).executeTakeFirst();
    expect(parseAliases(row?.aliases ?? "")).toContain("MIT");
  });

  it("survive a staff edit of the school", async () => {
    const id = await mitId();
    const current = await getSchoolForEdit(test.db, id);
    if (!current) throw new Error("no MIT");
    const checked = parseSchoolForm(schoolFormData({ ...current, toefl: "100" }));
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(await saveSchool(test.db, { userId: null, ip: "test" }, id, checked.value)).toBe(true);
    expect((await findSchools(test.db, "en", { country: "all", name: "MIT" })).items[0]?.id).toBe(id);
  });

  it("are filled from the seed, by key, in a database seeded before they existed", async () => {
    // A database seeded before migration 0012: no aliases, and the search text of then.
    await sql`UPDATE schools SET aliases = '[]', search_text = lower(name_en)`.execute(test.db);
    await test.db.deleteFrom("seed_state").where("name", "=", "school-aliases-v1").execute();
    expect((await findSchools(test.db, "en", { country: "all", name: "UCL" })).total).toBe(0);
    await seedSchools(test.db);
    const row = await test.db.selectFrom("schools").select("aliases").where("key", "=", mitKey).executeTakeFirst();
    expect(parseAliases(row?.aliases ?? "")).toContain("MIT");
    expect((await findSchools(test.db, "en", { country: "all", name: "UCL" })).items[0]?.name_en).toBe(
      "University College London",
    );
    expect((await findSchools(test.db, "tw", { country: "all", name: "牛津" })).items[0]?.name).toBe("牛津大學");
    // Once: a second start changes nothing.
    await test.db.updateTable("schools").set({ aliases: "[]" }).where("key", "=", mitKey).execute();
    await seedSchools(test.db);
    const again = await test.db.selectFrom("schools").select("aliases").where("key", "=", mitKey).executeTakeFirst();
    expect(again?.aliases).toBe("[]");
  });
});
