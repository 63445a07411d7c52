import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { listCountries, listEnrollments, listSchoolColleges } from "./reference.server";

let test: TestDatabase;
/** A second pool on the same database: another server process. */
let other: Db;
beforeAll(async () => {
  test = await createTestDatabase();
  other = createDatabase(test.url);
});
afterAll(async () => {
  await other.destroy();
  await test.destroy();
});

describe("reference lists kept in process", () => {
  it("show a write from another process on the next call, per language and country", async () => {
    expect((await listCountries(test.db, "en")).find((c) => c.country_code === "uk")?.name).toBe("United Kingdom");
    const usaLevels = await listEnrollments(test.db, "en", 1);
    const allLevels = await listEnrollments(test.db, "en");
    expect(allLevels.length).toBeGreaterThanOrEqual(usaLevels.length);
    const colleges = await listSchoolColleges(test.db, "th");
    expect(colleges.length).toBeGreaterThan(30);

    await sql`UPDATE countries SET name_en = 'Britain', name = ${JSON.stringify({ en: "Britain", tw: "英國" })} WHERE code = 'uk'`.execute(
      other,
    );
    await sql`DELETE FROM country_enrollments WHERE country_id = 1`.execute(other);
    await sql`UPDATE school_colleges SET sort = sort WHERE id = ${colleges[0]?.id ?? 0}`.execute(other);

    expect((await listCountries(test.db, "en")).find((c) => c.country_code === "uk")?.name).toBe("Britain");
    expect(await listEnrollments(test.db, "en", 1)).toEqual([]);
    expect(await listEnrollments(test.db, "en")).toEqual(allLevels);
    expect(await listSchoolColleges(test.db, "th")).toEqual(colleges);
  });
});
