import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "~/locales/en.json";
import { writeDocx } from "../support/documents/write-docx";
import { jsAndNoJsBrowsers } from "./booking";
import { localized, openPage } from "./browser";

// Issue 14, "Forms and state": the order form keeps every choice, prices what is on screen,
// and starts fresh after "Add".
const browsers = jsAndNoJsBrowsers();

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const plain = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ").trim();

async function chooseFile(page: Page, name: string, bytes: Uint8Array) {
  const counted = page.waitForResponse((r) => r.url().includes("/api/upschools/tmpFile"));
  await page.setInputFiles("#service-file", { name, mimeType: DOCX, buffer: Buffer.from(bytes) });
  return counted;
}

/** What the add form shows now. */
const choices = async (page: Page) => ({
  service: await page.inputValue("#service-service"),
  method: (await page.locator('input[name="method"]:checked').getAttribute("value")) ?? "",
  topic: await page.inputValue("#service-topic"),
  rush: await page.locator('input[name="rush"]').isChecked(),
});

describe("order form without JavaScript", () => {
  it("keeps every choice after the over-range prompt and after a missing file, and adds what is on screen", async () => {
    const page = await browsers.noJs.context.newPage();
    await page.goto(localized("/service_select", "en"));
    await page.selectOption("#service-service", "resume-cv");
    await page.check('input[name="method"][value="interview_writing"]');
    await page.fill("#service-topic", "Data analyst CV");
    await page.fill("#service-units", "99999");
    await page.check('input[name="rush"]');
    await page.click('.service-add button[type="submit"]');
    await page.waitForLoadState();
    const dialog = page.locator(".over-range-dialog");
    expect(await dialog.isVisible()).toBe(true);
    // Cancel closes the prompt without JavaScript; the form behind still holds every choice.
    await dialog.getByRole("button", { name: en["service.overRange.cancel"] }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await choices(page)).toEqual({
      service: "resume-cv",
      method: "interview_writing",
      topic: "Data analyst CV",
      rush: true,
    });
    expect(await page.inputValue("#service-units")).toBe("99999");

    // Another method needs a document: refused, and still nothing is lost.
    await page.check('input[name="method"][value="proofreading"]');
    await page.click('.service-add button[type="submit"]');
    await page.waitForLoadState();
    expect(plain(await page.locator("#service-error").textContent())).toBe(en["service.error.file"]);
    expect(await choices(page)).toEqual({
      service: "resume-cv",
      method: "proofreading",
      topic: "Data analyst CV",
      rush: true,
    });

    // Fixed: the next "Add" orders exactly what is on screen.
    await page.setInputFiles("#service-file", {
      name: "cv.docx",
      mimeType: DOCX,
      buffer: Buffer.from(await writeDocx({ body: [words(300)] })),
    });
    await page.click('.service-add button[type="submit"]');
    await page.waitForLoadState();
    const line = plain(await page.locator(".cart-item").textContent());
    expect(line).toContain("Resume / CV");
    expect(line).toContain("300 words");
    expect(line).toContain("Data analyst CV");
    expect(await page.locator(".cart-item").count()).toBe(1);
    await page.close();
  });

  it("keeps a counted document after another error, so it need not be chosen again", async () => {
    const page = await browsers.noJs.context.newPage();
    await page.goto(localized("/service_select/essay", "en"));
    await page.check('input[name="method"][value="proofreading"]');
    const file = { name: "essay.docx", mimeType: DOCX, buffer: Buffer.from(await writeDocx({ body: [words(250)] })) };
    await page.setInputFiles("#service-file", file);
    await page.click('.service-add button[type="submit"]');
    await page.waitForLoadState();
    expect(await page.locator(".cart-item").count()).toBe(1);
    // The same service again with a new document: refused, the document is kept.
    await page.selectOption("#service-service", "essay");
    await page.check('input[name="method"][value="review_revision"]');
    await page.setInputFiles("#service-file", { ...file, name: "sop.docx" });
    await page.click('.service-add button[type="submit"]');
    await page.waitForLoadState();
    expect(plain(await page.locator("#service-error").textContent())).toBe(en["service.error.duplicate"]);
    expect(plain(await page.locator(".service-add").textContent())).toContain("sop.docx");
    await page.selectOption("#service-service", "sop-ps");
    await page.click('.service-add button[type="submit"]');
    await page.waitForLoadState();
    expect(await page.locator(".cart-item").count()).toBe(2);
    expect(plain(await page.locator(".cart-item").nth(1).textContent())).toContain("sop.docx");
    await page.close();
  });
});

