import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { searchArticles } from "~/features/articles/articles.server";
import { upsertTranslation } from "~/features/articles/articles-seed.server";
import { findSchools, type SchoolFilters } from "~/features/schools/schools.server";
import { insertSchools, type SchoolSeed, schoolSeeds } from "~/features/schools/schools-seed.server";
import { createDatabase, type Db } from "./database";
import { readDataVersion, versionedSnapshot } from "./snapshot";

/**
 * School and article search run over in-process copies kept fresh by `data_versions`
 * (migration 0011): these tests check that every kind of write is seen by the next query, and
 * that the copies answer exactly what the database answers (inside a transaction the search
 * runs in the database).
 */
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

const inDatabase = <T>(run: (db: Db) => Promise<T>) => test.db.transaction().execute((trx) => run(trx));

async function addArticle(db: Db, key: string, title: string, options: { draft?: boolean } = {}) {
  const row = await db
    .insertInto("articles")
    .values({
      key,
      category_id: 1,
      country: null,
      image: "/images/articles/visa.svg",
      published_at: "2026-12-01",
      is_draft: options.draft ? 1 : 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await upsertTranslation(db, row.id, "tw", { slug: key, title, abstract: "", body: "<p>內文</p>", tags: [] });
  return row.id;
}

describe("data versions", () => {
  it("are bumped by triggers on every write to the copied tables", async () => {
    const before = await readDataVersion(test.db, "articles");
    await sql`UPDATE article_translations SET title = title WHERE id = (SELECT min(id) FROM article_translations)`.execute(
      test.db,
    );
    expect(await readDataVersion(test.db, "articles")).toBeGreaterThan(before ?? Number.POSITIVE_INFINITY);
    const schools = await readDataVersion(test.db, "schools");
    await sql`UPDATE schools SET website = website WHERE id = 1`.execute(test.db);
    expect(await readDataVersion(test.db, "schools")).toBeGreaterThan(schools ?? Number.POSITIVE_INFINITY);
  });

  it("are bumped by a transaction of many writes, and again by the next transaction", async () => {
    const before = (await readDataVersion(test.db, "schools")) ?? Number.POSITIVE_INFINITY;
    await test.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++) await sql`UPDATE schools SET website = website WHERE id = ${i + 1}`.execute(trx);
    });
    const after = (await readDataVersion(test.db, "schools")) ?? Number.NEGATIVE_INFINITY;
    expect(after).toBeGreaterThan(before);
    await test.db.transaction().execute((trx) => sql`UPDATE schools SET website = website WHERE id = 1`.execute(trx));
    expect(await readDataVersion(test.db, "schools")).toBeGreaterThan(after);
  });

  it("keep no copy inside a transaction, and reload only when the version moves", async () => {
    let loads = 0;
    const snapshot = versionedSnapshot("schools", async (_db: Db, key: string) => {
      loads += 1;
      return `${key}:${loads}`;
    });
    expect(await snapshot(test.db, "a")).toBe("a:1");
    expect(await snapshot(test.db, "a")).toBe("a:1");
    expect(await test.db.transaction().execute((trx) => snapshot(trx, "a"))).toBeUndefined();
    await sql`UPDATE schools SET website = website WHERE id = 1`.execute(test.db);
    expect(await snapshot(test.db, "a")).toBe("a:2");
  });
});

