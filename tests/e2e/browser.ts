import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
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
