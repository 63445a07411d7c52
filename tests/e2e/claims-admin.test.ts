import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import { createStaff } from "~/features/staff/staff.server";
import { type Browser, baseURL, launchBrowser, localized, watchErrors } from "./browser";

let browser: Browser;
let db: Db;
const email = "claims-editor@example.test";
const password = "a long claims passphrase";

beforeAll(async () => {
  db = createDatabase(inject("databaseUrl"));
  await createStaff(
    db,
    { userId: null, ip: "127.0.0.1" },
    { email, name: "Claims Editor", password, role: "editor", office: null, uiLocale: "en" },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

describe("key figures and examples in the back office (decision 0019)", () => {
  it("an editor states a figure's basis and year, and the About page shows them", async () => {
    const figure = await db
      .selectFrom("customizes")
      .select(["id", "basis", "basis_year"])
      .where("key", "=", "top-five")
      .executeTakeFirstOrThrow();
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/admin/login?next=${encodeURIComponent(`/admin/claims?edit=${figure.id}`)}`);
    await page.fill("input[name=email]", email);
    await page.fill("input[name=password]", password);
    await page.click("button[type=submit]");
    await page.waitForURL(/\/admin\/claims\?edit=/);
    await page.fill("#claim-basis-en", "Students of the 2026 intake who ranked five schools");
    await page.fill("#claim-year", "2026");
    await page.click("form:has(#claim-basis-en) button[type=submit]");
    await page.waitForURL(/done=saved/);
    expect(errors).toEqual([]);

    const about = await browser.context.newPage();
    await about.goto(localized("/about", "en"));
    const basis = await about.locator('[data-figure="top-five"] .figure-basis').textContent();
    expect(basis).toBe("Basis: Students of the 2026 intake who ranked five schools (2026)");
    await about.close();
    await page.close();
    // Leave the figure as the other end-to-end files expect it.
    await db
      .updateTable("customizes")
      .set({ basis: figure.basis, basis_year: figure.basis_year })
      .where("id", "=", figure.id)
      .execute();
  });

  it("lists the seed's examples with their mark and refuses to delete them without the confirmation", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseURL()}/admin/testimonials?example=1`);
    if (page.url().includes("/admin/login")) {
      await page.fill("input[name=email]", email);
      await page.fill("input[name=password]", password);
      await page.click("button[type=submit]");
      await page.waitForURL(/\/admin\/testimonials/);
    }
    const examples = await db
      .selectFrom("testimonials")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_example", "=", 1)
      .executeTakeFirstOrThrow();
    const tagged = await page.locator(".admin-table tbody tr:has(.admin-status-new)").count();
    expect(tagged).toBe(Number(examples.n));
    expect(await page.locator(".admin-table tbody tr").count()).toBe(tagged);
    // The button names the count; without the ticked confirmation nothing is deleted.
    const button = page.locator('form:has(input[value="delete-examples"]) button[type=submit]');
    expect(await button.textContent()).toContain(String(examples.n));
    await page.locator('form:has(input[value="delete-examples"]) input[name=confirm]').evaluate((el) => {
      el.removeAttribute("required");
    });
    await button.click();
    await expect.poll(() => page.locator(".admin-notice-error").count()).toBe(1);
    const after = await db
      .selectFrom("testimonials")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_example", "=", 1)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(examples.n));
    await page.close();
  });
});
