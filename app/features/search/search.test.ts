import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { listArticles, searchArticles } from "~/features/articles/articles.server";
import { findSchools } from "~/features/schools/schools.server";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { foldHan, markMatches, refoldSearchKeys, searchKey } from "./search.server";

describe("foldHan", () => {
  it("folds Traditional and Simplified Chinese into one form, both ways", () => {
    expect(foldHan("簽證")).toBe(foldHan("签证"));
    expect(foldHan("留學")).toBe(foldHan("留学"));
    expect(foldHan("臺灣大學")).toBe(foldHan("台湾大学"));
    expect(foldHan("後來")).toBe(foldHan("后来"));
    expect(foldHan("墨爾本")).toBe(foldHan("墨尔本"));
  });

  it("changes nothing else, and nothing on a second pass", () => {
    expect(foldHan("visa วีซ่า thị thực 100%")).toBe("visa วีซ่า thị thực 100%");
    const once = foldHan("麻省理工學院的獎學金申請");
    expect(foldHan(once)).toBe(once);
    expect(searchKey(searchKey("Université 簽證 มหาวิทยาลัย"))).toBe(searchKey("Université 簽證 มหาวิทยาลัย"));
  });
});

describe("markMatches", () => {
  it("marks a match in the other Chinese script, as typed in the text", () => {
    expect(markMatches("英國學生簽證申請", "签证")).toEqual(["英國學生", "簽證", "申請"]);
    expect(markMatches("英国学生签证申请", "簽證")).toEqual(["英国学生", "签证", "申请"]);
    expect(markMatches("Thị thực F-1", "thi thuc")).toEqual(["", "Thị thực", " F-1"]);
  });
});

describe("refoldSearchKeys", () => {
  const test = scopedTestDatabase();

  it("folds the keys a database stored before the fold, once", async () => {
    // What a database seeded before the fold holds: keys in the article's own script.
    await sql`UPDATE article_translations SET title_search = lower(title), search_text = lower(title) WHERE locale = 'tw'`.execute(
      test.db,
    );
    await sql`UPDATE article_tags SET tag_key = lower(tag)`.execute(test.db);
    await sql`UPDATE schools SET search_text = name_tw WHERE key = 'university-of-toronto'`.execute(test.db);
    await test.db.deleteFrom("seed_state").where("name", "=", "search-keys-han-fold").execute();
    expect((await searchArticles(test.db, "tw", "签证")).total).toBe(0);
    expect((await listArticles(test.db, "tw", { tag: "學生簽證" })).total).toBe(0);

    expect(await refoldSearchKeys(test.db)).toBe(true);
    const visa = await searchArticles(test.db, "tw", "签证");
    expect(visa.total).toBeGreaterThan(0);
    expect(visa.total).toBe((await searchArticles(test.db, "tw", "簽證")).total);
    expect((await listArticles(test.db, "tw", { tag: "學生簽證" })).total).toBeGreaterThan(0);
    expect((await findSchools(test.db, "cn", { country: "all", name: "多伦多大学" })).total).toBe(1);
    expect(await refoldSearchKeys(test.db)).toBe(false);
  });
});
