import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDb } from "./booking";
import { type Browser, launchBrowser, localized, openPage } from "./browser";
import { fetchPage } from "./document";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ reducedMotion: "reduce" });
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, locale: string, width = 1280) {
  const { page, response } = await openPage(browser, localized(path, locale), { width, height: 900 });
  expect(response?.status()).toBe(200);
  return page;
}

/** Slides whose box lies fully inside the carousel's visible track. */
async function visibleSlides(page: Awaited<ReturnType<typeof open>>) {
  return page.evaluate(() => {
    const track = document.querySelector(".carousel-track") as HTMLElement;
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll(".slide")].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

describe("home page", () => {
  it("the carousel shows 3 slides at 1280 px with 50 px gaps, and 1 at 375 px with 25 px", async () => {
    const desktop = await open("/", "en");
    expect(await visibleSlides(desktop)).toBe(3);
    expect(await desktop.locator(".carousel-track").evaluate((el) => getComputedStyle(el).columnGap)).toBe("50px");
    await desktop.close();
    const phone = await open("/", "en", 375);
    expect(await visibleSlides(phone)).toBe(1);
    expect(await phone.locator(".carousel-track").evaluate((el) => getComputedStyle(el).columnGap)).toBe("25px");
    await phone.close();
  });

  it("moves with the next control and the arrow keys, and can be paused", async () => {
    const page = await open("/", "vi", 375);
    const scroll = () => page.locator(".carousel-track").evaluate((el) => el.scrollLeft);
    expect(await scroll()).toBe(0);
    await page.locator(".carousel-controls .icon-button").last().click();
    await expect.poll(scroll).toBeGreaterThan(100);
    const pause = page.locator(".carousel-controls .button");
    // Reduced motion: no autoplay, so the control offers to play.
    expect(await pause.getAttribute("aria-pressed")).toBe("true");
    await page.close();
  });

  // What the server renders is read from its document (tests/e2e/document.ts).
  it("shows the marketing claims with their basis and the conditional-admission read-more link", async () => {
    const page = await fetchPage(localized("/", "en"));
    expect(page.texts(".key-figures strong")).toEqual(["100%", "70%+", "1,000+", "2006"]);
    // Each with what it counts and its year, and no promise (decision 0019).
    const basis = page.texts(".key-figures .figure-basis");
    expect(basis).toHaveLength(4);
    expect(basis[0]).toMatch(/^Basis: .*full application service.*\(2025\)$/);
    expect(page.text(".key-figures .figure-note")).toMatch(/no consultant can guarantee/);
    const th = await fetchPage(localized("/", "th"));
    expect(th.texts(".key-figures strong")).toEqual(["100%", "70%+", "1,000+", "2549"]);
    expect(th.text(".site-footer")).toContain("2549");
    expect(page.all('a[href="/countries/all/schools?enrollments=4&cities&hots&lang=en"]').length).toBeGreaterThan(0);
    expect(page.all(".school-grid .school-card").length).toBeGreaterThan(0);
    expect(page.all(".testimonial-grid > li").length).toBeGreaterThan(0);
    expect(page.all(".recommended .article-slider > li")).toHaveLength(4);
  });

  it("loads a video player only when asked", async () => {
    // The seed has no video ids (staff set them per language); give one seeded video a Thai one.
    await testDb()
      .updateTable("videos")
      .set({ youtube_id: JSON.stringify({ th: "M7lc1UVf-VE" }) })
      .where("key", "=", "sop")
      .execute();
    const page = await open("/", "th");
    expect(await page.locator(".video-card iframe").count()).toBe(0);
    await page.locator(".video-poster").first().click();
    await expect.poll(() => page.locator(".video-card iframe").count()).toBe(1);
    expect(await page.locator(".video-card iframe").getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await page.close();
  });

  it("has Organization structured data", async () => {
    const page = await fetchPage(localized("/", "tw"));
    const types = page
      .texts('script[type="application/ld+json"]')
      .map((json) => (JSON.parse(json) as { "@type": string })["@type"]);
    expect(types).toContain("EducationalOrganization");
  });
});

describe("about and services pages", () => {
  it("/our_services explains every standalone service with its rules", async () => {
    const page = await fetchPage(localized("/our_services", "en"));
    const ids = page.all(".service-card").map((e) => e.attribs.id);
    expect(ids.sort()).toEqual(
      [
        "application",
        "essay",
        "interview",
        "resume-cv",
        "rl",
        "school-selection",
        "sop-ps",
        "translation",
        "visa-departure",
      ].sort(),
    );
    const text = page.text("main") ?? "";
    expect(text).toMatch(/72/);
    expect(text).toMatch(/25%/);
    expect(text).toMatch(/8.{0,4}12/);
  });

  it("/service lists the package-only majors", async () => {
    expect((await fetchPage(localized("/service", "en"))).all(".package-majors li")).toHaveLength(11);
  });

  it("/about shows the offices of the visitor's locale", async () => {
    expect((await fetchPage(localized("/about", "vi"))).text("main")).toContain("Hồ Chí Minh");
  });
});
