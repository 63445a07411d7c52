import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "~/features/staff/staff.server";
import { insertOrder } from "../support/tracking";
import { testDb } from "./booking";
import { type Browser, baseURL, launchBrowser, openPage, waitForHydration } from "./browser";

/** Issue 27: the list a consultant works from, the contact log, the CSV and the outbox. */
const PASSWORD = "e2e staff passphrase";
const stamp = Date.now();
const email = (who: string) => `${who}-${stamp}@agency.test`;
let browser: Browser;
let consultantId: number;

beforeAll(async () => {
  const system = { userId: null, ip: "e2e" };
  await createStaff(testDb(), system, {
    email: email("admin"),
    name: "Admin",
    password: PASSWORD,
    role: "admin",
    office: null,
    uiLocale: "en",
  });
  consultantId = await createStaff(testDb(), system, {
    email: email("manila"),
    name: "Jose Manila",
    password: PASSWORD,
    role: "consultant",
    office: "philippines",
    uiLocale: "en",
  });
  browser = await launchBrowser({ acceptDownloads: true });
});
afterAll(async () => {
  await browser.close();
});

async function signIn(page: Page, who: string) {
  await page.context().clearCookies();
  await page.goto(`${baseURL()}/admin/login`);
  await page.fill("#login-email", email(who));
  await page.fill("#login-password", PASSWORD);
  await Promise.all([page.waitForURL(/\/admin$/), page.click("button[type=submit]")]);
}

/** Today in Manila, the Philippines office's calendar. */
const manilaToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Manila",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

describe("a lead a consultant works on", () => {
  it("logs contacts with an empty note box after each save, keeps the assignee on a status-only post, and lists by phone, stage and next action", async () => {
    const order = await insertOrder(testDb(), {
      locale: "en",
      office: "philippines",
      email: `ana-${stamp}@example.ph`,
    });
    await testDb()
      .updateTable("service_orders")
      .set({ messenger_id: `ana.messenger.${stamp}`, assigned_to: consultantId })
      .where("id", "=", order.id)
      .execute();
    const { page } = await openPage(browser, "/admin/login");
    await signIn(page, "manila");
    await page.goto(`${baseURL()}/admin/orders/${order.id}`);
    await waitForHydration(page);
    // An English order's chat ID is labelled by its market's apps, not "Line / Zalo ID".
    const sent = (await page.locator(".admin-dl").first().textContent()) ?? "";
    expect(sent).not.toContain("Line / Zalo");
    expect(sent).toContain("Messenger");

    // A call with its outcome, a note and the next action.
    await page.selectOption("#log-kind", "call");
    await page.selectOption("#log-outcome", "reached");
    await page.fill("#lead-note", "Wants the SOP checked by Friday");
    await page.fill("#log-next-step", "Send the bank details");
    await page.fill("#log-next-at", manilaToday());
    await page.selectOption("#log-next-type", "email");
    await page.click("form:has(#lead-note) button[type=submit]");
    await expect.poll(() => page.locator(".admin-history li").count()).toBe(1);
    // The note box is empty again: the next save cannot store the note a second time.
    expect(await page.inputValue("#lead-note")).toBe("");
    // A status change alone: one more history line, the note still once.
    await page.selectOption("#lead-status", "contacted");
    await page.click("button:has-text('Save')");
    await expect.poll(() => page.locator(".admin-history li").count()).toBe(2);
    const history = (await page.locator(".admin-history").textContent()) ?? "";
    expect(history.split("Wants the SOP checked by Friday")).toHaveLength(2);
    expect(history).toContain("Send the bank details");
    const events = await testDb()
      .selectFrom("lead_events")
      .select(["kind", "note"])
      .where("lead_type", "=", "order")
      .where("lead_id", "=", order.id)
      .orderBy("id")
      .execute();
    expect(events).toEqual([
      { kind: "call", note: "Wants the SOP checked by Friday" },
      { kind: "status", note: "" },
    ]);

    // A status POST without assigned_to leaves the lead assigned.
    const csrf = await page.locator("input[name=_csrf]").first().inputValue();
    const posted = await page.request.post(`${baseURL()}/admin/orders/${order.id}`, {
      form: { _csrf: csrf, intent: "status", status: "in_progress" },
      maxRedirects: 0,
    });
    expect(posted.status()).toBeLessThan(400);
    const lead = await testDb()
      .selectFrom("service_orders")
      .select(["status", "assigned_to", "next_action_at", "next_action_type"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      status: "in_progress",
      assigned_to: consultantId,
      next_action_at: manilaToday(),
      next_action_type: "email",
    });

    // The list: found by the phone as the office writes it, by the chat ID, in its stage and as due today.
    for (const q of ["09171234567", "0917-123-4567", `ana.messenger.${stamp}`]) {
      await page.goto(`${baseURL()}/admin/leads?q=${encodeURIComponent(q)}`);
      expect(await page.locator(".admin-table tbody").textContent(), q).toContain(order.reference);
    }
    await page.goto(`${baseURL()}/admin/leads?stage=payment_pending&due=today&sort=next`);
    const row = page.locator(".admin-table tbody tr", { hasText: order.reference });
    const text = (await row.textContent()) ?? "";
    expect(text).toContain("0917 123 4567");
    expect(text).toContain(`ana.messenger.${stamp}`);
    expect(text).toContain("Awaiting payment");
    expect(text).toContain(manilaToday());
    expect(await page.locator("select[name=stage] option[value=payment_pending]").textContent()).toMatch(/\(\d+\)/);
    await page.goto(`${baseURL()}/admin/leads?stage=editing`);
    expect(await page.locator("body").textContent()).not.toContain(order.reference);

    // The CSV: the office's local time and zone, the phone as dialled, the chat ID and the log.
    const csv = await page.request.get(`${baseURL()}/admin/leads/export?q=${encodeURIComponent(order.reference)}`);
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = bytes.toString("utf8");
    expect(body).toContain(",0917 123 4567,");
    expect(body).not.toContain("'+63");
    expect(body).toContain("Asia/Manila (UTC+08:00)");
    expect(body).toContain("Philippines");
    expect(body).toContain(`ana.messenger.${stamp}`);
    expect(body).toContain("Wants the SOP checked by Friday");
    expect(body).toContain("Awaiting payment");
    await page.close();
  });
});

