import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { recordAudit } from "~/.server/http/audit";
import { enqueueMail, type OutgoingMail } from "~/.server/mail/outbox";
import { serverTranslator } from "~/.server/messages";
import { adminPaths } from "~/lib/admin-paths";
import type { LocaleAddressing } from "~/lib/urls";
import {
  type CheckedFile,
  checkUpload,
  DOCUMENT_KINDS,
  PROOF_KINDS,
  type RequestFilePurpose,
  storeRequestFile,
} from "./request-files.server";
import { leadTable, loadRequest, officeAddress, type TrackedRequest } from "./requests.server";
import {
  canMoveBooking,
  canMoveOrder,
  isBookingStage,
  isOrderStage,
  PROOF_MAX_BYTES,
  REQUEST_FILE_MAX_BYTES,
  REVISION_MESSAGE_MAX,
  RUSH_TURNAROUND_HOURS,
  type Stage,
  statusForStage,
} from "./stages";
import { officeTimeZone, zonedToUtc } from "./time";
import { issueRequestToken, type RequestRef } from "./tokens.server";
import { TrackingError } from "./tracking-error";
import {
  moneyText,
  officeMail,
  proofRejectedMail,
  requestUrl,
  type StageMailValues,
  stageMail,
} from "./tracking-mail.server";

export { TrackingError } from "./tracking-error";

/** What every tracking action needs from the server. */
export interface TrackingEnv {
  db: Db;
  config: Pick<Config, "REQUEST_LINK_DAYS" | "OFFICE_EMAILS" | "DATA_DIR">;
  /** How links in mail are addressed (the request's origin and the locale domains). */
  addressing: LocaleAddressing;
}

export interface StaffActor {
  userId: number;
  ip: string;
}

export type Who = ({ kind: "staff" } & StaffActor) | { kind: "student"; ip: string };

export interface Change {
  /** The stage after the change (the current one for a change inside a stage). */
  stage: Stage;
  /** The timeline entry; defaults to the stage. */
  event?: string;
  /** Kept on the event; `public` parts may be shown to the student, the rest only to staff. */
  detail?: Record<string, unknown>;
  set?: { due_at?: string | null; appointment_at?: string | null; assigned_to?: number | null };
  mail?: StageMailValues;
  /** More mail in the same transaction (the office's notice of a student action). */
  extraMails?: OutgoingMail[];
}

/** A fresh link to the student's page, valid REQUEST_LINK_DAYS days, in the caller's transaction. */
export async function freshLink(trx: Db, env: TrackingEnv, request: TrackedRequest, now: Date): Promise<string> {
  const token = await issueRequestToken(trx, { type: request.type, id: request.id }, env.config.REQUEST_LINK_DAYS, now);
  return requestUrl(env.addressing, request.locale, token);
}

/**
 * The one way a request changes: the row (stage, the triage status that follows it, the first
 * response), its timeline event, the audit line, and the student's mail with a fresh link are
 * written in the caller's transaction; a concurrent change of the same request makes it fail
 * rather than overwrite.
 */
