import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import cn from "~/locales/cn.json";
import en from "~/locales/en.json";
import th from "~/locales/th.json";
import tw from "~/locales/tw.json";
import vi from "~/locales/vi.json";
import { type Browser, launchBrowser, localized } from "./browser";

// Issue 14: the word-count rule is published next to the upload, in every locale.
const catalogs = { tw, cn, en, vi, th };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("word-count rule next to the upload", () => {
  for (const locale of locales) {
    it(`is shown on /service_select in ${locale}`, async () => {
      const t = catalogs[locale];
      const page = await browser.context.newPage();
      await page.goto(localized("/service_select", locale));
      const rule = page.locator("#service-word-rule");
      await expect.poll(() => rule.locator("summary").textContent()).toBe(t["service.wordRule.title"]);
      await rule.locator("summary").click();
      expect(await rule.textContent()).toContain(t["service.wordRule.intro"]);
      await page.close();
    });
  }
});
