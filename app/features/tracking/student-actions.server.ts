import { z } from "zod";
import type { RateLimiter } from "~/.server/http/rate-limit";
import { enqueueMail } from "~/.server/mail/outbox";
import { setPayerAccount } from "~/features/payments/payer-account.server";
import type { Locale } from "~/lib/locales";
import { requestRevision } from "./editing.server";
import { submitPaymentProof } from "./payments.server";
import { findRequestByReference, findRequestsByEmail, loadRequest, type TrackedRequest } from "./requests.server";
import { resolveRequestToken } from "./tokens.server";
import { type FieldErrors, freshLink, type TrackingEnv, toStudent } from "./tracking.server";
import { linkMail, linksMail } from "./tracking-mail.server";

export type StudentIntent = "proof" | "revision" | "account";

export type StudentActionResult =
  | { kind: "invalid" }
  | { kind: "done"; sent: StudentIntent }
  | { kind: "errors"; intent: StudentIntent; errors: FieldErrors; values: Record<string, string> };

const fileOf = (value: FormDataEntryValue | null): File | null => (value instanceof File ? value : null);
const textOf = (value: FormDataEntryValue | null, max: number) =>
  typeof value === "string" ? value.slice(0, max) : "";

/**
 * A form posted on the student's page: a payment proof, the revision request, or (tw) the last
 * five digits of the account the student pays from.
 */
export async function studentAction(
  env: TrackingEnv,
  token: string | undefined,
  form: FormData,
  ip: string,
  now = new Date(),
): Promise<StudentActionResult> {
  const ref = await resolveRequestToken(env.db, token, now);
  if (!ref) return { kind: "invalid" };
  const intent = form.get("intent");
  if (intent === "proof") {
    const values = { amount: textOf(form.get("amount"), 40), paid_on: textOf(form.get("paid_on"), 20) };
    const result = await submitPaymentProof(
      env,
      ref,
      { file: fileOf(form.get("file")), amount: values.amount, paidOn: values.paid_on, ip },
      now,
    );
    return result.ok ? { kind: "done", sent: "proof" } : { kind: "errors", intent, errors: result.errors, values };
  }
  if (intent === "account") {
    const values = { last5: textOf(form.get("last5"), 20) };
    if (ref.type !== "order") return { kind: "invalid" };
    const result = await setPayerAccount(env.db, ref.id, values.last5);
    return result.ok
      ? { kind: "done", sent: "account" }
      : { kind: "errors", intent, errors: { last5: result.error }, values };
  }
  if (intent === "revision") {
    const values = { message: textOf(form.get("message"), 4000) };
    const result = await requestRevision(
      env,
      ref,
      { message: values.message, file: fileOf(form.get("file")), ip },
      now,
    );
    return result.ok ? { kind: "done", sent: "revision" } : { kind: "errors", intent, errors: result.errors, values };
  }
  return { kind: "invalid" };
}

const REFERENCE = /^[SC]-\d{6}-[0-9A-Z]{6}$/;
/** At most this many requests (the newest) are listed in one "find my request" mail. */
export const MAX_FOUND_REQUESTS = 20;

export type FindRequestResult =
  | { ok: true; mailed: boolean }
  | { ok: false; errors: FieldErrors }
  /** The address asked too often (the limiter's window): nothing mailed. */
  | { ok: false; limited: true };

/**
 * "Find my request". With a reference: when it and the address belong together, a fresh link to
 * that request goes to the address. With the address alone: a fresh link to each booking and
 * order of that address (the newest MAX_FOUND_REQUESTS), in one mail per language of those
 * requests, written in it. The answer is the same whether anything matched or not: the page
 * reveals nothing. `perAddress` (the shared rate_limits store) counts every valid request for an
 * address, known or not, so the form cannot flood a mailbox.
 */
export async function sendRequestLink(
  env: TrackingEnv,
  input: { reference: string; email: string },
  options: { perAddress?: RateLimiter; now?: Date } = {},
): Promise<FindRequestResult> {
  const now = options.now ?? new Date();
  const reference = input.reference.trim().toUpperCase();
  const email = input.email.trim();
  const errors: FieldErrors = {};
  if (reference !== "" && !REFERENCE.test(reference)) errors.reference = "tracking.find.error.reference";
  if (email.length > 254 || !z.email().safeParse(email).success) errors.email = "tracking.find.error.email";
  if (Object.keys(errors).length) return { ok: false, errors };
  if (options.perAddress && !(await options.perAddress.take(email.toLowerCase(), now.getTime()))) {
    return { ok: false, limited: true };
  }
  if (reference === "") return { ok: true, mailed: await mailAllLinks(env, email, now) };
  const ref = await findRequestByReference(env.db, reference, email);
  if (!ref) return { ok: true, mailed: false };
  await env.db.transaction().execute(async (trx) => {
    const request = await loadRequest(trx, ref);
    if (!request) return;
    const mail = linkMail(request, await freshLink(trx, env, request, now));
    await enqueueMail(trx, [await toStudent(trx, env, request, mail)], now);
  });
  return { ok: true, mailed: true };
}

/** A fresh link to every request of `email`, mailed per language; false when it has none. */
async function mailAllLinks(env: TrackingEnv, email: string, now: Date): Promise<boolean> {
  const refs = await findRequestsByEmail(env.db, email, MAX_FOUND_REQUESTS);
  if (refs.length === 0) return false;
  await env.db.transaction().execute(async (trx) => {
    const byLocale = new Map<Locale, Array<{ request: TrackedRequest; url: string }>>();
    for (const ref of refs) {
      const request = await loadRequest(trx, ref);
      if (!request) continue;
      const found = byLocale.get(request.locale) ?? [];
      found.push({ request, url: await freshLink(trx, env, request, now) });
      byLocale.set(request.locale, found);
    }
    const mails = [];
    for (const [locale, found] of byLocale) {
      const newest = found[0]?.request;
      if (newest) mails.push(await toStudent(trx, env, newest, linksMail(locale, found, now)));
    }
    await enqueueMail(trx, mails, now);
  });
  return true;
}
