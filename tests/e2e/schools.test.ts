import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, baseURL, launchBrowser, localized, openPage } from "./browser";
import { fetchPage, textOf } from "./document";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, locale: string, width = 1280) {
  const { page, response } = await openPage(browser, localized(path, locale), { width, height: 900 });
  return { page, status: response?.status() };
}

describe("school list", () => {
  // What the server renders is read from its document (tests/e2e/document.ts); forms, clicks and
  // the shortlist's script run in the browser.
  it("finds Oxford by its English and Chinese names", async () => {
    const page = await fetchPage(localized("/countries/all/schools?school=Oxford", "en"));
    expect(page.texts(".school-card h3")).toContain("University of Oxford");
    const zh = await fetchPage(localized(`/countries/all/schools?school=${encodeURIComponent("牛津")}`, "tw"));
    expect(zh.texts(".school-card h3")).toContain("牛津大學");
  });

  it("filters by country, enrollment and majors with the form, without JavaScript", async () => {
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.goto(localized("/countries/all/schools", "en"));
      await page.selectOption("select[name=country]", "uk");
      await page.selectOption("select[name=enrollments]", "2");
      await page.locator("summary", { hasText: "Business" }).click();
      await page.getByLabel("Accounting").check();
      await page.getByLabel("Finance").check();
      await page.getByRole("button", { name: "Show schools" }).click();
      await page.waitForURL(/\/countries\/uk\/schools\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get("enrollments")).toBe("2");
      expect(url.searchParams.get("hots")).toBe("1,2");
      expect(await page.locator(".result-count").textContent()).toMatch(/\d+ schools found/);
      const countries = await page.locator(".school-card-head p.muted:last-of-type").allTextContents();
      expect(countries.length).toBeGreaterThan(0);
      expect(countries.every((c) => c.includes("UK"))).toBe(true);
    } finally {
      await noJs.close();
    }
  });

  it("shows an empty state that suggests what to change", async () => {
    const page = await fetchPage(localized("/countries/au/schools?school=zzzz&hots=20", "en"));
    expect(page.text(".result-count")).toBe("No schools found");
    expect(page.all(".empty-state li").length).toBeGreaterThanOrEqual(3);
    const clear = page.all("a").filter((a) => textOf(a).trim() === "Clear all filters");
    expect(clear.map((a) => a.attribs.href)).toEqual(["/countries/all/schools?lang=en"]);
  });

  it("answers unknown country codes and bad pages correctly", async () => {
    expect((await fetchPage(localized("/countries/fr/schools", "en"))).status).toBe(404);
    expect((await fetchPage(localized("/countries/all/schools?page=-1", "en"))).status).toBe(400);
  });
});

describe("shortlist", () => {
  it("saves schools from cards, counts them in the header, reorders, compares and removes", async () => {
    await browser.context.clearCookies();
    const { page } = await open("/countries/uk/schools", "en");
    const cards = page.locator(".school-card");
    const names = await cards.locator("h3").allTextContents();
    for (const i of [0, 1, 2]) {
      // The accessible name is the visible word plus the school: "Save University of Oxford".
      expect(
        await cards
          .nth(i)
          .getByRole("button", { name: `Save ${names[i]}`, exact: true })
          .count(),
      ).toBe(1);
      const button = cards.nth(i).locator(".save-school button");
      await button.click();
      await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
      expect(await button.textContent()).toBe(`Saved ${names[i]}`);
    }
    await expect.poll(() => page.locator(".shortlist-link .badge").textContent()).toBe("3");
    await page.goto(localized("/shortlist", "en"));
    const items = () => page.locator(".shortlist-item .shortlist-name a").allTextContents();
    expect(await items()).toEqual(names.slice(0, 3));
    await page.getByRole("button", { name: `Move ${names[2]} up` }).click();
    await expect.poll(items).toEqual([names[0], names[2], names[1]]);
    await page.getByLabel(`Compare ${names[0]}`).check();
    await page.getByLabel(`Compare ${names[1]}`).check();
    await page.getByRole("button", { name: /Compare the ticked schools/ }).click();
    await expect.poll(() => page.locator(".compare-table thead th").allTextContents()).toEqual([names[0], names[1]]);
    expect(await page.locator(".compare-table tbody th").allTextContents()).toEqual([
      "Location",
      "Typical tuition per year",
      "English requirement",
      "Admission tests",
      "World ranking",
      "Upcoming dates",
      "Yearly cost",
    ]);
    await page.getByRole("button", { name: `Remove ${names[1]}`, exact: true }).click();
    await expect.poll(items).toEqual([names[0], names[2]]);
    await page.close();
    await browser.context.clearCookies();
  });

  it("works without JavaScript", async () => {
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.goto(`${baseURL()}/schools/1?lang=en`);
      await page.locator(".save-school button").click();
      await page.waitForURL(/\/schools\/1/);
      expect(await page.locator(".save-school button").getAttribute("aria-pressed")).toBe("true");
      await page.goto(localized("/shortlist", "en"));
      expect(await page.locator(".shortlist-item").count()).toBe(1);
    } finally {
      await noJs.close();
    }
  });
});

