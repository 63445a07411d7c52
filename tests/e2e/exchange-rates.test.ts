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
  database = await createTestDatabase();
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

  it("states the same day's rates in articles: the rate and its date from the rates table", async () => {
    const row = await database.db
      .selectFrom("exchange_rates")
      .select(["set_on", "per_usd"])
      .orderBy("set_on", "desc")
      .executeTakeFirstOrThrow();
    expect(row.set_on).toBe("2026-11-27");
    const php = (JSON.parse(row.per_usd) as Record<string, number>).PHP as number;
    const expected = new Intl.NumberFormat("en-PH", { maximumSignificantDigits: 3 }).format(php);
    const article = await database.db
      .selectFrom("articles")
      .select("id")
      .where("key", "=", "living-costs-budget")
      .executeTakeFirstOrThrow();
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/articles/${article.id}?lang=en`);
    const body = (await page.locator(".article-body, article").first().textContent()) ?? "";
    expect(body).toContain(`USD 1 ≈ PHP ${expected} on November 27, 2026`);
    expect(body).not.toContain("{{fx");
    expect(body).not.toContain("USD 1 ≈ PHP 58,");
    await page.close();
  });
});
