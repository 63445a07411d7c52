import { readFileSync } from "node:fs";
import { crawlRoutes } from "../tests/e2e/routes.ts";
import { type LoadResult, measureLoad } from "./load.ts";
import { measureReactAlone } from "./react-alone.ts";

/** The floor: the smallest document React Router renders on the same server (routes/render-check.tsx). */
export const FLOOR_PATH = "/healthz/render";

/**
 * A request that must be rendered, not served from the page cache: `Cache-Control: no-cache`
 * (what a browser's hard reload sends) makes the server render and store the page again.
 */
const RENDER_AGAIN = { "cache-control": "no-cache" };

export interface AbPage {
  name: string;
  path: string;
}

type Print = (line: Record<string, unknown>) => void;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * `ssr-load` A/B in one run on one server: the floor, then each page rendered (uncached) and
 * served from the page cache (cached), then the floor again; req/s as ratios of the mean floor.
 * Each rendered row also says how fast the page could be at best with React (bench/react-alone.ts):
 * `reactAloneMs`, React's work on the page's markup alone, and `bestOfFloor`, the ratio the page
 * would reach if it cost the floor plus that and nothing else (no component, router or data).
 */
export async function measureSsrAb(base: string, pages: AbPage[], seconds: number, print: Print, extra: object) {
  const floorBefore = await measureLoad(`${base}${FLOOR_PATH}`, seconds);
  const rows: Array<{ page: AbPage; mode: "uncached" | "cached"; load: LoadResult; cacheHeader: string | null }> = [];
  for (const page of pages) {
    const url = `${base}${page.path}`;
    const uncached = await measureLoad(url, seconds, 20, RENDER_AGAIN);
    rows.push({ page, mode: "uncached", load: uncached, cacheHeader: null });
    await fetch(url).then((r) => r.arrayBuffer());
    const probe = await fetch(url);
    await probe.arrayBuffer();
    const cached = await measureLoad(url, seconds);
    rows.push({ page, mode: "cached", load: cached, cacheHeader: probe.headers.get("x-page-cache") });
  }
  const floorAfter = await measureLoad(`${base}${FLOOR_PATH}`, seconds);
  const floor = (floorBefore.requestsPerSecond + floorAfter.requestsPerSecond) / 2;
  print({ kind: "ssr-load", page: "floor", path: FLOOR_PATH, ...extra, before: floorBefore, after: floorAfter });
  // The server is busy all the time under load: one floor request takes it 1/floor seconds.
  const floorMs = 1000 / floor;
  const bestCase = new Map<AbPage, { reactAloneMs: number; bestOfFloor: number }>();
  for (const page of pages) {
    const html = await fetch(`${base}${page.path}`, { headers: RENDER_AGAIN }).then((r) => r.text());
    const ms = measureReactAlone(html);
    bestCase.set(page, { reactAloneMs: round2(ms), bestOfFloor: round2(floorMs / (floorMs + ms)) });
  }
  for (const { page, mode, load, cacheHeader } of rows) {
    const uncached = rows.find((r) => r.page === page && r.mode === "uncached")?.load.requestsPerSecond ?? 0;
    print({
      kind: "ssr-load",
      page: page.name,
      path: page.path,
      mode,
      ...extra,
      ...load,
      ofFloor: round2(load.requestsPerSecond / floor),
      ...(mode === "cached"
        ? { xPageCache: cacheHeader, overUncached: round2(load.requestsPerSecond / uncached) }
        : bestCase.get(page)),
    });
  }
}

const LOCALES = ["tw", "cn", "en", "vi", "th"];

function procStatusMb(pid: number, field: "VmRSS" | "VmHWM" | "RssAnon" | "RssFile"): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${field}:`));
    const kb = Number(line?.replace(/\D+/g, ""));
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined; // not Linux
  }
}

/** Fills the page cache with every crawl page in five locales (twice: the second pass counts hits), then reads the server's RSS. */
export async function measureCacheMemory(base: string, pid: number | undefined, print: Print, extra: object) {
  let pages = 0;
  let hits = 0;
  let bytes = 0;
  for (const pass of [1, 2]) {
    for (const { path } of crawlRoutes) {
      for (const locale of LOCALES) {
        const url = `${base}${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
        const response = await fetch(url, { headers: { "accept-encoding": "gzip, br" } });
        const body = await response.arrayBuffer();
        if (pass === 2) {
          pages++;
          if (response.headers.get("x-page-cache") === "hit") hits++;
          bytes += body.byteLength;
        }
      }
    }
  }
  print({
    kind: "memory",
    ...extra,
    crawlPages: pages,
    servedFromCache: hits,
    htmlMb: round2(bytes / 1e6),
    rssMb: pid ? procStatusMb(pid, "VmRSS") : undefined,
    peakRssMb: pid ? procStatusMb(pid, "VmHWM") : undefined,
    // RSS = anonymous (V8 heap, malloc, the cached pages) + file pages (mostly the node binary's code).
    rssAnonMb: pid ? procStatusMb(pid, "RssAnon") : undefined,
    rssFileMb: pid ? procStatusMb(pid, "RssFile") : undefined,
  });
}
