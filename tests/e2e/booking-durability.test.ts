import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import vi from "~/locales/vi.json";
import { validBooking } from "../support/consultation";
import { officeEnv } from "../support/contact-settings";
import { freePort, startSmtpServer } from "../support/smtp";
import { captchaAnswer, fillContactStep, fillStudyStep, nextStep } from "./booking";
import { type Browser, launchBrowser, waitForHydration } from "./browser";
import { startServerProcess } from "./server-process";

/** Each test runs its own server process, so it can take SMTP away or kill the server. */
let database: TestDatabase;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await database.destroy();
});

describe("a booking is never lost", () => {
  it("is kept while SMTP is down and mailed when SMTP comes back", async () => {
    // A failure (a timeout included) says which step it was at, the outbox and the server's log.
    const started = Date.now();
    let step = "starting the server";
    let serverOutput = () => "";
    onTestFailed(async () => {
      const outbox = await database.db
        .selectFrom("mail_outbox")
        .select(["topic", "attempts", "next_attempt_at", "locked_until", "sent_at", "last_error"])
        .execute()
        .catch((error: unknown) => String(error));
      console.error(
        `failed at "${step}", ${Date.now() - started} ms in\noutbox: ${JSON.stringify(outbox)}\n` +
          `server output (end):\n${serverOutput().slice(-4000)}`,
      );
    });
    const smtpPort = await freePort();
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: "100",
      MAIL_RETRY_BASE_MS: "200",
    });
    serverOutput = server.output;
    try {
      step = "booking with SMTP down";
      const page = await browser.context.newPage();
      await page.goto(`${server.url}/consultation?lang=vi`);
      await waitForHydration(page);
      await fillStudyStep(page);
      await nextStep(page);
      const email = `smtp-down-${Date.now()}@example.com`;
      await fillContactStep(page, "vi", email);
      const { answer } = await captchaAnswer(browser.context, database.db);
      await page.fill("#consultation-captcha", answer);
      await page.click('button[value="submit"]');
      await page.waitForURL(/consultation_result/);
      const reference = (await page.locator(".reference").textContent()) ?? "";

      // Delivery has failed at least once; the booking and its mail are stored.
      step = "waiting for a failed delivery";
      const studentMail = () =>
        database.db
          .selectFrom("mail_outbox")
          .select(["attempts", "sent_at", "last_error"])
          .where("topic", "=", `consultation:${reference}:student`)
          .executeTakeFirstOrThrow();
      await expect.poll(async () => (await studentMail()).attempts, { timeout: 15_000 }).toBeGreaterThan(0);
      expect((await studentMail()).sent_at).toBeNull();
      expect((await studentMail()).last_error).toBeTruthy();
      const booking = await database.db
        .selectFrom("consultations")
        .select("email")
        .where("reference", "=", reference)
        .executeTakeFirst();
      expect(booking?.email).toBe(email);

      step = "starting SMTP";
      const smtp = await startSmtpServer(smtpPort);
      step = "waiting for the mail with SMTP up";
      try {
        const mail = await smtp.waitFor(email);
        expect(mail.subject).toBe(vi["mail.consultation.student.subject"].replace("{reference}", reference));
        await expect.poll(async () => (await studentMail()).sent_at, { timeout: 10_000 }).not.toBeNull();
      } finally {
        step = "stopping SMTP";
        await smtp.stop();
      }
      step = "closing the page";
      await page.close();
    } finally {
      step = "stopping the server";
      await server.stop();
    }
    // Its own server's start, a booking in the browser, two failed deliveries and one good one: under
    // a full run's load (PostgreSQL, three files at a time) that took more than the default 60 s once.
  }, 120_000);

  it("survives kill -9 of the server right after the acknowledgement", async () => {
    const server = await startServerProcess({ DATABASE_URL: database.url, LOG_REQUESTS: "0", ...officeEnv });
    let reference = "";
    try {
      const image = await fetch(`${server.url}/api/upschools/verify-image`);
      const id = /captcha_id=([^;]+)/.exec(image.headers.get("set-cookie") ?? "")?.[1] ?? "";
      const { answer } = await database.db
        .selectFrom("captcha_challenges")
        .select("answer")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const res = await fetch(`${server.url}/api/Home/add_inq`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `captcha_id=${id}`, Lang: "vi" },
        body: JSON.stringify(validBooking({ captcha: answer, email: "kill9@example.com" })),
      });
      // The whole acknowledgement (status and body), then at once the hardest stop there is.
      expect(res.status).toBe(200);
      reference = ((await res.json()) as { reference: string }).reference;
      server.child.kill("SIGKILL");
    } finally {
      await server.stop("SIGKILL");
    }
    expect(server.child.signalCode).toBe("SIGKILL");
    const stored = await database.db
      .selectFrom("consultations")
      .select(["email", "phone"])
      .where("reference", "=", reference)
      .executeTakeFirst();
    expect(stored).toEqual({ email: "kill9@example.com", phone: "+84901234567" });
    const mails = await database.db
      .selectFrom("mail_outbox")
      .select("recipient")
      .where("topic", "like", `consultation:${reference}:%`)
      .execute();
    expect(mails).toHaveLength(2);

    // And the server starts again on the same database.
    const again = await startServerProcess({ DATABASE_URL: database.url });
    try {
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
