import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import { contactEnv } from "../support/contact-settings";
import { type Browser, baseURL, launchBrowser, localized, openPage } from "./browser";
import { fetchPage, type ServerPage } from "./document";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ reducedMotion: "reduce" });
});
afterAll(async () => {
  await browser?.close();
});

const channelsOf = (page: ServerPage, selector: string) => page.all(selector).map((el) => el.attribs["data-channel"]);

/** The server runs with tests/support/contact-settings.ts: every market's channels are configured. */
describe("each market's chat app (issue 15)", () => {
  const expected: Record<Locale, { shortcuts: string[]; footer: string[] }> = {
    tw: { shortcuts: ["line"], footer: ["line", "facebook", "youtube"] },
    cn: { shortcuts: ["wechat"], footer: ["xiaohongshu"] },
    en: { shortcuts: ["messenger", "viber", "whatsapp"], footer: ["messenger", "viber", "whatsapp", "facebook"] },
    vi: { shortcuts: ["zalo"], footer: ["zalo", "facebook"] },
    th: { shortcuts: ["line"], footer: ["line", "youtube"] },
  };
  for (const [locale, want] of Object.entries(expected) as Array<[Locale, (typeof expected)[Locale]]>) {
    it(`${locale}: the footer and the contact shortcuts offer ${want.shortcuts.join(", ")}`, async () => {
      // What the server renders, read from its document (tests/e2e/document.ts).
      const page = await fetchPage(localized("/", locale));
      expect(channelsOf(page, ".contact-shortcuts [data-channel]")).toEqual(want.shortcuts);
      expect(channelsOf(page, "footer .social-links [data-channel]")).toEqual(want.footer);
      const hrefs = page.all("a[href]").map((a) => a.attribs.href ?? "");
      if (locale !== "tw" && locale !== "th") expect(hrefs.filter((h) => /line\.me|lin\.ee/.test(h))).toEqual([]);
      if (locale === "cn") {
        // Blocked in mainland China: no YouTube, Facebook, Instagram, WhatsApp or Messenger link.
        expect(hrefs.filter((h) => /youtube|youtu\.be|facebook|instagram|wa\.me|m\.me\//.test(h))).toEqual([]);
        expect(page.text("footer")).toContain("agency_cn");
      }
    });
  }

  it("tw on a desktop has one button per channel: the LINE button is the floating widget", async () => {
    const { page } = await openPage(browser, localized("/", "tw"));
    const line = contactEnv.CHAT_LINKS.split(",")
      .find((p) => p.startsWith("tw.line="))
      ?.slice("tw.line=".length);
    const toLine = page.locator(`a[href="${line}"]:visible`);
    expect(await toLine.count()).toBe(2); // the button, and the footer's LINE link
    expect(await page.locator(`.contact-shortcuts a[href="${line}"]`).count()).toBe(1);
    expect(await page.locator(".contact-shortcuts a:visible, .contact-shortcuts button:visible").count()).toBe(1);
    const button = page.locator(".contact-shortcuts a");
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(110, 126, 67)");
    expect(await button.evaluate((el) => getComputedStyle(el.parentElement as Element).position)).toBe("fixed");
    await page.close();
  });
});

/** Boxes of the contact buttons that overlap a visible element of the page's content, scrolled through. */
async function overlapsWhileScrolling(page: Page, within = "main"): Promise<string[]> {
  return page.evaluate(async (within) => {
    const found = new Set<string>();
    const buttons = [...document.querySelectorAll(".contact-shortcuts a, .contact-shortcuts button")].filter(
      (el) => (el as HTMLElement).offsetParent !== null,
    );
    const content = [...document.querySelectorAll(`${within} *`)].filter((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const leaf = el.children.length === 0 || el.matches(".key-figures li, .field-error, [role=alert], input, select");
      return leaf && r.width > 0 && r.height > 0 && style.visibility !== "hidden";
    });
    const height = window.innerHeight;
    const last = document.documentElement.scrollHeight;
    for (let y = 0; y <= last; y += Math.floor(height / 2)) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      for (const button of buttons) {
        const b = button.getBoundingClientRect();
        for (const el of content) {
          const r = el.getBoundingClientRect();
          const overlap = b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom;
          const onScreen = r.bottom > 0 && r.top < height;
          if (overlap && onScreen)
            found.add(`${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`);
        }
      }
    }
    return [...found];
  }, within);
}

/** The same, at the end of the page only (on a desktop the buttons float over the text while scrolling). */
async function overlapsAtTheEnd(page: Page, within: string): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate((within) => {
    const buttons = [...document.querySelectorAll(".contact-shortcuts a, .contact-shortcuts button")].filter(
      (el) => (el as HTMLElement).offsetParent !== null,
    );
    const found: string[] = [];
    for (const el of document.querySelectorAll(`${within} a, ${within} p, ${within} li, ${within} figure`)) {
      const r = el.getBoundingClientRect();
      for (const button of buttons) {
        const b = button.getBoundingClientRect();
        if (b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom)
          found.push(`${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 40)}`);
      }
    }
    return found;
  }, within);
}