describe("the outbox", () => {
  it("opens a mail to read it, names its topic, and sends the selected failed mail again", async () => {
    const now = new Date().toISOString();
    const failed = (n: number) =>
      testDb()
        .insertInto("mail_outbox")
        .values({
          topic: `order:S-261128-E2E${n}:stage-delivered`,
          recipient: `bounce-${stamp}-${n}@example.ph`,
          subject: `Your documents ${stamp}-${n}`,
          text_body: `Dear student ${stamp}-${n}, your edited documents are ready.`,
          html_body: "<p>ready</p>",
          attempts: 12,
          failed_at: now,
          last_error: "550 mailbox unavailable",
          next_attempt_at: now,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const one = await failed(1);
    const two = await failed(2);
    const { page } = await openPage(browser, "/admin/login");
    await signIn(page, "admin");
    await page.goto(`${baseURL()}/admin/outbox?state=failed`);
    await waitForHydration(page);
    const row = page.locator(".admin-table tbody tr", { hasText: `Your documents ${stamp}-1` });
    const rowText = (await row.textContent()) ?? "";
    expect(rowText).toContain("Service order S-261128-E2E1");
    expect(rowText).toContain("Stage mail");
    expect(rowText).not.toContain("stage-delivered");
    await row.locator("a").click();
    await page.waitForURL(/mail=/);
    expect(await page.locator("[data-mail]").textContent()).toContain(`Dear student ${stamp}-1`);
    await page.locator(`input[type=checkbox][value="${one.id}"]`).check();
    await page.click("text=Send the selected again");
    await expect
      .poll(
        async () =>
          (
            await testDb()
              .selectFrom("mail_outbox")
              .select("failed_at")
              .where("id", "=", one.id)
              .executeTakeFirstOrThrow()
          ).failed_at,
      )
      .toBeNull();
    const other = await testDb()
      .selectFrom("mail_outbox")
      .select("failed_at")
      .where("id", "=", two.id)
      .executeTakeFirstOrThrow();
    expect(other.failed_at).not.toBeNull();
    await page.close();
  });

  it("has an All tab besides the states, each tab with its count; failed stays the first view", async () => {
    const now = new Date().toISOString();
    const mail = (n: number, state: { failed_at?: string; sent_at?: string }) =>
      testDb()
        .insertInto("mail_outbox")
        .values({
          topic: "reply:S-261128-ALL",
          recipient: `all-${stamp}-${n}@example.ph`,
          subject: `Tabs ${stamp}-${n}`,
          text_body: "text",
          html_body: "<p>text</p>",
          attempts: state.failed_at ? 12 : 1,
          last_error: state.failed_at ? "550 mailbox unavailable" : null,
          next_attempt_at: "2099-01-01T00:00:00.000Z",
          created_at: now,
          ...state,
        })
        .execute();
    await mail(1, { failed_at: now });
    await mail(2, { sent_at: now });
    await mail(3, {});
    const count = async (where: "failed" | "pending" | "sent" | "all") => {
      let query = testDb()
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"));
      if (where === "failed") query = query.where("failed_at", "is not", null);
      if (where === "pending") query = query.where("failed_at", "is", null).where("sent_at", "is", null);
      if (where === "sent") query = query.where("sent_at", "is not", null);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const { page } = await openPage(browser, "/admin/login");
    await signIn(page, "admin");
    // Other files send mail meanwhile: the page and the table are read until they agree.
    const expected = async () => [
      `Failed (${await count("failed")})`,
      `Waiting (${await count("pending")})`,
      `Sent (${await count("sent")})`,
      `All (${await count("all")})`,
    ];
    await expect
      .poll(async () => {
        await page.goto(`${baseURL()}/admin/outbox`);
        const tabs = await page.locator(".admin-tabs a").allTextContents();
        return JSON.stringify(tabs) === JSON.stringify(await expected()) ? tabs.length : tabs;
      })
      .toBe(4);
    // Without a choice, the failed mail (what needs an administrator) as before.
    expect(await page.locator(".admin-tabs a[aria-current=page]").textContent()).toMatch(/^Failed/);
    expect(await page.textContent("main")).not.toContain(`Tabs ${stamp}-2`);
    await page.click(".admin-tabs a:text-matches('^All')");
    await page.waitForURL(/state=all/);
    // A client-side navigation: the list is the new one once the tab is marked current.
    await expect.poll(() => page.locator(".admin-tabs a[aria-current=page]").textContent()).toMatch(/^All/);
    for (const n of [1, 2, 3]) await expect.poll(() => page.textContent("main")).toContain(`Tabs ${stamp}-${n}`);
    const row = (n: number) => page.locator(".admin-table tbody tr", { hasText: `Tabs ${stamp}-${n}` }).textContent();
    expect(await row(1)).toContain("Failed");
    expect(await row(2)).toContain("Sent");
    expect(await row(3)).toContain("Waiting");
    await page.close();
  });
});
