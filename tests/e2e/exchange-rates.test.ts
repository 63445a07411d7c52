import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { type RatesServer, startRatesServer } from "../support/rates";
import { type Browser, launchBrowser } from "./browser";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * Issue #29: the server's daily job fetches the reference rates (a local server on 127.0.0.1 that
 * serves the ECB's and ExchangeRate-API's real file formats), and the pages that convert costs show
 * the new date; until then they say the configured rates are more than a week old.
 */
let database: TestDatabase;
let reference: RatesServer;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  reference = await startRatesServer();
  reference.available(false);
  server = await startServerProcess({
    DATABASE_URL: database.url,
    EXCHANGE_RATE_URLS: reference.urls.join(","),
    EXCHANGE_RATE_REFRESH_MS: "300",
    PAGE_CACHE_MB: "32",
  });
  browser = await launchBrowser({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await reference?.stop();
  await database?.destroy();
});

describe("exchange rates refreshed daily", () => {
  it("shows the configured date with a warning, then the reference's new date after the refresh", async () => {
    const harvard = (
      await database.db
        .selectFrom("schools")
        .select("id")
        .where("key", "=", "harvard-university")
        .executeTakeFirstOrThrow()
    ).id;
    const page = await browser.context.newPage();
    const url = `${server.url}/schools/${harvard}?lang=en`;
    await page.goto(url);
    expect(await page.locator(".rates-date").first().textContent()).toContain("June 30, 2025");
    expect(await page.locator(".rates-stale").first().textContent()).toMatch(/exchange rates are \d+ days old/);
    // The reference comes back: the job's next pass stores 27 November 2026 and the page follows
    // (its cached copy is dropped when the rates table changes).
    reference.available(true);
    await expect
      .poll(
        async () => {
          await page.goto(url);
          return page.locator(".rates-date").first().textContent();
        },
        { timeout: 20_000, interval: 300 },
      )
      .toContain("November 27, 2026");
    expect(await page.locator(".rates-stale").count()).toBe(0);
    await page.goto(`${server.url}/schools/${harvard}?lang=tw`);
    expect(await page.locator(".rates-date").first().textContent()).toContain("2026年11月27日");
    await page.close();
  });
});
