import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createStaff } from "~/features/staff/staff.server";
import { writeDocx } from "../support/documents/write-docx";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { type Browser, launchBrowser, waitForHydration } from "./browser";
import { freePort, type ServerProcess, startServerProcess } from "./server-process";

/**
 * Issue 27, mail: the mails as they arrive at a real SMTP server, not as outbox rows. A mail to
 * the student answers to the office (Reply-To), and the office's mail about a new order links to
 * the lead with an absolute URL from the configured public origin (PUBLIC_URL), which opens the
 * lead after sign-in.
 */
const PASSWORD = "e2e mail passphrase";
const stamp = Date.now();
const staffEmail = `mail-admin-${stamp}@agency.test`;
const studentEmail = `lin-${stamp}@example.tw`;

let database: TestDatabase;
let smtp: TestSmtpServer;
let server: ServerProcess;
let browser: Browser;
/** The configured public origin: `localhost` where the server listens on 127.0.0.1, so a link built from the request's host would differ. */
let publicUrl = "";

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  const port = await freePort();
  publicUrl = `http://localhost:${port}`;
  server = await startServerProcess(
    {
      DATABASE_URL: database.url,
      PUBLIC_URL: publicUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_POLL_MS: "200",
      MAIL_RETRY_BASE_MS: "200",
      OFFICE_EMAILS: "taipei=taipei@agency.tw,kaohsiung=kaohsiung@agency.tw",
    },
    port,
  );
  await createStaff(
    database.db,
    { userId: null, ip: "e2e" },
    { email: staffEmail, name: "Mail Admin", password: PASSWORD, role: "admin", office: null, uiLocale: "tw" },
  );
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  await database?.destroy();
});

describe("mail as received over SMTP", () => {
  it("the student's mail answers to the office; the office's mail links to the lead at the public origin", async () => {
    // A tw order for the Kaohsiung office, through the public API (at the public origin).
    const body = new FormData();
    body.append(
      "file",
      new File(
        [Buffer.from(await writeDocx({ body: ["I want to study data science in Canada. ".repeat(40)] }))],
        "sop.docx",
      ),
    );
    const uploaded = await fetch(`${publicUrl}/api/upschools/tmpFile`, {
      method: "POST",
      body,
      headers: { lang: "tw" },
    });
    expect(uploaded.status).toBe(200);
    const { upload_id } = (await uploaded.json()) as { upload_id: string };
    const ordered = await fetch(`${publicUrl}/api/Home/add_inq_server`, {
      method: "POST",
      headers: { "content-type": "application/json", lang: "tw" },
      body: JSON.stringify({
        currency: "TWD",
        items: [{ service: "sop-ps", method: "proofreading", upload_id }],
        name: "林小明",
        email: studentEmail,
        phone: "0912-345-678",
        office: "kaohsiung",
      }),
    });
    expect(ordered.status).toBe(200);
    const { reference } = (await ordered.json()) as { reference: string };
    const order = await database.db
      .selectFrom("service_orders")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();

    // The student's confirmation: Reply-To is the chosen office's address.
    const student = await smtp.waitFor(studentEmail);
    expect(student.subject).toContain(reference);
    expect(student.replyTo).toBe("kaohsiung@agency.tw");

    // The office's mail: an absolute link to the lead, at the configured origin (not 127.0.0.1).
    const office = await smtp.waitFor("kaohsiung@agency.tw", (m) => m.subject.includes(reference));
    expect(office.replyTo).toBe(studentEmail);
    const leadUrl = `${publicUrl}/admin/orders/${order.id}`;
    expect(office.text).toContain(leadUrl);
    expect(office.html).toContain(`href="${leadUrl}"`);
    expect(`${office.text}${office.html}`).not.toContain("127.0.0.1");
    expect(smtp.messages.some((m) => m.to.includes("taipei@agency.tw"))).toBe(false);

    // Followed from the mail: the sign-in, then the lead itself.
    const page = await browser.context.newPage();
    await page.goto(leadUrl);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe(`/admin/orders/${order.id}`);
    await waitForHydration(page);
    await page.fill("#login-email", staffEmail);
    await page.fill("#login-password", PASSWORD);
    await Promise.all([page.waitForURL(leadUrl), page.click("button[type=submit]")]);
    expect(await page.locator("main h1").textContent()).toContain(reference);
    expect(await page.textContent("main")).toContain("林小明");
    await page.close();
  }, 120_000);
});
