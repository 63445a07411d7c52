import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaAnswer, fillContactStep, fillStudyStep, nextStep, testDb } from "./booking";
import { type Browser, baseURL, launchBrowser, localized, openPage } from "./browser";

let browser: Browser;
let noJs: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  noJs = await launchBrowser({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser.close();
  await noJs.close();
  await testDb().destroy();
});

const bookingsOf = (email: string) =>
  testDb().selectFrom("consultations").select("reference").where("email", "=", email).execute();
const mailsAbout = (reference: string) =>
  testDb().selectFrom("mail_outbox").select("recipient").where("topic", "like", `%${reference}%`).execute();

describe("a booking sent twice", () => {
  it("without JavaScript: the same form posted again answers with the first booking's page, stored once", async () => {
    const email = `twice-nojs-${Date.now()}@example.com`;
    const page = await noJs.context.newPage();
    await page.goto(localized("/consultation", "tw"));
    await fillStudyStep(page);
    await page.click('button[value="next"]');
    await page.waitForLoadState();
    await expect.poll(() => page.locator("#consultation-step-2").isVisible()).toBe(true);
    // The first post (step 1 to 2) gave the form its key, kept in the page from here on.
    const key = await page.inputValue('input[name="submission_key"]');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await fillContactStep(page, "tw", email);
    const { answer } = await captchaAnswer(noJs.context);
    await page.fill("#consultation-captcha", answer);

    // Keep what the browser sends, as it would send it again after a lost answer.
    let sent: { url: string; body: string; contentType: string } | undefined;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/consultation") {
        sent = {
          url: request.url(),
          body: request.postData() ?? "",
          contentType: request.headers()["content-type"] ?? "",
        };
      }
    });
    await page.click('button[value="submit"]');
    await page.waitForURL(/\/consultation_result\?ref=/);
    const firstUrl = new URL(page.url());
    const reference = (await page.locator(".reference").textContent()) ?? "";
    expect(reference).toMatch(/^C-\d{6}-[0-9A-Z]{6}$/);
    expect(sent?.body).toContain(`submission_key=${key}`);

    // The same bytes again, with the browser's cookies (captcha now spent, draft cleared).
    const again = await noJs.context.request.post(sent?.url ?? "", {
      headers: { "content-type": sent?.contentType ?? "", origin: baseURL() },
      data: sent?.body ?? "",
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    const location = new URL(again.headers().location ?? "", baseURL());
    expect(location.pathname + location.search).toBe(firstUrl.pathname + firstUrl.search);
    await page.goto(location.toString());
    expect(await page.locator(".reference").textContent()).toBe(reference);

    expect(await bookingsOf(email)).toEqual([{ reference }]);
    // One confirmation for the student, one notice for the office: not two of each.
    const mails = await mailsAbout(reference);
    expect(mails.filter((m) => m.recipient === email)).toHaveLength(1);
    expect(mails.length).toBeLessThanOrEqual(2);
    await page.close();
  });

  it("with JavaScript: 'try again' after a lost answer shows the first booking, stored once", async () => {
    const email = `twice-js-${Date.now()}@example.com`;
    const { page } = await openPage(browser, localized("/consultation", "en"));
    await fillStudyStep(page);
    await nextStep(page);
    await fillContactStep(page, "en", email);
    const { answer } = await captchaAnswer(browser.context);
    await page.fill("#consultation-captcha", answer);
    // The server stores the first booking, but its answer never reaches the browser.
    let delivered = 0;
    await page.route(
      (url) => url.pathname === "/api/Home/add_inq",
      async (route) => {
        await route.fetch();
        delivered++;
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    await page.click('button[value="submit"]');
    await expect.poll(() => page.locator(".failure-dialog").isVisible(), { timeout: 20_000 }).toBe(true);
    expect(delivered).toBe(1);
    const stored = await bookingsOf(email);
    expect(stored).toHaveLength(1);
    await page.locator(".failure-dialog .button-primary").click();
    await page.waitForURL(/\/consultation_result\?ref=/);
    expect(await page.locator(".reference").textContent()).toBe(stored[0]?.reference);
    expect(await bookingsOf(email)).toHaveLength(1);
    await page.close();
  });
});
