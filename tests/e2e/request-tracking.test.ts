import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "~/entry/test-database";
import { createStaff } from "~/features/staff/staff.server";
import en from "~/locales/en.json";
import th from "~/locales/th.json";
import vi from "~/locales/vi.json";
import { officeEnv } from "../support/contact-settings";
import { writeDocx } from "../support/documents/write-docx";
import type { ReceivedMail } from "../support/smtp";
import { insertOrder, pngBytes } from "../support/tracking";
import { axeViolations } from "./axe";
import { captchaAnswer, fillContactStep, fillStudyStep, nextStep, testDb } from "./booking";
import { type Browser, baseURL, launchBrowser, localized, openPage, waitForHydration } from "./browser";
import { startServerProcess } from "./server-process";
import { HtmlValidator } from "./vnu";

const PASSWORD = "e2e tracking passphrase";
const stamp = Date.now();
const staffEmail = (who: string) => `${who}-${stamp}@agency.test`;
let student: Browser;
let staff: Browser;
let noJs: Browser;
/** The order the first test takes to the end, for the security tests. */
let delivered: { id: number; reference: string; email: string } | undefined;

beforeAll(async () => {
  const system = { userId: null, ip: "e2e" };
  const add = (who: string, office: string) =>
    createStaff(testDb(), system, {
      email: staffEmail(who),
      name: `Editor ${who}`,
      password: PASSWORD,
      role: "consultant",
      office,
      uiLocale: "en",
    });
  await add("manila", "philippines");
  await add("hcm", "vietnam");
  await createStaff(testDb(), system, {
    email: staffEmail("admin"),
    name: "Admin",
    password: PASSWORD,
    role: "admin",
    office: null,
    uiLocale: "tw",
  });
  student = await launchBrowser({ acceptDownloads: true });
  staff = await launchBrowser({ acceptDownloads: true });
  noJs = await launchBrowser({ javaScriptEnabled: false, acceptDownloads: true });
});
afterAll(async () => {
  await student.close();
  await staff.close();
  await noJs.close();
});

/** Every mail the test SMTP server received for `recipient`, oldest first. */
function mailsTo(recipient: string): ReceivedMail[] {
  const dir = inject("mailDir");
  // Files are named <ms>-<count>.json by the test SMTP server.
  const order = (name: string) => name.split(/[-.]/).slice(0, 2).map(Number) as [number, number];
  return readdirSync(dir)
    .sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1])
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as ReceivedMail)
    .filter((m) => m.to.includes(recipient));
}

/** Waits for a mail to `recipient` whose subject is `subject`. */
async function mailWithSubject(recipient: string, subject: string): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(recipient).some((m) => m.subject === subject), { timeout: 20_000 }).toBe(true);
  return mailsTo(recipient).find((m) => m.subject === subject) as ReceivedMail;
}

const sub = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, v), text);

async function signIn(page: Page, who: string) {
  await page.context().clearCookies();
  await page.goto(`${baseURL()}/admin/login`);
  await page.fill("#login-email", staffEmail(who));
  await page.fill("#login-password", PASSWORD);
  await Promise.all([page.waitForURL(/\/admin$/), page.click("button[type=submit]")]);
}

/** Submits one of the tracking panel's forms on a lead page and waits for the answer. */
async function staffAction(page: Page, intent: string, fill?: () => Promise<unknown>) {
  const form = page.locator(`form[data-intent="${intent}"]`);
  await fill?.();
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/")),
    form.locator('button[type="submit"]').click(),
  ]);
  await page.waitForLoadState("networkidle");
}

