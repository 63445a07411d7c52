import type { Db } from "~/.server/db/database";
import { recordAudit } from "~/.server/http/audit";
import { enqueueMail } from "~/.server/mail/outbox";
import { serverTranslator } from "~/.server/messages";
import { type CheckedFile, checkUpload, PROOF_KINDS, storeRequestFile } from "./request-files.server";
import { loadRequest, officeAddress, type TrackedRequest } from "./requests.server";
import { PROOF_MAX_BYTES, RUSH_TURNAROUND_HOURS } from "./stages";
import { officeTimeZone, zonedToUtc } from "./time";
import type { RequestRef } from "./tokens.server";
import {
  applyChange,
  type FieldErrors,
  freshLink,
  officeNotice,
  orderRef,
  requireMove,
  type StaffActor,
  staffWho,
  type TrackingEnv,
  toStudent,
  withRequest,
} from "./tracking.server";
import { TrackingError } from "./tracking-error";
import { moneyText, proofRejectedMail } from "./tracking-mail.server";

/**
 * Payment received and the order's documents checked: the order is confirmed. Every proof still
 * waiting is accepted with it. A rush order is promised 72 hours from now (spec § 9); another
 * order is promised by the day staff enter (18:00 office time), or not at all.
 */
export async function confirmPayment(
  env: TrackingEnv,
  staff: StaffActor,
  orderId: number,
  input: { promisedBy: string | null },
  now = new Date(),
  /** More work in the same transaction, after the checks (a bank statement line matched to the order). */
  alongside?: (trx: Db, request: TrackedRequest) => Promise<void>,
): Promise<void> {
  await withRequest(env, orderRef(orderId), async (trx, request) => {
    requireMove(request, "payment_received", "staff");
    await alongside?.(trx, request);
    let due: string | null = null;
    if (request.rush) due = new Date(now.getTime() + RUSH_TURNAROUND_HOURS * 3600 * 1000).toISOString();
    else if (input.promisedBy) {
      const end = zonedToUtc(`${input.promisedBy}T18:00`, officeTimeZone(request.office));
      if (!end || end <= now) throw new TrackingError("admin.tracking.error.promisedBy", "promised_by");
      due = end.toISOString();
    }
    await trx
      .updateTable("payment_proofs")
      .set({ status: "confirmed", decided_by: staff.userId, decided_at: now.toISOString() })
      .where("order_id", "=", request.id)
      .where("status", "=", "pending")
      .execute();
    await applyChange(
      trx,
      env,
      request,
      staffWho(staff),
      { stage: "payment_received", set: { due_at: due }, detail: { dueAt: due }, mail: { dueAt: due } },
      now,
    );
  });
}

