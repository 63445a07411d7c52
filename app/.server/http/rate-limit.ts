/**
 * Per-key fixed-window counter (one minute by default). In memory: each instance counts its own
 * requests, which is enough to stop a script hammering one server.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  private window(key: string, now: number) {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  /** Counts one request; false when the key is over its limit in the current window. */
  take(key: string, now = Date.now()): boolean {
    const window = this.window(key, now);
    window.count++;
    return window.count <= this.limit;
  }

  /** Takes back one request counted by `take(key, takenAt)`, unless its window has been replaced since. */
  refund(key: string, takenAt: number): void {
    const window = this.windows.get(key);
    if (window && window.start <= takenAt && window.count > 0) window.count--;
  }

  /** True when the key has used up its limit in the current window (nothing is counted). */
  exhausted(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    return window !== undefined && now - window.start < this.windowMs && window.count >= this.limit;
  }

  /** Seconds until the key's window resets (for Retry-After). */
  retryAfter(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    return window ? Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) : 1;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/** One booking or order attempt that got past the limits; say how it ended with `settle`. */
export interface SubmissionTicket {
  /** `true` when the submission was stored; anything else counts as a refused attempt. Idempotent. */
  settle(accepted: boolean): void;
}

/**
 * Bookings and orders: only accepted submissions count against `accepted` (a person books a few
 * times a minute at most), while refused attempts (wrong captcha, missing fields) count against
 * the separate, higher `refused` ceiling that stops a script guessing captchas. A slot of
 * `accepted` is reserved before the work starts, so concurrent requests cannot overshoot it.
 */
export class SubmissionLimiter {
  constructor(
    private readonly accepted: RateLimiter,
    private readonly refused: RateLimiter,
  ) {}

  /** A ticket, or `undefined` when the key is over either limit (answer 429 with `retryAfter`). */
  begin(key: string, now = Date.now()): SubmissionTicket | undefined {
    if (this.refused.exhausted(key, now)) return undefined;
    if (!this.accepted.take(key, now)) {
      this.accepted.refund(key, now);
      return undefined;
    }
    let settled = false;
    return {
      settle: (accepted) => {
        if (settled) return;
        settled = true;
        if (accepted) return;
        this.accepted.refund(key, now);
        this.refused.take(key, now);
      },
    };
  }

  retryAfter(key: string, now = Date.now()): number {
    const limiters = [this.accepted, this.refused].filter((l) => l.exhausted(key, now));
    return Math.max(1, ...limiters.map((l) => l.retryAfter(key, now)));
  }
}

/** Per-instance limits on what costs the server work or a human's time. */
export interface RateLimits {
  /** Bookings and orders: accepted ones and refused attempts have separate ceilings. */
  submissions: SubmissionLimiter;
  captchas: RateLimiter;
  logins: RateLimiter;
}
