import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { RateLimiter } from "~/.server/http/rate-limit";
import { type MailWorker, startMailWorker } from "~/.server/mail/outbox";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import thCatalog from "~/locales/th.json";
import twCatalog from "~/locales/tw.json";
import viCatalog from "~/locales/vi.json";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { insertBooking, insertOrder } from "../../../tests/support/tracking";
import { sendRequestLink } from "./student-actions.server";
import { loadStudentPage } from "./student-page.server";
import { resolveRequestToken } from "./tokens.server";
import type { TrackingEnv } from "./tracking.server";

/**
 * "Find my request" by e-mail address alone (issue 30), through the outbox and the mail worker to
 * a real SMTP server on 127.0.0.1, on the engine of DATABASE_URL (SQLite or PostgreSQL).
 */
let test: TestDatabase;
let env: TrackingEnv;
let dataDir: string;
let smtp: TestSmtpServer;
let worker: MailWorker;
const config = loadConfig({});

beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), "studyway-find-"));
  env = {
    db: test.db,
    config: { REQUEST_LINK_DAYS: 30, OFFICE_EMAILS: {}, DATA_DIR: dataDir },
    addressing: { origin: "https://www.studyway.test", domains: {}, protocol: "https:" },
  };
  smtp = await startSmtpServer();
  // Only the mail of this file: anything the template queued counts as sent.
  await test.db.updateTable("mail_outbox").set({ sent_at: new Date().toISOString() }).execute();
  worker = startMailWorker({
    db: test.db,
    config: loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: "50" }),
    log: () => {},
  });
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await test.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every link to a student page in a mail, as tokens. */
const tokensIn = (text: string) => [...text.matchAll(/\/my_request\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1] ?? "");

/** Waits until the worker has sent everything queued, then a moment for the server to keep it. */
async function delivered(): Promise<void> {
  worker.nudge();
  await expect
    .poll(
      async () => (await test.db.selectFrom("mail_outbox").select("id").where("sent_at", "is", null).execute()).length,
      { timeout: 20_000 },
    )
    .toBe(0);
}

const to = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

describe("find my request by e-mail address alone", () => {
  it("mails one message listing a fresh link to each request of the address, each opening its own page", async () => {
    const address = "Lin.Mei@Example.tw";
    const older = await insertOrder(test.db, {
      locale: "tw",
      office: "taipei",
      email: address,
      now: new Date(Date.now() - 86_400_000),
    });
    const booking = await insertBooking(test.db, { locale: "tw", office: "taipei", email: "lin.mei@example.tw" });
    const someoneElse = await insertOrder(test.db, { locale: "tw", office: "taipei", email: "other@example.tw" });

    expect(await sendRequestLink(env, { reference: "", email: "  LIN.MEI@example.TW " })).toEqual({
      ok: true,
      mailed: true,
    });
    await delivered();
    // The newest request's address, as the student typed it that time.
    const mails = to("lin.mei@example.tw");
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe(twCatalog["mail.tracking.links.subject"]);
    expect(mail?.text).toContain(older.reference);
    expect(mail?.text).toContain(booking.reference);
    expect(mail?.text).not.toContain(someoneElse.reference);
    const tokens = tokensIn(mail?.text ?? "");
    expect(tokens).toHaveLength(2);
    // Newest first: the booking, then the order; each link opens its own request's page.
    expect(await resolveRequestToken(test.db, tokens[0])).toEqual({ type: "consultation", id: booking.id });
    expect(await resolveRequestToken(test.db, tokens[1])).toEqual({ type: "order", id: older.id });
    expect((await loadStudentPage(test.db, config, tokens[0], "tw"))?.reference).toBe(booking.reference);
    expect((await loadStudentPage(test.db, config, tokens[1], "tw"))?.reference).toBe(older.reference);
  });

  it("writes one mail per language of the requests, each in its language", async () => {
    const address = "nguyen.lan@example.vn";
    const order = await insertOrder(test.db, { locale: "vi", office: "vietnam", email: address });
    const booking = await insertBooking(test.db, { locale: "th", office: "thailand", email: address });
    expect(await sendRequestLink(env, { reference: "", email: address })).toEqual({ ok: true, mailed: true });
    await delivered();
    const mails = to(address);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [viCatalog["mail.tracking.links.subject"], thCatalog["mail.tracking.links.subject"]].sort(),
    );
    const vi = mails.find((m) => m.subject === viCatalog["mail.tracking.links.subject"]);
    expect(vi?.text).toContain(order.reference);
    expect(vi?.text).not.toContain(booking.reference);
    // Vietnamese links carry the vi marker, Thai ones the th marker (no locale domains here).
    expect(vi?.text).toMatch(/\/my_request\/[A-Za-z0-9_-]{43}\?lang=vi/);
  });

  it("mails nothing to an unknown address and answers the same", async () => {
    const before = smtp.messages.length;
    expect(await sendRequestLink(env, { reference: "", email: "nobody.here@example.com" })).toEqual({
      ok: true,
      mailed: false,
    });
    await delivered();
    // A known address queued after the unknown one arrives: the unknown one would have been first.
    await insertOrder(test.db, { email: "marker@example.ph" });
    await sendRequestLink(env, { reference: "", email: "marker@example.ph" });
    await delivered();
    await smtp.waitFor("marker@example.ph");
    expect(smtp.messages.slice(before).flatMap((m) => m.to)).toEqual(["marker@example.ph"]);
  });

  it("still works with a reference as before, and refuses a malformed one or address", async () => {
    const order = await insertOrder(test.db, { email: "with.ref@example.ph" });
    await insertOrder(test.db, { email: "with.ref@example.ph" });
    expect(await sendRequestLink(env, { reference: order.reference, email: "with.ref@example.ph" })).toEqual({
      ok: true,
      mailed: true,
    });
    await delivered();
    const mail = await smtp.waitFor("with.ref@example.ph");
    expect(tokensIn(mail.text)).toHaveLength(1);
    expect(await resolveRequestToken(test.db, tokensIn(mail.text)[0])).toEqual({ type: "order", id: order.id });
    expect(await sendRequestLink(env, { reference: "S-1", email: "" })).toEqual({
      ok: false,
      errors: { reference: "tracking.find.error.reference", email: "tracking.find.error.email" },
    });
  });

  it("is limited per address in the shared store, known or unknown, whichever process counts", async () => {
    // Two limiters on one database, as two server processes have.
    const processA = new RateLimiter(test.db, "find-address", 3, 3_600_000);
    const processB = new RateLimiter(test.db, "find-address", 3, 3_600_000);
    const address = "limited@example.ph";
    await insertOrder(test.db, { email: address });
    const ask = (limiter: RateLimiter, email = address) =>
      sendRequestLink(env, { reference: "", email }, { perAddress: limiter });
    expect(await ask(processA)).toEqual({ ok: true, mailed: true });
    expect(await ask(processB)).toEqual({ ok: true, mailed: true });
    expect(await ask(processA, "LIMITED@example.ph")).toEqual({ ok: true, mailed: true });
    expect(await ask(processB)).toEqual({ ok: false, limited: true });
    await delivered();
    expect(to(address)).toHaveLength(3);
    // An unknown address is counted the same way (the answer tells nothing about it).
    for (let i = 0; i < 3; i++) expect(await ask(processA, "ghost@example.ph")).toEqual({ ok: true, mailed: false });
    expect(await ask(processB, "ghost@example.ph")).toEqual({ ok: false, limited: true });
  });
});
