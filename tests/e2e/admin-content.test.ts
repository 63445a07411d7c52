import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import { createStaff } from "~/features/staff/staff.server";
import { type Browser, baseURL, launchBrowser, localized, watchErrors } from "./browser";

let browser: Browser;
let db: Db;
const email = "faq-editor@example.test";
const password = "a long editor passphrase";

beforeAll(async () => {
  db = createDatabase(inject("databaseUrl"));
  await createStaff(
    db,
    { userId: null, ip: "127.0.0.1" },
    { email, name: "FAQ Editor", password, role: "editor", office: null, uiLocale: "en" },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe("back office content", () => {
  it("an editor changes a FAQ answer and the public FAQ page shows it at once", async () => {
    const entry = await db
      .selectFrom("faq_entries")
      .select(["id", "answer"])
      .where("group_id", "=", 1)
      .orderBy("sort")
      .executeTakeFirstOrThrow();
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/admin/login?next=${encodeURIComponent(`/admin/faq?edit=${entry.id}`)}`);
    await page.fill("input[name=email]", email);
    await page.fill("input[name=password]", password);
    await page.click("button[type=submit]");
    await page.waitForURL(/\/admin\/faq\?edit=/);

    // A missing locale is refused with the typed text kept.
    await page.fill("#faq-answer-th", "");
    await page.fill("#faq-answer-en", "<p>Edited by the e2e test.</p>");
    await page.locator("#faq-answer-th").evaluate((el) => el.removeAttribute("required"));
    await page.click("form:has(#faq-answer-en) button[type=submit]");
    await expect.poll(() => page.locator("#faq-answer-th-error").count()).toBe(1);
    expect(await page.inputValue("#faq-answer-en")).toBe("<p>Edited by the e2e test.</p>");

    await page.fill("#faq-answer-th", "<p>คำตอบใหม่</p>");
    await page.click("form:has(#faq-answer-en) button[type=submit]");
    await page.waitForURL(/done=saved/);
    // The refused save above is a 400 response, which the browser logs.
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);

    const publicPage = await browser.context.newPage();
    await publicPage.goto(localized("/faq/1", "en"));
    expect(await publicPage.locator(".faq-item").first().innerHTML()).toContain("Edited by the e2e test.");
    await publicPage.goto(localized("/faq/1", "th"));
    expect(await publicPage.locator(".faq-item").first().innerHTML()).toContain("คำตอบใหม่");
    await publicPage.close();
    await page.close();

    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("action", "=", "faq.update")
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(entry.id));
  });

  it("an editor adds a testimonial in th and the public th testimonials page shows it", async () => {
    const school = await db.selectFrom("schools").select(["id"]).orderBy("id").executeTakeFirstOrThrow();
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    // The browser context may still hold the session of the test above.
    await page.goto(`${baseURL()}/admin/testimonials?edit=new&locale=th`);
    if (page.url().includes("/admin/login")) {
      await page.fill("input[name=email]", email);
      await page.fill("input[name=password]", password);
      await page.click("button[type=submit]");
    }
    await page.waitForURL(/\/admin\/testimonials\?edit=new/);
    await page.selectOption("#t-create-locale", "th");
    await page.fill("#t-create-student", "สมชาย ทดสอบ");
    await page.selectOption("#t-create-school", String(school.id));
    await page.fill("#t-create-program", "MSc E2E");
    await page.fill("#t-create-year", "2025");
    await page.fill("#t-create-rating", "5");
    await page.fill("#t-create-title", "รีวิวจากการทดสอบอัตโนมัติ");
    await page.fill("#t-create-quote", "ข้อความรีวิวจากการทดสอบ");
    await page.click("form:has(#t-create-quote) button[type=submit]");
    await page.waitForURL(/done=created/);
    expect(errors).toEqual([]);

    const publicPage = await browser.context.newPage();
    await publicPage.goto(localized("/testimonials", "th"));
    expect(await publicPage.content()).toContain("รีวิวจากการทดสอบอัตโนมัติ");
    await publicPage.goto(localized("/testimonials", "en"));
    expect(await publicPage.content()).not.toContain("รีวิวจากการทดสอบอัตโนมัติ");
    await publicPage.close();
    await page.close();
    const audit = await db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "testimonial.create")
      .executeTakeFirst();
    expect(audit?.action).toBe("testimonial.create");
  });
});
