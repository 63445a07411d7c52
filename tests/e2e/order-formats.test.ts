import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import tw from "~/locales/tw.json";
import { jsAndNoJsBrowsers } from "./booking";
import { localized, openPage } from "./browser";

// Issue 30: the order form takes .odt, .rtf, .txt, PDF with a text layer and pasted text, counted
// like a .docx; a scanned PDF is refused with the reason. LibreOffice fixtures, hand-counted in
// app/.server/documents/fixtures.test.ts.
const browsers = jsAndNoJsBrowsers();

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/documents/${name}`, import.meta.url)) as Buffer<ArrayBuffer>;
const plain = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ").trim();

describe("order form without JavaScript", () => {
  it("adds pasted text as the document, counted by the same rule", async () => {
    const page = await browsers.noJs.context.newPage();
    await page.goto(localized("/service_select/sop-ps", "en"));
    await page.check('input[name="method"][value="review_revision"]');
    // I want to study abroad = 5, 留學計畫 = 4
    await page.fill("#service-text", "I want to study abroad.\n留學計畫");
    await page.click('.service-add button[type="submit"]');
    await page.waitForLoadState();
    expect(await page.locator(".cart-item").count()).toBe(1);
    const line = plain(await page.locator(".cart-item").textContent());
    expect(line).toContain("9 words");
    expect(line).toContain("pasted-text.txt");
    await page.close();
  });

  it("refuses a scanned PDF with the reason and what to send instead", async () => {
    const page = await browsers.noJs.context.newPage();
    await page.goto(localized("/service_select/sop-ps", "tw"));
    await page.check('input[name="method"][value="review_revision"]');
    await page.setInputFiles("#service-file", {
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: fixture("scanned.pdf"),
    });
    await page.click('.service-add button[type="submit"]');
    await page.waitForLoadState();
    expect(plain(await page.locator("#service-error").textContent())).toBe(tw["upload.error.scanned"]);
    expect(await page.locator(".cart-item").count()).toBe(0);
    await page.close();
  });
});

describe("order form with JavaScript", () => {
  it("counts a PDF, an .odt and an .rtf of the same text as its .docx", async () => {
    const { page } = await openPage(browsers.js, localized("/service_select/sop-ps", "tw"));
    await page.check('input[name="method"][value="review_revision"]');
    const previews: string[] = [];
    for (const [name, mimeType] of [
      ["plain-tw.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["plain-tw.pdf", "application/pdf"],
      ["plain-tw.odt", "application/vnd.oasis.opendocument.text"],
      ["plain-tw.rtf", "application/rtf"],
    ] as const) {
      const counted = page.waitForResponse((r) => r.url().includes("/api/upschools/tmpFile"));
      await page.setInputFiles("#service-file", { name, mimeType, buffer: fixture(name) });
      expect((await counted).status()).toBe(200);
      await expect.poll(async () => plain(await page.locator(".file-preview").textContent())).toMatch(/^49 /);
      previews.push(plain(await page.locator(".file-preview").textContent()));
    }
    // Same count, same price.
    expect(new Set(previews).size).toBe(1);
  });
});
