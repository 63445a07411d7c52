import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import cn from "~/locales/cn.json";
import en from "~/locales/en.json";
import th from "~/locales/th.json";
import tw from "~/locales/tw.json";
import vi from "~/locales/vi.json";
import { type Browser, launchBrowser, localized } from "./browser";

// Issue 14: /service_result and /consultation_result without a reference said "thank you".
const catalogs = { tw, cn, en, vi, th };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser.close();
});

describe("result pages without a known reference", () => {
  for (const locale of locales) {
    it(`are neutral in ${locale}: no thanks, a way to book or order`, async () => {
      const t = catalogs[locale];
      const page = await browser.context.newPage();
      for (const path of ["/consultation_result", "/consultation_result?ref=C-000000-AAAAAA"]) {
        const response = await page.goto(localized(path, locale));
        expect(response?.status()).toBe(200);
        expect(await page.locator("h1").textContent()).toBe(t["consultation.result.unknownTitle"]);
        const text = (await page.locator("main").textContent()) ?? "";
        expect(text).not.toContain(t["consultation.result.thanks"]);
        expect(text).toContain(t["consultation.result.unknown"]);
        expect(await page.locator(".result-links a").first().getAttribute("href")).toMatch(/^\/consultation\?/);
      }
      for (const path of ["/service_result", "/service_result?ref=S-000000-AAAAAA"]) {
        await page.goto(localized(path, locale));
        expect(await page.locator("h1").textContent()).toBe(t["service.result.unknownTitle"]);
        const text = (await page.locator("main").textContent()) ?? "";
        expect(text).not.toContain(t["service.result.thanks"]);
        expect(text).toContain(t["service.result.unknown"]);
        expect(await page.locator(".result-links a").first().getAttribute("href")).toMatch(/^\/service_select\?/);
      }
      await page.close();
    });
  }

  it("say nothing of thanks in English at all", async () => {
    const page = await browser.context.newPage();
    for (const path of ["/consultation_result", "/service_result"]) {
      await page.goto(localized(path, "en"));
      expect((await page.locator("main").textContent())?.toLowerCase()).not.toContain("thank");
    }
    await page.close();
  });
});
