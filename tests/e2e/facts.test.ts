import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import { articleSeeds } from "~/features/articles/articles-seed.server";
import { createStaff } from "~/features/staff/staff.server";
import type { Locale } from "~/lib/locales";
import cn from "~/locales/cn.json";
import en from "~/locales/en.json";
import th from "~/locales/th.json";
import tw from "~/locales/tw.json";
import vi from "~/locales/vi.json";
import { type Browser, baseURL, launchBrowser, localized, waitForHydration } from "./browser";

const catalogs = { tw, cn, en, vi, th };
const key = "uk-canada-student-visa-checklist";
let db: Db;
let articleId: number;
let browser: Browser;

beforeAll(async () => {
  db = createDatabase(inject("databaseUrl"));
  articleId = (await db.selectFrom("articles").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe("an article with regulated figures shows when they were checked (issue 15)", () => {
  for (const locale of ["tw", "cn", "en", "vi", "th"] as const) {
    it(`${locale}: "checked on <date>" and the official source links`, async () => {
      const seed = articleSeeds[locale].find((s) => s.key === key);
      if (!seed?.checked) throw new Error(`the ${locale} seed of ${key} has no checked date`);
      const html = await (await fetch(localized(`/articles/${articleId}-${seed.slug}`, locale))).text();
      const label = catalogs[locale]["guide.checkedOn"].split("{date}")[0] ?? "";
      expect(html).toContain(label);
      // The date in the locale's calendar: Thai in the Buddhist era.
      const year = Number(seed.checked.on.slice(0, 4));
      const note = html.slice(html.indexOf(label), html.indexOf(label) + 2000);
      expect(note).toContain(String(locale === "th" ? year + 543 : year));
      for (const source of seed.checked.sources) expect(html).toContain(`href="${source.url}"`);
    });
  }
});

describe("the back office lists the facts to re-check", () => {
  let page: Page;
  beforeAll(async () => {
    const email = `facts-${randomBytes(4).toString("hex")}@example.com`;
    const password = `Facts-e2e-${randomBytes(8).toString("hex")}`;
    await createStaff(
      db,
      { userId: null, ip: "127.0.0.1" },
      { email, name: "E2E Facts", password, role: "editor", office: null, uiLocale: "en" },
    );
    page = await browser.context.newPage();
    await page.goto(`${baseURL()}/admin/login?lang=en`);
    await waitForHydration(page);
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', password);
    await page.click('button[type="submit"]');
    await page.waitForURL(`${baseURL()}/admin`);
  });

  it("an editor records an old check in the article editor; the list shows it and the page its date", async () => {
    const locale: Locale = "vi";
    await page.goto(`${baseURL()}/admin/articles/${articleId}`);
    await waitForHydration(page);
    await page.fill(`#${locale}-checked-on`, "2026-01-10");
    await page.fill(`#${locale}-sources`, "GOV.UK – Student visa | https://www.gov.uk/student-visa");
    await page.click('button[type="submit"]:has-text("Save")');
    await page.waitForURL(new RegExp(`/admin/articles/${articleId}\\?saved=`));

    await page.goto(`${baseURL()}/admin/facts`);
    await waitForHydration(page);
    const row = page.locator("tr", { has: page.locator(`a[href="/admin/articles/${articleId}"]`) });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain("Tiếng Việt");
    expect(await row.locator('a[href="https://www.gov.uk/student-visa"]').count()).toBe(1);
    expect(await page.locator("nav a", { hasText: "Facts to re-check" }).count()).toBe(1);

    const seed = articleSeeds.vi.find((s) => s.key === key);
    const html = await (await fetch(localized(`/articles/${articleId}-${seed?.slug}`, locale))).text();
    expect(html).toContain("10 tháng 1, 2026");
  });
});
