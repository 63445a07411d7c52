import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, type BrowserContextOptions, chromium, type Page, type Response } from "playwright-core";
import { inject } from "vitest";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";

export interface Browser {
  /** The live context; after a Chromium crash, the one relaunched before the next test. */
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** One Chromium process. */
interface Session {
  context: BrowserContext;
  profile: string;
  /** Set by stop(): a close after it is expected. */
  stopping: boolean;
  /** Set when the context closed without stop(): the process died. What it printed last. */
  crash?: string;
}

/** Starts Chromium through a wrapper that keeps its pid and stderr in the profile directory. */
const WRAPPER = fileURLToPath(new URL("../support/chromium-logged.sh", import.meta.url));
const sessions = new Map<Browser, { session: Session; options: BrowserContextOptions; lastCrash?: string }>();

async function start(options: BrowserContextOptions): Promise<Session> {
  const profile = mkdtempSync(join(tmpdir(), "studyway-chromium-"));
  const context = await chromium
    .launchPersistentContext(profile, {
      executablePath: WRAPPER,
      env: { ...process.env, CHROMIUM_PATH },
      headless: true,
      args: CHROMIUM_ARGS,
      ...options,
    })
    .catch((error: Error) => {
      // Playwright quotes the process's stderr in a launch error; the wrapper took it.
      const stderr = lastLines(profile);
      rmSync(profile, { recursive: true, force: true });
      throw new Error(`${error.message}\nChromium's stderr:\n${stderr}`, { cause: error });
    });
  const session: Session = { context, profile, stopping: false };
  context.on("close", () => {
    if (session.stopping) return;
    session.crash = `Chromium (pid ${chromiumPid(profile)}) closed on its own; the end of its stderr:\n${lastLines(profile)}`;
    process.stderr.write(`${session.crash}\n`);
  });
  return session;
}

function readProfileFile(profile: string, name: string): string {
  try {
    return readFileSync(join(profile, name), "utf8");
  } catch {
    return "";
  }
}

const chromiumPid = (profile: string) => Number(readProfileFile(profile, "chromium.pid"));
const lastLines = (profile: string) => readProfileFile(profile, "chromium.stderr").split("\n").slice(-40).join("\n");

function stop(session: Session): Promise<void> {
  session.stopping = true;
  return session.context.close().finally(() => rmSync(session.profile, { recursive: true, force: true }));
}

/** Debian's Chromium through Playwright, with a throw-away profile. */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<Browser> {
  const entry = { session: await start(options), options };
  const browser: Browser = {
    get context() {
      return entry.session.context;
    },
    async close() {
      sessions.delete(browser);
      await stop(entry.session);
    },
  };
  sessions.set(browser, entry);
  return browser;
}

/**
 * Starts a new Chromium for every browser whose process died (a crash of Chromium, not of a page),
 * so one crash fails one test, which the e2e config retries, instead of every test after it.
 * Runs before each e2e test (tests/e2e/setup.ts).
 */
export async function reviveCrashedBrowsers(): Promise<number> {
  let revived = 0;
  for (const entry of sessions.values()) {
    if (entry.session.crash === undefined) continue;
    entry.lastCrash = entry.session.crash;
    rmSync(entry.session.profile, { recursive: true, force: true });
    entry.session = await start(entry.options);
    revived++;
  }
  return revived;
}

/** The report of the last Chromium crash a browser was revived from. */
export const lastCrash = (browser: Browser): string | undefined => sessions.get(browser)?.lastCrash;

/** The process id of a browser's Chromium (the wrapper execs it, keeping its pid). */
export function browserPid(browser: Browser): number {
  const entry = sessions.get(browser);
  return entry ? chromiumPid(entry.session.profile) : Number.NaN;
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
