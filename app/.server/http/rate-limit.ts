import { sql } from "kysely";
import type { Db } from "~/.server/db/database";

/** Old windows are deleted at most this often by each process (any process may do it). */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/** Deletes the windows that have ended (one statement; another process doing it too is harmless). */
export async function sweepRateLimits(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function maybeSweep(db: Db, now: number, log?: (error: unknown) => void): void {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  sweepRateLimits(db, now).catch((error: unknown) => log?.(error));
}

/**
 * Per-key fixed-window counter (one minute by default), kept in the database (`rate_limits`):
 * every process of a deployment on one PostgreSQL database, or on one SQLite file, counts into
 * the same row, so together they hold the limit. A window starts at a key's first request.
 * Counting is one `insert … on conflict do update … returning` (atomic on both engines).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    /** Keeps this limiter's rows apart from other limiters' (`captcha`, `login`…). */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  private rowKey(key: string) {
    return `${this.name}:${key}`;
  }

  /** Counts one request; false when the key is over its limit in the current window. */
  async take(key: string, now = Date.now()): Promise<boolean> {
    maybeSweep(this.db, now);
    const expires = now + this.windowMs;
    const { rows } = await sql<{ count: number }>`
      insert into rate_limits (key, window_start, expires_at, count)
      values (${this.rowKey(key)}, ${now}, ${expires}, 1)
      on conflict (key) do update set
        count = case when rate_limits.expires_at <= ${now} then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.expires_at <= ${now}
          then excluded.window_start else rate_limits.window_start end,
        expires_at = case when rate_limits.expires_at <= ${now}
          then excluded.expires_at else rate_limits.expires_at end
      returning count`.execute(this.db);
    return Number(rows[0]?.count ?? 0) <= this.limit;
  }

  /** Takes back one request counted by `take(key, takenAt)`, unless its window has been replaced since. */
  async refund(key: string, takenAt: number): Promise<void> {
    await this.db
      .updateTable("rate_limits")
      .set((eb) => ({ count: eb("count", "-", 1) }))
      .where("key", "=", this.rowKey(key))
      .where("window_start", "<=", takenAt)
      .where("expires_at", ">", takenAt)
      .where("count", ">", 0)
      .execute();
  }

  private async window(key: string, now: number) {
    return await this.db
      .selectFrom("rate_limits")
      .select(["count", "expires_at"])
      .where("key", "=", this.rowKey(key))
      .where("expires_at", ">", now)
      .executeTakeFirst();
  }

  /** True when the key has used up its limit in the current window (nothing is counted). */
  async exhausted(key: string, now = Date.now()): Promise<boolean> {
    const window = await this.window(key, now);
    return window !== undefined && Number(window.count) >= this.limit;
  }

  /** Seconds until the key's window resets (for Retry-After). */
  async retryAfter(key: string, now = Date.now()): Promise<number> {
    const window = await this.window(key, now);
    return window ? Math.max(1, Math.ceil((Number(window.expires_at) - now) / 1000)) : 1;
  }
}

/** One booking or order attempt that got past the limits; say how it ended with `settle`. */
export interface SubmissionTicket {
  /** `true` when the submission was stored; anything else counts as a refused attempt. Idempotent. */
  settle(accepted: boolean): Promise<void>;
}

/**
 * Bookings and orders: only accepted submissions count against `accepted` (a person books a few
 * times a minute at most), while refused attempts (wrong captcha, missing fields) count against
 * the separate, higher `refused` ceiling that stops a script guessing captchas. A slot of
 * `accepted` is reserved before the work starts, so concurrent requests (in any process) cannot
 * overshoot it.
 */
export class SubmissionLimiter {
  constructor(
    private readonly accepted: RateLimiter,
    private readonly refused: RateLimiter,
  ) {}

  /** A ticket, or `undefined` when the key is over either limit (answer 429 with `retryAfter`). */
  async begin(key: string, now = Date.now()): Promise<SubmissionTicket | undefined> {
    if (await this.refused.exhausted(key, now)) return undefined;
    if (!(await this.accepted.take(key, now))) {
      await this.accepted.refund(key, now);
      return undefined;
    }
    let settled = false;
    return {
      settle: async (accepted) => {
        if (settled) return;
        settled = true;
        if (accepted) return;
        await this.accepted.refund(key, now);
        await this.refused.take(key, now);
      },
    };
  }

  async retryAfter(key: string, now = Date.now()): Promise<number> {
    const seconds = await Promise.all(
      [this.accepted, this.refused].map(async (l) => ((await l.exhausted(key, now)) ? l.retryAfter(key, now) : 1)),
    );
    return Math.max(1, ...seconds);
  }
}

/** Per-address limits on what costs the server work or a human's time, shared by all processes. */
export interface RateLimits {
  /** Bookings and orders: accepted ones and refused attempts have separate ceilings. */
  submissions: SubmissionLimiter;
  captchas: RateLimiter;
  logins: RateLimiter;
  /** Word files sent to be counted (kept as temporary uploads until an order names them). */
  uploads: RateLimiter;
  /** "Find my request" mails, per e-mail address (not per client): an hour's window. */
  findRequests: RateLimiter;
}
