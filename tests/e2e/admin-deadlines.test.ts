import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import { createStaff } from "~/features/staff/staff.server";
import { axeViolations } from "./axe";
import { type Browser, baseURL, launchBrowser, localized, watchErrors } from "./browser";

let browser: Browser;
let db: Db;
const email = "deadline-editor@example.test";
const password = "a long deadline passphrase";

beforeAll(async () => {
  db = createDatabase(inject("databaseUrl"));
  await createStaff(
    db,
    { userId: null, ip: "127.0.0.1" },
    { email, name: "Deadline Editor", password, role: "editor", office: null, uiLocale: "en" },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe("back office: deadlines and requirements", () => {
  it("an editor adds a deadline, moves its date, and the school page shows it", async () => {
    const school = await db
      .selectFrom("schools")
      .select(["id", "name_en"])
      .where("key", "=", "monash-university")
      .executeTakeFirstOrThrow();
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.goto(
      `${baseURL()}/admin/login?next=${encodeURIComponent(`/admin/deadlines?edit=new&school=${school.id}`)}`,
    );
    await page.fill("input[name=email]", email);
    await page.fill("input[name=password]", password);
    await page.click("button[type=submit]");
    await page.waitForURL(/\/admin\/deadlines\?edit=new/);
    expect(await axeViolations(page)).toEqual([]);

    expect(await page.inputValue("#deadline-school_id")).toBe(String(school.id));
    await page.selectOption("#deadline-intake_term", "s1");
    await page.fill("#deadline-intake_year", "2027");
    await page.selectOption("#deadline-kind", "close");
    await page.fill("#deadline-date", "2027-01-31");
    await page.fill("#deadline-label", "Semester 1 applications");
    await page.fill("#deadline-label_vi", "Hồ sơ học kỳ 1");
    // Not https: refused, with what was typed kept.
    await page.fill("#deadline-source_url", "http://www.monash.edu/study");
    await page.locator("#deadline-source_url").evaluate((el) => el.setAttribute("type", "text"));
    await page.getByRole("button", { name: "Add deadline" }).click();
    await expect.poll(() => page.locator("#deadline-source_url-error").count()).toBe(1);
    expect(await page.inputValue("#deadline-label")).toBe("Semester 1 applications");
    await page.fill("#deadline-source_url", "https://www.monash.edu/study");
    await page.getByRole("button", { name: "Add deadline" }).click();
    await page.waitForURL(/done=created/);
    const row = page.locator("tr", { hasText: "Semester 1 applications" });
    expect(await row.locator("td").first().textContent()).toBe("2027-01-31");

    await row.getByRole("link", { name: "Edit" }).click();
    await page.waitForURL(/edit=\d+/);
    await page.fill("#deadline-date", "2027-02-07");
    await page.getByRole("button", { name: "Save" }).first().click();
    await page.waitForURL(/done=saved/);
    const change = await db
      .selectFrom("school_deadline_changes")
      .select(["old_date", "new_date"])
      .where("school_id", "=", school.id)
      .executeTakeFirstOrThrow();
    expect(change).toEqual({ old_date: "2027-01-31", new_date: "2027-02-07" });
    // The refused add above is a 400 response, which the browser logs.
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);

    const publicPage = await browser.context.newPage();
    await publicPage.goto(localized(`/schools/${school.id}`, "en"));
    const table = await publicPage.locator(".deadline-table").textContent();
    expect(table).toContain("February 7, 2027");
    expect(table).toContain("Semester 1 applications");
    expect(table).toContain("www.monash.edu");
    // The Vietnamese page names the round in Vietnamese; the Thai one, with no Thai name, the kind only.
    await publicPage.goto(localized(`/schools/${school.id}`, "vi"));
    const vi = await publicPage.locator(".deadline-table").textContent();
    expect(vi).toContain("Hồ sơ học kỳ 1");
    expect(vi).not.toContain("Semester 1 applications");
    await publicPage.goto(localized(`/schools/${school.id}`, "th"));
    expect(await publicPage.locator(".deadline-table").textContent()).not.toContain("Semester 1 applications");
    await publicPage.close();

    // Requirements: one row per school and level.
    await page.goto(`${baseURL()}/admin/requirements`);
    expect(await page.locator("td", { hasText: "University of California, Berkeley" }).count()).toBeGreaterThan(0);

    // Admission rates: the seeded ones, most selective first, with their source; a figure no
    // source has confirmed yet says so.
    await page.goto(`${baseURL()}/admin/admit-rates`);
    const yale = page.locator("tr", { has: page.locator("td", { hasText: /^Yale University$/ }) });
    expect(await yale.locator("td").nth(2).textContent()).toBe("4.7%");
    expect(await yale.locator("td").nth(4).textContent()).toBe("CDS 2025-2026 (fall 2025)");
    expect(await yale.locator("a").first().getAttribute("href")).toBe(
      "https://github.com/DylMon/CommonDataSets/blob/main/data/cds-2025-2026.json",
    );
    const haverford = page.locator("tr", { has: page.locator("td", { hasText: /^Haverford College$/ }) });
    expect(await haverford.locator("td").nth(4).textContent()).toContain("(not yet verified)");
    await page.close();
  });
});