export async function applyChange(
  trx: Db,
  env: TrackingEnv,
  request: TrackedRequest,
  who: Who,
  change: Change,
  now: Date,
) {
  const at = now.toISOString();
  const status = request.status === "spam" ? "spam" : statusForStage(change.stage);
  const table = leadTable(request.type);
  const staffId = who.kind === "staff" ? who.userId : null;
  // Both tables share the columns written here; typing them as one keeps one statement.
  const updated = await trx
    .updateTable(table as "service_orders")
    .set({
      stage: change.stage,
      status,
      ...(staffId !== null && !request.firstResponseAt ? { first_response_at: at } : {}),
      ...(change.set?.due_at !== undefined ? { due_at: change.set.due_at } : {}),
      ...(change.set?.assigned_to !== undefined ? { assigned_to: change.set.assigned_to } : {}),
    })
    .where("id", "=", request.id)
    .where("stage", "=", request.stage)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new TrackingError("tracking.error.changed");
  if (change.set?.appointment_at !== undefined) {
    await trx
      .updateTable("consultations")
      .set({ appointment_at: change.set.appointment_at })
      .where("id", "=", request.id)
      .execute();
  }
  const event = change.event ?? change.stage;
  await trx
    .insertInto("request_events")
    .values({
      lead_type: request.type,
      lead_id: request.id,
      kind: event,
      actor: who.kind,
      user_id: staffId,
      detail: JSON.stringify(change.detail ?? {}),
      created_at: at,
    })
    .execute();
  if (staffId !== null && status !== request.status) {
    await trx
      .insertInto("lead_events")
      .values({
        lead_type: request.type,
        lead_id: request.id,
        user_id: staffId,
        status_from: request.status,
        status_to: status,
        assigned_to: change.set?.assigned_to !== undefined ? change.set.assigned_to : request.assignedTo,
        note: "",
        created_at: at,
      })
      .execute();
  }
  await recordAudit(
    trx,
    { userId: staffId, ip: who.ip },
    `request.${event}`,
    request.type,
    request.id,
    { from: request.stage, to: change.stage, ...(change.detail ?? {}) },
    now,
  );
  const url = await freshLink(trx, env, request, now);
  await enqueueMail(
    trx,
    [
      await toStudent(trx, env, request, stageMail(request, event as Stage, change.mail ?? {}, url)),
      ...(change.extraMails ?? []),
    ],
    now,
  );
}

/**
 * A mail to the student answered to the office: Reply-To is the office's address (From stays
 * the no-reply sender); unchanged when the office has none.
 */
export async function toStudent(
  trx: Db,
  env: Pick<TrackingEnv, "config">,
  request: TrackedRequest,
  mail: OutgoingMail,
): Promise<OutgoingMail> {
  const office = await officeAddress(trx, env.config.OFFICE_EMAILS, request.office);
  return office ? { ...mail, replyTo: office } : mail;
}

/** Runs `work` on the request loaded inside one transaction (so every check sees committed state). */
async function withRequest<T>(
  env: TrackingEnv,
  ref: RequestRef,
  work: (trx: Db, request: TrackedRequest) => Promise<T>,
): Promise<T> {
  return await env.db.transaction().execute(async (trx) => {
    const request = await loadRequest(trx, ref);
    if (!request) throw new TrackingError("tracking.error.notFound");
    return await work(trx, request);
  });
}

function requireMove(request: TrackedRequest, to: Stage, who: "staff" | "student") {
  const allowed =
    request.type === "order"
      ? isOrderStage(to) && canMoveOrder(request.stage, to, who)
      : who === "staff" && isBookingStage(to) && canMoveBooking(request.stage, to);
  if (!allowed) throw new TrackingError("tracking.error.stage");
}

const order = (id: number): RequestRef => ({ type: "order", id });
const booking = (id: number): RequestRef => ({ type: "consultation", id });
const staffWho = (staff: StaffActor): Who => ({ kind: "staff", ...staff });

