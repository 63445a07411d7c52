import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { confirmSubscription, getSubscription, subscribeReminders } from "~/features/reminders/subscriptions.server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { type Browser, launchBrowser } from "./browser";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * Deadline reminders end to end, on a server of its own whose reminder job reads "now" from a
 * file (REMINDER_CLOCK_FILE): the test moves that clock, never sleeps. Without JavaScript, the
 * plain forms and links a student would use; mail arrives at a real SMTP server.
 */
let database: TestDatabase;
let smtp: TestSmtpServer;
let server: ServerProcess;
let browser: Browser;
let clockDir: string;
let clockFile: string;
const setClock = (iso: string) => writeFileSync(clockFile, iso);

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer(0);
  clockDir = mkdtempSync(join(tmpdir(), "studyway-clock-"));
  clockFile = join(clockDir, "now");
  // 45 days before UBC's 15 January deadline: no mark is due.
  setClock("2026-12-01T04:00:00Z");
  server = await startServerProcess({
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_POLL_MS: "100",
    MAIL_RETRY_BASE_MS: "200",
    REMINDER_POLL_MS: "150",
    REMINDER_CLOCK_FILE: clockFile,
  });
  browser = await launchBrowser({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  await database?.destroy();
  rmSync(clockDir, { recursive: true, force: true });
});

const linkIn = (text: string, pattern: RegExp) => {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => pattern.test(l));
  if (!link) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return link;
};

describe("deadline reminders", () => {
  it("subscribe, confirm, get the 7-day reminder when the clock passes it, unsubscribe with one click", async () => {
    const ubc = (
      await database.db
        .selectFrom("schools")
        .select("id")
        .where("key", "=", "university-of-british-columbia")
        .executeTakeFirstOrThrow()
    ).id;
    // A second subscriber to the same school: its mails show that the job has passed.
    const witness = await subscribeReminders(
      database.db,
      { LOCALE_DOMAINS: {} },
      {
        email: "witness@example.com",
        locale: "en",
        origin: server.url,
        schoolIds: [ubc],
      },
    );
    if (!witness.ok) throw new Error("witness");
    await confirmSubscription(database.db, witness.token);

    const page = await browser.context.newPage();
    await page.goto(`${server.url}/schools/${ubc}?lang=en`);
    expect(await page.locator(".school-deadlines").textContent()).toContain("January 15, 2027");
    await page.locator(".save-school button").click();
    await page.waitForURL(new RegExp(`/schools/${ubc}`));
    await page.goto(`${server.url}/shortlist?lang=en`);
    const email = `student-${Date.now()}@example.com`;
    await page.fill("#reminder-email", "not-an-address");
    await page.getByRole("button", { name: "Send me reminders" }).click();
    expect(await page.locator("#reminder-error").textContent()).toBe("Enter a valid email address.");
    await page.fill("#reminder-email", email);
    await page.getByRole("button", { name: "Send me reminders" }).click();
    await page.waitForURL(/reminders=sent/);
    expect(await page.locator("#reminders [role=status]").textContent()).toBe(
      `Almost done: open the link we just sent to ${email} to confirm.`,
    );

    const confirmation = await smtp.waitFor(email);
    expect(confirmation.subject).toBe("Confirm your Studyway deadline reminders");
    expect(confirmation.text).toContain("University of British Columbia");
    await page.goto(linkIn(confirmation.text, /confirm=1/));
    expect(await page.locator("h1").textContent()).toBe("Your deadline reminders");
    expect(await page.locator("[role=status]").textContent()).toBe(
      `Confirmed: reminders for 1 school will go to ${email}.`,
    );

    // A second subscriber, for the one-click unsubscribe below, signs up and confirms before the
    // clock moves: with the job's clock weeks ahead, a pass between sign-up and confirmation
    // deletes the sign-up as unconfirmed for over a week (it did once, on PostgreSQL).
    const melbourne = (
      await database.db
        .selectFrom("schools")
        .select("id")
        .where("key", "=", "university-of-melbourne")
        .executeTakeFirstOrThrow()
    ).id;
    const twin = await subscribeReminders(
      database.db,
      { LOCALE_DOMAINS: {} },
      {
        email: "twin@example.com",
        locale: "en",
        origin: server.url,
        schoolIds: [melbourne],
      },
    );
    if (!twin.ok) throw new Error("twin");
    await confirmSubscription(database.db, twin.token);

    // The clock passes the 7-day mark of 15 January.
    setClock("2027-01-08T04:00:00Z");
    const reminder = await smtp.waitFor(email, (m) => m.subject.includes("in 7 days"));
    expect(reminder.subject).toBe("Studyway reminder: 1 application deadline, the next in 7 days");
    expect(reminder.text).toContain("University of British Columbia");
    expect(reminder.text).toContain("January 15, 2027");
    expect(reminder.text).toContain("https://you.ubc.ca/applying-ubc/");

    // One click on the link in the mail.
    await page.goto(linkIn(reminder.text, /unsubscribe=1/));
    expect(await page.locator("[role=status]").textContent()).toBe(
      `You are unsubscribed: ${email} gets no more reminders.`,
    );
    // A mail program's one-click unsubscribe (RFC 8058: a POST to the List-Unsubscribe address),
    // for a subscriber whose school has no dates (so the job never writes to it).
    const oneClick = await fetch(`${server.url}/shortlist/reminders?token=${twin.token}&oneclick=1&lang=en`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(oneClick.status).toBe(200);
    expect((await getSubscription(database.db, twin.token))?.status).toBe("unsubscribed");

    // The 2-day mark: the witness gets it, the student who unsubscribed does not.
    setClock("2027-01-13T04:00:00Z");
    await smtp.waitFor("witness@example.com", (m) => m.subject.includes("in 2 days"));
    // The twin's confirmation was queued by this process, not the server's: its worker sends it on a
    // later poll, not necessarily before the witness's reminder.
    await smtp.waitFor("twin@example.com", (m) => m.subject.startsWith("Confirm"));
    expect(smtp.messages.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([
      "Confirm your Studyway deadline reminders",
      "Studyway reminder: 1 application deadline, the next in 7 days",
    ]);
    expect(smtp.messages.filter((m) => m.to.includes("twin@example.com")).map((m) => m.subject)).toEqual([
      "Confirm your Studyway deadline reminders",
    ]);
    await page.close();
  });
});
