import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, type BrowserContextOptions, chromium, type Page, type Response } from "playwright-core";
import { inject } from "vitest";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Debian's Chromium through Playwright, with a throw-away profile. */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), "studyway-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
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

/** Resolves once React has hydrated the page (the layout sets data-hydrated on <html>). */
export function waitForHydration(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
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
