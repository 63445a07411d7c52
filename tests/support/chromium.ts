import { existsSync } from "node:fs";

/** Debian's Chromium, the whole browser: Lighthouse in the benchmark measures what a user's browser does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser of the end-to-end tests: Debian's `chromium-headless-shell`, the same Chromium
 * (Blink, V8, fonts) built without the browser's user interface, as Playwright's own default for
 * headless tests. The same browser flows took 40% less CPU than in the whole browser
 * (docs/benchmarks.md, session 35). Without the package, the whole browser runs them.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** What Playwright says when the Chromium process is gone (not a page's renderer crash). */
export const CHROMIUM_GONE = /Target page, context or browser has been closed|Browser closed/;