/** A proof that does not match the payment: the student is told why and may send another. */
export async function rejectProof(
  env: TrackingEnv,
  staff: StaffActor,
  orderId: number,
  proofId: number,
  reason: string,
  now = new Date(),
): Promise<void> {
  const text = reason.trim();
  if (!text || text.length > 500) throw new TrackingError("admin.tracking.error.reason", "reason");
  await withRequest(env, orderRef(orderId), async (trx, request) => {
    const changed = await trx
      .updateTable("payment_proofs")
      .set({ status: "rejected", reason: text, decided_by: staff.userId, decided_at: now.toISOString() })
      .where("id", "=", proofId)
      .where("order_id", "=", request.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new TrackingError("tracking.error.changed");
    const at = now.toISOString();
    await trx
      .insertInto("request_events")
      .values({
        lead_type: "order",
        lead_id: request.id,
        kind: "proof_rejected",
        actor: "staff",
        user_id: staff.userId,
        detail: JSON.stringify({ proofId, reason: text }),
        created_at: at,
      })
      .execute();
    if (!request.firstResponseAt) {
      await trx.updateTable("service_orders").set({ first_response_at: at }).where("id", "=", request.id).execute();
    }
    await recordAudit(trx, staff, "request.proof_rejected", "order", request.id, { proofId }, now);
    const mail = proofRejectedMail(request, text, await freshLink(trx, env, request, now));
    await enqueueMail(trx, [await toStudent(trx, env, request, mail)], now);
  });
}

/** "1,234.50", "1.234,50", "5.200.000" or "290" → minor units of a currency with `digits` decimals. */
export function parseAmount(text: string, digits: number): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f']/g, "");
  if (!/^\d[\d.,]*$/.test(compact)) return undefined;
  let whole = compact;
  let fraction = "";
  if (digits > 0) {
    const last = Math.max(compact.lastIndexOf("."), compact.lastIndexOf(","));
    const tail = last >= 0 ? compact.slice(last + 1) : "";
    const separators = compact.replace(/\d/g, "");
    // A separator is the decimal point when it is the last one, used once, and followed by 1–digits digits.
    if (last >= 0 && tail.length >= 1 && tail.length <= digits && separators.split(compact[last] ?? "").length === 2) {
      whole = compact.slice(0, last);
      fraction = tail;
    }
  }
  const integer = whole.replace(/[.,]/g, "");
  if (!/^\d{1,13}$/.test(integer)) return undefined;
  const minor = Number(integer) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(minor) && minor > 0 ? minor : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PROOFS = 10;

/**
 * A receipt for a bank transfer (image or PDF, by content, at most 8 MB) with the amount and the
 * day paid. The proof waits for staff; the office is told by mail in the same transaction.
 */
export async function submitPaymentProof(
  env: TrackingEnv,
  ref: RequestRef,
  input: { file: File | null; amount: string; paidOn: string; ip: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  if (ref.type !== "order") return { ok: false, errors: { form: "tracking.error.stage" } };
  const current = await loadRequest(env.db, ref);
  if (!current) return { ok: false, errors: { form: "tracking.error.notFound" } };
  const errors: FieldErrors = {};
  const digits = current.currency === "TWD" || current.currency === "VND" ? 0 : 2;
  const amount = parseAmount(input.amount, digits);
  if (amount === undefined) errors.amount = "tracking.error.amount";
  const paidOn = input.paidOn.trim();
  const paidAt = DAY.test(paidOn) ? zonedToUtc(paidOn, "UTC") : undefined;
  const earliest = new Date(current.createdAt).getTime() - 31 * 24 * 3600 * 1000;
  if (!paidAt || paidAt.getTime() > now.getTime() + 24 * 3600 * 1000 || paidAt.getTime() < earliest) {
    errors.paid_on = "tracking.error.paidOn";
  }
  let checked: CheckedFile | undefined;
  if (!input.file || (input.file.size === 0 && !input.file.name)) errors.file = "tracking.error.fileRequired";
  else {
    try {
      checked = await checkUpload(input.file, PROOF_KINDS, PROOF_MAX_BYTES, "file", {
        empty: "tracking.error.fileEmpty",
        tooLarge: "tracking.error.proofTooLarge",
        type: "tracking.error.proofType",
      });
    } catch (error) {
      if (!(error instanceof TrackingError)) throw error;
      errors.file = error.key;
    }
  }
  if (Object.keys(errors).length || !checked || amount === undefined) return { ok: false, errors };
  const file = checked;
  try {
    await withRequest(env, ref, async (trx, request) => {
      if (request.stage !== "payment_pending" || request.paymentMethod === "cash") {
        throw new TrackingError("tracking.error.stage");
      }
      const count = await trx
        .selectFrom("payment_proofs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("order_id", "=", request.id)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_PROOFS) throw new TrackingError("tracking.error.tooManyProofs");
      const fileId = await storeRequestFile(trx, env.config.DATA_DIR, file, {
        orderId: request.id,
        purpose: "proof",
        round: 1,
        uploadedBy: null,
        now,
      });
      const at = now.toISOString();
      await trx
        .insertInto("payment_proofs")
        .values({
          order_id: request.id,
          file_id: fileId,
          amount_minor: amount,
          paid_on: paidOn,
          status: "pending",
          created_at: at,
        })
        .execute();
      await trx
        .insertInto("request_events")
        .values({
          lead_type: "order",
          lead_id: request.id,
          kind: "proof_submitted",
          actor: "student",
          user_id: null,
          detail: JSON.stringify({ amountMinor: amount, paidOn }),
          created_at: at,
        })
        .execute();
      await recordAudit(trx, { userId: null, ip: input.ip }, "request.proof_submitted", "order", request.id, {}, now);
      const to = await officeAddress(trx, env.config.OFFICE_EMAILS, request.office);
      if (to) {
        const { t } = serverTranslator(request.locale);
        await enqueueMail(
          trx,
          [
            officeNotice(env, request, "proof", to, [
              [
                t("tracking.proof.amount", { currency: request.currency }),
                moneyText(request.locale, amount, request.currency),
              ],
              [t("tracking.proof.paidOn"), paidOn],
              [t("tracking.proof.title"), file.name],
            ]),
          ],
          now,
        );
      }
    });
  } catch (error) {
    if (error instanceof TrackingError) return { ok: false, errors: { [error.field ?? "form"]: error.key } };
    throw error;
  }
  return { ok: true };
}
