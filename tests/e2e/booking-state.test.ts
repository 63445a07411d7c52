import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import cn from "~/locales/cn.json";
import en from "~/locales/en.json";
import th from "~/locales/th.json";
import tw from "~/locales/tw.json";
import { captchaAnswer, fillContactStep, fillStudyStep, jsAndNoJsBrowsers, nextStep, testDb } from "./booking";
import { localized, openPage, waitForHydration } from "./browser";

// Issue 14, "Forms and state": the booking form keeps its state, and without JavaScript no page
// in the history is the answer to a post.
const browsers = jsAndNoJsBrowsers();
afterAll(async () => {
  await testDb().destroy();
});

/** Clicks a button that posts the form and returns the method of the page the browser ends on. */
async function post(page: Page, selector: string) {
  const [response] = await Promise.all([page.waitForNavigation(), page.click(selector)]);
  return response?.request().method();
}

const options = (page: Page, select: string) =>
  page
    .locator(`${select} option`)
    .evaluateAll((list) =>
      (list as HTMLOptionElement[]).filter((o) => o.value).map((o) => ({ value: o.value, label: o.textContent })),
    );

describe("booking without JavaScript", () => {
  it("answers every post with a redirect, so Back from the result page never asks to resend", async () => {
    const page = await browsers.noJs.context.newPage();
    await page.goto(localized("/consultation", "en"));
    await fillStudyStep(page);
    expect(await post(page, 'button[value="next"]')).toBe("GET");
    expect(await page.locator("#consultation-step-2").isVisible()).toBe(true);
    const email = `prg-${Date.now()}@example.com`;
    await fillContactStep(page, "en", email);
    // No captcha yet: refused, also with a redirect, everything typed still there.
    expect(await post(page, 'button[value="submit"]')).toBe("GET");
    expect(await page.locator("#consultation-captcha-error").textContent()).toBe(en["consultation.error.captcha"]);
    expect(await page.inputValue("#consultation-email")).toBe(email);
    // A reload shows the same page without asking anything.
    expect((await page.reload())?.request().method()).toBe("GET");
    const { answer } = await captchaAnswer(browsers.noJs.context);
    await page.fill("#consultation-captcha", answer);
    expect(await post(page, 'button[value="submit"]')).toBe("GET");
    await page.waitForURL(/consultation_result\?ref=C-/);
    const back = await page.goBack();
    expect(back?.request().method()).toBe("GET");
    expect(back?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe(en["consultation.title"]);
    // The booking is done: its draft is gone.
    expect(await page.inputValue("#consultation-email")).toBe("");
    await page.close();
  });

  it("keeps the form across a language switch", async () => {
    const page = await browsers.noJs.context.newPage();
    await page.goto(localized("/consultation", "tw"));
    await fillStudyStep(page);
    await post(page, 'button[value="next"]');
    await page.fill("#consultation-name", "王小明");
    await post(page, 'button[value="back"]');
    await page.locator('.language-selector a[hreflang="zh-Hans-CN"]').click();
    await page.waitForURL(/lang=cn/);
    expect(await page.locator("h1").textContent()).toBe(cn["consultation.title"]);
    expect(await page.inputValue("#consultation-major")).toBe("Computer science");
    expect(await page.locator('input[name="countries"][value="uk"]').isChecked()).toBe(true);
    expect(await page.inputValue("#consultation-name")).toBe("王小明");
    await page.close();
  });
});

describe("booking with JavaScript", () => {
  it("does not count step-2 messages on step 1 after Back", async () => {
    const { page } = await openPage(browsers.js, localized("/consultation", "en"));
    await fillStudyStep(page);
    await nextStep(page);
    await page.click('button[value="submit"]');
    await expect.poll(() => page.locator("#consultation-name-error").count()).toBe(1);
    expect(await page.locator('[role="alert"]').first().textContent()).not.toBe("");
    await page.click('button[value="back"]');
    await expect.poll(() => page.locator("#consultation-step-1").isVisible()).toBe(true);
    // Nothing is marked on step 1, so nothing to fix there.
    expect(await page.locator('#consultation-step-1 [aria-invalid="true"]').count()).toBe(0);
    expect(await page.locator('[role="alert"]').first().textContent()).toBe("");
    await page.close();
  });

  it("keeps what was typed when the visitor switches language mid-form", async () => {
    const { page } = await openPage(browsers.js, localized("/consultation", "tw"));
    await fillStudyStep(page);
    await nextStep(page);
    await page.fill("#consultation-name", "王小明");
    await page.fill("#consultation-email", "switch@example.com");
    await page.locator('.language-selector a[hreflang="en-PH"]').click();
    await page.waitForURL(/lang=en/);
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).toBe(en["consultation.title"]);
    await expect.poll(() => page.inputValue("#consultation-email")).toBe("switch@example.com");
    expect(await page.inputValue("#consultation-name")).toBe("王小明");
    expect(await page.inputValue("#consultation-major")).toBe("Computer science");
    expect(await page.locator('input[name="countries"][value="uk"]').isChecked()).toBe(true);
    expect(await page.inputValue("#consultation-captcha")).toBe("");
    await page.close();
  });
});

