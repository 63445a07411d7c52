import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminMessages } from "~/features/admin/admin-messages.server";
import { createStaff } from "~/features/staff/staff.server";
import { writeDocx } from "../support/documents/write-docx";
import type { ReceivedMail } from "../support/smtp";
import { insertBooking, insertOrder } from "../support/tracking";
import { testDb } from "./booking";
import { type Browser, baseURL, launchBrowser, localized, waitForHydration } from "./browser";

/**
 * Issue 27, parts two and three: no work is lost when a staff session ends (the sign-in returns to
 * the page, never a `.data` URL, and what was posted is offered again after sign-in), every action
 * redirects to a page, and the document editor of an order is a role on the order, apart from its
 * owner.
 */
const PASSWORD = "e2e work passphrase";
const stamp = Date.now();
const email = (who: string) => `${who}-${stamp}@agency.test`;
let browser: Browser;

beforeAll(async () => {
  const db = testDb();
  const staff = [
    { who: "consultant", role: "consultant", office: "philippines", uiLocale: "en" },
    { who: "content", role: "editor", office: null, uiLocale: "en" },
    { who: "doc-editor", role: "order_editor", office: "philippines", uiLocale: "vi" },
    { who: "other-editor", role: "order_editor", office: "philippines", uiLocale: "th" },
    { who: "editor-admin", role: "admin", office: null, uiLocale: "tw" },
    { who: "kaohsiung", role: "consultant", office: "kaohsiung", uiLocale: "tw" },
    { who: "taipei", role: "consultant", office: "taipei", uiLocale: "tw" },
  ] as const;
  for (const s of staff) {
    await createStaff(
      db,
      { userId: null, ip: "e2e" },
      {
        email: email(s.who),
        // A name that is not an office code: back-office-offices.test.ts fails on an office code shown as text.
        name: `Staff ${s.who === "taipei" || s.who === "kaohsiung" ? `of ${s.office === "taipei" ? "Taipei" : "Kaohsiung"}` : s.who}`,
        password: PASSWORD,
        role: s.role,
        office: s.office,
        uiLocale: s.uiLocale,
      },
    );
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, who: string, expected: RegExp = /\/admin$/) {
  await page.fill("#login-email", email(who));
  await page.fill("#login-password", PASSWORD);
  await Promise.all([page.waitForURL(expected), page.click("button[type=submit]")]);
}

async function freshSignIn(page: Page, who: string) {
  await page.context().clearCookies();
  await page.goto(`${baseURL()}/admin/login`);
  await signIn(page, who);
}

/** The session ends on the server (as after STAFF_SESSION_HOURS idle), the page stays open. */
async function endSessions(who: string) {
  const user = await testDb()
    .selectFrom("staff_users")
    .select("id")
    .where("email", "=", email(who))
    .executeTakeFirstOrThrow();
  await testDb()
    .updateTable("staff_sessions")
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where("user_id", "=", user.id)
    .execute();
}

/**
 * A new page signed in afresh as `who`, opened (and hydrated) at `path`, whose session then ends
 * on the server while the page stays open: the next post meets the sign-in.
 */
async function pageWithEndedSession(who: string, path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await freshSignIn(page, who);
  await page.goto(`${baseURL()}${path}`);
  await waitForHydration(page);
  await endSessions(who);
  return page;
}

/** Posts the form of `submit` after the session ended: the browser lands on the sign-in. */
async function postToSignIn(page: Page, submit: string) {
  await Promise.all([page.waitForURL(/\/admin\/login/), page.click(submit)]);
}

/** Sends the change kept on /admin/resume: the browser lands on the page it was made on (`path`). */
async function sendKeptChange(page: Page, path: string) {
  await Promise.all([page.waitForURL(new RegExp(`${path}$`)), page.click('main form button[type="submit"]')]);
}

/** The note and kind of a booking's history lines. */
const bookingEvents = (bookingId: number) =>
  testDb()
    .selectFrom("lead_events")
    .select(["note", "kind"])
    .where("lead_type", "=", "consultation")
    .where("lead_id", "=", bookingId)
    .execute();

const userId = async (who: string) =>
  (await testDb().selectFrom("staff_users").select("id").where("email", "=", email(who)).executeTakeFirstOrThrow()).id;

function mailsTo(recipient: string): ReceivedMail[] {
  const dir = inject("mailDir");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as ReceivedMail)
    .filter((m) => m.to.includes(recipient));
}

describe("no work lost when the session ends", () => {
  it("a note typed after the session ended is offered again after sign-in and saved", async () => {
    const booking = await insertBooking(testDb(), { locale: "en", office: "philippines" });
    const page = await pageWithEndedSession("consultant", `/admin/bookings/${booking.id}`);
    const note = `Called the student, call back Friday ${stamp}`;
    // The contact log's form: a call, and what was said.
    await page.selectOption("#log-kind", "call");
    await page.fill("#lead-note", note);
    await postToSignIn(page, 'form:has(#lead-note) button[type="submit"]');
    const next = new URL(page.url()).searchParams.get("next");
    expect(next).toBe(`/admin/bookings/${booking.id}`);

    await signIn(page, "consultant", /\/admin\/resume/);
    expect(await page.textContent("main")).toContain(note);
    await sendKeptChange(page, `/admin/bookings/${booking.id}`);
    await expect.poll(() => bookingEvents(booking.id)).toEqual([{ note, kind: "call" }]);

    // A status change made after the session ended comes back the same way.
    await waitForHydration(page);
    await endSessions("consultant");
    await page.selectOption("#lead-status", "contacted");
    await postToSignIn(page, 'form:has(#lead-status) button[type="submit"]');
    await signIn(page, "consultant", /\/admin\/resume/);
    await sendKeptChange(page, `/admin/bookings/${booking.id}`);
    await expect
      .poll(
        async () =>
          (await testDb().selectFrom("consultations").select("status").where("id", "=", booking.id).executeTakeFirst())
            ?.status,
      )
      .toBe("contacted");
    // Offered once: signing in again goes straight to the dashboard.
    await freshSignIn(page, "consultant");
    await page.close();
  });

  it("another user signing in on that browser is not offered the change", async () => {
    const booking = await insertBooking(testDb(), { locale: "en", office: "philippines" });
    const page = await pageWithEndedSession("consultant", `/admin/bookings/${booking.id}`);
    await page.fill("#lead-note", "not for anybody else");
    await postToSignIn(page, 'form:has(#lead-note) button[type="submit"]');
    await signIn(page, "editor-admin", new RegExp(`/admin/bookings/${booking.id}$`));
    expect(await page.textContent("main")).not.toContain("not for anybody else");
    await page.close();
  });

  it("filters applied after the session ended come back as the list page, not its data", async () => {
    const page = await pageWithEndedSession("consultant", "/admin/leads");
    await page.selectOption('select[name="status"]', "contacted");
    await postToSignIn(page, 'form.admin-filters button[type="submit"]');
    const next = new URL(page.url()).searchParams.get("next") ?? "";
    expect(next).toMatch(/^\/admin\/leads\?/);
    expect(next).not.toContain(".data");
    expect(next).not.toContain("_routes");
    await signIn(page, "consultant", /\/admin\/leads\?/);
    expect(new URL(page.url()).pathname).toBe("/admin/leads");
    expect(new URL(page.url()).searchParams.get("status")).toBe("contacted");
    expect(await page.locator("main h1").textContent()).toBeTruthy();
    await page.close();
  });

  it("an old sign-in link to a .data URL lands on the page", async () => {
    const booking = await insertBooking(testDb(), { locale: "en", office: "philippines" });
    const page = await browser.context.newPage();
    await page.context().clearCookies();
    await page.goto(
      `${baseURL()}/admin/login?next=${encodeURIComponent(`/admin/bookings/${booking.id}.data?_routes=routes%2Fadmin%2Fbooking`)}`,
    );
    await signIn(page, "consultant", new RegExp(`/admin/bookings/${booking.id}$`));
    expect(await page.locator("main h1").textContent()).toContain(booking.reference);
    await page.close();
  });
});

describe("the kept change on /admin/resume", () => {
  it("shows each field with the label of its form, in the interface language (tw)", async () => {
    const tw = adminMessages("tw");
    const booking = await insertBooking(testDb(), { locale: "en", office: "philippines" });
    const page = await pageWithEndedSession("editor-admin", `/admin/bookings/${booking.id}`);
    await page.selectOption("#log-kind", "meeting");
    await page.selectOption("#log-outcome", "interested");
    await page.fill("#lead-note", `Met at the fair ${stamp}`);
    await page.fill("#log-next-step", "Send the price list");
    await page.fill("#log-next-at", "2026-12-03");
    await page.selectOption("#log-next-type", "email");
    await postToSignIn(page, 'form:has(#lead-note) button[type="submit"]');
    await signIn(page, "editor-admin", /\/admin\/resume/);
    await page.locator("main dl").waitFor();
    const rows = await page
      .locator("main dl > div")
      .evaluateAll((divs) =>
        divs.map((d) => [d.querySelector("dt")?.textContent ?? "", d.querySelector("dd")?.textContent ?? ""]),
      );
    expect(rows).toEqual([
      [tw["admin.log.kind"], tw["admin.log.kind.meeting"]],
      [tw["admin.log.outcome"], tw["admin.log.outcome.interested"]],
      [tw["admin.lead.note"], `Met at the fair ${stamp}`],
      [tw["admin.log.nextStep"], "Send the price list"],
      [tw["admin.log.nextActionAt"], "2026-12-03"],
      [tw["admin.log.nextActionType"], tw["admin.log.type.email"]],
    ]);
    expect(await page.textContent("main")).not.toMatch(/next_action_at|next_step|\bnote\b/);
    await sendKeptChange(page, `/admin/bookings/${booking.id}`);
    await expect.poll(() => bookingEvents(booking.id)).toEqual([{ note: `Met at the fair ${stamp}`, kind: "meeting" }]);
    await page.close();
  });

  it("names the files that were sent and asks for them again, keeping the other fields (vi)", async () => {
    const vi = adminMessages("vi");
    const db = testDb();
    const order = await insertOrder(db, { office: "philippines", locale: "en" });
    await db
      .updateTable("service_orders")
      .set({ stage: "in_progress", status: "in_progress", editor_id: await userId("doc-editor") })
      .where("id", "=", order.id)
      .execute();
    const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    const edited = Buffer.from(await writeDocx({ body: ["The edited essay, kept across the sign-in."] }));
    const page = await pageWithEndedSession("doc-editor", `/admin/orders/${order.id}`);
    await page.setInputFiles("#delivery-files", { name: "essay-edited.docx", mimeType: DOCX, buffer: edited });
    await postToSignIn(page, 'form[data-intent="add_files"] button[type="submit"]');
    await signIn(page, "doc-editor", /\/admin\/resume/);
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain(vi["admin.resume.files"]);
    expect(main).toContain("essay-edited.docx");
    // The file field reads as on the order page, and must be chosen again.
    const input = page.getByLabel(vi["admin.tracking.addFiles"] ?? "admin.tracking.addFiles");
    expect(await input.getAttribute("type")).toBe("file");
    expect(await input.getAttribute("required")).not.toBeNull();
    expect(await page.locator("main form").getAttribute("enctype")).toBe("multipart/form-data");
    expect(await page.locator('main form input[type="hidden"][name="intent"]').inputValue()).toBe("add_files");
    await input.setInputFiles({ name: "essay-edited.docx", mimeType: DOCX, buffer: edited });
    await sendKeptChange(page, `/admin/orders/${order.id}`);
    await expect
      .poll(async () =>
        db.selectFrom("request_files").select(["original_name", "purpose"]).where("order_id", "=", order.id).execute(),
      )
      .toEqual([{ original_name: "essay-edited.docx", purpose: "delivery" }]);
    await page.close();
  });
});

describe("actions redirect to pages", () => {
  it("saving rankings and prices with JavaScript stays on the page", async () => {
    const page = await browser.context.newPage();
    await freshSignIn(page, "content");
    await page.goto(`${baseURL()}/admin/rankings`);
    await waitForHydration(page);
    await Promise.all([
      page.waitForURL(/\/admin\/rankings\?.*saved=/),
      page.locator("main form:has(input[name=id]) button.admin-button-primary").first().click(),
    ]);
    expect(page.url()).not.toContain(".data");
    expect(await page.locator("main h1").count()).toBe(1);
    await expect.poll(() => page.textContent("main")).toMatch(/\d+ schools? updated\./);

    await page.goto(`${baseURL()}/admin/prices`);
    await waitForHydration(page);
    await Promise.all([
      page.waitForURL(/\/admin\/prices\?.*saved=1/),
      page.locator("main form:has(input[name=id]) button.admin-button-primary").first().click(),
    ]);
    expect(page.url()).not.toContain(".data");
    await expect.poll(() => page.textContent("main")).toContain("Prices saved.");
    await page.close();
  });
});

describe("the document editor is a role on the order", () => {
  it("assigning an editor keeps the owner; the editor is mailed and sees that order and its files only", async () => {
    const db = testDb();
    const consultant = await userId("consultant");
    const editor = await userId("doc-editor");
    const order = await insertOrder(db, { office: "philippines", locale: "en" });
    const other = await insertOrder(db, { office: "philippines", locale: "en" });
    await db
      .updateTable("service_orders")
      .set({ stage: "payment_received", status: "in_progress", assigned_to: consultant })
      .where("id", "in", [order.id, other.id])
      .execute();

    const page = await browser.context.newPage();
    await freshSignIn(page, "consultant");
    await page.goto(`${baseURL()}/admin/orders/${order.id}`);
    await waitForHydration(page);
    const offered = await page.locator("#editor option").allTextContents();
    expect(offered).toContain("Staff doc-editor");
    expect(offered).not.toContain("Staff content");
    await page.selectOption("#editor", String(editor));
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/")),
      page.locator('form[data-intent="assign_editor"] button[type="submit"]').click(),
    ]);
    await expect
      .poll(async () =>
        db
          .selectFrom("service_orders")
          .select(["editor_id", "assigned_to", "stage"])
          .where("id", "=", order.id)
          .executeTakeFirst(),
      )
      .toEqual({ editor_id: editor, assigned_to: consultant, stage: "assigned" });
    // Still the consultant's: in their "Me" view.
    await page.goto(`${baseURL()}/admin/leads?assigned=me&type=order`);
    expect(await page.textContent("main")).toContain(order.reference);

    // The editor's mail, in their interface language (vi), through the outbox.
    await expect.poll(() => mailsTo(email("doc-editor")).length, { timeout: 20_000 }).toBe(1);
    const mail = mailsTo(email("doc-editor"))[0] as ReceivedMail;
    expect(mail.subject).toBe(`Đơn hàng ${order.reference} được giao cho bạn biên tập`);
    expect(mail.text).toContain(`/admin/orders/${order.id}`);

    // The editor: the order given to them, its page and files; nothing else.
    await freshSignIn(page, "doc-editor");
    await page.goto(`${baseURL()}/admin/editing`);
    expect(await page.textContent("main")).toContain(order.reference);
    expect(await page.textContent("main")).not.toContain(other.reference);
    const own = await page.goto(`${baseURL()}/admin/orders/${order.id}`);
    expect(own?.status()).toBe(200);
    expect(await page.textContent("main")).not.toContain("maria@example.ph");
    // Only the forms of the editor's work: start it, add the edited files.
    await waitForHydration(page);
    expect(await page.locator('form[data-intent="start_work"]').count()).toBe(1);
    expect(await page.locator('form[data-intent="assign_editor"], form[data-intent="close"]').count()).toBe(0);
    expect(await page.locator("#lead-note, #reply-subject").count()).toBe(0);
    for (const path of [`/admin/orders/${other.id}`, "/admin/leads", "/admin/attention", "/admin/leads/export"]) {
      const response = await page.goto(`${baseURL()}${path}`);
      expect(response?.status(), path).toBe(403);
    }
    // It may start the work (its own action), not change the order's status or write to the student.
    await page.goto(`${baseURL()}/admin/orders/${order.id}`);
    await waitForHydration(page);
    const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
    const post = (id: number, fields: Record<string, string>) =>
      page.request.post(`${baseURL()}/admin/orders/${id}`, { form: { _csrf: csrf, ...fields }, maxRedirects: 0 });
    expect((await post(order.id, { status: "closed", note: "" })).status()).toBe(403);
    expect((await post(order.id, { intent: "reply", subject: "x", body: "y" })).status()).toBe(403);
    expect((await post(other.id, { intent: "start_work" })).status()).toBe(403);
    expect((await post(order.id, { intent: "start_work" })).status()).toBe(200);
    expect(
      (await db.selectFrom("service_orders").select("stage").where("id", "=", order.id).executeTakeFirst())?.stage,
    ).toBe("in_progress");

    // Another document editor gets nothing of it.
    await freshSignIn(page, "other-editor");
    expect((await page.goto(`${baseURL()}/admin/orders/${order.id}`))?.status()).toBe(403);
    await page.close();
  });
});