describe("order form with JavaScript", () => {
  it("re-prices the counted document on every change of method, urgency and currency", async () => {
    const { page } = await openPage(browsers.js, localized("/service_select/refine", "en"));
    await page.selectOption("#service-service", "sop-ps");
    await page.check('input[name="method"][value="review_revision"]');
    expect((await chooseFile(page, "sop.docx", await writeDocx({ body: [words(600)] }))).status()).toBe(200);
    const preview = () => page.locator(".file-preview").textContent().then(plain);
    await expect.poll(preview).toMatch(/^600 words · /);
    const revision = await preview();

    await page.check('input[name="method"][value="proofreading"]');
    await expect.poll(preview).not.toBe(revision);
    const proofreading = await preview();
    await page.check('input[name="rush"]');
    await expect.poll(preview).toContain("urgent fee");
    await page.uncheck('input[name="rush"]');
    await expect.poll(preview).toBe(proofreading);
    // Another currency: the same document, priced in US dollars, still without choosing it again.
    await page.getByRole("button", { name: "USD", exact: true }).click();
    await expect.poll(preview).toMatch(/^600 words · US\$/);

    // The cart charges what the preview said.
    const shown = (await preview()).replace(/^600 words · /, "");
    await page.click('.service-add button[type="submit"]');
    await expect.poll(() => page.locator(".cart-item").count()).toBe(1);
    expect(plain(await page.locator(".cart-price").first().textContent())).toBe(shown);
    await page.close();
  });

  it("clears topic and document after Add, and drops a stale 'no words' message once a good file is chosen", async () => {
    const { page } = await openPage(browsers.js, localized("/service_select/refine", "en"));
    await page.selectOption("#service-service", "essay");
    await page.check('input[name="method"][value="proofreading"]');
    await page.fill("#service-topic", "Why Canada");
    await chooseFile(page, "essay.docx", await writeDocx({ body: [words(200)] }));
    await expect.poll(() => page.locator(".file-preview").textContent()).toMatch(/^200 words/);
    await page.click('.service-add button[type="submit"]');
    await expect.poll(() => page.locator(".cart-item").count()).toBe(1);
    // A fresh form for the next service: nothing carried over.
    await expect.poll(() => page.inputValue("#service-topic")).toBe("");
    expect(await page.locator('input[name="upload_id"], input[name="kept_upload_id"]').count()).toBe(0);
    expect(await page.locator("#service-file").evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    expect(await page.inputValue("#service-service")).not.toBe("essay");

    // A document without words: refused when added; a good one clears the message.
    await page.selectOption("#service-service", "rl");
    await page.check('input[name="method"][value="proofreading"]');
    await chooseFile(page, "empty.docx", await writeDocx({ body: ["   "] }));
    await expect.poll(() => page.locator(".file-preview").textContent()).toBe(en["upload.error.noWords"]);
    await page.click('.service-add button[type="submit"]');
    await expect.poll(() => page.locator("#service-error").textContent()).toBe(en["upload.error.noWords"]);
    await chooseFile(page, "rl.docx", await writeDocx({ body: [words(150)] }));
    await expect.poll(() => page.locator(".file-preview").textContent()).toMatch(/^150 words/);
    expect(await page.locator("#service-error").count()).toBe(0);
    await page.close();
  });
});
