import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, baseURL, launchBrowser, localized, waitForHydration } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPopup(locale: string, width = 1280) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(localized("/about-nothing", locale));
  await waitForHydration(page);
  await page.locator(".search-toggle").click();
  const dialog = page.locator("dialog.search-popup");
  await expect.poll(() => dialog.isVisible()).toBe(true);
  // Options arrive from the API.
  // "All countries" and the six destinations (Ireland its own since issue 30).
  await expect.poll(() => dialog.locator("input[name=popup-country]").count()).toBe(7);
  return { page, dialog };
}

describe("school search popup", () => {
  it("searches by name with Enter (English or Chinese) and then closes; an empty name does nothing", async () => {
    const { page, dialog } = await openPopup("tw");
    const input = dialog.locator("#popup-school-name");
    await input.press("Enter");
    expect(new URL(page.url()).pathname).toBe("/about-nothing");
    expect(await dialog.isVisible()).toBe(true);
    await input.fill("牛津");
    await input.press("Enter");
    await page.waitForURL(/\/countries\/all\/schools\?school=/);
    expect(new URL(page.url()).searchParams.get("school")).toBe("牛津");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.locator(".school-card h3").allTextContents()).toContain("牛津大學");
    await page.close();
  });

  it("locks page scrolling while open, and closes with its close control and with Escape", async () => {
    const { page, dialog } = await openPopup("en");
    expect(await page.evaluate(() => document.documentElement.classList.contains("no-scroll"))).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains("no-scroll"))).toBe(false);
    await page.locator(".search-toggle").click();
    await expect.poll(() => page.locator("dialog.search-popup").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog.search-popup").count()).toBe(0);
    await page.close();
  });

  it("reloads enrollment types for the chosen country, counts majors, clears a group, expands, submits", async () => {
    await browser.context.clearCookies();
    const { page, dialog } = await openPopup("en");
    const reload = page.waitForResponse((r) => r.url().includes("/api/Home/enrollments?country=2"));
    await dialog.locator("label.choice", { hasText: "United Kingdom" }).click();
    expect((await reload).status()).toBe(200);
    await dialog.locator("label.choice", { hasText: "Graduate (Master's)" }).click();

    const groups = dialog.locator(".major-group");
    expect(await groups.count()).toBe(2);
    await dialog.getByRole("button", { name: "More majors" }).click();
    await expect.poll(() => groups.count()).toBe(7);

    await dialog.getByLabel("Accounting").check();
    await dialog.getByLabel("Finance").check();
    await dialog.getByLabel("Computer Science").check();
    expect(await dialog.locator("legend .badge-inline").textContent()).toBe("3");
    await dialog.getByRole("button", { name: "Clear Computing" }).click();
    expect(await dialog.locator("legend .badge-inline").textContent()).toBe("2");

    await dialog.getByRole("button", { name: "Show schools" }).click();
    await page.waitForURL(/\/countries\/uk\/schools\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("enrollments")).toBe("2");
    expect(url.searchParams.get("hots")).toBe("1,2");
    await expect.poll(() => dialog.count()).toBe(0);
    const cookies = await browser.context.cookies(baseURL());
    expect(cookies.find((c) => c.name === "globalCountry")?.value).toBe("uk");
    expect(decodeURIComponent(cookies.find((c) => c.name === "checkedList")?.value ?? "")).toBe("[1,2]");

    // The choices persist: opening again starts from them.
    await page.locator(".search-toggle").click();
    const again = page.locator("dialog.search-popup");
    await expect.poll(() => again.locator("input[name=popup-country]:checked").getAttribute("value")).toBe("uk");
    expect(await again.locator("legend .badge-inline").textContent()).toBe("2");
    await page.close();
    await browser.context.clearCookies();
  });

  it("has a phone layout with a clear-input icon", async () => {
    const { page, dialog } = await openPopup("th", 375);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    const input = dialog.locator("#popup-school-name");
    await input.fill("Toronto");
    const clear = dialog.locator(".clear-input");
    expect(await clear.isVisible()).toBe(true);
    await clear.click();
    expect(await input.inputValue()).toBe("");
    await page.close();
  });

  it("without JavaScript the search icon leads to the full search page", async () => {
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.goto(localized("/", "en"));
      await page.locator(".search-toggle").click();
      await page.waitForURL(/\/countries\/all\/schools/);
      expect(await page.locator("form.filter-form").count()).toBe(1);
    } finally {
      await noJs.close();
    }
  });
});
