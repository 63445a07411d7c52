import { afterAll, beforeAll, describe, expect, it } from "vitest";
import cn from "~/locales/cn.json";
import en from "~/locales/en.json";
import th from "~/locales/th.json";
import tw from "~/locales/tw.json";
import vi from "~/locales/vi.json";
import { type Browser, baseURL, launchBrowser, localized, openPage, waitForHydration } from "./browser";
import { fetchPage, selectIn, textOf } from "./document";
import { guideCountries, publishedGuides } from "./routes";

const catalogs: Record<string, Record<string, string>> = { tw, cn, en, vi, th };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const homeCountry = { tw: "台灣", cn: "中国", en: "Philippines", vi: "Việt Nam", th: "ไทย" } as const;

async function open(path: string, locale: string, width = 1280) {
  const { page, response } = await openPage(browser, localized(path, locale), { width, height: 900 });
  expect(response?.status()).toBe(200);
  return page;
}

describe("country guides", () => {
  it("the USA guide has three admission modes, each with its own URL, conditional admission included", async () => {
    const page = await open("/study/usa", "en");
    const tabs = page.locator(".mode-tabs a");
    expect(await tabs.count()).toBe(3);
    await tabs.nth(2).click();
    await page.waitForURL(/mode=3/);
    const third = await tabs.nth(2).textContent();
    await expect.poll(() => page.locator(".mode-tabs a[aria-current='page']").textContent()).toBe(third);
    expect(await page.locator("main").textContent()).toMatch(/semester/i);
    await page.close();
  });

  // What the server renders is read from the document it sends (tests/e2e/document.ts): every
  // guide in every locale is also loaded and hydrated in Chromium by the crawl.
  for (const code of publishedGuides) {
    it(`${code}: exactly five process steps and a link to its country's school list in every locale, and that list links back`, async () => {
      for (const locale of Object.keys(homeCountry)) {
        const page = await fetchPage(localized(`/study/${code}`, locale));
        expect(page.status).toBe(200);
        expect(page.all(".process-steps > li"), locale).toHaveLength(5);
        expect(page.text(".guide-schools a")).toBe(catalogs[locale]?.[`guide.schoolsIn.${code}`]);
        expect(page.attr(".guide-schools a", "href")).toBe(`/countries/${code}/schools?lang=${locale}`);
      }
      const list = await fetchPage(`/countries/${code}/schools?lang=en`);
      expect(list.all(".school-card").length).toBeGreaterThan(0);
      expect(list.attr(".schools-guide a", "href")).toBe(`/study/${code}?lang=en`);
      expect(list.text(".schools-guide a")).toBe(`Read the guide: ${en[`guide.${code}` as keyof typeof en]}`);
    });
  }

  it("each locale compares with its own home country", async () => {
    for (const [locale, country] of Object.entries(homeCountry)) {
      const headers = (await fetchPage(localized("/study/uk", locale))).texts(".comparison-table thead th");
      expect(
        headers.some((h) => h.includes(country)),
        `${locale}: ${headers.join(" | ")}`,
      ).toBe(true);
    }
  });

  it("Canada shows the vocational comparison and the provincial tip with a booking link", async () => {
    const page = await fetchPage(localized("/study/ca", "en"));
    expect(page.all(".comparison-table")).toHaveLength(2);
    expect(page.text(".tip")).toMatch(/province/i);
    expect(page.attr(".tip a", "href")).toMatch(/^\/consultation\?lang=en$/);
  });

  it("the comparison is a table that fits a 360 px phone without page-level horizontal scroll", async () => {
    const page = await open("/study/usa", "th", 360);
    expect(await page.locator("table.comparison-table caption").count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it("switches admission mode without JavaScript", async () => {
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.goto(localized("/study/usa", "vi"));
      await page.locator(".mode-tabs a").nth(1).click();
      await page.waitForURL(/mode=2/);
      expect(await page.locator(".mode-tabs a[aria-current='page']").count()).toBe(1);
      expect(await page.locator(".process-steps > li").count()).toBe(5);
    } finally {
      await noJs.close();
    }
  });

  it("has a localized title, description and breadcrumb structured data", async () => {
    const page = await fetchPage(localized("/study/ca", "vi"));
    expect(page.text("head title")).toMatch(/Canada/);
    expect(page.attr('meta[name="description"]', "content")).toBeTruthy();
    const ld = JSON.parse(page.text('script[type="application/ld+json"]') ?? "{}");
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toHaveLength(2);
  });

  it("lazy-loads school-type images with their size set (no layout shift)", async () => {
    const images = (await fetchPage(localized("/study/usa", "tw"))).all(".school-types img");
    expect(images.length).toBeGreaterThan(1);
    for (const { attribs } of images) {
      expect(attribs.loading).toBe("lazy");
      expect(attribs.width && attribs.height).toBeTruthy();
      expect(attribs.src).toMatch(/^\/images\/guides\//);
    }
  });
});

describe("guides and school lists link each other", () => {
  it("publishes at least the USA, UK and Canada guides", () => {
    expect(publishedGuides.slice(0, 3)).toEqual(["usa", "uk", "ca"]);
  });

  it("the US school list is one click from the US guide and back, and names its schools in the USA", async () => {
    const page = await open("/study/usa", "tw");
    await page.locator(".guide-schools a").click();
    await page.waitForURL(/\/countries\/usa\/schools\?lang=tw$/);
    await waitForHydration(page);
    const places = await page.locator(".school-card .school-place").allTextContents();
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((p) => p.endsWith("美國"))).toBe(true);
    await page.locator(".schools-guide a").click();
    await page.waitForURL(/\/study\/usa\?lang=tw$/);
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).toBe("美國");
    await page.close();
  });

  it("the menu, footer and home page list each published guide; a country without one links its school list", async () => {
    const page = await fetchPage(localized("/", "en"));
    const menu = page.all("#main-nav details")[1];
    const menuLinks = (menu ? selectIn(menu, ".dropdown-panel a") : []).map(
      (a) => [textOf(a), a.attribs.href] as const,
    );
    expect(menuLinks).toEqual(
      guideCountries.map((code) => [
        en[`country.${code}` as keyof typeof en],
        publishedGuides.includes(code) ? `/study/${code}?lang=en` : `/countries/${code}/schools?lang=en`,
      ]),
    );
    expect(menuLinks.map(([label]) => label)).toContain("Ireland");
    const footer = page.all("footer a[href^='/study/'], footer a[href*='/schools?lang']").map((a) => a.attribs.href);
    for (const code of guideCountries) {
      const href = publishedGuides.includes(code) ? `/study/${code}?lang=en` : `/countries/${code}/schools?lang=en`;
      expect(footer, code).toContain(href);
    }
    const cards = page.all(".guide-links a[href^='/study/']").map((a) => a.attribs.href);
    expect(cards).toEqual(publishedGuides.map((code) => `/study/${code}?lang=en`));
  });

  it("the sitemap lists each published guide and every country's school list, Ireland's included", async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    for (const code of guideCountries) {
      expect(sitemap.includes(`/study/${code}?lang=en<`) || sitemap.includes(`/study/${code}?lang=en"`), code).toBe(
        publishedGuides.includes(code),
      );
      expect(sitemap, code).toContain(`/countries/${code}/schools?lang=en`);
    }
  });

  for (const code of guideCountries.filter((c) => !publishedGuides.includes(c))) {
    it(`${code}: no guide yet, so /study/${code} is 404 and its school list links no guide`, async () => {
      const { page, response } = await openPage(browser, localized(`/study/${code}`, "en"));
      expect(response?.status()).toBe(404);
      await page.goto(localized(`/countries/${code}/schools`, "en"));
      expect(await page.locator(".school-card").count()).toBeGreaterThan(0);
      expect(await page.locator(".schools-guide").count()).toBe(0);
      await page.close();
    });
  }
});
