import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "~/locales/en.json";
import tw from "~/locales/tw.json";
import { type Browser, launchBrowser, localized, openPage } from "./browser";

// Issue 14: the order contact form said "please fill in name, phone and email" three times.
let browser: Browser;
let noJs: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  noJs = await launchBrowser({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser.close();
  await noJs.close();
});

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("order contact form", () => {
  for (const [mode, js] of [
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const) {
    it(`says "please fill in name, phone and email" once and marks each empty field (${mode})`, async () => {
      const b = js ? browser : noJs;
      await b.context.clearCookies();
      const page = js
        ? (await openPage(b, localized("/service_select/application", "tw"))).page
        : await b.context.newPage();
      if (!js) await page.goto(localized("/service_select/application", "tw"));
      await page.fill("#service-units", "2");
      await page.click('.service-add button[type="submit"]');
      await expect.poll(() => page.locator(".cart-item").count()).toBe(1);
      await page.click(".service-cart a.button-primary");
      await page.waitForURL(/service_submit/);
      await page.fill("#order-email", "not-an-address");
      await page.click('.consultation-form button[type="submit"]');
      await expect.poll(() => page.locator('[role="alert"]').textContent()).toContain(tw["service.error.required"]);
      const text = (await page.locator("main").textContent()) ?? "";
      expect(occurrences(text, tw["service.error.required"])).toBe(1);
      for (const field of ["name", "phone"]) {
        expect(await page.getAttribute(`#order-${field}`, "aria-invalid"), field).toBe("true");
        expect(await page.getAttribute(`#order-${field}`, "aria-describedby"), field).toContain("order-required");
      }
      // A field with another problem says its own message next to it.
      expect(await page.getAttribute("#order-email", "aria-invalid")).toBe("true");
      expect(await page.locator("#order-email-error").textContent()).toBe(tw["consultation.error.emailFormat"]);
      expect(await page.getAttribute("#order-message", "aria-invalid")).toBeNull();
      await page.close();
    });
  }

  it("marks only the empty ones", async () => {
    await browser.context.clearCookies();
    const { page } = await openPage(browser, localized("/service_select/application", "en"));
    await page.fill("#service-units", "1");
    await page.click('.service-add button[type="submit"]');
    await expect.poll(() => page.locator(".cart-item").count()).toBe(1);
    await page.click(".service-cart a.button-primary");
    await page.waitForURL(/service_submit/);
    await page.fill("#order-name", "Maria Santos");
    await page.fill("#order-email", "maria@example.com");
    await page.click('.consultation-form button[type="submit"]');
    await expect.poll(() => page.locator('[role="alert"]').textContent()).toContain(en["service.error.required"]);
    expect(await page.getAttribute("#order-phone", "aria-invalid")).toBe("true");
    expect(await page.getAttribute("#order-name", "aria-invalid")).toBeNull();
    expect(await page.getAttribute("#order-email", "aria-invalid")).toBeNull();
    await page.close();
  });
});
