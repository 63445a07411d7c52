import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "~/.server/http/errors";
import type { RateLimiter, SubmissionTicket } from "~/.server/http/rate-limit";
import type { ApiEnv } from "./api-env";

/** Parses query parameters; a bad value is a 400 naming the parameter, never a 500. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    const name = String(result.error.issues[0]?.path[0] ?? "query");
    throw new AppError("INVALID_INPUT", "error.invalidParameter", { values: { name } });
  }
  return result.data;
}

/** Counts one request against a per-address limit; over it, a translated 429 with Retry-After. */
export function enforceLimit(c: Context<ApiEnv>, limiter: RateLimiter): void {
  if (limiter.take(c.var.clientIp)) return;
  c.header("Retry-After", String(limiter.retryAfter(c.var.clientIp)));
  throw new AppError("RATE_LIMITED", "error.rateLimited");
}

/**
 * Reserves one booking or order against the per-address limits (over them: a translated 429 with
 * Retry-After). Settle the ticket with whether the submission was stored.
 */
export function submissionTicket(c: Context<ApiEnv>): SubmissionTicket {
  const ticket = c.var.rateLimits.submissions.begin(c.var.clientIp);
  if (ticket) return ticket;
  c.header("Retry-After", String(c.var.rateLimits.submissions.retryAfter(c.var.clientIp)));
  throw new AppError("RATE_LIMITED", "error.rateLimited");
}
