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

describe("the first paint waits for nothing but the document", () => {
  for (const path of pages) {
    it(`${path}: the stylesheet is in the document, no stylesheet or classic script to fetch first`, async () => {
      const head = headOf(await documentOf(path));
      // The site's stylesheet, inline, before the scripts' preloads (its href names the built file).
      const style = head.match(
        /<style data-precedence="default" data-href="\/assets\/app-[\w-]+\.css">([\s\S]*?)<\/style>/,
      );
      expect(style?.[1]?.length).toBeGreaterThan(10_000);
      expect(head.indexOf("<style")).toBeLessThan(head.indexOf('rel="modulepreload"'));
      // Nothing render-blocking to fetch: no linked stylesheet, no script without async/defer/module.
      expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
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

  it("the inline stylesheet keeps its rules after hydration and a move to another page", async () => {
    const { page } = await openPage(browser, "/?lang=en", PHONE);
    const errors = watchErrors(page);
    const styled = () =>
      page.evaluate(() => ({
        sheets: document.querySelectorAll("style[data-href], link[rel=stylesheet]").length,
        rules: (document.querySelector("style[data-href]") as HTMLStyleElement | null)?.sheet?.cssRules.length ?? 0,
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
