/**
 * A submission key names one sending of a booking or order form: a random id in a hidden field
 * (or an API client's `Idempotency-Key`). Sending the same key again returns the first result,
 * so a retry after a network error never stores a duplicate. Client-safe (no server imports).
 */
export const SUBMISSION_KEY_FIELD = "submission_key";

/** What a key may look like: 16 to 200 visible ASCII characters (a UUID is 36). */
const KEY = /^[\x21-\x7e]{16,200}$/;

/** The key when it is well formed, otherwise undefined (a form then works without one). */
export function readSubmissionKey(value: unknown): string | undefined {
  return typeof value === "string" && KEY.test(value) ? value : undefined;
}

/** A fresh random key (browsers and Node both have crypto.randomUUID). */
export function newSubmissionKey(): string {
  return globalThis.crypto.randomUUID();
}