// ---- orders: staff ----

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
): Promise<void> {
  await withRequest(env, order(orderId), async (trx, request) => {
    requireMove(request, "payment_received", "staff");
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
  await withRequest(env, order(orderId), async (trx, request) => {
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

/** Staff who may work on a request of this office (active; of the office, or of every office). */
export async function listRequestStaff(db: Db, office: string): Promise<Array<{ id: number; name: string }>> {
  return await db
    .selectFrom("staff_users")
    .select(["id", "name"])
    .where("is_active", "=", 1)
    .where((eb) => eb.or([eb("office", "=", office), eb("office", "is", null)]))
    .orderBy("name")
    .execute();
}

/** The editor who works on the order; once work has started, a change of editor keeps the stage. */
export async function assignEditor(
  env: TrackingEnv,
  staff: StaffActor,
  orderId: number,
  editorId: number,
  now = new Date(),
): Promise<void> {
  await withRequest(env, order(orderId), async (trx, request) => {
    const editor = (await listRequestStaff(trx, request.office)).find((s) => s.id === editorId);
    if (!editor) throw new TrackingError("admin.tracking.error.editor", "editor");
    const reassign = request.stage === "assigned" || request.stage === "in_progress";
    if (!reassign) requireMove(request, "assigned", "staff");
    await applyChange(
      trx,
      env,
      request,
      staffWho(staff),
      {
        stage: reassign ? (request.stage as Stage) : "assigned",
        event: "assigned",
        set: { assigned_to: editor.id },
        detail: { editorId: editor.id, editor: editor.name },
        mail: { editor: editor.name },
      },
      now,
    );
  });
}

export async function startWork(env: TrackingEnv, staff: StaffActor, orderId: number, now = new Date()) {
  await withRequest(env, order(orderId), async (trx, request) => {
    requireMove(request, "in_progress", "staff");
    await applyChange(trx, env, request, staffWho(staff), { stage: "in_progress" }, now);
  });
}

/** The delivery round files belong to: the first delivery, or the revision. */
function deliveryRound(stage: string): 1 | 2 | undefined {
  if (stage === "payment_received" || stage === "assigned" || stage === "in_progress") return 1;
  if (stage === "revision_requested") return 2;
  return undefined;
}

/** Edited documents (.doc, .docx or PDF, checked by content), kept until they are delivered. */
export async function addDeliveryFiles(
  env: TrackingEnv,
  staff: StaffActor,
  orderId: number,
  files: File[],
  now = new Date(),
): Promise<number> {
  const real = files.filter((f) => f.size > 0 || f.name);
  if (real.length === 0) throw new TrackingError("admin.tracking.error.noFile", "files");
  if (real.length > 10) throw new TrackingError("admin.tracking.error.tooManyFiles", "files");
  const checked: CheckedFile[] = [];
  for (const file of real) {
    checked.push(
      await checkUpload(file, DOCUMENT_KINDS, REQUEST_FILE_MAX_BYTES, "files", {
        empty: "admin.tracking.error.fileEmpty",
        tooLarge: "admin.tracking.error.fileTooLarge",
        type: "admin.tracking.error.fileType",
      }),
    );
  }
  return await withRequest(env, order(orderId), async (trx, request) => {
    const round = deliveryRound(request.stage);
    if (!round) throw new TrackingError("tracking.error.stage");
    for (const file of checked) {
      await storeRequestFile(trx, env.config.DATA_DIR, file, {
        orderId: request.id,
        purpose: "delivery",
        round,
        uploadedBy: staff.userId,
        now,
      });
    }
    await trx
      .insertInto("request_events")
      .values({
        lead_type: "order",
        lead_id: request.id,
        kind: "files_added",
        actor: "staff",
        user_id: staff.userId,
        detail: JSON.stringify({ round, files: checked.map((f) => f.name) }),
        created_at: now.toISOString(),
      })
      .execute();
    await recordAudit(trx, staff, "request.files_added", "order", request.id, { round, count: checked.length }, now);
    return checked.length;
  });
}

/** The edited documents (or the revised ones) are ready on the student's page. */
export async function markDelivered(env: TrackingEnv, staff: StaffActor, orderId: number, now = new Date()) {
  await withRequest(env, order(orderId), async (trx, request) => {
    const round = deliveryRound(request.stage);
    const to = round === 2 ? "revision_delivered" : "delivered";
    requireMove(request, to, "staff");
    const file = await trx
      .selectFrom("request_files")
      .select("id")
      .where("order_id", "=", request.id)
      .where("purpose", "=", "delivery")
      .where("round", "=", round ?? 0)
      .executeTakeFirst();
    if (!file) throw new TrackingError("admin.tracking.error.nothingToDeliver");
    await applyChange(trx, env, request, staffWho(staff), { stage: to }, now);
  });
}

export async function closeOrder(env: TrackingEnv, staff: StaffActor, orderId: number, now = new Date()) {
  await withRequest(env, order(orderId), async (trx, request) => {
    requireMove(request, "closed", "staff");
    await applyChange(trx, env, request, staffWho(staff), { stage: "closed" }, now);
  });
}

// ---- orders: the student ----

export type FieldErrors = Partial<Record<string, string>>;

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

/** The one included revision round, asked for from the student's page with a message and an optional file. */
export async function requestRevision(
  env: TrackingEnv,
  ref: RequestRef,
  input: { message: string; file: File | null; ip: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  if (ref.type !== "order") return { ok: false, errors: { form: "tracking.error.stage" } };
  const message = input.message.trim();
  const errors: FieldErrors = {};
  if (!message) errors.message = "tracking.error.messageRequired";
  else if (message.length > REVISION_MESSAGE_MAX) errors.message = "tracking.error.messageTooLong";
  let checked: CheckedFile | undefined;
  if (input.file && (input.file.size > 0 || input.file.name)) {
    try {
      checked = await checkUpload(input.file, DOCUMENT_KINDS, REQUEST_FILE_MAX_BYTES, "file", {
        empty: "tracking.error.fileEmpty",
        tooLarge: "tracking.error.documentTooLarge",
        type: "tracking.error.documentType",
      });
    } catch (error) {
      if (!(error instanceof TrackingError)) throw error;
      errors.file = error.key;
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  try {
    await withRequest(env, ref, async (trx, request) => {
      requireMove(request, "revision_requested", "student");
      const fileId = checked
        ? await storeRequestFile(trx, env.config.DATA_DIR, checked, {
            orderId: request.id,
            purpose: "revision" satisfies RequestFilePurpose,
            round: 2,
            uploadedBy: null,
            now,
          })
        : null;
      const to = await officeAddress(trx, env.config.OFFICE_EMAILS, request.office);
      const { t } = serverTranslator(request.locale);
      const rows: [string, string][] = [[t("tracking.revision.message"), message]];
      if (checked) rows.push([t("tracking.revision.file"), checked.name]);
      await applyChange(
        trx,
        env,
        request,
        { kind: "student", ip: input.ip },
        {
          stage: "revision_requested",
          detail: { message, fileId },
          extraMails: to ? [officeNotice(env, request, "revision", to, rows)] : [],
        },
        now,
      );
    });
  } catch (error) {
    if (error instanceof TrackingError) return { ok: false, errors: { [error.field ?? "form"]: error.key } };
    throw error;
  }
  return { ok: true };
}

function officeNotice(
  env: TrackingEnv,
  request: TrackedRequest,
  kind: "proof" | "revision",
  to: string,
  rows: [string, string][],
): OutgoingMail {
  const adminUrl = `${env.addressing.origin}${request.type === "order" ? adminPaths.order(request.id) : adminPaths.booking(request.id)}`;
  return officeMail(request, kind, to, rows, adminUrl);
}

// ---- bookings: staff ----

export async function markContacted(env: TrackingEnv, staff: StaffActor, bookingId: number, now = new Date()) {
  await withRequest(env, booking(bookingId), async (trx, request) => {
    requireMove(request, "contacted", "staff");
    await applyChange(trx, env, request, staffWho(staff), { stage: "contacted" }, now);
  });
}

/**
 * The appointment, entered as the office's wall-clock time (`YYYY-MM-DDTHH:mm`) and kept as an
 * instant; the student reads it in their own time zone. Setting it again moves it.
 */
export async function setAppointment(
  env: TrackingEnv,
  staff: StaffActor,
  bookingId: number,
  local: string,
  now = new Date(),
): Promise<void> {
  await withRequest(env, booking(bookingId), async (trx, request) => {
    const at = zonedToUtc(local, officeTimeZone(request.office));
    if (!at || at <= now || at.getTime() > now.getTime() + 366 * 24 * 3600 * 1000) {
      throw new TrackingError("admin.tracking.error.appointment", "appointment");
    }
    const again = request.stage === "appointment_set";
    if (!again) requireMove(request, "appointment_set", "staff");
    const iso = at.toISOString();
    await applyChange(
      trx,
      env,
      request,
      staffWho(staff),
      {
        stage: "appointment_set",
        set: { appointment_at: iso },
        detail: { appointmentAt: iso, ...(again ? { previous: request.appointmentAt } : {}) },
        mail: { appointmentAt: iso },
      },
      now,
    );
  });
}

/** The consultation took place (or will not): the outcome stays with the office. */
export async function recordOutcome(
  env: TrackingEnv,
  staff: StaffActor,
  bookingId: number,
  outcome: string,
  now = new Date(),
): Promise<void> {
  const text = outcome.trim();
  if (!text || text.length > 2000) throw new TrackingError("admin.tracking.error.outcome", "outcome");
  await withRequest(env, booking(bookingId), async (trx, request) => {
    requireMove(request, "done", "staff");
    await applyChange(trx, env, request, staffWho(staff), { stage: "done", detail: { outcome: text } }, now);
  });
}
