import { afterAll, expect, it } from "vitest";
import { CHROMIUM_GONE } from "../support/chromium";
import {
  type Browser,
  baseURL,
  browserPid,
  lastCrash,
  launchBrowser,
  localized,
  openPage,
  reviveCrashedBrowsers,
  waitForHydration,
} from "./browser";

// The harness itself: a Chromium that dies during a test is reported with the end of its stderr
// and replaced before the next test, and the error the test meets is the one the config retries.
const browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

it("replaces a Chromium whose process died, and the test that met it fails with the retried error", async () => {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await browser.context.newPage();
  expect((await page.goto(baseURL()))?.status()).toBe(200);
  const pid = browserPid(browser);
  const closed = new Promise((resolve) => browser.context.once("close", resolve));
  process.kill(pid, "SIGKILL");
  await closed;

  const error = await page.goto(baseURL()).catch((e: Error) => e);
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toMatch(CHROMIUM_GONE);

  expect(await reviveCrashedBrowsers()).toBe(1);
  const report = lastCrash(browser) ?? "";
  expect(report).toContain(`pid ${pid}`);
  // Chromium writes to stderr at every start on these machines (D-Bus, the Debian launcher).
  expect(report.split("\n").slice(1).join("").trim()).not.toBe("");
  const again = await browser.context.newPage();
  expect((await again.goto(baseURL()))?.status()).toBe(200);
  expect(browserPid(browser)).not.toBe(pid);
  expect(await reviveCrashedBrowsers()).toBe(0);
});

it("does not take a browser closed by the test for a crash", async () => {
  const browser = await launchBrowser();
  await browser.close();
  expect(await reviveCrashedBrowsers()).toBe(0);
});

it("waits, after a client-side move, until the new page is on screen, not only its address", async () => {
  const browser = await launchBrowser();
  browsers.push(browser);
  const guide = localized("/study/usa", "tw");
  const { page: reference } = await openPage(browser, guide);
  const guideTitle = await reference.locator("h1").textContent();
  await reference.close();

  const { page } = await openPage(browser, localized("/", "tw"));
  const homeTitle = await page.locator("h1").textContent();
  expect(guideTitle).not.toBe(homeTitle);
  // A slow phone: React commits the new page well after React Router has pushed its address.
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  const { pathname, search } = new URL(guide);
  await page.locator(`main a[href="${pathname}${search}"]`).first().click();
  await page.waitForURL(guide);
  await waitForHydration(page);
  // Read at once, not polled: the helper is what must have waited.
  expect(await page.locator("h1").textContent()).toBe(guideTitle);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});
