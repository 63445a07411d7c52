import { describe, expect, it } from "vitest";
import { measurePageWeight } from "../../bench/page-weight";
import { baseURL } from "./browser";
import { crawlRoutes } from "./routes";

/**
 * Issue 16: every public page within 120 KB of gzipped JavaScript on a first visit (what
 * `npm run bench` reports: the document's scripts, module preloads and the entry its inline
 * bootstrap imports). A size, not a time: the build decides it, the machine does not.
 *
 * React, React Router and the layout every page loads are ~113 KB, in one file
 * (docs/decisions/0006-client-chunks.md), so a route has ~7 KB of its own.
 */
const BUDGET = 120_000;

const withLang = (path: string, locale: string) => `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;

const pages = [
  // The pages of the issue, in the locales it names…
  withLang("/", "tw"),
  withLang("/study/usa", "en"),
  withLang("/countries/all/schools", "tw"),
  withLang("/schools/1", "vi"),
  withLang("/search", "en"),
  withLang("/service_select", "th"),
  ...["tw", "cn", "en", "vi", "th"].map((locale) => withLang("/consultation", locale)),
  "/404",
  // …and every route of the crawl (the article is there too).
  ...crawlRoutes.map((route) => withLang(route.path, "en")),
];

describe("JavaScript budget (gzip, first visit)", () => {
  for (const path of new Set(pages)) {
    it(`${path} ships at most ${BUDGET / 1000} KB`, async () => {
      const weight = await measurePageWeight(`${baseURL()}${path}`);
      expect(weight.jsFiles).toBeGreaterThan(2);
      expect(weight.jsGzipBytes).toBeLessThanOrEqual(BUDGET);
    });
  }
});
