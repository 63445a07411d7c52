import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import en from "~/locales/en.json";
import vi from "~/locales/vi.json";
import { writeDoc } from "../support/documents/write-doc";
import { writeDocx, writeZip } from "../support/documents/write-docx";
import { waitForSavedMail } from "../support/smtp";
import { testDb } from "./booking";
import { type Browser, baseURL, launchBrowser, localized, openPage } from "./browser";

let browser: Browser;
let noJs: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  noJs = await launchBrowser({ javaScriptEnabled: false });
});
// Each test starts with an empty selection.
beforeEach(async () => {
  await browser.context.clearCookies();
});
afterAll(async () => {
  await browser.close();
  await noJs.close();
  await testDb().destroy();
});

const statement = (n: number) =>
  Array.from({ length: n }, (_, i) => ["I", "want", "to", "study", "data", "science", "in", "Canada"][i % 8]).join(" ");
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

async function chooseFile(page: Page, name: string, bytes: Uint8Array, mimeType = DOCX) {
  const counted = page.waitForResponse((r) => r.url().includes("/api/upschools/tmpFile"));
  await page.setInputFiles("#service-file", { name, mimeType, buffer: Buffer.from(bytes) });
  return counted;
}

async function addEditing(page: Page, service: string, method: string, file: { name: string; bytes: Uint8Array }) {
  await page.selectOption("#service-service", service);
  await page.check(`input[name="method"][value="${method}"]`);
  const counted = await chooseFile(page, file.name, file.bytes);
  expect(counted.status()).toBe(200);
  await expect.poll(() => page.locator(".file-preview").textContent()).not.toBe("");
  // The answer is a new cart line (and a fresh form) or a message; load states do not change on
  // client-side navigation, so wait for one of those.
  const lines = await page.locator(".cart-item").count();
  await page.click('.service-add button[type="submit"]');
  await expect
    .poll(
      async () =>
        (await page.locator(".cart-item").count()) > lines || (await page.locator("#service-error").count()) > 0,
    )
    .toBe(true);
}

/** An amount as shown, with the no-break spaces of some locales made plain. */
const amount = async (page: Page, name: string) =>
  ((await page.locator(`[data-amount="${name}"]`).textContent()) ?? "").replace(/\u00a0/g, " ");

const healthy = async () => (await fetch(`${baseURL()}/healthz`)).status;

