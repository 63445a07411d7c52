import { describe, expect, it } from "vitest";
import { localized } from "./browser";
import { fetchPage } from "./document";

/**
 * Issue 14, "Search that forgives": abbreviations, typos, local names, either Chinese script.
 * The results are rendered by the server: read from its document (tests/e2e/document.ts).
 */
async function firstSchool(locale: string, name: string) {
  const page = await fetchPage(localized(`/countries/all/schools?school=${encodeURIComponent(name)}`, locale));
  expect(page.status).toBe(200);
  return page.text(".school-card h3") ?? null;
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
    const page = await fetchPage(localized(`/search?q=${encodeURIComponent(q)}`, locale));
    expect(page.status).toBe(200);
    const results = page.all(".search-results li").length;
    return { results, mark: results > 0 ? (page.text(".search-results mark") ?? null) : null };
  }

  it("finds and marks Traditional Chinese text searched in Simplified, and the other way round", async () => {
    expect(await search("tw", "签证")).toEqual({ results: expect.any(Number), mark: "簽證" });
    expect((await search("tw", "签证")).results).toBeGreaterThan(0);
    expect(await search("cn", "簽證")).toEqual({ results: expect.any(Number), mark: "签证" });
    expect((await search("cn", "簽證")).results).toBeGreaterThan(0);
    expect(await search("cn", "留學")).toEqual({ results: expect.any(Number), mark: "留学" });
  });
});
