import { appendFileSync } from "node:fs";
import { expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { enqueueMail, type OutgoingMail, startMailWorker } from "~/.server/mail/outbox";
import { createTestDatabase } from "~/entry/test-database";
import { startSilentServer, startSmtpServer } from "../tests/support/smtp";

/**
 * The mail outbox against a local SMTP server (tests/support/smtp.ts, a real smtp-server that
 * parses every message), on the engine of DATABASE_URL (SQLite otherwise). Run with
 *   vitest run --config vitest.bench.config.ts bench/mail-drain.task.ts
 * Appends JSON lines to BENCH_OUT (default bench-mail-drain.jsonl):
 * - { kind: "mail-drain", phase: "drain", mails, seconds, mailsPerSecond }: BENCH_MAILS (2,400)
 *   queued mails delivered by one worker with the default settings (MAIL_CONCURRENCY 4);
 * - { kind: "mail-drain", phase: "hang-recovery", ... }: BENCH_HANG_MAILS (200) queued while the
 *   SMTP server accepts connections and never greets (BENCH_HANG_SECONDS, 15 s), then a working
 *   server takes its place: seconds from the replacement to the first and to the last delivery,
 *   and how many delivery attempts the hang cost. Default timeouts and poll interval.
 */
const OUT = process.env.BENCH_OUT ?? "bench-mail-drain.jsonl";
const MAILS = Number(process.env.BENCH_MAILS ?? 2_400);
const HANG_MAILS = Number(process.env.BENCH_HANG_MAILS ?? 200);
const HANG_SECONDS = Number(process.env.BENCH_HANG_SECONDS ?? 15);
const engine = process.env.DATABASE_URL?.startsWith("postgres") ? "postgres" : "sqlite";

const print = (line: Record<string, unknown>) => {
  appendFileSync(OUT, `${JSON.stringify(line)}\n`);
  console.log(JSON.stringify(line));
};

// A booking confirmation's size: a few KB of text and HTML.
const mails = (count: number, prefix: string): OutgoingMail[] =>
  Array.from({ length: count }, (_, i) => ({
    topic: `bench:${prefix}:${i}`,
    recipient: `${prefix}-${i}@example.test`,
    subject: `${prefix} ${i}`,
    text: `Thank you for your booking ${i}.\n`.repeat(40),
    html: `<p>Thank you for your booking ${i}.</p>`.repeat(40),
  }));

const quiet = () => {};

it("drains the outbox and recovers from a hanging SMTP server", async () => {
  const test = await createTestDatabase({ seed: false });
  const smtp = await startSmtpServer();
  try {
    // Drain: everything queued first, then one worker with the defaults.
    for (let i = 0; i < MAILS; i += 200) await enqueueMail(test.db, mails(Math.min(200, MAILS - i), `drain${i}`));
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const started = performance.now();
    const worker = startMailWorker({ db: test.db, config, log: quiet });
    await expect.poll(() => smtp.messages.length, { timeout: 600_000, interval: 20 }).toBe(MAILS);
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    print({
      kind: "mail-drain",
      phase: "drain",
      engine,
      concurrency: config.MAIL_CONCURRENCY,
      mails: MAILS,
      seconds: Number(seconds.toFixed(2)),
      mailsPerSecond: Math.round(MAILS / seconds),
    });
  } finally {
    await smtp.stop();
  }

  // Hang: the server accepts and never greets; after HANG_SECONDS a working one replaces it.
  await test.db.deleteFrom("mail_outbox").execute();
  const silent = await startSilentServer();
  const port = silent.port;
  await enqueueMail(test.db, mails(HANG_MAILS, "hang"));
  const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  const worker = startMailWorker({ db: test.db, config, log: quiet });
  await new Promise((r) => setTimeout(r, HANG_SECONDS * 1000));
  await silent.stop();
  const replacement = await startSmtpServer(port);
  const replaced = performance.now();
  try {
    await expect.poll(() => replacement.messages.length, { timeout: 600_000, interval: 20 }).toBeGreaterThan(0);
    const first = (performance.now() - replaced) / 1000;
    await expect.poll(() => replacement.messages.length, { timeout: 600_000, interval: 20 }).toBe(HANG_MAILS);
    const last = (performance.now() - replaced) / 1000;
    const rows = await test.db.selectFrom("mail_outbox").select(["attempts", "sent_at"]).execute();
    print({
      kind: "mail-drain",
      phase: "hang-recovery",
      engine,
      mails: HANG_MAILS,
      hangSeconds: HANG_SECONDS,
      timeoutMs: config.MAIL_TIMEOUT_MS,
      pollMs: config.MAIL_POLL_MS,
      firstDeliverySeconds: Number(first.toFixed(2)),
      allDeliveredSeconds: Number(last.toFixed(2)),
      attemptsLostToHang: rows.reduce((n, r) => n + r.attempts, 0) - HANG_MAILS,
      duplicates: replacement.messages.length - new Set(replacement.messages.map((m) => m.subject)).size,
    });
  } finally {
    await worker.stop();
    await replacement.stop();
    await test.destroy();
  }
});
