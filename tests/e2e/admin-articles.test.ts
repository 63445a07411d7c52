import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "~/.server/db/database";
import { createStaff } from "~/features/staff/staff.server";
import { type Browser, baseURL, launchBrowser, localized, waitForHydration, watchErrors } from "./browser";

let browser: Browser;
let page: Page;
let errors: string[];
const email = `editor-${randomBytes(4).toString("hex")}@example.com`;
const password = `Articles-e2e-${randomBytes(8).toString("hex")}`;

beforeAll(async () => {
  // An editor account straight in the server's database; signing in goes through the real form.
  const db = createDatabase(inject("databaseUrl"));
  await createStaff(
    db,
    { userId: null, ip: "127.0.0.1" },
    { email, name: "E2E Editor", password, role: "editor", office: null, uiLocale: "en" },
  );
  await db.destroy();
  browser = await launchBrowser();
  page = await browser.context.newPage();
  errors = watchErrors(page);
  await page.goto(`${baseURL()}/admin/login?lang=en`);
  await waitForHydration(page);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
  await page.waitForURL(`${baseURL()}/admin`);
});
afterAll(async () => {
  await browser?.close();
});

async function openAdmin(path: string) {
  await page.goto(`${baseURL()}${path}`);
  await waitForHydration(page);
}

/** Types at the end of a locale's rich-text body. */
async function appendToBody(locale: string, text: string) {
  const area = page.locator(`fieldset[lang="${locale === "th" ? "th" : locale}"] .admin-editor-area`);
  await area.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

describe("admin articles", () => {
  it("edits the Thai translation and the public Thai page shows it at once", async () => {
    await openAdmin("/admin/articles");
    expect(await page.locator(".admin-table tbody tr").count()).toBeGreaterThan(0);
    await openAdmin("/admin/articles/1");
    const title = `หัวข้อแก้ไขแล้ว ${randomBytes(3).toString("hex")}`;
    await page.fill("#th-title", title);
    await appendToBody("th", " ย่อหน้าที่เพิ่มจากการทดสอบ");
    await page.click('button[type="submit"]:has-text("Save")');
    await page.waitForURL(/\/admin\/articles\/1\?saved=/);
    expect(await page.locator(".admin-notice-ok").textContent()).toBe("Article saved.");
    expect(await page.inputValue("#th-title")).toBe(title);

    const publicPage = await browser.context.newPage();
    const response = await publicPage.goto(localized("/articles/1", "th"));
    expect(response?.status()).toBe(200);
    expect(await publicPage.locator("h1").first().textContent()).toBe(title);
    expect(await publicPage.locator(".prose").first().textContent()).toContain("ย่อหน้าที่เพิ่มจากการทดสอบ");
    await publicPage.close();
  });

  it("creates a draft that is 404 in public and visible through its preview link", async () => {
    await openAdmin("/admin/articles/new");
    await page.selectOption("#category", { index: 1 });
    const cover = await page.locator("#image optgroup option").first().getAttribute("value");
    await page.selectOption("#image", cover ?? "");
    const title = `บทความฉบับร่าง ${randomBytes(3).toString("hex")}`;
    await page.fill("#th-title", title);
    await page.fill("#th-slug", `draft-${randomBytes(4).toString("hex")}`);
    await appendToBody("th", "เนื้อหาฉบับร่าง");
    await page.click('button[type="submit"]:has-text("Save")');
    await page.waitForURL(/\/admin\/articles\/\d+\?saved=created/);
    const id = Number(/\/admin\/articles\/(\d+)/.exec(page.url())?.[1]);

    const hidden = await fetch(`${baseURL()}/articles/${id}?lang=th`, { redirect: "manual" });
    expect(hidden.status).toBe(404);
    const list = await fetch(`${baseURL()}/articles/${id}/preview?lang=th`, { redirect: "manual" });
    expect(list.status).toBe(404);

    await openAdmin("/admin/articles?state=draft");
    expect(await page.locator(".admin-table").textContent()).toContain(title);

    await openAdmin(`/admin/articles/${id}`);
    const href = await page.locator('a[data-preview="th"]').getAttribute("href");
    const preview = await browser.context.newPage();
    const response = await preview.goto(`${baseURL()}${href}`);
    expect(response?.status()).toBe(200);
    expect(await preview.locator("h1").first().textContent()).toBe(title);
    expect(await preview.locator(".prose").first().textContent()).toContain("เนื้อหาฉบับร่าง");
    await preview.close();
  });

  it("shows translated errors and keeps what was typed", async () => {
    await openAdmin("/admin/articles/new");
    await page.fill("#en-title", "Only a title");
    await page.click('button[type="submit"]:has-text("Save")');
    await page.locator("#en-slug-error").waitFor();
    expect(await page.locator("#en-slug-error").textContent()).toBe(
      "Title, slug and body are required together for a language.",
    );
    expect(await page.inputValue("#en-title")).toBe("Only a title");
    expect(errors.filter((e) => !/status of (400|404)/.test(e))).toEqual([]);
  });
});
