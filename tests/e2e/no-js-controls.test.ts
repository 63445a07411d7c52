import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser, localized, openPage } from "./browser";

// Issue 14: without JavaScript the carousel buttons did nothing and the mobile menu could not be closed.
let noJs: Browser;
let browser: Browser;
beforeAll(async () => {
  noJs = await launchBrowser({ javaScriptEnabled: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await noJs.close();
  await browser.close();
});

describe("without JavaScript", () => {
  it("shows no carousel buttons that would do nothing", async () => {
    const page = await noJs.context.newPage();
    await page.goto(localized("/", "en"));
    const buttons = page.locator(".carousel-controls button");
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) expect(await button.isVisible()).toBe(false);
    await page.close();
  });

  it("closes the mobile menu it opened", async () => {
    const page = await noJs.context.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(localized("/", "en"));
    const nav = page.locator("#main-nav");
    await page.getByRole("link", { name: "Open menu" }).click();
    expect(await nav.isVisible()).toBe(true);
    await page.getByRole("link", { name: "Close menu" }).click();
    expect(await nav.isVisible()).toBe(false);
    // And it opens again.
    await page.getByRole("link", { name: "Open menu" }).click();
    expect(await nav.isVisible()).toBe(true);
    await page.close();
  });
});

describe("with JavaScript", () => {
  it("shows the carousel buttons, and one menu toggle at a time", async () => {
    const { page } = await openPage(browser, localized("/", "en"), { width: 375, height: 740 });
    expect(await page.locator(".carousel-controls button").first().isVisible()).toBe(true);
    expect(await page.locator(".menu-close-nojs").isVisible()).toBe(false);
    await page.getByRole("link", { name: "Open menu" }).click();
    expect(await page.locator("#main-nav").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Close menu" }).click();
    await expect.poll(() => page.locator("#main-nav").isVisible()).toBe(false);
    await page.close();
  });
});
