import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "~/.server/db/database";
import { upsertTranslation } from "~/features/articles/articles-seed.server";
import { type Browser, baseURL, launchBrowser, localized, watchErrors } from "./browser";
import { fetchPage } from "./document";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, locale?: string) {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(locale ? localized(path, locale) : `${baseURL()}${path}`);
  return { page, response, errors };
}

describe("articles", () => {
  it("redirects /articles/{id} and wrong slugs to the canonical slug URL with 301", async () => {
    const res = await fetch(`${baseURL()}/articles/1?lang=en`, { redirect: "manual" });
    expect(res.status).toBe(301);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/\/articles\/1-[a-z0-9-]+\?lang=en$/);
    const wrong = await fetch(`${baseURL()}/articles/1-not-the-slug?lang=en`, { redirect: "manual" });
    expect(wrong.headers.get("location")).toBe(location);
    const canonical = await fetch(new URL(location, baseURL()), { redirect: "manual" });
    expect(canonical.status).toBe(200);
  });

  // What the server renders is read from its document (tests/e2e/document.ts).
  it("pages through a category", async () => {
    const page = await fetchPage(localized("/article_category/1", "en"));
    expect(page.all(".article-grid > li").length).toBeGreaterThan(0);
    expect(page.text(".mode-tabs a[aria-current='page']")).toBe("Studying abroad");
  });

  it("lists a tag with pageIndex paging", async () => {
    const page = await fetchPage(localized("/tags/IELTS?pageIndex=1", "en"));
    expect(page.status).toBe(200);
    expect(page.all(".article-grid > li").length).toBeGreaterThan(0);
    const beyond = await fetch(`${baseURL()}/tags/IELTS?pageIndex=abc&lang=en`);
    expect(beyond.status).toBe(400);
  });

  it("searches Chinese and Thai text and highlights the matches", async () => {
    const zh = await fetchPage(localized(`/search?q=${encodeURIComponent("簽證")}`, "tw"));
    expect(zh.text(".result-count")).toMatch(/\d/);
    expect(zh.text(".search-results mark")).toBe("簽證");
    const th = await fetchPage(localized(`/search?q=${encodeURIComponent("วีซ่า")}`, "th"));
    expect(th.all(".search-results li").length).toBeGreaterThan(0);
    expect(th.text(".search-results mark")).toBe("วีซ่า");
    expect((await fetchPage(localized("/search?q=qqqzzz", "en"))).all(".empty-state")).toHaveLength(1);
  });

  it("shows recommended articles and five no-exam schools on the 404 page", async () => {
    const page = await fetchPage(localized("/404", "vi"));
    expect(page.status).toBe(404);
    expect(page.text("h1")).toBeTruthy();
    expect(page.all(".recommended .article-slider > li")).toHaveLength(4);
    const schools = page.all(".no-exam-card li a");
    expect(schools).toHaveLength(5);
    expect(schools[0]?.attribs.href).toMatch(/^\/schools\/\d+\?lang=vi$/);
  });

  it("faq answers open without JavaScript", async () => {
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.goto(localized("/faq/2", "en"));
      const first = page.locator(".faq-item").first();
      expect(await first.locator(".prose").isVisible()).toBe(false);
      await first.locator("summary").click();
      expect(await first.locator(".prose").isVisible()).toBe(true);
    } finally {
      await noJs.close();
    }
  });
});

describe("drafts and stored HTML", () => {
  it("a draft needs a valid preview token; a stored <script> or onerror never runs", async () => {
    const db = createDatabase(inject("databaseUrl"));
    try {
      const row = await db
        .insertInto("articles")
        .values({
          key: `e2e-draft-${Date.now()}`,
          category_id: 3,
          country: null,
          image: "/images/articles/visa.svg",
          published_at: "2026-11-20",
          is_draft: 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Written straight into the table, as a careless import would: the page must still be safe.
      await upsertTranslation(db, row.id, "en", {
        slug: "draft",
        title: "Draft visa checklist",
        abstract: "Not yet published.",
        body: "<p>Safe text</p>",
        tags: [],
      });
      await db
        .updateTable("article_translations")
        .set({ body: '<p>Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' })
        .where("article_id", "=", row.id)
        .execute();

      expect((await fetch(`${baseURL()}/articles/${row.id}/preview?lang=en`)).status).toBe(404);
      expect((await fetch(`${baseURL()}/articles/${row.id}/preview?token=123.abc&lang=en`)).status).toBe(404);
      expect((await fetch(`${baseURL()}/articles/${row.id}?lang=en`, { redirect: "manual" })).status).toBe(404);

      const link = execFileSync(process.execPath, ["scripts/preview-link.ts", String(row.id), "1"], {
        env: { ...process.env, DATA_DIR: inject("dataDir"), PUBLIC_URL: baseURL() },
        encoding: "utf8",
      }).trim();
      const { page, response } = await open(`${link.replace(baseURL(), "")}&lang=en`);
      expect(response?.status()).toBe(200);
      expect(await page.locator("h1").textContent()).toBe("Draft visa checklist");
      expect(await page.locator(".draft-banner").count()).toBe(1);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator(".prose script, .prose img").count()).toBe(0);
      await page.close();
    } finally {
      await db.destroy();
    }
  });
});