const currentStep = (page: Page) =>
  page.locator('.request-timeline [aria-current="step"] .request-step-label').textContent();
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("an en order from submit to close", () => {
  it("goes through payment proof, confirmation, editor, delivery, revision and close, with a mail at each step", async () => {
    const email = `tracking-en-${stamp}@example.com`;
    // ---- the student orders SOP proofreading with a .docx ----
    const { page } = await openPage(student, localized("/service_select/refine", "en"));
    await page.selectOption("#service-service", "sop-ps");
    await page.check('input[name="method"][value="proofreading"]');
    const counted = page.waitForResponse((r) => r.url().includes("/api/upschools/tmpFile"));
    await page.setInputFiles("#service-file", {
      name: "sop.docx",
      mimeType: DOCX,
      buffer: Buffer.from(await writeDocx({ body: ["I want to study data science in Canada. ".repeat(60)] })),
    });
    expect((await counted).status()).toBe(200);
    await expect.poll(() => page.locator(".file-preview").textContent()).not.toBe("");
    await page.click('.service-add button[type="submit"]');
    await expect.poll(() => page.locator(".cart-item").count()).toBe(1);
    await page.click(".service-cart a.button-primary");
    await page.waitForURL(/service_submit/);
    await page.fill("#order-name", "Maria Santos");
    await page.fill("#order-email", email);
    await page.fill("#order-phone", "+63 917 123 4567");
    await page.click('button[type="submit"]');
    await page.waitForURL(/service_result\?ref=S-/);
    const reference = (await page.locator(".reference").textContent()) ?? "";

    // The result page and the confirmation mail both lead to the student's page.
    const confirmation = await mailWithSubject(email, sub(en["mail.order.student.subject"], { reference }));
    const link = /https?:\/\/[^\s]+\/my_request\/[A-Za-z0-9_-]{43}\?lang=en/.exec(confirmation.text)?.[0];
    expect(link).toBeTruthy();
    await page.click("[data-tracking-link]");
    await page.waitForURL(/\/my_request\//);
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).toBe(sub(en["tracking.order.title"], { reference }));
    expect(await currentStep(page)).toBe(en["tracking.step.payment_pending"]);

    // ---- payment proof: a text file named .png is refused by its content, a real image is kept ----
    await page.fill("#proof-amount", "100");
    await page.fill("#proof-paid-on", new Date().toISOString().slice(0, 10));
    await page.setInputFiles("#proof-file", {
      name: "receipt.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is not an image"),
    });
    await page.click('form:has(input[name="intent"][value="proof"]) button[type="submit"]');
    await expect.poll(() => page.locator("#proof-file-error").textContent()).toBe(en["tracking.error.proofType"]);
    await page.setInputFiles("#proof-file", {
      name: "receipt.png",
      mimeType: "image/png",
      buffer: Buffer.from(pngBytes()),
    });
    await page.click('form:has(input[name="intent"][value="proof"]) button[type="submit"]');
    await expect.poll(() => page.locator(".request-notice").textContent()).toBe(en["tracking.proof.sent"]);
    expect(await page.locator("[data-next]").textContent()).toBe(en["tracking.next.order.payment_pending.checking"]);

    // ---- the Manila office confirms, assigns, delivers ----
    const order = await testDb()
      .selectFrom("service_orders")
      .select(["id", "office"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(order.office).toBe("philippines");
    const { page: office } = await openPage(staff, "/admin/login");
    await signIn(office, "manila");
    await office.goto(`${baseURL()}/admin/orders/${order.id}`);
    await waitForHydration(office);
    expect(await office.locator("[data-current-stage]").textContent()).toBe("Payment pending");
    await staffAction(office, "confirm_payment");
    await mailWithSubject(email, sub(en["mail.tracking.order.payment_received.subject"], { reference }));
    await page.reload();
    expect(await currentStep(page)).toBe(en["tracking.step.payment_received"]);

    await staffAction(office, "assign_editor", () =>
      office.selectOption('form[data-intent="assign_editor"] select', { label: "Editor manila" }),
    );
    const assigned = await mailWithSubject(email, sub(en["mail.tracking.order.assigned.subject"], { reference }));
    expect(assigned.text).toContain("Editor manila");
    await staffAction(office, "start_work");
    await mailWithSubject(email, sub(en["mail.tracking.order.in_progress.subject"], { reference }));
    const edited = Buffer.from(await writeDocx({ body: ["The edited statement, first round."] }));
    await staffAction(office, "add_files", () =>
      office.setInputFiles("#delivery-files", { name: "sop-edited.docx", mimeType: DOCX, buffer: edited }),
    );
    await staffAction(office, "deliver");
    await mailWithSubject(email, sub(en["mail.tracking.order.delivered.subject"], { reference }));

    // ---- the student downloads the edited document and asks for the revision ----
    await page.reload();
    await waitForHydration(page);
    expect(await currentStep(page)).toBe(en["tracking.step.delivered"]);
    const download = page.waitForEvent("download");
    await page.click('a[download]:text("sop-edited.docx")');
    const saved = await (await download).path();
    expect(readFileSync(saved).equals(edited)).toBe(true);
    await page.fill("#revision-message", "Please make the opening paragraph shorter.");
    await page.click('form:has(input[name="intent"][value="revision"]) button[type="submit"]');
    await expect.poll(() => page.locator(".request-notice").textContent()).toBe(en["tracking.revision.sent"]);
    await mailWithSubject(email, sub(en["mail.tracking.order.revision_requested.subject"], { reference }));
    // The one revision round is used.
    expect(await page.locator("#revision-message").count()).toBe(0);

    // ---- the office delivers the revision and closes ----
    await office.reload();
    await waitForHydration(office);
    expect(await office.locator("[data-revision-message]").textContent()).toContain("opening paragraph");
    const revised = Buffer.from(await writeDocx({ body: ["The revised statement."] }));
    await staffAction(office, "add_files", () =>
      office.setInputFiles("#delivery-files", { name: "sop-revised.docx", mimeType: DOCX, buffer: revised }),
    );
    await staffAction(office, "deliver");
    await mailWithSubject(email, sub(en["mail.tracking.order.revision_delivered.subject"], { reference }));
    await staffAction(office, "close");
    const closed = await mailWithSubject(email, sub(en["mail.tracking.order.closed.subject"], { reference }));
    expect(closed.text).toMatch(/\/my_request\/[A-Za-z0-9_-]{43}/);

    await page.reload();
    await waitForHydration(page);
    const steps = await page.locator(".request-timeline li").evaluateAll((items) => items.map((li) => li.className));
    expect(steps).toEqual(Array(9).fill("is-done"));
    expect(await page.locator('a[download]:text("sop-revised.docx")').count()).toBe(1);
    // One mail per step, each for this student.
    expect(mailsTo(email).map((m) => m.subject)).toEqual([
      sub(en["mail.order.student.subject"], { reference }),
      ...[
        "payment_received",
        "assigned",
        "in_progress",
        "delivered",
        "revision_requested",
        "revision_delivered",
        "closed",
      ].map((stage) => sub(en[`mail.tracking.order.${stage}.subject` as keyof typeof en], { reference })),
    ]);
    delivered = { id: order.id, reference, email };
    await page.close();
    await office.close();
  });
});

describe("a vi booking to its appointment", () => {
  it("shows the appointment in the student's time, and the staff reply arrives by mail", async () => {
    const email = `tracking-vi-${stamp}@example.com`;
    const { page } = await openPage(student, localized("/consultation", "vi"));
    await fillStudyStep(page);
    await nextStep(page);
    await fillContactStep(page, "vi", email);
    const { answer } = await captchaAnswer(student.context);
    await page.fill("#consultation-captcha", answer);
    await page.click('button[value="submit"]');
    await page.waitForURL(/consultation_result/);
    const reference = (await page.locator(".reference").textContent()) ?? "";
    await page.click("[data-tracking-link]");
    await page.waitForURL(/\/my_request\//);
    await waitForHydration(page);
    expect(await currentStep(page)).toBe(vi["tracking.step.received"]);

    const booking = await testDb()
      .selectFrom("consultations")
      .select(["id", "office"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(booking.office).toBe("vietnam");
    const { page: office } = await openPage(staff, "/admin/login");
    await signIn(office, "hcm");
    await office.goto(`${baseURL()}/admin/bookings/${booking.id}`);
    await waitForHydration(office);
    // Next Monday, 10:00 office time (Ho Chi Minh City).
    const day = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const ymd = day.toISOString().slice(0, 10);
    await staffAction(office, "appointment", () => office.fill("#appointment", `${ymd}T10:00`));
    const mail = await mailWithSubject(email, sub(vi["mail.tracking.booking.appointment_set.subject"], { reference }));
    expect(mail.text).toContain("10:00");
    await page.reload();
    await waitForHydration(page);
    expect(await currentStep(page)).toBe(vi["tracking.step.appointment_set"]);
    expect(await page.locator("[data-appointment]").getAttribute("datetime")).toBe(`${ymd}T03:00:00.000Z`);
    expect(await page.locator("[data-appointment]").textContent()).toContain("10:00");

    // The reply: a template in the student's language, edited, sent through the outbox.
    await office.selectOption("#reply-template", "more_info");
    await office.click('form[method="get"] button[type="submit"]');
    await office.waitForURL(/template=more_info/);
    await waitForHydration(office);
    expect(await office.inputValue("#reply-subject")).toBe(
      sub(vi["mail.tracking.reply.more_info.subject"], { reference }),
    );
    await office.fill("#reply-body", "Bạn dự định học thạc sĩ ngành nào?");
    await Promise.all([
      office.waitForResponse((r) => r.request().method() === "POST"),
      office.click('form:has(input[name="intent"][value="reply"]) button[type="submit"]'),
    ]);
    const reply = await mailWithSubject(email, sub(vi["mail.tracking.reply.more_info.subject"], { reference }));
    expect(reply.text).toContain("Bạn dự định học thạc sĩ ngành nào?");
    expect(reply.text).toContain("Editor hcm");
    // Replies come from the office's configured address (OFFICE_EMAILS; the seed has none).
    expect(reply.replyTo).toBe("hcm@agency.vn");
    expect(officeEnv.OFFICE_EMAILS).toContain("vietnam=hcm@agency.vn");
    await office.reload();
    expect(await office.locator("[data-thread] li").count()).toBe(1);
    await page.close();
    await office.close();
  });
});

describe("the new pages", () => {
  it("are valid, accessible HTML for the student and the office", async () => {
    if (!delivered) throw new Error("the order test runs first");
    const validator = new HtmlValidator();
    const violations: string[] = [];
    const check = async (page: Page, label: string, url: string) => {
      const response = await page.goto(url);
      validator.add(label, (await response?.text()) ?? "");
      await waitForHydration(page);
      violations.push(...(await axeViolations(page)).map((v) => `${label}: ${v}`));
    };
    const booking = await testDb()
      .selectFrom("consultations")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const pending = await insertOrder(testDb(), { email: `html-${stamp}@example.com` });
    const visitor = await student.context.newPage();
    await check(
      visitor,
      "order, delivered",
      localized(`/my_request/${await newTokenFor("order", delivered.id)}`, "en"),
    );
    await check(visitor, "order, payment", localized(`/my_request/${await newTokenFor("order", pending.id)}`, "vi"));
    await check(visitor, "booking", localized(`/my_request/${await newTokenFor("consultation", booking.id)}`, "th"));
    await check(visitor, "find", localized("/find_my_request", "cn"));
    await check(visitor, "bad link", localized("/my_request/nothing-here", "tw"));
    const { page: office } = await openPage(staff, "/admin/login");
    await signIn(office, "admin");
    await check(office, "admin order", `${baseURL()}/admin/orders/${delivered.id}`);
    await check(office, "admin order, payment", `${baseURL()}/admin/orders/${pending.id}`);
    await check(office, "admin booking", `${baseURL()}/admin/bookings/${booking.id}?template=schedule`);
    await check(office, "attention", `${baseURL()}/admin/attention`);
    expect(violations).toEqual([]);
    expect(await validator.errors()).toEqual([]);
    await visitor.close();
    await office.close();
  }, 120_000);
});

describe("security of the student's page", () => {
  it("opens one request per token, refuses forged and expired links, and serves files to their own student only", async () => {
    if (!delivered) throw new Error("the order test runs first");
    const order = delivered;
    const files = await testDb()
      .selectFrom("request_files")
      .select(["id", "purpose"])
      .where("order_id", "=", order.id)
      .execute();
    const delivery = files.find((f) => f.purpose === "delivery");
    if (!delivery) throw new Error("no delivered file");

    // Ask for a fresh link the way a student would, and read it from the mail.
    const email = order.email;
    const before = mailsTo(email).length;
    const find = await fetch(localized("/find_my_request", "en"), {
      method: "POST",
      body: new URLSearchParams({ reference: order.reference, email }),
    });
    expect(find.status).toBe(200);
    const unknown = await fetch(localized("/find_my_request", "en"), {
      method: "POST",
      body: new URLSearchParams({ reference: order.reference, email: "someone.else@example.com" }),
    });
    // The same answer whether the request exists for that address or not.
    expect(await unknown.text()).toContain(sub(en["tracking.find.sent"], { days: "30" }));
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(before + 1);
    const token = /\/my_request\/([A-Za-z0-9_-]{43})/.exec(mailsTo(email).at(-1)?.text ?? "")?.[1] ?? "";

    const file = (t: string, id: string) => fetch(`${baseURL()}/my_request/${t}/files/${id}`);
    expect((await file(token, delivery.id)).status).toBe(200);
    // Another request's token (a booking's) opens neither the page's files nor this order.
    const bookingToken = await newTokenFor("consultation");
    expect((await file(bookingToken, delivery.id)).status).toBe(404);
    // Forged: one character changed. Expired: yesterday.
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await fetch(`${baseURL()}/my_request/${forged}`)).status).toBe(404);
    expect((await file(forged, delivery.id)).status).toBe(404);
    const expired = await newTokenFor("order", order.id, -1);
    expect((await fetch(`${baseURL()}/my_request/${expired}`)).status).toBe(404);
    const page = await fetch(`${baseURL()}/my_request/${token}?lang=en`);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await page.text()).toContain(order.reference);

    // Staff: signed out → sign-in; another office → 403; the order's office → the file.
    const staffFile = (cookie?: string) =>
      fetch(`${baseURL()}/admin/request-files/${delivery.id}`, {
        redirect: "manual",
        headers: cookie ? { cookie } : {},
      });
    expect((await staffFile()).status).toBe(302);
    expect((await staffFile(await sessionCookie("hcm"))).status).toBe(403);
    expect((await staffFile(await sessionCookie("manila"))).status).toBe(200);
  });

  it("works without JavaScript: find my request and the payment proof are plain forms", async () => {
    const page = await noJs.context.newPage();
    await page.goto(localized("/find_my_request", "th"));
    await page.fill("#find-reference", "S-000000-XXXXXX");
    await page.fill("#find-email", "nobody@example.com");
    await page.click('button[type="submit"]');
    await page.waitForLoadState();
    expect(await page.locator(".request-notice").count()).toBe(1);

    const order = await insertOrder(testDb(), { locale: "th", office: "thailand", email: `nojs-${stamp}@example.com` });
    await page.goto(localized(`/my_request/${await newTokenFor("order", order.id)}`, "th"));
    expect(await page.locator("h1").textContent()).toBe(
      sub(th["tracking.order.title"], { reference: order.reference }),
    );
    await page.fill("#proof-amount", "12,900.00");
    await page.fill("#proof-paid-on", new Date().toISOString().slice(0, 10));
    await page.setInputFiles("#proof-file", {
      name: "slip.png",
      mimeType: "image/png",
      buffer: Buffer.from(pngBytes()),
    });
    await page.click('form:has(input[name="intent"][value="proof"]) button[type="submit"]');
    await page.waitForLoadState();
    expect(page.url()).toContain("sent=proof");
    expect(await page.locator(".request-notice").textContent()).toBe(th["tracking.proof.sent"]);
    expect(await page.locator(".request-proofs tbody tr").count()).toBe(1);
    await page.close();
  });
});

/** A token issued straight into the e2e database (for requests the browser tests did not open). */
async function newTokenFor(type: "order" | "consultation", id?: number, days = 30): Promise<string> {
  const { issueRequestToken } = await import("~/features/tracking/tokens.server");
  const table = type === "order" ? "service_orders" : "consultations";
  const row = id
    ? { id }
    : await testDb().selectFrom(table).select("id").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
  const now = new Date();
  return await issueRequestToken(
    testDb(),
    { type, id: row.id },
    30,
    days < 0 ? new Date(now.getTime() - 31 * 24 * 3600 * 1000) : now,
  );
}

/** A staff session cookie, signed in through the login form. */
async function sessionCookie(who: string): Promise<string> {
  const res = await fetch(`${baseURL()}/admin/login`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email: staffEmail(who), password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sw_staff="));
  return cookie?.split(";")[0] ?? "";
}

describe("a status change and its mail are one", () => {
  it("are both kept when the server is killed (-9) right after the staff's answer", async () => {
    const database = await createTestDatabase();
    const server = await startServerProcess({ DATABASE_URL: database.url, LOG_REQUESTS: "0" });
    let orderId = 0;
    try {
      await createStaff(
        database.db,
        { userId: null, ip: "e2e" },
        {
          email: "kill9-staff@agency.test",
          name: "Kill Nine",
          password: PASSWORD,
          role: "admin",
          office: null,
          uiLocale: "en",
        },
      );
      const order = await insertOrder(database.db, { email: "kill9-order@example.com" });
      orderId = order.id;
      const login = await fetch(`${server.url}/admin/login`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ email: "kill9-staff@agency.test", password: PASSWORD }),
      });
      const cookie =
        login.headers
          .getSetCookie()
          .find((c) => c.startsWith("sw_staff="))
          ?.split(";")[0] ?? "";
      const html = await (await fetch(`${server.url}/admin/orders/${order.id}`, { headers: { cookie } })).text();
      const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
      const res = await fetch(`${server.url}/admin/orders/${order.id}`, {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams({ _csrf: csrf, intent: "confirm_payment" }),
      });
      // The whole answer, then at once the hardest stop there is (before the worker could send).
      expect(res.status).toBe(200);
      await res.text();
      server.child.kill("SIGKILL");
    } finally {
      await server.stop("SIGKILL");
    }
    expect(server.child.signalCode).toBe("SIGKILL");
    try {
      const stored = await database.db
        .selectFrom("service_orders")
        .select(["stage", "first_response_at"])
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow();
      expect(stored.stage).toBe("payment_received");
      const mail = await database.db
        .selectFrom("mail_outbox")
        .select(["recipient", "topic"])
        .where("recipient", "=", "kill9-order@example.com")
        .execute();
      expect(mail.map((m) => m.topic.split(":")[2])).toEqual(["stage-payment_received"]);
      const events = await database.db
        .selectFrom("request_events")
        .select("kind")
        .where("lead_type", "=", "order")
        .where("lead_id", "=", orderId)
        .execute();
      expect(events).toEqual([{ kind: "payment_received" }]);
    } finally {
      await database.destroy();
    }
  });
});