describe("ranking and students", () => {
  it("the ranking table has the spec's columns (previous and change: QS 2026 is verified for every school)", async () => {
    const page = await fetchPage(localized("/ranking_list", "tw"));
    expect(page.texts(".ranking-table thead th")).toEqual([
      "排名",
      "上次排名",
      "名次變化",
      "中文校名",
      "英文校名",
      "學校簡介",
      "熱門科系",
    ]);
    expect(page.all(".ranking-table tbody tr")).toHaveLength(50);
    expect(page.text(".ranking-table tbody tr td")).toBe("1");
  });

  it("each locale lists its own admitted students with the six columns", async () => {
    const page = await fetchPage(localized("/student_list", "vi"));
    expect(page.all(".data-table thead th")).toHaveLength(6);
    expect(page.all(".data-table tbody tr").length).toBeGreaterThan(10);
  });
});

describe("Ireland, a country of its own", () => {
  it("lists the Irish schools under ie and only Dutch ones under nl, each with its own option in the filter", async () => {
    const page = await fetchPage(localized("/countries/ie/schools", "en"));
    expect(page.status).toBe(200);
    expect(page.text("h1")).toBe("Schools in Ireland");
    expect(page.text(".result-count")).toBe("15 schools found");
    const places = page.texts(".school-card .school-place");
    expect(places.length).toBe(15);
    expect(places.every((p) => p.endsWith("Ireland"))).toBe(true);
    expect(page.texts(".school-card h3")).toContain("Trinity College Dublin");
    const options = page.texts("select[name=country] option");
    expect(options).toContain("Netherlands");
    expect(options).toContain("Ireland");
    expect(options.some((o) => o.includes("/"))).toBe(false);
    const nl = await fetchPage(localized("/countries/nl/schools", "en"));
    expect(nl.text("h1")).toBe("Schools in Netherlands");
    const dutch = nl.texts(".school-card .school-place");
    expect(dutch.length).toBeGreaterThan(0);
    expect(dutch.every((p) => p.endsWith("Netherlands"))).toBe(true);
    const ranking = await fetchPage(localized("/ranking_list?country=ie", "en"));
    expect(ranking.status).toBe(200);
    expect(ranking.text("main")).toContain("Trinity College Dublin");
    expect(ranking.text(".mode-tabs a[aria-current='page']")).toBe("Ireland");
  });

  it("is chosen in the filter form without JavaScript, and the former joint address is not found", async () => {
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.goto(localized("/countries/all/schools", "th"));
      await page.selectOption("select[name=country]", "ie");
      await page.locator(".filter-form button[type=submit]").click();
      await page.waitForURL(/\/countries\/ie\/schools/);
      expect(await page.locator(".school-card").count()).toBe(15);
      const response = await page.goto(localized("/countries/nl_ie/schools", "en"));
      expect(response?.status()).toBe(404);
    } finally {
      await noJs.close();
    }
  });
});
