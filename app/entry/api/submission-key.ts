import type { Context } from "hono";
import { AppError } from "~/.server/http/errors";
import { readSubmissionKey, SUBMISSION_KEY_FIELD } from "~/features/submissions/submission-key";
import type { RateLimited } from "~/features/submissions/submission-ticket.server";
import type { ApiEnv } from "./api-env";

/**
 * The submission key of an API booking or order: the `Idempotency-Key` header, or the
 * `submission_key` field of the body (what the site's own forms send). Absent: none. Present
 * but not 16-200 visible ASCII characters: a 400 naming it, so a client never believes a
 * retry is safe when it is not.
 */
export function apiSubmissionKey(c: Context<ApiEnv>, body: Record<string, unknown>): string | undefined {
  const header = c.req.header("idempotency-key");
  const [name, raw] =
    header !== undefined ? ["Idempotency-Key", header] : [SUBMISSION_KEY_FIELD, body[SUBMISSION_KEY_FIELD]];
  if (raw === undefined || raw === "") return undefined;
  const key = readSubmissionKey(raw);
  if (!key) throw new AppError("INVALID_INPUT", "error.invalidParameter", { values: { name } });
  return key;
}

/**
 * An API booking's or order's refusal as the API's error: over the limit, a 429 with
 * `Retry-After`; refused fields, a 400 naming the first field's message and every field.
 * An accepted submission is returned for the door to answer.
 */
export function acceptedOrThrow<
  R extends { kind: "accepted" } | RateLimited | { kind: "refused"; errors: Record<string, string> },
>(c: Context<ApiEnv>, result: R): Extract<R, { kind: "accepted" }> {
  if (result.kind === "rateLimited") {
    c.header("Retry-After", String((result as RateLimited).retryAfter));
    throw new AppError("RATE_LIMITED", "error.rateLimited");
  }
  if (result.kind === "refused") {
    const { errors } = result as { errors: Record<string, string> };
    const [first] = Object.values(errors);
    throw new AppError("INVALID_INPUT", first ?? "error.badRequest", { fields: errors });
  }
  return result as Extract<R, { kind: "accepted" }>;
}
