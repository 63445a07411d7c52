import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlLang, locales } from "~/lib/locales";
import { type Browser, launchBrowser, localized, waitForHydration, watchErrors } from "./browser";
import { crawlRoutes } from "./routes";
import { HtmlValidator } from "./vnu";

let browser: Browser;
const validator = new HtmlValidator();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("crawl: every route in every locale", () => {
  for (const locale of locales) {
    for (const route of crawlRoutes) {
      it(`${route.path} [${locale}] answers ${route.status}, in ${htmlLang[locale]}, clean`, async () => {
        const page = await browser.context.newPage();
        const errors = watchErrors(page);
        const response = await page.goto(localized(route.path, locale), { waitUntil: "load" });
        expect(response?.status()).toBe(route.status);
        expect(await page.getAttribute("html", "lang")).toBe(htmlLang[locale]);
        // Wait for hydration so hydration mismatches surface as console errors.
        await waitForHydration(page);
        const axe = await new AxeBuilder({ page }).analyze();
        const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        // The document's own non-200 status is logged by Chromium as a failed resource: expected.
        const unexpected = errors.filter(
          (e) => !(route.status !== 200 && /Failed to load resource.*\b(404|500)\b/.test(e)),
        );
        expect(unexpected).toEqual([]);
        validator.add(`${route.path} [${locale}]`, (await response?.text()) ?? "");
        await page.close();
      });
    }
  }

  it("all crawled documents are valid HTML (vnu)", async () => {
    const errors = await validator.errors();
    expect(errors.map((e) => `${e.url}: ${e.message} ${e.extract ?? ""}`)).toEqual([]);
  }, 120_000);
});