describe("contact buttons never cover content on phones (375 px)", () => {
  for (const locale of ["tw", "en", "cn"] as const) {
    it(`${locale}: the home page's key figures stay uncovered at every scroll position`, async () => {
      const { page } = await openPage(browser, localized("/", locale), { width: 375, height: 740 });
      expect(await page.locator(".key-figures").count()).toBe(1);
      expect(await page.locator(".contact-shortcuts [data-channel]").count()).toBeGreaterThan(0);
      expect(await overlapsWhileScrolling(page)).toEqual([]);
      await page.close();
    });
  }

  it("en: the booking form's error messages stay uncovered", async () => {
    const { page } = await openPage(browser, localized("/consultation", "en"), { width: 375, height: 740 });
    await page.click('button[value="next"]');
    await expect.poll(() => page.locator("#consultation-office-error").count()).toBe(1);
    expect(await overlapsWhileScrolling(page)).toEqual([]);
    await page.close();
  });
});

describe("floating contact buttons on a desktop leave the end of the page free", () => {
  for (const locale of ["tw", "en", "cn"] as const) {
    it(`${locale}: scrolled to the end, no footer link or text lies under a button`, async () => {
      const { page } = await openPage(browser, localized("/404", locale));
      expect(await overlapsAtTheEnd(page, "footer")).toEqual([]);
      await page.close();
    });
  }
});

describe("no placeholder on public pages when the settings are given", () => {
  const placeholder = /[\w.-]+\.example\b|639171234567|q8Xn2Vz4bJk|Lm3Rt7Pq9Ws|Zp5Kd1Hw8Yc/g;
  const pages = ["/", "/about", "/consultation", "/our_services", "/faq/1", "/service_select", "/articles/1"];
  for (const locale of ["tw", "cn", "en", "vi", "th"] as const) {
    it(`${locale}: no .example address, sample phone number or sample video id`, async () => {
      const found: string[] = [];
      for (const path of pages) {
        const res = await fetch(localized(path, locale), { redirect: "follow" });
        expect(res.status, path).toBe(200);
        for (const match of (await res.text()).match(placeholder) ?? []) found.push(`${path}: ${match}`);
      }
      expect(found).toEqual([]);
    });
  }

  it("the about page shows each office's configured address", async () => {
    const html = await (await fetch(`${baseURL()}/about?lang=en`)).text();
    expect(html).toContain("mailto:manila@agency.ph");
  });
});

describe("years follow the locale's calendar", () => {
  it("th prints the Buddhist-era year in the footer; the others the Gregorian year", async () => {
    const year = new Date().getFullYear();
    const th = await (await fetch(localized("/", "th"))).text();
    expect(th).toContain(`© ${year + 543}`);
    expect(th).not.toContain(`© ${year}`);
    const en = await (await fetch(localized("/", "en"))).text();
    expect(en).toContain(`© ${year}`);
  });
});
