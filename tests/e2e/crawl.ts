import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlLang, type Locale } from "~/lib/locales";
import { axeViolations } from "./axe";
import { type Browser, launchBrowser, localized, waitForHydration, watchErrors } from "./browser";
import { type CrawlRoute, crawlRoutes } from "./routes";
import { HtmlValidator } from "./vnu";

/**
 * The routes that stand for their page template: the first of each. The Nu HTML checker runs on
 * these in every locale, axe in one locale per script (below); the same template with other data
 * adds little for them.
 */
export const templateRoutes: ReadonlySet<CrawlRoute> = new Set(
  [...Map.groupBy(crawlRoutes, (route) => route.template).values()].map((routes) => routes[0] as CrawlRoute),
);

/**
 * The locales axe runs in: one per script. Traditional Han (tw), Simplified Han (cn), Thai (th)
 * and the Latin script, for which en stands (vi writes Latin with diacritics; its fonts, sizes
 * and colours are en's). axe on vi repeated en's result and cost 11 s of CPU per run.
 */
export const axeLocales: ReadonlySet<Locale> = new Set<Locale>(["tw", "cn", "en", "th"]);

/** Without its language and fragment: the same page in any locale. */
function samePage(url: URL): string {
  const copy = new URL(url);
  copy.hash = "";
  copy.searchParams.delete("lang");
  return copy.toString();
}

/**
 * The internal links of a crawled page. The language selector's links to the page itself in the
 * other locales answer what the page answers, and are not counted.
 */
function internalLinks(pageUrl: string, hrefs: string[]): string[] {
  const here = new URL(pageUrl);
  const urls = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== here.origin || samePage(url) === samePage(here)) continue;
    url.hash = "";
    urls.add(url.toString());
  }
  return [...urls];
}

/** Requests each link once, a few at a time; returns "link (on page) answers status" for each 4xx and 5xx. */
async function brokenLinks(linkedFrom: Map<string, string>): Promise<string[]> {
  const queue = [...linkedFrom.keys()];
  const broken: string[] = [];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(url, { redirect: "manual" });
      await response.body?.cancel();
      const { pathname, search, origin } = new URL(url);
      if (response.status >= 400)
        broken.push(
          `${pathname}${search} (on ${linkedFrom.get(url)?.slice(origin.length)}) answers ${response.status}`,
        );
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return broken.sort();
}

/**
 * The crawl of one locale: every route answers its status in the locale's `<html lang>`, with no
 * console error (after hydration, so that a hydration mismatch counts); no internal link on these
 * pages answers 4xx or 5xx (each link requested once, in a test of its own); each page template
 * passes the Nu HTML checker, and axe (serious and critical) in each script. One file per locale (crawl-*.test.ts), so that the e2e workers share the crawl.
 */
export function crawlLocale(locale: Locale): void {
  let browser: Browser;
  const validator = new HtmlValidator();
  /** Every internal link of the crawled pages, and the first page it was found on. */
  const links = new Map<string, string>();

  /**
   * One tab for the whole locale, moved from route to route: a tab per route cost a renderer
   * process each. Every route is a full navigation (nothing of the last page's script survives);
   * the errors are counted from the start of each navigation.
   */
  let tab: { page: Page; errors: string[] } | undefined;
  const openTab = async () => {
    if (tab && !tab.page.isClosed()) return tab;
    const page = await browser.context.newPage();
    tab = { page, errors: watchErrors(page) };
    return tab;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe(`crawl: every route in ${locale}`, () => {
    for (const route of crawlRoutes) {
      const template = templateRoutes.has(route);
      const axe = template && axeLocales.has(locale);
      const title = `${route.path} [${locale}] answers ${route.status}, in ${htmlLang[locale]}, clean${axe ? `; ${route.template} template accessible` : ""}`;
      it(title, async () => {
        const { page, errors } = await openTab();
        errors.length = 0;
        const response = await page.goto(localized(route.path, locale), { waitUntil: "load" });
        expect(response?.status()).toBe(route.status);
        expect(await page.getAttribute("html", "lang")).toBe(htmlLang[locale]);
        // Wait for hydration so hydration mismatches surface as console errors.
        await waitForHydration(page);
        if (axe) expect(await axeViolations(page)).toEqual([]);
        if (template) {
          validator.add(`${route.path} [${locale}]`, (await response?.text()) ?? "");
        }
        // The document's own non-200 status is logged by Chromium as a failed resource: expected.
        const unexpected = errors.filter(
          (e) => !(route.status !== 200 && /Failed to load resource.*\b(404|500)\b/.test(e)),
        );
        expect(unexpected).toEqual([]);
        const hrefs = await page.$$eval("a[href]", (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
        for (const url of internalLinks(page.url(), hrefs)) if (!links.has(url)) links.set(url, page.url());
      });
    }

    it(`no internal link on a page in ${locale} answers 4xx or 5xx`, async () => {
      expect(links.size).toBeGreaterThan(crawlRoutes.length);
      expect(await brokenLinks(links)).toEqual([]);
    }, 300_000);

    it(`every page template in ${locale} is valid HTML (vnu)`, async () => {
      const errors = await validator.errors();
      expect(errors.map((e) => `${e.url}: ${e.message} ${e.extract ?? ""}`)).toEqual([]);
    }, 120_000);
  });
}
