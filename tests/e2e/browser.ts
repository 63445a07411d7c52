import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Browser as PlaywrightBrowser,
  type Response,
} from "playwright-core";
import { inject } from "vitest";

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "../support/chromium";

export interface Browser {
  /** The live context; after a Chromium crash, the one made in the relaunched Chromium before the next test. */
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/**
 * One Chromium process, shared by every browser of a worker: each browser is a context of its own
 * (its own cookies, storage and cache, as a new profile would have). A launch cost about 0.7 s of
 * CPU, and the suite launched about 90 (docs/benchmarks.md).
 */
interface Chromium {
  process: PlaywrightBrowser;
  /** Where the wrapper keeps the process's pid and stderr. */
  logDir: string;
  /** Set when the worker exits: a disconnect after it is expected. */
  stopping: boolean;
  /** Set when the process went away on its own: what it printed last. */
  crash?: string;
}

/** Starts Chromium through a wrapper that keeps its pid and stderr in a directory of ours. */
const WRAPPER = fileURLToPath(new URL("../support/chromium-logged.sh", import.meta.url));
const entries = new Map<Browser, { context: BrowserContext; options: BrowserContextOptions; lastCrash?: string }>();
let chromiumProcess: Promise<Chromium> | undefined;

async function startChromium(): Promise<Chromium> {
  const logDir = mkdtempSync(join(tmpdir(), "studyway-chromium-"));
  const launched = await chromium
    .launch({
      executablePath: WRAPPER,
      env: { ...process.env, CHROMIUM_PATH: TEST_CHROMIUM_PATH, CHROMIUM_LOG_DIR: logDir },
      headless: true,
      args: CHROMIUM_ARGS,
    })
    .catch((error: Error) => {
      // Playwright quotes the process's stderr in a launch error; the wrapper took it.
      const stderr = lastLines(logDir);
      rmSync(logDir, { recursive: true, force: true });
      throw new Error(`${error.message}\nChromium's stderr:\n${stderr}`, { cause: error });
    });
  const started: Chromium = { process: launched, logDir, stopping: false };
  // The worker's Chromium ends with the worker, its log directory with it. Playwright closes it
  // when the worker is told to stop (a signal) and kills it at exit: neither is a crash.
  const ending = () => {
    started.stopping = true;
  };
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.once(signal, ending);
  process.once("exit", () => {
    ending();
    rmSync(logDir, { recursive: true, force: true });
  });
  launched.on("disconnected", () => {
    if (started.stopping) return;
    started.crash = `Chromium (pid ${chromiumPid(logDir)}) closed on its own; the end of its stderr:\n${lastLines(logDir)}`;
    process.stderr.write(`${started.crash}\n`);
  });
  return started;
}

/** The worker's Chromium, started at the first browser a test asks for. */
function sharedChromium(): Promise<Chromium> {
  chromiumProcess ??= startChromium().catch((error: unknown) => {
    chromiumProcess = undefined;
    throw error;
  });
  return chromiumProcess;
}

function readLogFile(logDir: string, name: string): string {
  try {
    return readFileSync(join(logDir, name), "utf8");
  } catch {
    return "";
  }
}

const chromiumPid = (logDir: string) => Number(readLogFile(logDir, "chromium.pid"));
const lastLines = (logDir: string) => readLogFile(logDir, "chromium.stderr").split("\n").slice(-40).join("\n");

/**
 * A browser with a fresh profile: a new context in the worker's Chromium (Debian's, through
 * Playwright), started if none runs yet. The process stays for the worker's next file; it ends
 * with the worker.
 */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<Browser> {
  const entry = { context: await (await sharedChromium()).process.newContext(options), options };
  const browser: Browser = {
    get context() {
      return entry.context;
    },
    async close() {
      entries.delete(browser);
      await entry.context.close();
    },
  };
  entries.set(browser, entry);
  return browser;
}

/**
 * Starts a new Chromium when the worker's process died (a crash of Chromium, not of a page), and
 * gives every open browser a new context in it, so one crash fails one test, which the e2e config
 * retries, instead of every test after it. Runs before each e2e test (tests/e2e/setup.ts).
 * Returns how many Chromium processes it started (0 or 1).
 */
export async function reviveCrashedBrowsers(): Promise<number> {
  const current = chromiumProcess && (await chromiumProcess.catch(() => undefined));
  if (current?.crash === undefined) return 0;
  rmSync(current.logDir, { recursive: true, force: true });
  chromiumProcess = undefined;
  const revived = await sharedChromium();
  for (const entry of entries.values()) {
    entry.lastCrash = current.crash;
    entry.context = await revived.process.newContext(entry.options);
  }
  return 1;
}

/** The report of the last Chromium crash a browser was revived from. */
export const lastCrash = (browser: Browser): string | undefined => entries.get(browser)?.lastCrash;

/** The process id of the Chromium a browser runs in (the wrapper execs it, keeping its pid). */
export async function browserPid(): Promise<number> {
  return chromiumPid((await sharedChromium()).logDir);
}

export const baseURL = () => inject("baseURL");

/** The crawlable URL of a page in one language. */
export function localized(path: string, locale: string): string {
  return `${baseURL()}${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Resolves once React has hydrated the page and shows the page of the browser's address (the
 * layout sets data-hydrated and data-shown on <html>). After a click on a React Router link the
 * address changes before React commits the new page; `waitForURL` alone resolves in between.
 */
export function waitForHydration(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => {
      const { hydrated, shown } = document.documentElement.dataset;
      if (hydrated !== "true" || shown === undefined) return false;
      const onScreen = new URL(shown, location.href);
      return onScreen.pathname === location.pathname && onScreen.search === location.search;
    },
    undefined,
    // Playwright's default is 30 s. The first page of a new Chromium, while the other worker
    // crawls, once took longer than that (payment-qr on PostgreSQL; 4.9 s when run alone). The
    // wait stays under the 60 s test timeout, so a page that never hydrates still fails here.
    { timeout: 50_000 },
  );
}

/** A new page of the given size, navigated to a URL or site path and hydrated. */
export async function openPage(
  browser: Browser,
  pathOrUrl: string,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<{ page: Page; response: Response | null }> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const response = await page.goto(pathOrUrl.startsWith("http") ? pathOrUrl : `${baseURL()}${pathOrUrl}`);
  await waitForHydration(page);
  return { page, response };
}
