import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "~/locales/en.json";
import { type Browser, launchBrowser, localized, openPage, waitForHydration } from "./browser";
import { publishedGuides } from "./routes";

// Issue 14: the school filter form showed stale values after a popup search, a menu link or Back,
// and with JavaScript the address bar got `_routes=` and empty parameters.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** What the filter form shows now. */
async function form(page: Page) {
  const f = page.locator("form.filter-form");
  return {
    school: await f.locator('input[name="school"]').inputValue(),
    country: await f.locator('select[name="country"]').inputValue(),
    enrollments: await f.locator('select[name="enrollments"]').inputValue(),
    hots: await f
      .locator('input[name="hots"]:checked')
      .evaluateAll((list) => (list as HTMLInputElement[]).map((i) => i.value)),
  };
}

describe("school filter form", () => {
  it("always shows the URL's filters: after a popup search, Back, and a menu link", async () => {
    const { page } = await openPage(browser, localized("/countries/ca/schools?enrollments=1&hots=1", "en"));
    expect(await form(page)).toEqual({ school: "", country: "ca", enrollments: "1", hots: ["1"] });

    // Popup name search.
    await page.locator(".search-toggle").click();
    const dialog = page.locator("dialog.search-popup");
    await dialog.locator("#popup-school-name").fill("Melbourne");
    await dialog.locator("#popup-school-name").press("Enter");
    await page.waitForURL(/\/countries\/all\/schools\?school=Melbourne/);
    await expect.poll(() => form(page)).toEqual({ school: "Melbourne", country: "all", enrollments: "", hots: [] });

    // Back.
    await page.goBack();
    await page.waitForURL(/\/countries\/ca\/schools/);
    await expect.poll(() => form(page)).toEqual({ school: "", country: "ca", enrollments: "1", hots: ["1"] });

    // The menu's Australia link (through the Australian guide's school-list link once it is published).
    await page.locator("summary", { hasText: en["nav.schoolsByCountry"] }).click();
    await page.getByRole("link", { name: en["country.au"], exact: true }).first().click();
    if (publishedGuides.includes("au")) {
      await page.waitForURL(/\/study\/au/);
      await waitForHydration(page);
      await page.locator(".guide-schools a").click();
    }
    await page.waitForURL(/\/countries\/au\/schools/);
    await expect.poll(() => form(page)).toEqual({ school: "", country: "au", enrollments: "", hots: [] });

    // "Show schools" now shows what the form says, not the old filters.
    await page.locator("form.filter-form button[type=submit]").click();
    await page.waitForURL(/\/countries\/au\/schools/);
    expect(new URL(page.url()).searchParams.get("enrollments")).toBeNull();
    await page.close();
  });

  it("opens the popup on a school list with that list's filters", async () => {
    const { page } = await openPage(browser, localized("/countries/uk/schools?enrollments=2&hots=1,2", "en"));
    await page.locator(".search-toggle").click();
    const dialog = page.locator("dialog.search-popup");
    await expect.poll(() => dialog.locator("input[name=popup-country]:checked").getAttribute("value")).toBe("uk");
    await expect.poll(() => dialog.locator("input[name=popup-enrollment]:checked").getAttribute("value")).toBe("2");
    expect(await dialog.locator("legend .badge-inline").textContent()).toBe("2");
    await page.close();
  });

  it("submits to a clean, shareable URL with JavaScript", async () => {
    const { page } = await openPage(browser, localized("/countries/all/schools", "en"));
    const f = page.locator("form.filter-form");
    await f.locator('select[name="country"]').selectOption("uk");
    await f.locator("summary", { hasText: "Business" }).click();
    await f.getByLabel("Accounting").check();
    await f.getByLabel("Finance").check();
    await f.locator("button[type=submit]").click();
    await page.waitForURL(/\/countries\/uk\/schools\?/);
    const url = new URL(page.url());
    expect(url.search).toBe("?hots=1,2&lang=en");
    expect(page.url()).not.toContain("_routes");
    expect(await form(page)).toEqual({ school: "", country: "uk", enrollments: "", hots: ["1", "2"] });
    await page.close();
  });

  it("redirects the form without JavaScript to the same clean URL", async () => {
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.goto(localized("/countries/all/schools", "en"));
      await page.selectOption("select[name=country]", "uk");
      await page.selectOption("select[name=enrollments]", "2");
      await page.getByRole("button", { name: "Show schools" }).click();
      await page.waitForURL(/\/countries\/uk\/schools\?/);
      expect(new URL(page.url()).search).toBe("?enrollments=2&lang=en");
    } finally {
      await noJs.close();
    }
  });
});
