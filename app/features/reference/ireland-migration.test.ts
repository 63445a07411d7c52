import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/.server/db/migrations";
import { seedReferenceData } from "~/entry/seed";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { findSchools } from "~/features/schools/schools.server";
import { insertSchools, schoolSeeds } from "~/features/schools/schools-seed.server";
import { listCountries, listEnrollments } from "./reference.server";
import { combinedNetherlandsName } from "./reference-data";

/** The migration that runs just before 0032 (whichever branch added it). */
const before = readdirSync(new URL("../../.server/db/migrations/", import.meta.url))
  .filter((name) => /^\d{4}-[a-z0-9-]+\.ts$/.test(name) && name < "0032")
  .sort()
  .at(-1)
  ?.replace(/\.ts$/, "");

const irishKeys = schoolSeeds.filter((s) => s.nation === "IE").map((s) => s.key);
const dutchKeys = schoolSeeds.filter((s) => s.nation === "NL").map((s) => s.key);

/**
 * A database as one seeded before Ireland was a country left it: the Netherlands (id 6) named
 * "Netherlands/Ireland" with the Irish schools and the Dublin article filed under it.
 */
async function seededTheOldWay(test: TestDatabase): Promise<void> {
  const db = test.db;
  await seedReferenceData(db);
  await db.deleteFrom("country_enrollments").where("country_id", "=", 7).execute();
  await db.deleteFrom("countries").where("id", "=", 7).execute();
  await db
    .updateTable("countries")
    .set({ name: JSON.stringify(combinedNetherlandsName), name_en: combinedNetherlandsName.en })
    .where("id", "=", 6)
    .execute();
  const oldSeeds = schoolSeeds
    .filter((s) => s.nation === "IE" || s.nation === "NL")
    .map((s) => ({ ...s, country: "nl" }));
  await insertSchools(db, oldSeeds);
  const article = (key: string, country: string | null) => ({
    key,
    category_id: 1,
    country,
    image: "/images/articles/x.svg",
    published_at: "2026-01-01",
    is_draft: 0,
  });
  await db
    .insertInto("articles")
    .values([
      article("living-in-ireland-dublin", "nl"),
      article("study-in-the-netherlands", "nl"),
      article("staff-note-on-dutch-housing", "nl"),
      article("global-visa-overview", null),
    ])
    .execute();
}

describe("migration 0032: Ireland its own country", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    if (!before) throw new Error("no migration before 0032");
    test = await createTestDatabase({ upTo: before });
    await seededTheOldWay(test);
    await migrateToLatest(test.db);
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it("adds Ireland (id 7, ie) with the Netherlands' enrollment types, and renames the Netherlands", async () => {
    const countries = await listCountries(test.db, "en");
    expect(countries.map((c) => [c.id, c.country_code, c.name])).toEqual([
      [1, "usa", "United States"],
      [2, "uk", "United Kingdom"],
      [4, "ca", "Canada"],
      [3, "au", "Australia"],
      [6, "nl", "Netherlands"],
      [7, "ie", "Ireland"],
    ]);
    expect((await listCountries(test.db, "tw")).slice(-2).map((c) => c.name)).toEqual(["荷蘭", "愛爾蘭"]);
    const ids = async (country: number) => (await listEnrollments(test.db, "en", country)).map((e) => e.id);
    expect(await ids(7)).toEqual(await ids(6));
    expect((await ids(7)).length).toBeGreaterThan(0);
  });

  it("moves the Irish schools to ie and keeps the Dutch ones under nl", async () => {
    const rows = await test.db.selectFrom("schools").select(["key", "country_id"]).execute();
    const countryOf = new Map(rows.map((r) => [r.key, r.country_id]));
    expect(irishKeys.length).toBe(15);
    for (const key of irishKeys) expect(countryOf.get(key), key).toBe(7);
    for (const key of dutchKeys) expect(countryOf.get(key), key).toBe(6);
    const irish = await findSchools(test.db, "en", { country: "ie", sort: "rank", page: 1 });
    expect(irish.total).toBe(15);
    expect(irish.items.map((s) => s.name_en)).toContain("Trinity College Dublin");
    const dutch = await findSchools(test.db, "en", { country: "nl", sort: "rank", page: 1 });
    expect(dutch.total).toBe(dutchKeys.length);
    expect(dutch.items.map((s) => s.name_en)).not.toContain("Trinity College Dublin");
  });

  it("files the Dublin article under ie and leaves the others as they were", async () => {
    const rows = await test.db.selectFrom("articles").select(["key", "country"]).orderBy("key").execute();
    expect(rows).toEqual([
      { key: "global-visa-overview", country: null },
      { key: "living-in-ireland-dublin", country: "ie" },
      { key: "staff-note-on-dutch-housing", country: "nl" },
      { key: "study-in-the-netherlands", country: "nl" },
    ]);
  });

  it("leaves the seed nothing to add or clash with on the next start", async () => {
    await seedReferenceData(test.db);
    const rows = await test.db.selectFrom("countries").select("code").orderBy("id").execute();
    expect(rows.map((r) => r.code)).toEqual(["usa", "uk", "au", "ca", "nl", "ie"]);
  });
});

describe("migration 0032 on a database not seeded yet", () => {
  it("changes nothing: the seed writes Ireland", async () => {
    if (!before) throw new Error("no migration before 0032");
    const test = await createTestDatabase({ upTo: before });
    try {
      await migrateToLatest(test.db);
      expect(await test.db.selectFrom("countries").selectAll().execute()).toEqual([]);
      await seedReferenceData(test.db);
      expect((await listCountries(test.db, "vi")).map((c) => c.name)).toEqual([
        "Mỹ",
        "Anh",
        "Canada",
        "Úc",
        "Hà Lan",
        "Ireland",
      ]);
    } finally {
      await test.destroy();
    }
  });
});