describe("article search copy", () => {
  it("sees articles written through the app, edited, hidden and deleted", async () => {
    const id = await addArticle(test.db, "snapshot-app", "快照測試甲");
    expect((await searchArticles(test.db, "tw", "快照測試")).items.map((a) => a.id)).toEqual([id]);
    await upsertTranslation(test.db, id, "tw", { slug: "x", title: "改名乙", abstract: "", body: "", tags: [] });
    expect((await searchArticles(test.db, "tw", "快照測試")).total).toBe(0);
    expect((await searchArticles(test.db, "tw", "改名乙")).total).toBe(1);
    await test.db.updateTable("articles").set({ is_draft: 1 }).where("id", "=", id).execute();
    expect((await searchArticles(test.db, "tw", "改名乙")).total).toBe(0);
    await test.db.updateTable("articles").set({ is_draft: 0 }).where("id", "=", id).execute();
    expect((await searchArticles(test.db, "tw", "改名乙")).total).toBe(1);
    await test.db.deleteFrom("articles").where("id", "=", id).execute();
    expect((await searchArticles(test.db, "tw", "改名乙")).total).toBe(0);
  });

  it("sees a write made by another process", async () => {
    expect((await searchArticles(test.db, "tw", "別的程序")).total).toBe(0);
    const id = await addArticle(other, "snapshot-other", "別的程序寫的");
    expect((await searchArticles(test.db, "tw", "別的程序")).items.map((a) => a.id)).toEqual([id]);
    await other.deleteFrom("articles").where("id", "=", id).execute();
    expect((await searchArticles(test.db, "tw", "別的程序")).total).toBe(0);
  });

  it("sees a transaction's own uncommitted article", async () => {
    await test.db
      .transaction()
      .execute(async (trx) => {
        await addArticle(trx, "snapshot-rollback", "未提交的");
        expect((await searchArticles(trx, "tw", "未提交")).total).toBe(1);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect((await searchArticles(test.db, "tw", "未提交")).total).toBe(0);
  });

  it("answers what the database answers: matches, title matches first, pages, totals", async () => {
    for (const [locale, text] of [
      ["tw", "簽證"],
      ["tw", "留學"],
      ["cn", "签证"],
      ["tw", "签证"],
      ["cn", "留學"],
      ["en", "visa"],
      ["en", "a"],
      ["en", "100%"],
      ["th", "วีซ่า"],
      ["vi", "thi thuc"],
      ["en", "zzqqxx"],
      ["en", ""],
      ["en", "study\n  abroad"],
      ["tw", " "],
    ] as const) {
      for (const page of [1, 2, 50]) {
        const options = { page, pageSize: 3 };
        const copy = await searchArticles(test.db, locale, text, options);
        expect(copy).toEqual(await inDatabase((db) => searchArticles(db, locale, text, options)));
      }
    }
  });
});

describe("school list copy", () => {
  const seed = (key: string, name: string): SchoolSeed => ({
    ...(schoolSeeds[0] as SchoolSeed),
    key,
    name_en: name,
    enrollments: [2],
    colleges: [15],
    popular: [],
  });

  it("sees schools written through the app, by another process and by hand", async () => {
    const filters: SchoolFilters = { country: "usa", enrollment: 2, colleges: [15], name: "zebra" };
    expect((await findSchools(test.db, "en", filters)).total).toBe(0);
    await insertSchools(test.db, [seed("snapshot-zebra", "Zebra Institute")]);
    expect((await findSchools(test.db, "en", filters)).items.map((s) => s.name_en)).toEqual(["Zebra Institute"]);
    await insertSchools(other, [seed("snapshot-zebra-2", "Zebra College")]);
    expect((await findSchools(test.db, "en", filters)).total).toBe(2);
    await sql`UPDATE schools SET enrollment_mask = 0 WHERE key = 'snapshot-zebra'`.execute(test.db);
    expect((await findSchools(test.db, "en", filters)).items.map((s) => s.name_en)).toEqual(["Zebra College"]);
    await test.db.deleteFrom("schools").where("key", "like", "snapshot-zebra%").execute();
    expect((await findSchools(test.db, "en", filters)).total).toBe(0);
  });

  it("answers what the database answers for every sort, filter and page", async () => {
    const cases: SchoolFilters[] = [];
    for (const country of ["all", "usa", "uk", "ca"] as const) {
      for (const sort of ["rank", "name", "tuition"] as const) {
        cases.push(
          { country, sort },
          { country, sort, enrollment: 4, page: 2, pageSize: 7 },
          { country, sort, colleges: [1, 2, 37], name: "univ" },
          { country, sort, name: "牛津" },
          { country, sort, name: "MIT", pageSize: 5 },
          { country, sort, name: "Harvad", enrollment: 1 },
          { country, sort, name: "toronto university", page: 2, pageSize: 1 },
          { country, sort, name: "มหาวิทยาลัยฮาร์วาร์ด" },
          { country, sort, name: "dai hoc", page: 3, pageSize: 4 },
          { country, sort, name: "100%_" },
          { country, sort, noExam: true, page: 40 },
          { country, sort, cities: ["Boston", "London", "Toronto"] },
          { country, sort, enrollment: 99, colleges: [0, 1_000_000] },
        );
      }
    }
    for (const filters of cases) {
      const copy = await findSchools(test.db, "en", filters);
      expect(copy).toEqual(await inDatabase((db) => findSchools(db, "en", filters)));
    }
  });
});
