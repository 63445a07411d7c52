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

  /** Counts one request; false when the key is over its limit in the current window. */
  take(key: string, now = Date.now()): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count <= this.limit;
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
