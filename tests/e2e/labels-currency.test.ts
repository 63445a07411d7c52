import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import { localized } from "./browser";
import { fetchPage } from "./document";

/**
 * Issue #29: a tw, cn, vi or th page of the shortlist, the school list or a school shows every
 * deadline name in its own language (never the school's English round name), and tw writes New
 * Taiwan dollars as NT$: no page shows a bare "$". The pages are read as the server renders them
 * (tests/e2e/document.ts): what a visitor without JavaScript gets.
 */
let db: Db;
beforeAll(async () => {
  db = createDatabase(inject("databaseUrl"));
});
afterAll(async () => {
  await db?.destroy();
});

const schoolId = async (key: string) =>
  (await db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;
const bareDollar = /(^|[^A-Za-z])\$/;

describe("deadline names and currencies in every language", () => {
  it("shows no English round name and no bare $ on tw, cn, vi and th pages; tw writes NT$", async () => {
    const keys = ["university-of-california-berkeley", "harvard-university", "university-of-toronto"];
    const ids = await Promise.all(keys.map(schoolId));
    const english = (await db.selectFrom("school_deadlines").select("label").distinct().execute())
      .map((r) => r.label)
      .filter(Boolean);
    expect(english).toContain("UC application filing period ends");
    const withShortlist = { headers: { cookie: `shortlist=${ids.join(".")}` } };
    const pages = [
      "/shortlist",
      ...ids.map((id) => `/schools/${id}`),
      "/countries/usa/schools",
      "/countries/usa/schools?school=California",
    ];
    for (const locale of ["tw", "cn", "vi", "th"] as const) {
      for (const path of pages) {
        const page = await fetchPage(localized(path, locale), withShortlist);
        expect(page.status, path).toBe(200);
        const text = (page.text("main") ?? "").replace(/\s+/g, " ");
        for (const name of english) expect(text, `${locale} ${path}: ${name}`).not.toContain(name);
        expect(text, `${locale} ${path}`).not.toMatch(bareDollar);
        if (locale === "tw" && path === "/shortlist") {
          // Yearly costs converted into New Taiwan dollars, and Berkeley's next date named in Chinese.
          expect(text).toContain("NT$");
          expect(text).toContain("加州大學（UC）申請：送件期截止");
        }
      }
    }
    // English pages keep the school's own name.
    const en = (await fetchPage(localized("/shortlist", "en"), withShortlist)).text("main") ?? "";
    expect(en).toContain("UC application filing period ends");
    expect(en).not.toMatch(bareDollar);
  });
});
