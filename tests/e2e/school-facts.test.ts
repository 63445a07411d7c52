import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser, localized, openPage } from "./browser";
import { fetchPage, selectIn, textOf } from "./document";

// Issue 15, "Data that must not mislead", as a visitor sees it. What the server renders is read
// from its document (tests/e2e/document.ts); layout is checked in the browser.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, locale: string, width = 1280) {
  const { page } = await openPage(browser, localized(path, locale), { width, height: 900 });
  return page;
}

describe("ranking page", () => {
  it("names one edition with its year and the previous one, shows bands and never says partner schools", async () => {
    const page = await fetchPage(localized("/ranking_list", "en"));
    const text = page.text("main") ?? "";
    // Issue 29: QS 2027 for every school, with the QS 2026 place and the change.
    expect(text).toContain("QS World University Rankings 2027");
    expect(text).toContain("Previous ranking: QS World University Rankings 2026");
    expect(text).not.toMatch(/previous edition not shown/i);
    expect(text).not.toMatch(/partner|work with/i);
    expect(page.attr('meta[name="description"]', "content")).not.toMatch(/partner|work with/i);
    expect(page.texts(".ranking-table thead th").join("|")).toMatch(/Previous ranking\|Change/);
    // MIT 1 (1 in 2026, no change); Stanford =2 (3 in 2026, up 1).
    const rowOf = (name: string) => {
      const row = page.all(".ranking-table tbody tr").find((tr) => textOf(tr).includes(name));
      if (!row) throw new Error(`no ranking row for ${name}`);
      return row;
    };
    expect(selectIn(rowOf("Massachusetts Institute of Technology"), "td.num").map(textOf)).toEqual(["1", "1"]);
    expect(selectIn(rowOf("Stanford University"), "td.num").map(textOf)).toEqual(["2", "3"]);
    expect(selectIn(rowOf("Stanford University"), ".change-cell").map(textOf)[0]).toMatch(/up 1/);
    expect((await fetchPage(localized("/ranking_list?page=5", "en"))).texts(".ranking-table tbody td.num")).toContain(
      "801-850",
    );
    for (const locale of ["tw", "cn"]) {
      const zh = await fetchPage(localized("/ranking_list", locale));
      // The page's own words, without the schools' intros (which may mention co-op programmes, 建教合作).
      const intros = zh.texts("main .intro-cell");
      const zhText = intros.reduce((text, intro) => text.replace(intro, ""), zh.text("main") ?? "");
      expect(zhText, locale).toMatch(/2027 QS 世界大/);
      expect(zhText, locale).toMatch(/2026 QS 世界大/);
      expect(zhText, locale).not.toMatch(/合作/);
      expect(zh.attr('meta[name="description"]', "content")).not.toMatch(/合作/);
    }
  });

  it("shows cards with the school name first on a phone", async () => {
    const page = await open("/ranking_list", "tw", 375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const rows = page.locator(".ranking-table tbody tr");
    for (const i of [0, 1, 2]) {
      const row = rows.nth(i);
      const name = await row.locator("th a").boundingBox();
      const rank = await row.locator("td.num").first().boundingBox();
      const box = await row.boundingBox();
      if (!name || !rank || !box) throw new Error("ranking row not laid out");
      // The name is on screen, at the top of its card, above the rank.
      expect(name.x).toBeGreaterThanOrEqual(0);
      expect(name.x + name.width).toBeLessThanOrEqual(375);
      expect(name.y - box.y).toBeLessThan(40);
      expect(name.y).toBeLessThan(rank.y);
    }
    await page.close();
  });
});

describe("no SAT/GRE/GMAT badge", () => {
  it("shows only with the enrolment type it applies to", async () => {
    const badges = async (path: string, school: string) => {
      const cards = (await fetchPage(localized(path, "en")))
        .all(".school-card")
        .filter((c) => textOf(c).includes(school));
      expect(cards.length, `${path}: ${school}`).toBeGreaterThan(0);
      return cards.flatMap((card) => selectIn(card, ".tag-olive").map(textOf));
    };
    // Edinburgh: no test for foundation/diploma, conditional admission and English courses; tests
    // for some undergraduate programmes. Oxford: tests at every level.
    expect(await badges("/countries/uk/schools?school=Edinburgh", "University of Edinburgh")).toEqual([]);
    expect(await badges("/countries/uk/schools?school=Edinburgh&enrollments=1", "University of Edinburgh")).toEqual([]);
    expect(await badges("/countries/uk/schools?school=Edinburgh&enrollments=3", "University of Edinburgh")).toEqual([
      "No SAT/GRE/GMAT needed",
    ]);
    expect(await badges("/countries/uk/schools?school=Oxford&enrollments=1", "University of Oxford")).toEqual([]);
    expect(await badges("/countries/usa/schools?school=De%20Anza&enrollments=3", "De Anza College")).toEqual([
      "No SAT/GRE/GMAT needed",
    ]);
  });

  it("school pages say it per enrolment type", async () => {
    const list = await fetchPage(localized("/countries/uk/schools?school=Oxford", "en"));
    const link = list.all(".school-card h3 a").find((a) => textOf(a).includes("University of Oxford"));
    expect(link?.attribs.href).toMatch(/^\/schools\/\d+/);
    const school = await fetchPage(link?.attribs.href ?? "");
    expect(school.texts(".facts .exam-levels li")).toEqual([
      expect.stringMatching(/^Undergraduate: .*may be required/),
      expect.stringMatching(/^Graduate \(Master's\): .*may be required/),
      expect.stringMatching(/^Doctoral.*: .*may be required/),
    ]);
  });
});

describe("place names", () => {
  it("are in the visitor's language, with the school's own country", async () => {
    const place = async (path: string, locale: string) =>
      (await fetchPage(localized(path, locale))).text(".school-card .school-place");
    expect(await place("/countries/ie/schools?school=Trinity", "tw")).toBe("都柏林 · 都柏林郡 · 愛爾蘭");
    const harvard = await place("/countries/usa/schools?school=Harvard", "tw");
    expect(harvard).toBeTruthy();
    expect(harvard).not.toMatch(/[A-Za-z]/);
    expect(await place("/countries/uk/schools?school=University%20of%20Edinburgh", "en")).toBe(
      "Edinburgh · Scotland · UK",
    );
    const cn = await fetchPage(localized("/countries/usa/schools?school=Northeastern", "cn"));
    expect(cn.texts(".school-card h3")).toContain("美国东北大学");
  });
});
