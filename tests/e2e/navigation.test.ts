import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser, localized, waitForHydration } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("navigation", () => {
  it("scrolls to the top on navigation and restores the position on back", async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localized("/study/usa", "en"));
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    // The sticky header is in view: clicking it does not scroll the page first.
    await page.locator("header a.menu-link", { hasText: "School ranking" }).click();
    await page.waitForURL(/\/ranking_list/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/study\/usa/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.close();
  });

  it("reloads once when a lazy chunk fails to load, and not again within 60 s", async () => {
    const page = await browser.context.newPage();
    await page.route(/SearchPopup-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(localized("/", "en"));
    await waitForHydration(page);
    await page.evaluate(() => sessionStorage.removeItem("studyway:chunk-reload"));
    const reloaded = page.waitForEvent("load");
    await page.locator(".search-toggle").click();
    await reloaded;
    await waitForHydration(page);
    expect(await page.evaluate(() => sessionStorage.getItem("studyway:chunk-reload"))).toMatch(/^\d+$/);
    // A second failure within the guard window does not reload again.
    let loads = 0;
    page.on("load", () => {
      loads++;
    });
    await page.locator(".search-toggle").click();
    await page.waitForTimeout(1000);
    expect(loads).toBe(0);
    await page.close();
  });
});
