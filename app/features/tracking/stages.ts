/**
 * Where a request is after the student pressed Submit, as the student's page shows it (issue 17).
 * Client-safe: the stage lists and the rules of who may move a request where.
 */

/** An order's stages, in the order the timeline lists them ("received" is the order's creation). */
export const orderStages = [
  "payment_pending",
  "payment_received",
  "assigned",
  "in_progress",
  "delivered",
  "revision_requested",
  "revision_delivered",
  "closed",
] as const;
export type OrderStage = (typeof orderStages)[number];

/** A booking's stages, in timeline order. */
export const bookingStages = ["received", "contacted", "appointment_set", "done"] as const;
export type BookingStage = (typeof bookingStages)[number];

export type Stage = OrderStage | BookingStage;

export const isOrderStage = (value: unknown): value is OrderStage =>
  typeof value === "string" && (orderStages as readonly string[]).includes(value);
export const isBookingStage = (value: unknown): value is BookingStage =>
  typeof value === "string" && (bookingStages as readonly string[]).includes(value);

/**
 * The stages each stage may move to, and who moves it there. Changes inside a stage (another
 * editor, another appointment time) are not moves: the domain functions allow them by name.
 */
export const orderMoves: Record<OrderStage, Partial<Record<OrderStage, "staff" | "student">>> = {
  payment_pending: { payment_received: "staff", closed: "staff" },
  payment_received: { assigned: "staff", delivered: "staff", closed: "staff" },
  assigned: { in_progress: "staff", delivered: "staff", closed: "staff" },
  in_progress: { delivered: "staff", closed: "staff" },
  // The one included revision round (spec § 9): nothing leads back to "delivered".
  delivered: { revision_requested: "student", closed: "staff" },
  revision_requested: { revision_delivered: "staff", closed: "staff" },
  revision_delivered: { closed: "staff" },
  closed: {},
};

export const bookingMoves: Record<BookingStage, Partial<Record<BookingStage, "staff">>> = {
  received: { contacted: "staff", appointment_set: "staff", done: "staff" },
  contacted: { appointment_set: "staff", done: "staff" },
  appointment_set: { done: "staff" },
  done: {},
};

export function canMoveOrder(from: string, to: OrderStage, who: "staff" | "student"): boolean {
  return isOrderStage(from) && orderMoves[from][to] === who;
}

export function canMoveBooking(from: string, to: BookingStage): boolean {
  return isBookingStage(from) && bookingMoves[from][to] === "staff";
}

/** The office's triage status (leads list) that follows a stage, when the stage says more. */
export function statusForStage(stage: Stage): "contacted" | "in_progress" | "closed" {
  if (stage === "closed" || stage === "done") return "closed";
  if (stage === "contacted") return "contacted";
  return "in_progress";
}

/** How long a link to the student's page works, unless REQUEST_LINK_DAYS says otherwise. */
export const DEFAULT_LINK_DAYS = 30;

/** Rush orders are done within 72 hours of the order's confirmation (product spec § 9). */
export const RUSH_TURNAROUND_HOURS = 72;

/** Limits of what the student may send from their page. */
export const PROOF_MAX_BYTES = 8 * 1024 * 1024;
export const REQUEST_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const REVISION_MESSAGE_MAX = 2000;
export const REPLY_BODY_MAX = 5000;
export const REPLY_SUBJECT_MAX = 200;
