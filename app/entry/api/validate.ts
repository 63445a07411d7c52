import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "~/.server/http/errors";
import type { RateLimiter } from "~/.server/http/rate-limit";
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
export async function enforceLimit(c: Context<ApiEnv>, limiter: RateLimiter): Promise<void> {
  if (await limiter.take(c.var.clientIp)) return;
  c.header("Retry-After", String(await limiter.retryAfter(c.var.clientIp)));
  throw new AppError("RATE_LIMITED", "error.rateLimited");
}

/**
 * The API's one reader of multipart bodies: another content type is a translated 415, a body
 * that does not parse (a broken or missing boundary, a cut-off part) a translated 400.
 */
export async function formBody(c: Context<ApiEnv>): Promise<Record<string, string | File | (string | File)[]>> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "upload.error.type");
  try {
    return await c.req.parseBody();
  } catch {
    throw new AppError("INVALID_INPUT", "error.badRequest");
  }
}
