import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "~/entry/seed";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import {
  listClassifications,
  listCountries,
  listEnrollments,
  listOffices,
  listSchoolColleges,
} from "~/features/reference/reference.server";
import { isMigrated, migrateToLatest } from "./migrations";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

describe("migrations and seed", () => {
  it("are idempotent: a second start changes nothing", async () => {
    const before = await test.db
      .selectFrom("school_colleges")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(await migrateToLatest(test.db)).toEqual([]);
    await seedDatabase(test.db);
    const after = await test.db
      .selectFrom("school_colleges")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await isMigrated(test.db)).toBe(true);
  });

  it("keeps a staff edit when seeding again", async () => {
    await test.db.updateTable("offices").set({ phone: "+886 2 0000 0000" }).where("code", "=", "taipei").execute();
    await seedDatabase(test.db);
    const office = await test.db
      .selectFrom("offices")
      .select("phone")
      .where("code", "=", "taipei")
      .executeTakeFirstOrThrow();
    expect(office.phone).toBe("+886 2 0000 0000");
  });
});

describe("reference data", () => {
  it("has the spec's country ids and URL codes", async () => {
    const countries = await listCountries(test.db, "en");
    expect(countries.map((c) => [c.id, c.country_code])).toEqual([
      [1, "usa"],
      [2, "uk"],
      [4, "ca"],
      [3, "au"],
      [6, "nl"],
      [7, "ie"],
    ]);
    expect(countries.find((c) => c.id === 5)).toBeUndefined();
    expect((await listCountries(test.db, "th"))[0]?.name).toBe("สหรัฐอเมริกา");
  });

  it("has conditional admission as enrollment 4 and narrows enrollments by country", async () => {
    const all = await listEnrollments(test.db, "tw");
    expect(all.find((e) => e.id === 4)?.name).toBe("條件式入學");
    const forUsa = await listEnrollments(test.db, "en", 1);
    expect(forUsa.length).toBeGreaterThan(0);
    expect(await listEnrollments(test.db, "en", 999)).toEqual([]);
  });

  it("has the six article classifications in ascending order", async () => {
    const list = await listClassifications(test.db, "vi");
    expect(list.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(list[4]?.name).toBe("Thị thực");
  });

  it("groups colleges (majors)", async () => {
    const colleges = await listSchoolColleges(test.db, "cn");
    expect(colleges.length).toBeGreaterThanOrEqual(30);
    expect(colleges.find((c) => c.id === 5)).toMatchObject({ name: "MBA", group_name: "商科" });
  });

  it("shows each locale its own offices", async () => {
    expect((await listOffices(test.db, "tw")).map((o) => o.code)).toEqual([
      "taipei",
      "hsinchu",
      "taichung",
      "tainan",
      "kaohsiung",
      "vietnam",
    ]);
    expect((await listOffices(test.db, "en")).map((o) => o.code)).toEqual(["philippines"]);
    expect((await listOffices(test.db, "th")).map((o) => o.code)).toEqual(["thailand"]);
  });
});
