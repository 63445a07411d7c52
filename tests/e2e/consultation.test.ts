import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { locales } from "~/lib/locales";
import cn from "~/locales/cn.json";
import en from "~/locales/en.json";
import th from "~/locales/th.json";
import tw from "~/locales/tw.json";
import vi from "~/locales/vi.json";
import { waitForSavedMail } from "../support/smtp";
import { captchaAnswer, fillContactStep, fillStudyStep, nextStep, testDb } from "./booking";
import { type Browser, launchBrowser, localized, openPage, waitForHydration } from "./browser";

const catalogs = { tw, cn, en, vi, th };
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

const storedBooking = (reference: string) =>
  testDb().selectFrom("consultations").selectAll().where("reference", "=", reference).executeTakeFirst();

describe("consultation booking", () => {
  for (const locale of locales) {
    it(`books a consultation in ${locale} and mails the student in ${locale}`, async () => {
      const t = catalogs[locale];
      const { page } = await openPage(browser, localized("/consultation", locale));
      await fillStudyStep(page);
      await nextStep(page);
      await expect.poll(() => page.locator("#consultation-step-2").isVisible()).toBe(true);
      const email = `student-${locale}-${Date.now()}@example.com`;
      await fillContactStep(page, locale, email);
      const { answer } = await captchaAnswer(browser.context);
      await page.fill("#consultation-captcha", answer.toUpperCase());
      await page.click('button[value="submit"]');
      await page.waitForURL(/\/consultation_result\?ref=/);
      const reference = (await page.locator(".reference").textContent()) ?? "";
      expect(reference).toMatch(/^C-\d{6}-[0-9A-Z]{6}$/);
      expect(await page.locator("h1").textContent()).toBe(t["consultation.result.title"]);
      const stored = await storedBooking(reference);
      expect(stored).toMatchObject({ locale, email, degree: "master", countries: '["us","uk"]' });
      expect(stored?.phone).toMatch(/^\+\d{8,15}$/);
      const mail = await waitForSavedMail(inject("mailDir"), email);
      expect(mail.subject).toBe(t["mail.consultation.student.subject"].replace("{reference}", reference));
      // The remark arrives as text, escaped in the HTML part.
      expect(mail.html).toContain("&#60;b&#62;please&#60;/b&#62;");
      await page.close();
    });
  }

  it("works with JavaScript disabled: both steps are server-rendered and keep what was typed", async () => {
    const page = await noJs.context.newPage();
    await page.goto(localized("/consultation", "tw"));
    await fillStudyStep(page);
    await page.click('button[value="next"]');
    await page.waitForLoadState();
    await expect.poll(() => page.locator("#consultation-step-2").isVisible()).toBe(true);
    await fillContactStep(page, "tw", "nojs@example.com");
    await page.click('button[value="back"]');
    await page.waitForLoadState();
    await expect.poll(() => page.locator("#consultation-step-1").isVisible()).toBe(true);
    expect(await page.inputValue("#consultation-major")).toBe("Computer science");
    expect(await page.locator('input[name="countries"][value="uk"]').isChecked()).toBe(true);
    await page.click('button[value="next"]');
    await page.waitForLoadState();
    // The contact step was round-tripped too.
    expect(await page.inputValue("#consultation-email")).toBe("nojs@example.com");
    const { answer } = await captchaAnswer(noJs.context);
    await page.fill("#consultation-captcha", answer);
    await page.click('button[value="submit"]');
    await page.waitForURL(/\/consultation_result\?ref=.*lang=tw/);
    const reference = (await page.locator(".reference").textContent()) ?? "";
    expect((await storedBooking(reference))?.email).toBe("nojs@example.com");
    await page.close();
  });

  it("shows every required-field message next to its field, announced", async () => {
    const t = catalogs.vi;
    const { page } = await openPage(browser, localized("/consultation", "vi"));
    await page.click('button[value="next"]');
    await expect
      .poll(() => page.locator("#consultation-office-error").textContent())
      .toBe(t["consultation.error.office"]);
    expect(await page.locator("#consultation-countries-error").textContent()).toBe(t["consultation.error.countries"]);
    expect(await page.locator("#consultation-degree-error").textContent()).toBe(t["consultation.error.degree"]);
    expect(await page.getAttribute("#consultation-office", "aria-invalid")).toBe("true");
    expect(await page.getAttribute("#consultation-office", "aria-describedby")).toBe("consultation-office-error");
    expect(await page.locator('[role="alert"]').first().textContent()).not.toBe("");
    // Focus moves to the first field with a problem (after the messages render: read at once, it
    // was still on the button once under load).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("consultation-office");

    await fillStudyStep(page);
    await nextStep(page);
    await page.click('button[value="submit"]');
    const errorOf = (field: string) => page.locator(`#consultation-${field}-error`).textContent();
    await expect.poll(() => errorOf("name")).toBe(t["consultation.error.name"]);
    expect(await errorOf("email")).toBe(t["consultation.error.email"]);
    expect(await errorOf("phone")).toBe(t["consultation.error.phone"]);
    expect(await errorOf("heard-from")).toBe(t["consultation.error.heardFrom"]);
    expect(await errorOf("captcha")).toBe(t["consultation.error.captcha"]);

    await page.fill("#consultation-email", "lan@");
    await page.fill("#consultation-phone", "12345");
    await page.fill("#consultation-captcha", "!!");
    await page.click('button[value="submit"]');
    await expect.poll(() => errorOf("email")).toBe(t["consultation.error.emailFormat"]);
    expect(await errorOf("phone")).toBe(t["consultation.error.phoneFormat"]);
    expect(await errorOf("captcha")).toBe(t["consultation.error.captchaFormat"]);
    await page.close();
  });

  it("refuses a wrong, an expired and a reused captcha with a new image each time", async () => {
    const t = catalogs.en;
    const { page } = await openPage(browser, localized("/consultation", "en"));
    await fillStudyStep(page);
    await nextStep(page);
    await fillContactStep(page, "en", `captcha-${Date.now()}@example.com`);
    const errorText = () => page.locator("#consultation-captcha-error").textContent();

    // Wrong
    const first = await captchaAnswer(browser.context);
    let image = page.waitForResponse((r) => r.url().includes("verify-image"));
    await page.fill("#consultation-captcha", first.answer === "abcd" ? "abce" : "abcd");
    await page.click('button[value="submit"]');
    await expect.poll(errorText).toBe(t["consultation.error.captchaWrong"]);
    await image;
    const second = await captchaAnswer(browser.context);
    expect(second.id).not.toBe(first.id);

    // Expired: the challenge is five minutes old.
    await testDb()
      .updateTable("captcha_challenges")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", second.id)
      .execute();
    image = page.waitForResponse((r) => r.url().includes("verify-image"));
    await page.fill("#consultation-captcha", second.answer);
    await page.click('button[value="submit"]');
    await expect.poll(errorText).toBe(t["consultation.error.captchaWrong"]);
    await image;

    // Right: booked. Then the same challenge again: refused.
    const third = await captchaAnswer(browser.context);
    await page.fill("#consultation-captcha", third.answer);
    await page.click('button[value="submit"]');
    await page.waitForURL(/consultation_result/);
    await page.goto(localized("/consultation", "en"));
    await waitForHydration(page);
    await fillStudyStep(page);
    await nextStep(page);
    await fillContactStep(page, "en", `captcha-again-${Date.now()}@example.com`);
    await browser.context.addCookies([{ name: "captcha_id", value: third.id, url: inject("baseURL") }]);
    await page.fill("#consultation-captcha", third.answer);
    await page.click('button[value="submit"]');
    await expect.poll(errorText).toBe(t["consultation.error.captchaWrong"]);
    await page.close();
  });

  it("keeps everything when sending fails, and Retry sends it once the server answers", async () => {
    const t = catalogs.th;
    const { page } = await openPage(browser, localized("/consultation", "th"));
    await fillStudyStep(page);
    await nextStep(page);
    const email = `retry-${Date.now()}@example.com`;
    await fillContactStep(page, "th", email);
    const { answer } = await captchaAnswer(browser.context);
    await page.fill("#consultation-captcha", answer);
    await page.route("**/api/Home/add_inq", (route) => route.abort("connectionrefused"));
    await page.click('button[value="submit"]');
    const dialog = page.locator("dialog.failure-dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator("h2").textContent()).toBe(t["form.sendFailed.title"]);
    await dialog.getByRole("button", { name: t["form.sendFailed.close"] }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.inputValue("#consultation-email")).toBe(email);
    expect(await page.inputValue("#consultation-captcha")).toBe(answer);

    await page.click('button[value="submit"]');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.unroute("**/api/Home/add_inq");
    await dialog.getByRole("button", { name: t["form.sendFailed.retry"] }).click();
    await page.waitForURL(/consultation_result/);
    const reference = (await page.locator(".reference").textContent()) ?? "";
    expect((await storedBooking(reference))?.email).toBe(email);
    await page.close();
  });
});
