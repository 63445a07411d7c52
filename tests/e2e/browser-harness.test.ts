import { afterAll, expect, it } from "vitest";
import { CHROMIUM_GONE } from "../support/chromium";
import { axeViolations } from "./axe";
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
import { HtmlValidator } from "./vnu";

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
  const pid = await browserPid();
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
  expect(await browserPid()).not.toBe(pid);
  expect(await reviveCrashedBrowsers()).toBe(0);
});

it("does not take a browser closed by the test for a crash, and keeps the others", async () => {
  const kept = await launchBrowser();
  browsers.push(kept);
  const browser = await launchBrowser();
  await browser.close();
  expect(await reviveCrashedBrowsers()).toBe(0);
  const page = await kept.context.newPage();
  expect((await page.goto(baseURL()))?.status()).toBe(200);
  await page.close();
});

it("gives each browser its own cookies, as a new profile would", async () => {
  const first = await launchBrowser();
  const second = await launchBrowser();
  browsers.push(first, second);
  await first.context.addCookies([{ name: "probe", value: "1", url: baseURL() }]);
  expect((await second.context.cookies()).map((c) => c.name)).not.toContain("probe");
  expect((await first.context.cookies()).map((c) => c.name)).toContain("probe");
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

it("finds axe's violations in the page's own frame: serious ones by default, every one on request", async () => {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await browser.context.newPage();
  // An image without alt (critical), grey on white text (serious), a region-less page (moderate).
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#ccc;background:#fff">faint</p></body></html>',
  );
  const serious = await axeViolations(page);
  expect(serious.map((v) => v.split(":")[0]).sort()).toEqual(["color-contrast", "image-alt"]);
  expect(serious.find((v) => v.startsWith("image-alt"))).toBe("image-alt: img");
  const all = await axeViolations(page, "all");
  expect(all.length).toBeGreaterThan(serious.length);
  expect(all.map((v) => v.split(":")[0])).toContain("region");
  await page.close();
});

it("has the HTML checker report an invalid document, and nothing for a valid one", async () => {
  const validator = new HtmlValidator();
  validator.add("valid", '<!doctype html><html lang="en"><head><title>t</title></head><body><p>ok</p></body></html>');
  validator.add(
    "invalid",
    '<!doctype html><html lang="en"><head><title>t</title></head><body><li>stray</li><p id="a"></p><p id="a"></p></body></html>',
  );
  const errors = await validator.errors();
  expect(errors.map((e) => e.url)).toEqual(["invalid", "invalid"]);
  expect(errors.map((e) => e.message).join("\n")).toMatch(/Element “li” not allowed[\s\S]*Duplicate ID “a”/);
}, 60_000);
