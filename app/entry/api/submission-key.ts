import type { Context } from "hono";
import { AppError } from "~/.server/http/errors";
import { readSubmissionKey, SUBMISSION_KEY_FIELD } from "~/features/submissions/submission-key";
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
