import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import { createStaff } from "~/features/staff/staff.server";
import { waitForSavedMail } from "../support/smtp";
import { insertOrder } from "../support/tracking";
import { axeViolations } from "./axe";
import { type Browser, baseURL, launchBrowser, watchErrors } from "./browser";

/** Bank statements in the back office (issue 31): upload, proposals, a person's confirmation, office isolation. */
let browser: Browser;
let db: Db;
const password = "a long statements passphrase";
const who = (office: string) => `statements-${office}@example.test`;

beforeAll(async () => {
  db = createDatabase(inject("databaseUrl"));
  for (const [office, uiLocale] of [
    ["thailand", "th"],
    ["taipei", "tw"],
  ] as const) {
    await createStaff(
      db,
      { userId: null, ip: "127.0.0.1" },
      { email: who(office), name: `${office}-consultant`, password, role: "consultant", office, uiLocale },
    );
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

async function signedIn(office: string) {
  const page = await browser.context.newPage();
  await browser.context.clearCookies();
  await page.goto(`${baseURL()}/admin/login?next=${encodeURIComponent("/admin/payments")}`);
  await page.fill("input[name=email]", who(office));
  await page.fill("input[name=password]", password);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/admin\/payments/);
  return page;
}

describe("back office: bank statements", () => {
  it("a Thai consultant uploads a K BIZ export, confirms the proposed match, and the student is mailed", async () => {
    const stamp = Date.now();
    const paid = await insertOrder(db, {
      locale: "th",
      office: "thailand",
      currency: "THB",
      reference: "S-261120-THA001",
      totalMinor: 125_050,
      email: `statement-th-${stamp}@example.com`,
    });
    const page = await signedIn("thailand");
    const errors = watchErrors(page);
    await page.setInputFiles("#statement-file", {
      name: "kbank-th.csv",
      mimeType: "text/csv",
      buffer: readFileSync("tests/fixtures/statements/kbank-th.csv"),
    });
    await page.locator("form:has(#statement-file) button[type=submit]").click();
    await expect.poll(() => page.locator(".admin-notice").textContent()).toContain("kbank");
    const confirm = page.locator(`form:has(input[name=order][value="${paid.id}"]) button[type=submit]`);
    await expect.poll(() => confirm.count()).toBe(1);
    // Proposed, not paid.
    const stage = async () =>
      (await db.selectFrom("service_orders").select("stage").where("id", "=", paid.id).executeTakeFirstOrThrow()).stage;
    expect(await stage()).toBe("payment_pending");
    expect(await axeViolations(page)).toEqual([]);

    await confirm.click();
    await expect.poll(stage).toBe("payment_received");
    await expect.poll(() => page.locator("#statement-matched ~ div").textContent()).toContain("S-261120-THA001");
    // The other lines stay listed (999.00 with no order).
    expect(await page.locator("#statement-unmatched ~ div").textContent()).toContain("999.00");
    const mail = await waitForSavedMail(inject("mailDir"), `statement-th-${stamp}@example.com`);
    expect(mail.subject).not.toBe("");
    const audit = await db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "payment.statement_match")
      .where("entity_id", "=", String(paid.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({ reference: "S-261120-THA001", amountMinor: 125_050 });
    expect(errors).toEqual([]);
    await page.close();

    // Taipei's consultant sees none of Thailand's lines.
    const other = await signedIn("taipei");
    expect(await other.locator("main").textContent()).not.toContain("999.00");
    await other.close();
  }, 120_000);

  it("another bank's export read with the consultant's column mapping; a tw payer's last five digits propose the order", async () => {
    const order = await insertOrder(db, { locale: "tw", office: "taipei", currency: "TWD", totalMinor: 7_300 });
    await db.updateTable("service_orders").set({ payer_account_last5: "13579" }).where("id", "=", order.id).execute();
    // A bank with no parser of its own (E.SUN-like columns), UTF-8.
    const csv = [
      "帳號 0123,,,,",
      "交易日,摘要,存款,提款,對方帳號",
      '2026/11/25,跨行轉入,"7,300",,812-0000086413579',
      "",
    ].join("\n");
    const page = await signedIn("taipei");
    const errors = watchErrors(page);
    const upload = async () => {
      await page.setInputFiles("#statement-file", { name: "esun.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.locator("form:has(#statement-file) button[type=submit]").click();
    };
    await upload();
    // Without a mapping: refused (400) with the message, nothing read.
    await expect.poll(() => page.locator(".admin-notice").textContent()).toContain("無法辨識");
    expect(await page.locator("#statement-unmatched ~ div").count()).toBe(0);
    await page.locator("details:has(#map-date) summary").click();
    await page.fill("#map-date", "交易日");
    await page.selectOption("#map-date-order", "ymd");
    await page.fill("#map-credit", "存款");
    await page.fill("#map-text", "摘要, 對方帳號");
    await page.selectOption("#map-currency", "TWD");
    await upload();
    await expect.poll(() => page.locator(".admin-notice").textContent()).toContain("custom");
    const confirm = page.locator(`form:has(input[name=order][value="${order.id}"])`);
    await expect.poll(() => confirm.count()).toBe(1);
    expect(await confirm.textContent()).toContain("付款帳號末五碼與學生填寫的相符");
    expect(await axeViolations(page)).toEqual([]);
    // The order's page shows the digits the student gave.
    await page.goto(`${baseURL()}/admin/orders/${order.id}`);
    expect(await page.locator("[data-payer-last5]").textContent()).toBe("13579");
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await page.close();
  }, 120_000);
});
