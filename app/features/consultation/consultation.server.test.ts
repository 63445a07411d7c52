import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { startMailWorker } from "~/.server/mail/outbox";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import viCatalog from "~/locales/vi.json";
import { validBooking } from "../../../tests/support/consultation";
import { freePort, startSmtpServer } from "../../../tests/support/smtp";
import { createCaptcha } from "./captcha.server";
import { createConsultation } from "./consultation.server";

let test: TestDatabase;
const config = { OFFICE_EMAILS: { vietnam: "hcm-office@studyway.example" } };

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

async function challenge(now = new Date()) {
  const { id, svg } = await createCaptcha(test.db, now);
  const row = await test.db
    .selectFrom("captcha_challenges")
    .select("answer")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { id, svg, answer: row.answer };
}

const book = (captchaId: string | undefined, captcha: string, extra: { now?: Date; honeypot?: string } = {}) =>
  createConsultation(test.db, config, {
    input: validBooking({ captcha }),
    locale: "vi",
    captchaId,
    shortlist: [1, 2, 999_999],
    honeypot: extra.honeypot ?? "",
    now: extra.now,
  });

const countBookings = async () =>
  Number(
    (
      await test.db
        .selectFrom("consultations")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("createConsultation", () => {
  it("stores the booking with its two mails in one go", async () => {
    const { id, answer, svg } = await challenge();
    expect(svg).toContain("<path");
    expect(svg).not.toContain(answer);
    const result = await book(id, answer.toUpperCase());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.reference).toMatch(/^C-\d{6}-[0-9A-Z]{6}$/);
    const row = await test.db
      .selectFrom("consultations")
      .selectAll()
      .where("reference", "=", result.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: "+84901234567", office: "vietnam", locale: "vi", countries: '["us","ca"]' });
    // Only schools that exist are attached.
    expect(JSON.parse(row.shortlist)).toEqual([1, 2]);
    const mails = await test.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("topic", "like", `consultation:${result.reference}:%`)
      .orderBy("id")
      .execute();
    expect(mails.map((m) => m.recipient)).toEqual(["hcm-office@studyway.example", "lan.nguyen@example.vn"]);
    expect(mails[0]?.reply_to).toBe("lan.nguyen@example.vn");
    // The student's answer reaches the office (issue 27); From stays the no-reply sender.
    expect(mails[1]?.reply_to).toBe("hcm-office@studyway.example");
    expect(mails[1]?.subject).toBe(
      viCatalog["mail.consultation.student.subject"].replace("{reference}", result.reference),
    );
    expect(mails[1]?.html_body).toContain("Nguyễn Thị Lan");
  });

  it("uses a captcha once: a wrong answer spends it, and so does a right one", async () => {
    const before = await countBookings();
    const first = await challenge();
    expect(await book(first.id, first.answer === "abcd" ? "abce" : "abcd")).toEqual({
      ok: false,
      errors: { captcha: "consultation.error.captchaWrong" },
    });
    expect(await book(first.id, first.answer)).toEqual({
      ok: false,
      errors: { captcha: "consultation.error.captchaWrong" },
    });

    const second = await challenge();
    expect((await book(second.id, second.answer)).ok).toBe(true);
    expect((await book(second.id, second.answer)).ok).toBe(false);
    expect(await countBookings()).toBe(before + 1);
  });

  it("refuses a challenge older than five minutes and one without a cookie", async () => {
    const old = await challenge(new Date(Date.now() - 5 * 60 * 1000 - 1000));
    expect((await book(old.id, old.answer)).ok).toBe(false);
    expect((await book(undefined, "abcd")).ok).toBe(false);
  });

  it("does not ask for the captcha before the other fields are right", async () => {
    const { id, answer } = await challenge();
    const result = await createConsultation(test.db, config, {
      input: validBooking({ captcha: answer, email: "nope" }),
      locale: "vi",
      captchaId: id,
      shortlist: [],
      honeypot: "",
    });
    expect(result).toEqual({ ok: false, errors: { email: "consultation.error.emailFormat" } });
    // The challenge is still unused, so the visitor only fixes the email.
    expect((await book(id, answer)).ok).toBe(true);
  });

  it("refuses an office the locale does not offer", async () => {
    const { id, answer } = await challenge();
    const result = await createConsultation(test.db, config, {
      input: validBooking({ captcha: answer, office: "philippines" }),
      locale: "vi",
      captchaId: id,
      shortlist: [],
      honeypot: "",
    });
    expect(result).toEqual({ ok: false, errors: { office: "consultation.error.office" } });
  });

  it("answers bots that fill the honeypot without storing anything", async () => {
    const before = await countBookings();
    const { id, answer } = await challenge();
    expect((await book(id, answer, { honeypot: "http://spam.example" })).ok).toBe(true);
    expect(await countBookings()).toBe(before);
  });
});

describe("mail delivery", () => {
  it("keeps the mail while SMTP is down and delivers it when SMTP comes back", async () => {
    const port = await freePort();
    const logs: Array<Record<string, unknown>> = [];
    // Everything already queued by the tests above counts as sent, so this test sees only its own.
    await test.db.updateTable("mail_outbox").set({ sent_at: new Date().toISOString() }).execute();
    const worker = startMailWorker({
      db: test.db,
      config: loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: "100", MAIL_POLL_MS: "50" }),
      log: (line) => logs.push(line),
    });
    try {
      const { id, answer } = await challenge();
      const result = await book(id, answer);
      if (!result.ok) throw new Error("booking refused");
      worker.nudge();
      // Wait for a failed attempt: the booking is there, the mail waits with its error.
      await expect
        .poll(
          async () =>
            (
              await test.db
                .selectFrom("mail_outbox")
                .select(["attempts", "sent_at"])
                .where("topic", "=", `consultation:${result.reference}:student`)
                .executeTakeFirstOrThrow()
            ).attempts,
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      expect(logs.some((l) => l.message === "mail delivery failed, will retry")).toBe(true);
      const stored = await test.db
        .selectFrom("consultations")
        .select("name")
        .where("reference", "=", result.reference)
        .executeTakeFirst();
      expect(stored?.name).toBe("Nguyễn Thị Lan");

      const smtp = await startSmtpServer(port);
      try {
        const mail = await smtp.waitFor("lan.nguyen@example.vn");
        expect(mail.subject).toBe(
          viCatalog["mail.consultation.student.subject"].replace("{reference}", result.reference),
        );
        expect(mail.text).toContain(result.reference);
        expect(mail.text).toContain("Nguyễn Thị Lan");
        const office = await smtp.waitFor("hcm-office@studyway.example");
        expect(office.replyTo).toBe("lan.nguyen@example.vn");
        // The server has the mail before the worker has its answer and marks the row sent.
        await expect
          .poll(
            async () =>
              (
                await test.db
                  .selectFrom("mail_outbox")
                  .select("sent_at")
                  .where("topic", "=", `consultation:${result.reference}:student`)
                  .executeTakeFirstOrThrow()
              ).sent_at,
            { timeout: 10_000 },
          )
          .not.toBeNull();
      } finally {
        await smtp.stop();
      }
    } finally {
      await worker.stop();
    }
  });
});
