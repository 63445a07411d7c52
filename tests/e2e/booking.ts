import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import type { Locale } from "~/lib/locales";
import { type Browser, launchBrowser } from "./browser";

let db: Db | undefined;
/**
 * The e2e server's own database, for reading captcha answers and checking stored bookings. One
 * connection per test file: a worker runs several files in one module graph (isolate: false), and
 * a file that destroys it in its afterAll leaves the next file a new one.
 */
export function testDb(): Db {
  if (!db) {
    const created = createDatabase(inject("databaseUrl"));
    const destroy = created.destroy.bind(created);
    created.destroy = async () => {
      if (db === created) db = undefined;
      await destroy();
    };
    db = created;
  }
  return db;
}

export const phoneByLocale: Record<Locale, string> = {
  tw: "0912 345 678",
  cn: "138 1234 5678",
  en: "0917 123 4567",
  vi: "090 123 4567",
  th: "081 234 5678",
};

/** The answer to the captcha the browser holds now (read from the database, no backdoor). */
export async function captchaAnswer(
  context: BrowserContext,
  database: Db = testDb(),
): Promise<{ id: string; answer: string }> {
  const cookie = (await context.cookies()).find((c) => c.name === "captcha_id");
  if (!cookie) throw new Error("no captcha cookie yet");
  const row = await database
    .selectFrom("captcha_challenges")
    .select("answer")
    .where("id", "=", cookie.value)
    .executeTakeFirstOrThrow();
  return { id: cookie.value, answer: row.answer };
}

export async function fillStudyStep(page: Page) {
  await page.selectOption("#consultation-office", { index: 1 });
  await page.check('input[name="countries"][value="us"]');
  await page.check('input[name="countries"][value="uk"]');
  await page.selectOption("#consultation-degree", "master");
  await page.selectOption("#consultation-enrol-year", { index: 2 });
  await page.selectOption("#consultation-enrol-term", "fall");
  await page.fill("#consultation-major", "Computer science");
}

/** Goes to step 2 and waits for its captcha image (which sets the captcha cookie). */
export async function nextStep(page: Page) {
  const image = page.waitForResponse((r) => r.url().includes("/api/upschools/verify-image"));
  await page.click('button[value="next"]');
  await image;
}

export async function fillContactStep(page: Page, locale: Locale, email: string) {
  await page.fill("#consultation-name", "Test Student");
  await page.selectOption("#consultation-title", "ms");
  await page.fill("#consultation-email", email);
  await page.fill("#consultation-phone", phoneByLocale[locale]);
  await page.fill("#consultation-line-id", "test.student");
  await page.selectOption("#consultation-heard-from", "alumni_referral");
  await page.fill("#consultation-remark", "Interested in scholarships <b>please</b>");
}

/**
 * A browser with JavaScript (`js`) and one without (`noJs`) for a test file: launched before its
 * tests, their cookies cleared before each test, closed after the file. Call at the file's top
 * level; read the browsers inside tests.
 */
export function jsAndNoJsBrowsers(): { readonly js: Browser; readonly noJs: Browser } {
  let js: Browser | undefined;
  let noJs: Browser | undefined;
  const launched = (b: Browser | undefined) => {
    if (!b) throw new Error("the browsers are launched in beforeAll");
    return b;
  };
  beforeAll(async () => {
    js = await launchBrowser();
    noJs = await launchBrowser({ javaScriptEnabled: false });
  });
  beforeEach(async () => {
    await launched(js).context.clearCookies();
    await launched(noJs).context.clearCookies();
  });
  afterAll(async () => {
    await js?.close();
    await noJs?.close();
  });
  return {
    get js() {
      return launched(js);
    },
    get noJs() {
      return launched(noJs);
    },
  };
}
