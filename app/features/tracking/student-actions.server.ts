import { z } from "zod";
import { enqueueMail } from "~/.server/mail/outbox";
import { setPayerAccount } from "~/features/payments/payer-account.server";
import { requestRevision } from "./editing.server";
import { submitPaymentProof } from "./payments.server";
import { findRequestByReference, loadRequest } from "./requests.server";
import { resolveRequestToken } from "./tokens.server";
import { type FieldErrors, freshLink, type TrackingEnv, toStudent } from "./tracking.server";
import { linkMail } from "./tracking-mail.server";

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

/**
 * "Find my request": when the reference and the address belong together, a fresh link goes to
 * that address. The answer is the same whether they matched or not: the page reveals nothing.
 */
export async function sendRequestLink(
  env: TrackingEnv,
  input: { reference: string; email: string },
  now = new Date(),
): Promise<{ ok: true; mailed: boolean } | { ok: false; errors: FieldErrors }> {
  const reference = input.reference.trim().toUpperCase();
  const email = input.email.trim();
  const errors: FieldErrors = {};
  if (!REFERENCE.test(reference)) errors.reference = "tracking.find.error.reference";
  if (!z.email().safeParse(email).success) errors.email = "tracking.find.error.email";
  if (Object.keys(errors).length) return { ok: false, errors };
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