describe("booking options", () => {
  it("start the enrolment years at the current intake, in the Buddhist era in Thai", async () => {
    const now = new Date();
    const first = now.getUTCFullYear() + (now.getUTCMonth() >= 8 ? 1 : 0);
    const { page } = await openPage(browsers.js, localized("/consultation", "th"));
    const years = await options(page, "#consultation-enrol-year");
    expect(years[0]).toEqual({ value: String(first), label: `${first + 543} (${first})` });
    expect(years).toHaveLength(5);
    await page.close();
    const en = await openPage(browsers.js, localized("/consultation", "en"));
    expect((await options(en.page, "#consultation-enrol-year"))[0]).toEqual({
      value: String(first),
      label: String(first),
    });
    await en.page.close();
  });

  it("name each market's chat apps coherently", async () => {
    const expected = {
      tw: { label: tw["consultation.field.chatId.line"], methods: ["phone", "line", "email"] },
      th: { label: th["consultation.field.chatId.line"], methods: ["phone", "line", "email"] },
      cn: { label: cn["consultation.field.chatId.wechat"], methods: ["phone", "wechat", "email"] },
      en: {
        label: en["consultation.field.chatId.messenger_viber_whatsapp"],
        methods: ["phone", "messenger", "viber", "whatsapp", "email"],
      },
    } as const;
    for (const [locale, want] of Object.entries(expected)) {
      const { page } = await openPage(browsers.js, localized("/consultation", locale));
      expect(await page.locator('label[for="consultation-line-id"]').textContent(), locale).toBe(want.label);
      expect(
        (await options(page, "#consultation-contact-method")).map((o) => o.value),
        locale,
      ).toEqual(want.methods);
      const heard = (await options(page, "#consultation-heard-from")).map((o) => o.value);
      expect(heard.includes("youtube"), locale).toBe(locale !== "cn");
      await page.close();
    }
    // LINE keeps its name in English, for staff reading a Taiwanese booking.
    expect(en["consultation.field.chatId.line"]).toBe("LINE ID");
  });

  it("stores a cn booking with WeChat as the contact method", async () => {
    const { page } = await openPage(browsers.js, localized("/consultation", "cn"));
    await fillStudyStep(page);
    await nextStep(page);
    const email = `wechat-${Date.now()}@example.com`;
    await fillContactStep(page, "cn", email);
    await page.selectOption("#consultation-contact-method", "wechat");
    const { answer } = await captchaAnswer(browsers.js.context);
    await page.fill("#consultation-captcha", answer);
    await page.click('button[value="submit"]');
    await page.waitForURL(/consultation_result/);
    const stored = await testDb()
      .selectFrom("consultations")
      .select(["contact_method", "line_id"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ contact_method: "wechat", line_id: "test.student" });
    expect(await page.locator(".next-steps").textContent()).toContain(cn["consultation.contact.wechat"]);
    await page.close();
  });
});
