/**
 * The tracking core: one way a request changes (applyChange), its transaction and checks. The
 * stages live beside it: payments.server.ts (payment proofs, confirmation), editing.server.ts
 * (editor, delivery, revision), bookings.server.ts (contact, appointment, outcome).
 */
import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { recordAudit } from "~/.server/http/audit";
import { enqueueMail, type OutgoingMail } from "~/.server/mail/outbox";
import { adminPaths } from "~/lib/admin-paths";
import type { LocaleAddressing } from "~/lib/urls";
import { leadTable, loadRequest, officeAddress, type TrackedRequest } from "./requests.server";
import { canMoveBooking, canMoveOrder, isBookingStage, isOrderStage, type Stage, statusForStage } from "./stages";
import { issueRequestToken, type RequestRef } from "./tokens.server";
import { TrackingError } from "./tracking-error";
import { officeMail, requestUrl, type StageMailValues, stageMail } from "./tracking-mail.server";

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
  set?: { due_at?: string | null; appointment_at?: string | null; assigned_to?: number | null; editor_id?: number };
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
      ...(change.set?.editor_id !== undefined ? { editor_id: change.set.editor_id } : {}),
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
export async function withRequest<T>(
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

export function requireMove(request: TrackedRequest, to: Stage, who: "staff" | "student") {
  const allowed =
    request.type === "order"
      ? isOrderStage(to) && canMoveOrder(request.stage, to, who)
      : who === "staff" && isBookingStage(to) && canMoveBooking(request.stage, to);
  if (!allowed) throw new TrackingError("tracking.error.stage");
}

export const orderRef = (id: number): RequestRef => ({ type: "order", id });
export const bookingRef = (id: number): RequestRef => ({ type: "consultation", id });
export const staffWho = (staff: StaffActor): Who => ({ kind: "staff", ...staff });

/** Field errors of a student form, as message keys. */
export type FieldErrors = Partial<Record<string, string>>;

/** The office's notice of a student action (a payment proof, a revision request), with a link to the lead. */
export function officeNotice(
  env: TrackingEnv,
  request: TrackedRequest,
  kind: "proof" | "revision",
  to: string,
  rows: [string, string][],
): OutgoingMail {
  const adminUrl = `${env.addressing.origin}${request.type === "order" ? adminPaths.order(request.id) : adminPaths.booking(request.id)}`;
  return officeMail(request, kind, to, rows, adminUrl);
}
