import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";

export interface OutgoingMail {
  /** What the mail is about, for people reading the table: `consultation:12:office`. */
  topic: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Inline images the HTML shows as `cid:<cid>` (e.g. an order's payment QR). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  cid: string;
  /** The content, base64. */
  base64: string;
}

/**
 * Queues mail in the same transaction as the booking or order it belongs to: either both are
 * stored or neither. Delivery happens later, in the worker, so SMTP can never lose a lead.
 * Returns the outbox ids, in the order given.
 */
export async function enqueueMail(db: Db, mails: OutgoingMail[], now: Date = new Date()): Promise<number[]> {
  if (mails.length === 0) return [];
  const at = now.toISOString();
  const rows = await db
    .insertInto("mail_outbox")
    .values(
      mails.map((m) => ({
        topic: m.topic,
        recipient: m.recipient,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html,
        reply_to: m.replyTo ?? null,
        headers: m.headers ? JSON.stringify(m.headers) : null,
        attachments: m.attachments?.length ? JSON.stringify(m.attachments) : null,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

export const MAX_ATTEMPTS = 12;
const BATCH = 10;
const LEASE_MS = 2 * 60 * 1000;

/** Delay before attempt n+1 after n failures: base, 2×base, 4×base … at most one hour. */
export function retryDelay(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), 60 * 60 * 1000);
}

export interface MailWorker {
  /** Look for due mail now (called right after a booking is stored). */
  nudge(): void;
  /** Sends everything due now; resolves when the pass ends (tests and shutdown). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

type Log = (line: Record<string, unknown>) => void;

export interface MailWorkerOptions {
  db: Db;
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "MAIL_RETRY_BASE_MS" | "MAIL_POLL_MS">;
  log?: Log;
  transport?: Transporter;
}

/**
 * Polls the outbox and delivers over SMTP. Rows are leased before sending, so several server
 * instances can run a worker on one database without sending a mail twice in normal operation.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, config } = options;
  const log: Log = options.log ?? ((line) => process.stdout.write(`${JSON.stringify(line)}\n`));
  const transport =
    options.transport ??
    (config.SMTP_URL
      ? nodemailer.createTransport({
          url: config.SMTP_URL,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : undefined);
  if (!transport) {
    log({ time: new Date().toISOString(), level: "warn", message: "SMTP_URL is not set: mail waits in the outbox" });
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function deliver(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    const now = new Date();
    const due = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("next_attempt_at", "<=", now.toISOString())
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now.toISOString())]))
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const { id } of due) {
      if (stopped) break;
      const leaseStart = new Date();
      const mail = await db
        .updateTable("mail_outbox")
        .set({ locked_until: new Date(leaseStart.getTime() + LEASE_MS).toISOString() })
        .where("id", "=", id)
        .where("sent_at", "is", null)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", leaseStart.toISOString())]))
        .returningAll()
        .executeTakeFirst();
      if (!mail) continue; // another instance leased it
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
          ...(mail.headers ? { headers: JSON.parse(mail.headers) as Record<string, string> } : {}),
          ...(mail.attachments
            ? {
                attachments: (JSON.parse(mail.attachments) as MailAttachment[]).map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  cid: a.cid,
                  content: Buffer.from(a.base64, "base64"),
                  contentDisposition: "inline" as const,
                })),
              }
            : {}),
        });
        await db
          .updateTable("mail_outbox")
          .set({ sent_at: new Date().toISOString(), locked_until: null, attempts: mail.attempts + 1, last_error: null })
          .where("id", "=", id)
          .execute();
        sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const failedAt = new Date();
        const giveUp = attempts >= MAX_ATTEMPTS;
        await db
          .updateTable("mail_outbox")
          .set({
            attempts,
            locked_until: null,
            last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
            next_attempt_at: new Date(
              failedAt.getTime() + retryDelay(attempts, config.MAIL_RETRY_BASE_MS),
            ).toISOString(),
            failed_at: giveUp ? failedAt.toISOString() : null,
          })
          .where("id", "=", id)
          .execute();
        log({
          time: failedAt.toISOString(),
          level: giveUp ? "error" : "warn",
          message: giveUp ? "mail given up" : "mail delivery failed, will retry",
          mail: id,
          attempts,
          error: String(error instanceof Error ? error.message : error),
        });
      }
    }
    // A full batch means there may be more waiting.
    if (due.length === BATCH && !stopped) again = true;
    return sent;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void pass(), delay);
    timer.unref();
  }

  function pass(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliver()
      .catch((error: unknown) => {
        log({
          time: new Date().toISOString(),
          level: "error",
          message: "mail worker pass failed",
          error: String(error),
        });
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(config.MAIL_POLL_MS);
      });
    return running;
  }

  if (transport) schedule(0);

  return {
    nudge() {
      if (transport && !stopped) schedule(0);
    },
    runOnce: pass,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
