import type { Db } from "~/.server/db/database";
import type { Actor } from "~/.server/http/audit";
import { recordAudit } from "~/.server/http/audit";

/** A tab of the outbox: mail in one state, or all of it. */
export type OutboxState = "failed" | "pending" | "sent" | "all";

/** How many mails each tab lists (one query). */
export async function outboxCounts(db: Db): Promise<Record<OutboxState, number>> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when("failed_at", "is not", null).then(1).else(0).end()).as("failed"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("failed_at", "is", null), eb("sent_at", "is", null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("pending"),
      eb.fn.sum<number>(eb.case().when("sent_at", "is not", null).then(1).else(0).end()).as("sent"),
      eb.fn.countAll<number>().as("all"),
    ])
    .executeTakeFirstOrThrow();
  return {
    failed: Number(row.failed ?? 0),
    pending: Number(row.pending ?? 0),
    sent: Number(row.sent ?? 0),
    all: Number(row.all ?? 0),
  };
}

export interface OutboxRow {
  id: number;
  topic: string;
  recipient: string;
  subject: string;
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  failedAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export async function listOutbox(db: Db, state: OutboxState, page: number, pageSize = 50) {
  let query = db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "topic",
      "recipient",
      "subject",
      "attempts",
      "next_attempt_at",
      "sent_at",
      "failed_at",
      "last_error",
      "created_at",
    ]);
  if (state === "failed") query = query.where("failed_at", "is not", null);
  else if (state === "pending") query = query.where("failed_at", "is", null).where("sent_at", "is", null);
  else if (state === "sent") query = query.where("sent_at", "is not", null);
  const rows = await query
    .orderBy("id", "desc")
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    hasNext: rows.length > pageSize,
    rows: rows.slice(0, pageSize).map(
      (r): OutboxRow => ({
        id: r.id,
        topic: r.topic,
        recipient: r.recipient,
        subject: r.subject,
        attempts: r.attempts,
        nextAttemptAt: r.next_attempt_at,
        sentAt: r.sent_at,
        failedAt: r.failed_at,
        lastError: r.last_error,
        createdAt: r.created_at,
      }),
    ),
  };
}

/** One mail as it was stored (to read it), or undefined. */
export async function getMail(db: Db, id: number) {
  return await db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "topic",
      "recipient",
      "reply_to",
      "subject",
      "text_body",
      "attempts",
      "sent_at",
      "failed_at",
      "last_error",
      "created_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Several mails, or every failed one, back to the front of the queue in one transaction, one
 * audit line each. Mail already sent is left alone. Returns how many were queued again.
 */
export async function retryMails(
  db: Db,
  actor: Actor,
  which: { ids: number[] } | { allFailed: true },
  now = new Date(),
): Promise<number> {
  return await db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("mail_outbox").select("id").where("sent_at", "is", null);
    query =
      "ids" in which
        ? query.where("id", "in", which.ids.length ? which.ids : [0])
        : query.where("failed_at", "is not", null);
    const ids = (await query.execute()).map((r) => r.id);
    if (ids.length === 0) return 0;
    for (let i = 0; i < ids.length; i += 500) {
      await trx
        .updateTable("mail_outbox")
        .set({ failed_at: null, attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
        .where("id", "in", ids.slice(i, i + 500))
        .execute();
    }
    for (const id of ids) await recordAudit(trx, actor, "mail.retry", "mail", id, {}, now);
    return ids.length;
  });
}

/** A failed (or waiting) mail goes back to the front of the queue with a fresh set of attempts. */
export async function retryMail(db: Db, actor: Actor, id: number, now = new Date()): Promise<boolean> {
  return await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("mail_outbox")
      .set({ failed_at: null, attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
      .where("id", "=", id)
      .where("sent_at", "is", null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await recordAudit(trx, actor, "mail.retry", "mail", id, {}, now);
    return true;
  });
}