describe("ordering single services", () => {
  it("orders two documents in vi (VND): .docx and .doc, discount, rush, result page and mail", async () => {
    const t = vi;
    const { page } = await openPage(browser, localized("/service_select/refine", "vi"));
    await addEditing(page, "sop-ps", "review_revision", {
      name: "sop.docx",
      bytes: await writeDocx({ body: [statement(600)] }),
    });
    await expect.poll(() => page.locator(".cart-item").count()).toBe(1);
    expect(await page.locator(".cart-item").first().textContent()).toContain("5.200.000");
    await addEditing(page, "resume-cv", "proofreading", {
      name: "cv.doc",
      bytes: writeDoc({ paragraphs: [statement(300)] }),
    });
    await expect.poll(() => page.locator(".cart-item").count()).toBe(2);
    // Urgent for the first item.
    await page.locator(".cart-item").first().getByRole("button", { name: t["service.rushOn"] }).click();
    await expect.poll(() => amount(page, "rush")).toBe("1.300.000 ₫");
    const total = await amount(page, "total");
    expect(await amount(page, "discount")).not.toBe("−0 ₫");

    // The selection survives a reload.
    await page.reload();
    expect(await page.locator(".cart-item").count()).toBe(2);
    await page.click(".service-cart a.button-primary");
    await page.waitForURL(/service_submit/);
    expect(await amount(page, "total")).toBe(total);
    await page.click('button[type="submit"]');
    await expect.poll(() => page.locator("#order-required").textContent()).toBe(t["service.error.required"]);
    const email = `order-vi-${Date.now()}@example.com`;
    await page.fill("#order-name", "Trần Minh Anh");
    await page.fill("#order-email", email);
    await page.fill("#order-phone", "090 123 4567");
    await page.fill("#order-message", "Đại học Toronto, khoa học dữ liệu");
    await page.click('button[type="submit"]');
    await page.waitForURL(/service_result\?ref=S-/);
    const reference = (await page.locator(".reference").textContent()) ?? "";
    expect(await amount(page, "total")).toBe(total);
    const order = await testDb()
      .selectFrom("service_orders")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(order.currency).toBe("VND");
    expect(Number(order.rush_minor)).toBe(1_300_000);
    const mail = await waitForSavedMail(inject("mailDir"), email);
    expect(mail.subject).toBe(t["mail.order.student.subject"].replace("{reference}", reference));
    // No account configured: no number to copy, the office sends it (decision 0019).
    expect(mail.text).toContain(t["service.payment.bankPending"].replace("{currency}", "VND"));
    expect(await page.locator(".bank-pending").count()).toBe(1);
    await page.close();
  });

  it("orders in en (PHP) without JavaScript: the upload is a normal form post", async () => {
    const page = await noJs.context.newPage();
    await page.goto(localized("/service_select/essay", "en"));
    await page.check('input[name="method"][value="proofreading"]');
    await page.setInputFiles("#service-file", {
      name: "essay.docx",
      mimeType: DOCX,
      buffer: Buffer.from(await writeDocx({ body: [statement(450)] })),
    });
    await page.click('.service-add button[type="submit"]');
    await page.waitForLoadState();
    await expect.poll(() => page.locator(".cart-item").count()).toBe(1);
    expect(await page.locator(".cart-item").textContent()).toContain("450 words");
    expect(await amount(page, "total")).toMatch(/^₱[\d,]+\.00$/);
    await page.click(".service-cart a.button-primary");
    await page.fill("#order-name", "Maria Santos");
    await page.fill("#order-email", `order-en-${Date.now()}@example.com`);
    await page.fill("#order-phone", "+63 917 123 4567");
    await page.click('button[type="submit"]');
    await page.waitForURL(/service_result\?ref=S-/);
    const reference = (await page.locator(".reference").textContent()) ?? "";
    const order = await testDb()
      .selectFrom("service_orders")
      .select(["currency", "phone"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ currency: "PHP", phone: "+639171234567" });
    await page.close();
  });

  it("refuses the same service twice with the spec's message", async () => {
    const { page } = await openPage(browser, localized("/service_select/refine", "en"));
    const file = { name: "rl.docx", bytes: await writeDocx({ body: [statement(200)] }) };
    await addEditing(page, "rl", "proofreading", file);
    await addEditing(page, "rl", "review_revision", file);
    await expect.poll(() => page.locator("#service-error").textContent()).toBe(en["service.error.duplicate"]);
    await page.close();
  });

  it("opens the confirm/cancel prompt for a word count outside the priced range", async () => {
    const { page } = await openPage(browser, localized("/service_select/refine", "en"));
    await page.selectOption("#service-service", "sop-ps");
    await page.check('input[name="method"][value="interview_writing"]');
    await page.fill("#service-units", "50000");
    await page.click('.service-add button[type="submit"]');
    const dialog = page.locator(".over-range-dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator("p").textContent()).toBe(en["service.overRange.text"]);
    expect(await dialog.getByRole("link", { name: en["service.overRange.confirm"] }).getAttribute("href")).toContain(
      "/consultation",
    );
    await dialog.getByRole("button", { name: en["service.overRange.cancel"] }).click();
    expect(await dialog.isVisible()).toBe(false);
    await page.close();
  });

  it("rejects files that are not Word documents, and the server stays healthy after each", async () => {
    const { page } = await openPage(browser, localized("/service_select/refine", "en"));
    await page.check('input[name="method"][value="review_revision"]');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const { default: yazl } = await import("yazl");
    const bomb = await new Promise<Uint8Array>((resolve) => {
      const zip = new yazl.ZipFile();
      zip.addBuffer(Buffer.from("<Types/>"), "[Content_Types].xml");
      zip.addBuffer(Buffer.alloc(300 * 1024 * 1024, 32), "word/document.xml");
      const parts: Buffer[] = [];
      zip.outputStream.on("data", (d: Buffer) => parts.push(d));
      zip.outputStream.on("end", () => resolve(new Uint8Array(Buffer.concat(parts))));
      zip.end();
    });
    const cases: Array<[string, Uint8Array, number, string]> = [
      ["photo.docx", png, 415, en["upload.error.type"]],
      ["archive.docx", await writeZip(new Map([["readme.txt", "not a document"]])), 415, en["upload.error.type"]],
      ["empty.docx", new Uint8Array(), 400, en["upload.error.empty"]],
      ["bomb.docx", bomb, 413, en["upload.error.bomb"]],
    ];
    for (const [name, bytes, status, message] of cases) {
      const response = await chooseFile(page, name, bytes);
      expect(response.status(), name).toBe(status);
      await expect.poll(() => page.locator(".file-preview").textContent()).toBe(message);
      expect(await healthy()).toBe(200);
    }
    await page.close();
  });
});
