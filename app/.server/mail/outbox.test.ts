import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { createDatabase, type Db } from "~/.server/db/database";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { startSilentServer, startSmtpServer } from "../../../tests/support/smtp";
import { enqueueMail, type MailWorker, startMailWorker } from "./outbox";

let test: TestDatabase;
const workers: MailWorker[] = [];
const logs: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  test = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await test.destroy();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  // Each test sees only its own mail.
  await test.db.deleteFrom("mail_outbox").execute();
});

function worker(port: number, env: Record<string, string> = {}, db: Db = test.db): MailWorker {
  const started = startMailWorker({
    db,
    config: loadConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_BASE_MS: "50",
      MAIL_POLL_MS: "50",
      ...env,
    }),
    log: (line) => logs.push(line),
  });
  workers.push(started);
  return started;
}

const mails = (count: number, prefix: string, domain = "example.test") =>
  Array.from({ length: count }, (_, i) => ({
    topic: `test:${prefix}:${i}`,
    recipient: `${prefix}-${i}@${domain}`,
    subject: `${prefix} ${i}`,
    text: `mail ${i}`,
    html: `<p>mail ${i}</p>`,
  }));

const outbox = () => test.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();

describe("mail worker", () => {
  it("gives up on a server that accepts and never greets within MAIL_TIMEOUT_MS, and sends once a real one replaces it", async () => {
    const silent = await startSilentServer();
    const port = silent.port;
    await enqueueMail(test.db, mails(6, "hang"));
    const started = Date.now();
    // A long poll: the test runs the passes itself until the server is replaced.
    // The back-off after a failure is a minute: only the server's recovery can bring them back early.
    const w = worker(port, { MAIL_TIMEOUT_MS: "300", MAIL_RETRY_BASE_MS: "60000", MAIL_POLL_MS: "60000" });
    await w.runOnce();
    const passMs = Date.now() - started;
    // Four lanes meet one greeting timeout each, and the pass stops there: not 10-20 s per mail.
    expect(passMs).toBeLessThan(1_500);
    const afterHang = await outbox();
    expect(afterHang.every((m) => m.sent_at === null)).toBe(true);
    const tried = afterHang.filter((m) => m.attempts > 0);
    expect(tried).toHaveLength(4);
    expect(tried[0]?.last_error).toMatch(/greeting|timeout/i);
    // While the server hangs, a pass tries a single mail.
    await w.runOnce();
    expect((await outbox()).reduce((n, m) => n + m.attempts, 0)).toBeLessThanOrEqual(5);

    // The hanging server is replaced by a working one on the same port.
    await silent.stop();
    const smtp = await startSmtpServer(port);
    try {
      const replaced = Date.now();
      w.nudge();
      for (let i = 0; i < 6; i++) await smtp.waitFor(`hang-${i}@example.test`, undefined, 10_000);
      const recoveryMs = Date.now() - replaced;
      // Delivered at once, the tried ones too: not after their back-off.
      expect(recoveryMs).toBeLessThan(2_000);
      await expect.poll(async () => (await outbox()).every((m) => m.sent_at !== null)).toBe(true);
      expect(smtp.messages).toHaveLength(6);
    } finally {
      await smtp.stop();
    }
  });

  it("keeps sending the other mails while one conversation hangs", async () => {
    const smtp = await startSmtpServer(0, undefined, { hangOn: (to) => to.startsWith("stuck") });
    try {
      // The stuck mail is first in line: one at a time, everything would wait behind it.
      await enqueueMail(test.db, [...mails(1, "stuck"), ...mails(12, "other")]);
      const started = Date.now();
      worker(smtp.port, { MAIL_SOCKET_TIMEOUT_MS: "4000" });
      for (let i = 0; i < 12; i++) await smtp.waitFor(`other-${i}@example.test`, undefined, 10_000);
      expect(Date.now() - started).toBeLessThan(2_500);
      const stuck = (await outbox()).find((m) => m.recipient === "stuck-0@example.test");
      expect(stuck?.sent_at).toBeNull();
      // Its lane is freed by the socket timeout and the mail waits for a retry.
      await expect.poll(async () => (await outbox())[0]?.last_error ?? "", { timeout: 8_000 }).toMatch(/timeout/i);
    } finally {
      await smtp.stop();
    }
  });

  it("never sends a mail twice when two processes drain one outbox", async () => {
    const smtp = await startSmtpServer();
    // Two processes: each its own connection (pool) to the database and its own worker.
    const second = createDatabase(test.url);
    try {
      const count = 300;
      await enqueueMail(test.db, mails(count, "drain"));
      worker(smtp.port);
      worker(smtp.port, {}, second);
      await expect.poll(() => smtp.messages.length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(count);
      // Let any duplicate still in flight arrive before counting.
      await new Promise((r) => setTimeout(r, 300));
      const subjects = smtp.messages.map((m) => m.subject);
      expect(new Set(subjects).size).toBe(count);
      expect(subjects).toHaveLength(count);
      const rows = await outbox();
      expect(rows.filter((m) => m.sent_at !== null)).toHaveLength(count);
      expect(rows.every((m) => m.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await second.destroy();
      await smtp.stop();
    }
  });
});
