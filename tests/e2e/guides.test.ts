import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser, localized, openPage } from "./browser";

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

  for (const code of ["usa", "uk", "ca"]) {
    it(`${code}: exactly five process steps, in every locale`, async () => {
      for (const locale of Object.keys(homeCountry)) {
        const page = await open(`/study/${code}`, locale);
        expect(await page.locator(".process-steps > li").count()).toBe(5);
        await page.close();
      }
    });
  }

  it("each locale compares with its own home country", async () => {
    for (const [locale, country] of Object.entries(homeCountry)) {
      const page = await open("/study/uk", locale);
      const headers = await page.locator(".comparison-table thead th").allTextContents();
      expect(
        headers.some((h) => h.includes(country)),
        `${locale}: ${headers.join(" | ")}`,
      ).toBe(true);
      await page.close();
    }
  });

  it("Canada shows the vocational comparison and the provincial tip with a booking link", async () => {
    const page = await open("/study/ca", "en");
    expect(await page.locator(".comparison-table").count()).toBe(2);
    const tip = page.locator(".tip");
    expect(await tip.textContent()).toMatch(/province/i);
    expect(await tip.locator("a").getAttribute("href")).toMatch(/^\/consultation\?lang=en$/);
    await page.close();
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
    const page = await open("/study/ca", "vi");
    expect(await page.title()).toMatch(/Canada/);
    expect(await page.getAttribute('meta[name="description"]', "content")).toBeTruthy();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toHaveLength(2);
    await page.close();
  });

  it("lazy-loads school-type images with their size set (no layout shift)", async () => {
    const page = await open("/study/usa", "tw");
    const images = await page.$$eval(".school-types img", (imgs) =>
      imgs.map((i) => [
        i.getAttribute("loading"),
        i.getAttribute("width"),
        i.getAttribute("height"),
        i.getAttribute("src"),
      ]),
    );
    expect(images.length).toBeGreaterThan(1);
    for (const [loading, width, height, src] of images) {
      expect(loading).toBe("lazy");
      expect(width && height).toBeTruthy();
      expect(src).toMatch(/^\/images\/guides\//);
    }
    await page.close();
  });
});