describe("orders choose their office like bookings", () => {
  it("an order in tw placed with the Kaohsiung office is in Kaohsiung's list, not in Taipei's (the default)", async () => {
    const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    const page = await browser.context.newPage();
    await page.context().clearCookies();
    await page.goto(localized("/service_select/refine", "tw"));
    await waitForHydration(page);
    await page.selectOption("#service-service", "sop-ps");
    await page.check('input[name="method"][value="proofreading"]');
    const counted = page.waitForResponse((r) => r.url().includes("/api/upschools/tmpFile"));
    await page.setInputFiles("#service-file", {
      name: "sop.docx",
      mimeType: DOCX,
      buffer: Buffer.from(await writeDocx({ body: ["I want to study data science in Canada. ".repeat(40)] })),
    });
    expect((await counted).status()).toBe(200);
    // The word count and price take a while on a loaded machine (2 cores shared by the run).
    await expect.poll(() => page.locator(".file-preview").textContent(), { timeout: 20_000 }).not.toBe("");
    await page.click('.service-add button[type="submit"]');
    await expect.poll(() => page.locator(".cart-item").count(), { timeout: 20_000 }).toBe(1);
    await page.click(".service-cart a.button-primary");
    await page.waitForURL(/service_submit/);
    // The form offers the offices serving tw, Taipei first (the default).
    await page.locator("#order-office").waitFor();
    const offices = await page
      .locator("#order-office option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offices[0]).toBe("taipei");
    expect(offices).toContain("kaohsiung");
    expect(await page.locator("#order-office").inputValue()).toBe("taipei");
    await page.selectOption("#order-office", "kaohsiung");
    await page.fill("#order-name", "林小華");
    await page.fill("#order-email", `office-order-${stamp}@example.com`);
    await page.fill("#order-phone", "0912 345 678");
    await page.click('button[type="submit"]');
    await page.waitForURL(/service_result\?ref=S-/);
    const reference = ((await page.locator(".reference").textContent()) ?? "").trim();
    expect(reference).toMatch(/^S-/);
    const order = await testDb()
      .selectFrom("service_orders")
      .select(["id", "office"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(order.office).toBe("kaohsiung");

    await freshSignIn(page, "kaohsiung");
    await page.goto(`${baseURL()}/admin/leads?type=order`);
    expect(await page.textContent("main")).toContain(reference);
    expect((await page.goto(`${baseURL()}/admin/orders/${order.id}`))?.status()).toBe(200);
    await freshSignIn(page, "taipei");
    await page.goto(`${baseURL()}/admin/leads?type=order`);
    expect(await page.textContent("main")).not.toContain(reference);
    expect((await page.goto(`${baseURL()}/admin/orders/${order.id}`))?.status()).toBe(403);
    await page.close();
  });
});

describe("the sign-in page", () => {
  it("is styled as the back office: a narrow card, fields of one size, language links apart", async () => {
    const page = await browser.context.newPage();
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseURL()}/admin/login?lang=en`);
    const box = async (selector: string) => {
      const b = await page.locator(selector).boundingBox();
      if (!b) throw new Error(`${selector} not shown`);
      return b;
    };
    const email = await box("#login-email");
    const password = await box("#login-password");
    expect(email.width).toBeLessThan(420);
    expect(email.width).toBe(password.width);
    expect(email.height).toBe(password.height);
    expect((await box(".admin-login")).width).toBeLessThan(480);
    const links = await page.locator(".admin-lang > *").evaluateAll((nodes) =>
      nodes.map((n) => {
        const r = n.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top };
      }),
    );
    expect(links).toHaveLength(4);
    for (let i = 1; i < links.length; i++) {
      const [a, b] = [links[i - 1], links[i]] as [(typeof links)[0], (typeof links)[0]];
      // Next to each other with a gap, or on the next line.
      if (a.top === b.top) expect(b.left - a.right).toBeGreaterThanOrEqual(8);
    }
    await page.screenshot({ path: join(inject("dataDir"), "admin-login.png") });
    await page.close();
  });
});
