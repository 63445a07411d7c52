import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import { type Browser, baseURL, launchBrowser } from "./browser";

/** The shortlist's own tools without JavaScript: deadline filter, fit check, yearly cost, compare limit. */
let browser: Browser;
let db: Db;
beforeAll(async () => {
  browser = await launchBrowser({ javaScriptEnabled: false });
  db = createDatabase(inject("databaseUrl"));
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

const schoolId = async (key: string) =>
  (await db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;

describe("shortlist tools", () => {
  it("checks the fit from home-system grades, shows it on the shortlist, the list and the school page", async () => {
    const page = await browser.context.newPage();
    const keys = ["university-of-oxford", "trinity-college-dublin", "university-of-kent"];
    for (const key of keys) {
      await page.goto(`${baseURL()}/schools/${await schoolId(key)}?lang=vi`);
      await page.locator(".save-school button").click();
      await page.waitForURL(/\/schools\//);
    }
    await page.goto(`${baseURL()}/shortlist?lang=vi`);
    // Yearly cost in Vietnamese dong, with the shortlist's total.
    expect(await page.locator(".cost-line").count()).toBe(3);
    expect(await page.locator(".cost-total").textContent()).toContain("₫");
    await page.selectOption("#fit-system", "vn10");
    await page.fill("#fit-grade", "11");
    await page.getByRole("button", { name: "Đánh giá mức phù hợp" }).click();
    expect(await page.locator("#fit-grade-error").textContent()).toBe(
      "Hãy nhập điểm trong phạm vi của thang điểm đã chọn.",
    );
    // What was typed stays after the error.
    expect(await page.inputValue("#fit-grade")).toBe("11");
    await page.fill("#fit-grade", "8,2");
    await page.fill("#fit-ielts", "6.5");
    await page.getByRole("button", { name: "Đánh giá mức phù hợp" }).click();
    await page.waitForURL(/\/shortlist\?lang=vi/);
    expect(await page.locator(".fit-converted").textContent()).toBe(
      "Điểm của bạn tương đương khoảng 3,5 theo thang 4.0 của Mỹ.",
    );
    const verdicts = await page.locator(".shortlist-item .fit-label").allTextContents();
    // Oxford: offers under 15% of applicants from abroad; Trinity College Dublin (no published rate,
    // world rank under 100) asks IELTS 6.5; Kent (no rate, rank over 300) asks 6.5.
    expect(verdicts).toEqual(["Thử thách", "Vừa sức", "An toàn"]);
    await page.locator(".shortlist-item").first().locator("summary").click();
    // The admission rate is the reason; no stored source has confirmed Oxford's figure for applicants
    // from abroad yet, so it links none and says so.
    const oxford = page.locator(".shortlist-item").first().locator(".fit li");
    const reasons = await oxford.allTextContents();
    expect(reasons.some((r) => /^Tỷ lệ nhận ứng viên quốc tế 9% \(2023 entry\): dưới 15%/.test(r))).toBe(true);
    expect(reasons).toContain("Tỷ lệ nhận này chưa được đối chiếu với nguồn gốc, chỉ nên xem là tham khảo.");
    expect(await oxford.locator("a", { hasText: "nguồn" }).count()).toBe(0);
    // Trinity College Dublin publishes no rate: the world rank stands in, and the reason says so.
    await page.locator(".shortlist-item").nth(1).locator("summary").click();
    expect(
      (await page.locator(".shortlist-item").nth(1).locator(".fit li").allTextContents()).some((r) =>
        /^Trường không công bố tỷ lệ nhận; xếp hạng thế giới \d+/.test(r),
      ),
    ).toBe(true);
    await page.goto(`${baseURL()}/countries/uk/schools?lang=vi&school=Kent`);
    expect(await page.locator(".school-card .fit-label").first().textContent()).toBe("An toàn");
    await page.goto(`${baseURL()}/schools/${await schoolId("trinity-college-dublin")}?lang=vi`);
    expect(await page.locator(".school-fit .fit-label").textContent()).toBe("Vừa sức");
    // Forgetting the grades removes every verdict.
    await page.goto(`${baseURL()}/shortlist?lang=vi`);
    await page.getByRole("button", { name: "Xóa điểm của tôi" }).click();
    await page.waitForURL(/\/shortlist/);
    expect(await page.locator(".fit-label").count()).toBe(0);
    await page.close();
  });

  it("says which ticked school beyond four it leaves out of the comparison", async () => {
    const page = await browser.context.newPage();
    for (const key of ["university-of-leeds", "university-of-york", "university-of-bath"]) {
      await page.goto(`${baseURL()}/schools/${await schoolId(key)}?lang=en`);
      await page.locator(".save-school button").click();
      await page.waitForURL(/\/schools\//);
    }
    await page.goto(`${baseURL()}/shortlist?lang=en`);
    const boxes = page.locator(".compare-pick input");
    expect(await boxes.count()).toBe(6);
    for (let i = 0; i < 5; i++) await boxes.nth(i).check();
    await page.getByRole("button", { name: /Compare the ticked schools/ }).click();
    await page.waitForURL(/compare=/);
    expect(await page.locator(".compare-table thead th").count()).toBe(4);
    const fifth = (await page.locator(".shortlist-item .shortlist-name a").allTextContents())[4];
    expect(await page.locator("#compare-dropped").textContent()).toBe(
      `We compare up to 4 schools at a time, so 1 ticked school is not in the table: ${fifth}. Untick another school first to compare a different one.`,
    );
    await page.close();
  });

  it("filters the list to schools with a deadline within 90 days", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseURL()}/countries/all/schools?lang=en`);
    await page.selectOption("select[name=deadline_within]", "90");
    await page.getByRole("button", { name: "Show schools" }).click();
    await page.waitForURL(/deadline_within=90/);
    const cards = page.locator(".school-card");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.locator(".next-deadline").allTextContents()) expect(text).toMatch(/Next deadline/);
    expect(await cards.count()).toBe(await cards.locator(".next-deadline").count());
    await page.close();
  });

  it("counts a US school's published living budget with its year and source, and says when a school has none", async () => {
    const page = await browser.context.newPage();
    // USC's 2025-26 budget was read in its Common Data Set; Syracuse's in no stored copy, so it has no figure.
    await page.goto(`${baseURL()}/schools/${await schoolId("university-of-southern-california")}?lang=en`);
    const living = page.locator(".school-cost dd").nth(1);
    expect(await living.textContent()).toContain(
      "The school's own estimate for 2025-2026: its cost of attendance without tuition and fees",
    );
    expect(await living.textContent()).toContain("22,220");
    expect(await living.locator("a").getAttribute("href")).toBe(
      "https://github.com/DylMon/CommonDataSets/blob/main/data/cds/2025-2026/usc.json",
    );
    expect(await living.textContent()).toMatch(/checked /);
    await page.locator(".save-school button").click();
    await page.waitForURL(/\/schools\//);
    await page.goto(`${baseURL()}/schools/${await schoolId("syracuse-university")}?lang=en`);
    expect(await page.locator(".school-cost dd").nth(1).textContent()).toContain(
      "No fixed amount: each US school's I-20 form states its own estimate of living costs.",
    );
    await page.locator(".save-school button").click();
    await page.waitForURL(/\/schools\//);
    await page.goto(`${baseURL()}/shortlist?lang=en`);
    const line = async (name: string) =>
      page.locator(".shortlist-item", { hasText: name }).locator(".cost-line").textContent();
    expect(await line("University of Southern California")).not.toContain("tuition only");
    expect(await line("Syracuse University")).toContain("tuition only");
    await page.close();
  });
});
