import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser, localized, openPage } from "./browser";

/** Issue 14, "Search that forgives": abbreviations, typos, local names, either Chinese script. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function firstSchool(locale: string, name: string) {
  const { page } = await openPage(
    browser,
    localized(`/countries/all/schools?school=${encodeURIComponent(name)}`, locale),
    { width: 1280, height: 900 },
  );
  try {
    return await page.locator(".school-card h3").first().textContent({ timeout: 5_000 });
  } catch {
    return null;
  } finally {
    await page.close();
  }
}

describe("school search", () => {
  it("finds schools by abbreviation, the school itself first", async () => {
    expect(await firstSchool("en", "MIT")).toBe("Massachusetts Institute of Technology");
    expect(await firstSchool("en", "UCL")).toBe("University College London");
    expect(await firstSchool("en", "NYU")).toBe("New York University");
    expect(await firstSchool("en", "LSE")).toBe("London School of Economics and Political Science");
    expect(await firstSchool("en", "UBC")).toBe("University of British Columbia");
    expect(await firstSchool("en", "UNSW")).toBe("UNSW Sydney (University of New South Wales)");
  });

  it("forgives a typo", async () => {
    expect(await firstSchool("en", "Harvad")).toBe("Harvard University");
  });

  it("finds Thai and Vietnamese names", async () => {
    expect(await firstSchool("th", "มหาวิทยาลัยฮาร์วาร์ด")).toBe("Harvard University");
    expect(await firstSchool("vi", "Đại học Harvard")).toBe("Harvard University");
    expect(await firstSchool("tw", "麻省理工")).toBe("麻省理工學院");
  });
});

describe("article search", () => {
  async function search(locale: string, q: string) {
    const { page } = await openPage(browser, localized(`/search?q=${encodeURIComponent(q)}`, locale), {
      width: 1280,
      height: 900,
    });
    try {
      const results = await page.locator(".search-results li").count();
      const mark = results > 0 ? await page.locator(".search-results mark").first().textContent() : null;
      return { results, mark };
    } finally {
      await page.close();
    }
  }

  it("finds and marks Traditional Chinese text searched in Simplified, and the other way round", async () => {
    expect(await search("tw", "签证")).toEqual({ results: expect.any(Number), mark: "簽證" });
    expect((await search("tw", "签证")).results).toBeGreaterThan(0);
    expect(await search("cn", "簽證")).toEqual({ results: expect.any(Number), mark: "签证" });
    expect((await search("cn", "簽證")).results).toBeGreaterThan(0);
    expect(await search("cn", "留學")).toEqual({ results: expect.any(Number), mark: "留学" });
  });
});
