/** Debian's Chromium and the flags it needs on these machines (closed network, root). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
