import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, baseURL, launchBrowser, openPage, watchErrors } from "./browser";

/**
 * Issue 16, Lighthouse mobile: what the first paint of a page waits for, read from the document
 * (docs/benchmarks.md, "Lighthouse, third pass"). No timings: the document's shape only.
 */
const pages = [
  "/",
  "/?lang=tw",
  "/study/usa?lang=en",
  "/countries/all/schools?lang=tw",
  "/schools/1?lang=vi",
  "/articles/8?lang=en",
  "/search?lang=en",
  "/consultation?lang=vi",
  "/service_select?lang=th",
];

/** Lighthouse's mobile screen. */
const PHONE = { width: 412, height: 823 };

async function documentOf(path: string): Promise<string> {
  const response = await fetch(`${baseURL()}${path}`, { headers: { "accept-language": "en" } });
  expect(response.status).toBe(200);
  return await response.text();
}

function headOf(html: string): string {
  const end = html.indexOf("</head>");
  expect(end).toBeGreaterThan(0);
  return html.slice(0, end);
}

describe("the first paint waits for the document and one stylesheet", () => {
  for (const path of pages) {
    it(`${path}: the site's stylesheet is asked for first, nothing else blocks the paint`, async () => {
      const head = headOf(await documentOf(path));
      // One stylesheet, written by React before the scripts' modulepreload links.
      const stylesheets = head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
      expect(stylesheets).toHaveLength(1);
      expect(stylesheets[0]).toMatch(/href="\/assets\/app-[\w-]+\.css"/);
      expect(head.indexOf(stylesheets[0] ?? "")).toBeLessThan(head.indexOf('rel="modulepreload"'));
      // No classic script to fetch: every script with a source is async, deferred or a module.
      for (const script of head.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? []) {
        expect(script).toMatch(/\b(async|defer)\b|type="module"/);
      }
    });
  }
});

describe("the largest paint of a phone's first screen", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ reducedMotion: "reduce" });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const path of pages) {
    it(`${path}: an image that is the largest paint is not lazy and is fetched first`, async () => {
      const { page } = await openPage(browser, path, PHONE);
      const lcp = await page.evaluate(
        () =>
          new Promise<{ tag: string; loading: string | null; fetchPriority: string | null } | null>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
              const element = last?.element;
              resolve(
                element
                  ? {
                      tag: element.tagName,
                      loading: element.getAttribute("loading"),
                      fetchPriority: element.getAttribute("fetchpriority"),
                    }
                  : null,
              );
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      expect(lcp).not.toBeNull();
      if (lcp?.tag === "IMG") {
        expect(lcp.loading).not.toBe("lazy");
        expect(lcp.fetchPriority).toBe("high");
      }
      await page.close();
    });
  }

  it("the stylesheet React manages stays once, with its rules, after hydration and a move to another page", async () => {
    const { page } = await openPage(browser, "/?lang=en", PHONE);
    const errors = watchErrors(page);
    const styled = () =>
      page.evaluate(() => ({
        sheets: document.querySelectorAll("link[rel=stylesheet]").length,
        rules: (document.querySelector("link[rel=stylesheet]") as HTMLLinkElement | null)?.sheet?.cssRules.length ?? 0,
        header: getComputedStyle(document.querySelector(".site-header") as Element).position,
      }));
    const before = await styled();
    expect(before.sheets).toBe(1);
    expect(before.rules).toBeGreaterThan(100);
    expect(before.header).toBe("sticky");
    await page.locator('.site-footer a[href^="/study/uk"]').first().click();
    await page.waitForURL(/\/study\/uk/);
    expect(await styled()).toEqual(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});
