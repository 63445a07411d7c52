import { afterAll, beforeAll, describe, expect, it } from "vitest";
import th from "~/locales/th.json";
import { type Browser, baseURL, launchBrowser, localized, openPage, waitForHydration } from "./browser";
import { fetchPage, selectIn, textOf } from "./document";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport = { width: 1280, height: 900 }) {
  return (await openPage(browser, path, viewport)).page;
}

describe("language", () => {
  it("the selector keeps the visitor on the same page and remembers the choice", async () => {
    const page = await open("/404?lang=en");
    await page.getByRole("link", { name: "ภาษาไทย" }).click();
    await page.waitForURL(/\/404\?lang=th$/);
    expect(await page.getAttribute("html", "lang")).toBe("th");
    const cookies = await browser.context.cookies(baseURL());
    expect(cookies.find((c) => c.name === "i18n_redirected")).toMatchObject({ value: "th" });
    const expiry = cookies.find((c) => c.name === "i18n_redirected")?.expires ?? 0;
    expect(expiry - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    // Without a marker the cookie decides.
    await page.goto(`${baseURL()}/`);
    expect(await page.getAttribute("html", "lang")).toBe("th");
    await page.close();
    await browser.context.clearCookies();
  });

  // What the server renders is read from its document (tests/e2e/document.ts).
  it("announces every language version with hreflang and x-default", async () => {
    const page = await fetchPage("/?lang=vi");
    const alternates = page
      .all('link[rel="alternate"][hreflang]')
      .map((l) => [l.attribs.hreflang, l.attribs.href] as const);
    expect(alternates.map(([lang]) => lang)).toEqual(["zh-Hant-TW", "zh-Hans-CN", "en-PH", "vi", "th", "x-default"]);
    expect(alternates.find(([lang]) => lang === "th")?.[1]).toMatch(/\/\?lang=th$/);
    expect(page.attr('link[rel="canonical"]', "href")).toMatch(/\/\?lang=vi$/);
  });

  it("the address without a marker, the x-default, is canonical for itself", async () => {
    const page = await fetchPage("/");
    const xDefault = page.attr('link[rel="alternate"][hreflang="x-default"]', "href");
    expect(xDefault).toBe(`${baseURL()}/`);
    expect(page.attr('link[rel="canonical"]', "href")).toBe(xDefault);
  });

  it("keeps internal links in the page's language", async () => {
    const hrefs = (await fetchPage("/?lang=th"))
      .all("header a[href^='/'], footer a[href^='/']")
      .map((l) => l.attribs.href ?? "");
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/[?&]lang=th(#|$)/);
  });
});

describe("the layout's messages (decision 0003)", () => {
  it("are not in the page data: the browser fetches them once, keeps them, and the client renders in the page's language", async () => {
    const page = await browser.context.newPage();
    const catalogRequests: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/i18n/")) catalogRequests.push(request.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("response", (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(localized("/about", "th"));
    await waitForHydration(page);

    // The document's data script holds no catalog: no message key, no layout text that is not on the page.
    const data = await page.$$eval("script", (scripts) =>
      scripts.map((s) => s.textContent ?? "").filter((text) => text.includes("streamController.enqueue")),
    );
    expect(data.join("")).toContain("layoutCatalog");
    expect(data.join("")).not.toContain("popup.namePlaceholder");
    expect(data.join("")).not.toContain(th["popup.namePlaceholder"]);
    expect(catalogRequests).toHaveLength(1);
    expect(catalogRequests[0]).toMatch(/\/i18n\/th\.[\w-]{12}\.json$/);
    const catalog = await page.request.get(catalogRequests[0] ?? "");
    expect(catalog.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(((await catalog.json()) as Record<string, string>)["popup.namePlaceholder"]).toBe(
      th["popup.namePlaceholder"],
    );

    // Drawn by the browser alone (the popup is not in the server's HTML): still Thai.
    await page.locator(".search-toggle").click();
    await expect
      .poll(() => page.locator("#popup-school-name").getAttribute("placeholder"))
      .toBe(th["popup.namePlaceholder"]);
    await page.keyboard.press("Escape");

    // A client-side navigation renders the next page in Thai without asking for the catalog again.
    await page.locator("header").getByRole("link", { name: th["nav.home"], exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(th["home.title"]);
    expect(catalogRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an old catalog address (a page from before a deploy) still gets today's messages, uncached", async () => {
    const response = await fetch(`${baseURL()}/i18n/vi.AAAAAAAAAAAA.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(((await response.json()) as Record<string, string>)["nav.home"]).toBeTruthy();
    expect((await fetch(`${baseURL()}/i18n/xx.AAAAAAAAAAAA.json`)).status).toBe(404);
  });
});

describe("header menu", () => {
  it("opens one dropdown at a time and closes on outside click and Escape", async () => {
    const page = await open("/?lang=en");
    const services = page.locator("details.dropdown", { hasText: "Services" });
    const about = page.locator("details.dropdown", { hasText: "About" });
    const isOpen = (d: typeof services) => d.evaluate((el) => (el as HTMLDetailsElement).open);
    await services.locator("summary").click();
    await expect.poll(() => isOpen(services)).toBe(true);
    await about.locator("summary").click();
    await expect.poll(() => isOpen(about)).toBe(true);
    await expect.poll(() => isOpen(services)).toBe(false);
    await page.locator("h1").click();
    await expect.poll(() => isOpen(about)).toBe(false);
    await services.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(services)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(services)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Services");
    await page.close();
  });

  it("lists the article categories from the database in the visitor's language", async () => {
    const menu = (await fetchPage("/?lang=vi")).all("details.dropdown").find((d) => textOf(d).includes("Bài viết"));
    const items = menu ? selectIn(menu, "li a").map(textOf) : [];
    expect(items.slice(0, 6)).toEqual([
      "Du học các nước",
      "Ngành học",
      "Quy trình nộp hồ sơ",
      "Kỳ thi",
      "Thị thực",
      "Cuộc sống du học",
    ]);
  });

  it("on a phone, the menu toggle opens the menu and navigation closes it", async () => {
    const page = await open("/404?lang=en", { width: 375, height: 740 });
    const nav = page.locator("#main-nav");
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole("link", { name: "Open menu" }).click();
    expect(await nav.isVisible()).toBe(true);
    await nav.getByRole("link", { name: "Home" }).click();
    await page.waitForURL(/\/\?lang=en$/);
    await expect.poll(() => nav.isVisible()).toBe(false);
    await page.close();
  });
});

describe("without JavaScript", () => {
  it("dropdowns and the mobile menu still work", async () => {
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(localized("/", "en"));
      const nav = page.locator("#main-nav");
      expect(await nav.isVisible()).toBe(false);
      await page.getByRole("link", { name: "Open menu" }).click();
      expect(await nav.isVisible()).toBe(true);
      await page.locator("details.dropdown summary", { hasText: "About" }).click();
      expect(await page.getByRole("link", { name: "Student testimonials" }).isVisible()).toBe(true);
    } finally {
      await noJs.close();
    }
  });
});

describe("contact shortcuts", () => {
  it("tw shows the floating contact widget only on screens wider than 767 px", async () => {
    const wide = await open("/?lang=tw");
    const widget = wide.locator(".contact-widget");
    expect(await widget.isVisible()).toBe(true);
    expect(await widget.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(110, 126, 67)");
    await wide.close();
    // On a phone the same LINE button is an ordinary button in the page flow.
    const phone = await open("/?lang=tw", { width: 375, height: 740 });
    const button = phone.locator(".contact-widget");
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgb(110, 126, 67)");
    expect(await button.evaluate((el) => getComputedStyle(el.parentElement as Element).position)).toBe("static");
    await phone.close();
    const en = await open("/?lang=en");
    expect(await en.locator(".contact-widget").count()).toBe(0);
    expect(await en.locator('.contact-chip[data-channel="messenger"]').getAttribute("href")).toContain("m.me");
    await en.close();
  });

  it("cn opens a WeChat QR popup; no other locale has it", async () => {
    const page = await open("/?lang=cn");
    const popup = page.locator("#wechat-qr");
    expect(await popup.isVisible()).toBe(false);
    await page.locator(".contact-chip").click();
    expect(await popup.isVisible()).toBe(true);
    expect(await popup.locator("img").getAttribute("src")).toBe("/images/qr/wechat-cn.svg");
    await page.close();
    const th = await open("/?lang=th");
    expect(await th.locator("#wechat-qr").count()).toBe(0);
    await th.close();
  });

  it("the footer shows the offices of the visitor's locale and the current year", async () => {
    const footer = (await fetchPage("/?lang=en")).text("footer");
    expect(footer).toContain("Makati");
    expect(footer).not.toContain("Kaohsiung");
    expect(footer).toContain(`© ${new Date().getFullYear()}`);
    expect((await fetchPage("/?lang=cn")).all("footer a[href^='https://grad.']")).toHaveLength(1);
  });
});
