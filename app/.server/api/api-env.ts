import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import type { RateLimiter, SubmissionLimiter } from "~/.server/http/rate-limit";
import type { MailWorker } from "~/.server/mail/outbox";
import type { Locale } from "~/lib/locales";

/** Variables every API handler can read from `c.var`. */
export interface ApiEnv {
  Variables: {
    db: Db;
    config: Config;
    locale: Locale;
    clientIp: string;
    rateLimits: RateLimits;
    mail: Pick<MailWorker, "nudge">;
    /** Scheme and host of this request, e.g. https://www.example.tw (links in mail) */
    origin: string;
  };
}

/** Per-address limits on what costs the server work or a human's time, shared by all processes. */
export interface RateLimits {
  /** Bookings and orders: accepted ones and refused attempts have separate ceilings. */
  submissions: SubmissionLimiter;
  captchas: RateLimiter;
  logins: RateLimiter;
  /** Word files sent to be counted (kept as temporary uploads until an order names them). */
  uploads: RateLimiter;
}
