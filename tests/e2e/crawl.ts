import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlLang, type Locale } from "~/lib/locales";
import { type Browser, launchBrowser, localized, waitForHydration, watchErrors } from "./browser";
import { type CrawlRoute, crawlRoutes } from "./routes";
import { HtmlValidator } from "./vnu";

/**
 * The routes that stand for their page template: the first of each. axe and the Nu HTML checker
 * run on these in every locale (each locale is its own script: Han Traditional, Han Simplified,
 * Latin, Vietnamese, Thai); the same template with other data adds little for them.
 */
export const templateRoutes: ReadonlySet<CrawlRoute> = new Set(
  [...Map.groupBy(crawlRoutes, (route) => route.template).values()].map((routes) => routes[0] as CrawlRoute),
);

/** Internal links already requested in this file (a link is requested once, however many pages carry it). */
const linkStatuses = new Map<string, Promise<number>>();

function linkStatus(url: string): Promise<number> {
  let status = linkStatuses.get(url);
  if (!status) {
    status = fetch(url, { redirect: "manual" }).then(async (response) => {
      await response.body?.cancel();
      return response.status;
    });
    linkStatuses.set(url, status);
  }
  return status;
}

/** Without its language and fragment: the same page in any locale. */
function samePage(url: URL): string {
  const copy = new URL(url);
  copy.hash = "";
  copy.searchParams.delete("lang");
  return copy.toString();
}

/**
 * The internal links of a page that answer 4xx or 5xx. The language selector's links to the page
 * itself in the other locales answer what the page answers, and are not counted.
 */
async function brokenLinks(pageUrl: string, hrefs: string[]): Promise<string[]> {
  const here = new URL(pageUrl);
  const urls = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== here.origin || samePage(url) === samePage(here)) continue;
    url.hash = "";
    urls.add(url.toString());
  }
  const broken: string[] = [];
  for (const url of urls) {
    const status = await linkStatus(url);
    if (status >= 400) broken.push(`${url.slice(here.origin.length)} answers ${status}`);
  }
  return broken;
}

/**
 * The crawl of one locale: every route answers its status in the locale's `<html lang>`, with no
 * console error (after hydration, so that a hydration mismatch counts) and no internal link to a
 * page that answers 4xx or 5xx; each page template passes axe (serious and critical) and the Nu
 * HTML checker. One file per locale (crawl-*.test.ts), so that the e2e workers share the crawl.
 */
export function crawlLocale(locale: Locale): void {
  let browser: Browser;
  const validator = new HtmlValidator();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe(`crawl: every route in ${locale}`, () => {
    for (const route of crawlRoutes) {
      const template = templateRoutes.has(route);
      const title = `${route.path} [${locale}] answers ${route.status}, in ${htmlLang[locale]}, clean${template ? `; ${route.template} template accessible` : ""}`;
      it(title, async () => {
        const page = await browser.context.newPage();
        const errors = watchErrors(page);
        const response = await page.goto(localized(route.path, locale), { waitUntil: "load" });
        expect(response?.status()).toBe(route.status);
        expect(await page.getAttribute("html", "lang")).toBe(htmlLang[locale]);
        // Wait for hydration so hydration mismatches surface as console errors.
        await waitForHydration(page);
        if (template) {
          const axe = await new AxeBuilder({ page }).analyze();
          const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
          expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
          validator.add(`${route.path} [${locale}]`, (await response?.text()) ?? "");
        }
        // The document's own non-200 status is logged by Chromium as a failed resource: expected.
        const unexpected = errors.filter(
          (e) => !(route.status !== 200 && /Failed to load resource.*\b(404|500)\b/.test(e)),
        );
        expect(unexpected).toEqual([]);
        const links = await page.$$eval("a[href]", (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
        expect(await brokenLinks(page.url(), links)).toEqual([]);
        await page.close();
      });
    }

    it(`every page template in ${locale} is valid HTML (vnu)`, async () => {
      const errors = await validator.errors();
      expect(errors.map((e) => `${e.url}: ${e.message} ${e.extract ?? ""}`)).toEqual([]);
    }, 120_000);
  });
}
