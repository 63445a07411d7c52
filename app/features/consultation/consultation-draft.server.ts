import { readSubmissionKey } from "~/features/submissions/submission-key";
import { readCookie, serializeCookie } from "~/lib/cookies";
import { type ConsultationField, type ConsultationFormState, consultationInput } from "./consultation-schema";

/**
 * Without JavaScript every button of the booking form is a post. So that no page in the history
 * is the answer to a post (Back would ask to send it again), each post answers with a redirect
 * to `/consultation` and the form's state travels in this short-lived cookie: step, what was
 * typed (never the captcha) and the messages. It also keeps the form when the visitor switches
 * language. Only the visitor's own browser holds it, HttpOnly, for the page's path only.
 */
export const DRAFT_COOKIE = "consultation_draft";
const DRAFT_PATH = "/consultation";
const DRAFT_MAX_AGE = 60 * 60;
/** Browsers keep cookies up to about 4 KB; a longer draft is answered directly instead. */
const DRAFT_MAX_BYTES = 3800;

interface StoredDraft {
  s: 1 | 2;
  v: Record<string, unknown>;
  e?: Record<string, string>;
  /** the submission key */
  k?: string;
}

/** The Set-Cookie value that carries the state, or undefined when it would not fit in a cookie. */
export function draftCookie(state: ConsultationFormState, secure: boolean): string | undefined {
  const { captcha: _captcha, ...values } = state.values;
  const stored: StoredDraft = {
    s: state.step,
    v: values,
    ...(state.errors ? { e: state.errors } : {}),
    ...(state.submissionKey ? { k: state.submissionKey } : {}),
  };
  const value = Buffer.from(JSON.stringify(stored)).toString("base64url");
  if (value.length > DRAFT_MAX_BYTES) return undefined;
  return serializeCookie(DRAFT_COOKIE, value, { maxAge: DRAFT_MAX_AGE, httpOnly: true, secure, path: DRAFT_PATH });
}

export function clearDraftCookie(): string {
  return serializeCookie(DRAFT_COOKIE, "", { maxAge: 0, httpOnly: true, path: DRAFT_PATH });
}

const messageKey = /^[a-z][A-Za-z.]{0,80}$/;

/** The state kept by the last post, or undefined (none, expired, or not ours). */
export function readDraft(cookieHeader: string | null): ConsultationFormState | undefined {
  const raw = readCookie(cookieHeader, DRAFT_COOKIE);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Partial<StoredDraft>;
    if (typeof stored !== "object" || stored === null || typeof stored.v !== "object" || stored.v === null) {
      return undefined;
    }
    const values = { ...consultationInput(stored.v as Record<string, unknown>), captcha: "" };
    const errors = Object.fromEntries(
      Object.entries(stored.e ?? {}).filter(
        ([field, key]) => field in values && typeof key === "string" && messageKey.test(key),
      ),
    ) as Partial<Record<ConsultationField, string>>;
    const submissionKey = readSubmissionKey(stored.k);
    return {
      step: stored.s === 2 ? 2 : 1,
      values,
      ...(Object.keys(errors).length ? { errors } : {}),
      ...(submissionKey ? { submissionKey } : {}),
    };
  } catch {
    return undefined;
  }
}
