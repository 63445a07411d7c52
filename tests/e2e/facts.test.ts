import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import { articleSeeds } from "~/features/articles/articles-seed.server";
import { faqSeed } from "~/features/faq/faq.server";
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

describe("FAQ answers and school facts show when they were checked (issue 30)", () => {
  const group = faqSeed.find((g) => g.questions.some((q) => /work while studying/.test(q.q.en)));
  const work = group?.questions.find((q) => /work while studying/.test(q.q.en));

  for (const locale of ["tw", "th"] as const) {
    it(`${locale}: the work-rights answer shows its checked date and official sources`, async () => {
      if (!group || !work?.checked) throw new Error("the FAQ work answer has no checked date");
      const html = await (await fetch(localized(`/faq/${group.id}`, locale))).text();
      const label = catalogs[locale]["guide.checkedOn"].split("{date}")[0] ?? "";
      const at = html.indexOf(`<summary>${work.q[locale]}</summary>`);
      expect(at).toBeGreaterThan(0);
      const answer = html.slice(at, html.indexOf("</details>", at));
      expect(answer).toContain(label);
      const year = Number(work.checked.on.slice(0, 4));
      expect(answer.slice(answer.indexOf(label), answer.indexOf(label) + 300)).toContain(
        String(locale === "th" ? year + 543 : year),
      );
      for (const source of work.checked.sources) expect(answer).toContain(`href="${source.url}"`);
    });
  }

  it("a school page dates its tuition and English minimums, with the school's website as source", async () => {
    const school = await db
      .selectFrom("schools")
      .select(["id", "website", "facts_checked_on"])
      .where("key", "=", "harvard-university")
      .executeTakeFirstOrThrow();
    const html = await (await fetch(localized(`/schools/${school.id}`, "en"))).text();
    const note = html.slice(html.indexOf("Checked on"), html.indexOf("Checked on") + 600);
    expect(note).toContain(String(school.facts_checked_on?.slice(0, 4)));
    expect(note).toContain(`href="${school.website}"`);
  });
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

  it("an editor records an old check on a school; the list links to it", async () => {
    const school = await db
      .selectFrom("schools")
      .select("id")
      .where("key", "=", "university-of-toronto")
      .executeTakeFirstOrThrow();
    await page.goto(`${baseURL()}/admin/schools/${school.id}`);
    await waitForHydration(page);
    await page.fill("#school-facts_checked_on", "2026-01-12");
    await page.fill("#school-facts_sources", "University of Toronto – Fees | https://www.utoronto.ca/");
    await page.click('button[type="submit"]:has-text("Save")');
    await page.waitForURL(new RegExp(`/admin/schools/${school.id}\\?saved=`));

    await page.goto(`${baseURL()}/admin/facts`);
    await waitForHydration(page);
    const row = page.locator("tr", { has: page.locator(`a[href="/admin/schools/${school.id}"]`) });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain("School: University of Toronto");
    expect(await row.locator('a[href="https://www.utoronto.ca/"]').count()).toBe(1);
  });
});
