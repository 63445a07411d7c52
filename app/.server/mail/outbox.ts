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
/**
 * How long a claimed row stays reserved for the process that claimed it. A send is cut off
 * after at most 3 × MAIL_TIMEOUT_MS (connect, greeting, then the transfer) plus the data's own
 * time, far inside this lease, so no other process takes a row that is still being sent.
 */
const LEASE_MS = 10 * 60 * 1000;

/** Delay before attempt n+1 after n failures: base, 2×base, 4×base … at most one hour. */
export function retryDelay(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), 60 * 60 * 1000);
}

/**
 * Errors that say the server, not this mail, is the problem: no connection, no greeting, a
 * silent socket, or a send past its deadline.
 */
function isServerTrouble(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ECONNECTION" || code === "ETIMEDOUT" || code === "ESOCKET" || code === "EDNS") return true;
  return error instanceof Error && error.message.startsWith("no answer within");
}

export interface MailWorker {
  /** Look for due mail now (called right after a booking is stored). */
  nudge(): void;
  /** Sends everything due now; resolves when the pass ends (tests and shutdown). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

type Log = (line: Record<string, unknown>) => void;

export type MailWorkerConfig = Pick<
  Config,
  | "SMTP_URL"
  | "MAIL_FROM"
  | "MAIL_RETRY_BASE_MS"
  | "MAIL_POLL_MS"
  | "MAIL_CONCURRENCY"
  | "MAIL_TIMEOUT_MS"
  | "MAIL_SOCKET_TIMEOUT_MS"
>;

export interface MailWorkerOptions {
  db: Db;
  config: MailWorkerConfig;
  log?: Log;
  transport?: Transporter;
}

/**
 * A pool of at most MAIL_CONCURRENCY SMTP connections, reused from mail to mail. The TCP
 * connect and the server's greeting each have MAIL_TIMEOUT_MS, so a server that accepts and
 * never greets costs one short attempt; silence in the middle of a conversation is allowed
 * MAIL_SOCKET_TIMEOUT_MS (longer: a server may scan a mail for a while before its answer to
 * DATA, and giving up then could deliver the mail twice). A slow lane never holds the others.
 */
export function createMailTransport(
  config: Pick<Config, "SMTP_URL" | "MAIL_CONCURRENCY" | "MAIL_TIMEOUT_MS" | "MAIL_SOCKET_TIMEOUT_MS">,
) {
  if (!config.SMTP_URL) return undefined;
  return nodemailer.createTransport({
    url: config.SMTP_URL,
    pool: true,
    maxConnections: config.MAIL_CONCURRENCY,
    maxMessages: 100,
    // A connection that closes mid-mail fails the send here, to be retried by the outbox: the
    // pool's own re-queue would send it later, possibly after the outbox gave up on it (twice).
    maxRequeues: 0,
    connectionTimeout: config.MAIL_TIMEOUT_MS,
    greetingTimeout: config.MAIL_TIMEOUT_MS,
    socketTimeout: config.MAIL_SOCKET_TIMEOUT_MS,
  });
}

/**
 * Polls the outbox and delivers over SMTP, MAIL_CONCURRENCY mails at a time. Each row is
 * claimed by one conditional UPDATE (it sets `locked_until` only while the row is unsent and
 * unclaimed, and returns the row only to the one writer that changed it: row locks on
 * PostgreSQL, the single writer on SQLite), so several processes on one database never send
 * the same mail twice; a claim whose process died is taken over when its lease ends.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, config } = options;
  const log: Log = options.log ?? ((line) => process.stdout.write(`${JSON.stringify(line)}\n`));
  const transport = options.transport ?? createMailTransport(config);
  if (!transport) {
    log({ time: new Date().toISOString(), level: "warn", message: "SMTP_URL is not set: mail waits in the outbox" });
  }
  const concurrency = Math.max(1, config.MAIL_CONCURRENCY);
  const batch = Math.max(20, concurrency * 5);
  // A send that outlives every stage's deadline (a server that trickles bytes) is given up.
  const sendDeadlineMs = 2 * config.MAIL_TIMEOUT_MS + 2 * config.MAIL_SOCKET_TIMEOUT_MS + 30_000;

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  // Set when the server could not be reached or stopped answering: passes then send one mail
  // (a probe) instead of MAIL_CONCURRENCY, so an outage costs one attempt per pass, not many.
  let serverDown = false;

  async function claim(id: number) {
    const leaseStart = new Date();
    return await db
      .updateTable("mail_outbox")
      .set({ locked_until: new Date(leaseStart.getTime() + LEASE_MS).toISOString() })
      .where("id", "=", id)
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", leaseStart.toISOString())]))
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The server answers again: the mails it failed while it was in trouble are due now, not after
   * their back-off (a mail that failed for a reason of its own gets one early try, no more).
   */
  async function retryNow() {
    const now = new Date().toISOString();
    await db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: now })
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("attempts", ">", 0)
      .where("next_attempt_at", ">", now)
      .execute();
  }

  async function send(mail: NonNullable<Awaited<ReturnType<typeof claim>>>, via: Transporter): Promise<boolean> {
    let deadline: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        via.sendMail({
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
        }),
        new Promise((_, reject) => {
          deadline = setTimeout(() => reject(new Error(`no answer within ${sendDeadlineMs} ms`)), sendDeadlineMs);
        }),
      ]);
      await db
        .updateTable("mail_outbox")
        .set({ sent_at: new Date().toISOString(), locked_until: null, attempts: mail.attempts + 1, last_error: null })
        .where("id", "=", mail.id)
        .execute();
      if (serverDown) {
        serverDown = false;
        await retryNow();
      }
      return true;
    } catch (error) {
      if (isServerTrouble(error)) serverDown = true;
      const attempts = mail.attempts + 1;
      const failedAt = new Date();
      const giveUp = attempts >= MAX_ATTEMPTS;
      await db
        .updateTable("mail_outbox")
        .set({
          attempts,
          locked_until: null,
          last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          next_attempt_at: new Date(failedAt.getTime() + retryDelay(attempts, config.MAIL_RETRY_BASE_MS)).toISOString(),
          failed_at: giveUp ? failedAt.toISOString() : null,
        })
        .where("id", "=", mail.id)
        .execute();
      log({
        time: failedAt.toISOString(),
        level: giveUp ? "error" : "warn",
        message: giveUp ? "mail given up" : "mail delivery failed, will retry",
        mail: mail.id,
        attempts,
        error: String(error instanceof Error ? error.message : error),
      });
      return false;
    } finally {
      clearTimeout(deadline);
    }
  }

  async function deliver(): Promise<number> {
    if (!transport) return 0;
    const now = new Date().toISOString();
    const due = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .orderBy("id")
      .limit(batch)
      .execute();
    const queue = due.map((row) => row.id);
    let sent = 0;
    const probing = serverDown;
    let halted = false;
    // Lanes take the next id, claim it and send it: one slow mail holds one lane, not the queue.
    // Once the server is in trouble no lane takes another mail in this pass; while it is known
    // to be in trouble, a pass sends one mail, and all lanes open again once that one goes through.
    const lane = async () => {
      for (let id = queue.shift(); id !== undefined && !stopped && !halted; id = queue.shift()) {
        const mail = await claim(id);
        if (!mail) continue; // another process claimed it
        if (await send(mail, transport)) sent++;
        else if (serverDown) halted = true;
        if (probing) break;
      }
    };
    await Promise.all(Array.from({ length: Math.min(probing ? 1 : concurrency, queue.length) }, lane));
    // More may be waiting: a full batch, or everything behind a probe that went through.
    if (!stopped && !halted && (due.length === batch || probing)) again = true;
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
