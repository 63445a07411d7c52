import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { createServer } from "~/entry/server";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";

/** Ireland is a country of its own in every country parameter of the JSON API (decision 0020). */
let test: TestDatabase;
let server: ReturnType<typeof createServer>;

beforeAll(async () => {
  test = await createTestDatabase();
  server = createServer({
    build: async () => {
      throw new Error("no pages in this test");
    },
    db: test.db,
    config: loadConfig({ LOG_REQUESTS: "0" }),
  });
});
afterAll(async () => {
  await test.destroy();
});

const get = (path: string) => server.request(path, { headers: { Lang: "en" } });
const json = async <T>(res: Response) => (await res.json()) as T;

interface SchoolPage {
  school_lists: { total: number; items: Array<{ name_en: string; country_code: string; nation: string }> };
}

describe("country parameters of /api", () => {
  it("lists the Irish schools under ie and only Dutch ones under nl", async () => {
    const irish = await get("/api/Home/school_lists?country=ie&page_size=50");
    expect(irish.status).toBe(200);
    const ie = (await json<SchoolPage>(irish)).school_lists;
    expect(ie.total).toBe(15);
    expect(ie.items.every((s) => s.country_code === "ie" && s.nation === "IE")).toBe(true);
    const dutch = (await json<SchoolPage>(await get("/api/Home/school_lists?country=nl"))).school_lists;
    expect(dutch.total).toBe(15);
    expect(dutch.items.every((s) => s.country_code === "nl" && s.nation === "NL")).toBe(true);
  });

  it("lists Ireland among the countries, named on its own", async () => {
    const body = await json<{ countries: Array<{ id: number; name: string; country_code: string }> }>(
      await get("/api/Home/countries"),
    );
    expect(body.countries.slice(-2)).toEqual([
      { id: 6, name: "Netherlands", name_en: "Netherlands", country_code: "nl" },
      { id: 7, name: "Ireland", name_en: "Ireland", country_code: "ie" },
    ]);
  });

  it("takes ie for cities and recommended articles, the Dublin article among them", async () => {
    const cities = await get("/api/Home/cities?country=ie");
    expect(cities.status).toBe(200);
    expect(JSON.stringify(await cities.json())).toContain("Dublin");
    const articles = await get("/api/Home/recommend_articles?country=ie&count=20&random=0");
    expect(articles.status).toBe(200);
    const list = (await json<{ articles: Array<{ country: string | null }> }>(articles)).articles;
    expect(list[0]?.country).toBe("ie");
  });

  it("refuses the former joint code and unknown codes with 400, never a 5xx", async () => {
    for (const path of [
      "/api/Home/school_lists?country=nl_ie",
      "/api/Home/school_lists?country=IE%00",
      "/api/Home/cities?country=nl_ie",
      "/api/Home/recommend_articles?country=nl_ie",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
    }
  });
});
