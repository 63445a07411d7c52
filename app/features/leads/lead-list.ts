/**
 * What the leads list filters and sorts by (client-safe): the stage groups a consultant works
 * with, the next-action types, the contact-log kinds and outcomes, the sort orders.
 */

/**
 * Stage filters of the leads list: an order's stages in the words of the office (awaiting
 * payment, paid, editing, delivered, revision), then a booking's.
 */
export const stageFilters = {
  payment_pending: ["payment_pending"],
  payment_received: ["payment_received"],
  editing: ["assigned", "in_progress"],
  delivered: ["delivered", "revision_delivered"],
  revision: ["revision_requested"],
  received: ["received"],
  contacted: ["contacted"],
  appointment_set: ["appointment_set"],
  done: ["closed", "done"],
} as const satisfies Record<string, readonly string[]>;
export type StageFilter = keyof typeof stageFilters;
export const stageFilterNames = Object.keys(stageFilters) as StageFilter[];
export const isStageFilter = (value: unknown): value is StageFilter =>
  typeof value === "string" && Object.hasOwn(stageFilters, value);

/** The stage filter a stored stage belongs to (for counts and the stage column). */
export function stageFilterOf(stage: string): StageFilter | undefined {
  return stageFilterNames.find((name) => (stageFilters[name] as readonly string[]).includes(stage));
}

/** Every stage in the order the "stage" sort lists them: an order's path, then a booking's. */
export const stageSortOrder = [
  "payment_pending",
  "payment_received",
  "assigned",
  "in_progress",
  "revision_requested",
  "delivered",
  "revision_delivered",
  "received",
  "contacted",
  "appointment_set",
  "done",
  "closed",
] as const;

export const leadSorts = ["created", "next", "stage"] as const;
export type LeadSort = (typeof leadSorts)[number];

/** The "next action" view: due today, overdue (before today), or both. */
export const dueViews = ["today", "overdue", "due"] as const;
export type DueView = (typeof dueViews)[number];

/** What a consultant plans next, and what a contact-log entry records. */
export const nextActionTypes = ["call", "chat", "email", "meeting"] as const;
export type NextActionType = (typeof nextActionTypes)[number];

/** Kinds of contact-log entries a consultant adds ("status" entries are written by status changes). */
export const contactKinds = ["call", "chat", "email", "meeting", "note"] as const;
export type ContactKind = (typeof contactKinds)[number];

export const contactOutcomes = ["reached", "no_answer", "left_message", "interested", "not_interested"] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

/** One line of a lead's history: a status change, a note or a contact-log entry. */
export interface LeadEvent {
  id: number;
  userName: string;
  statusFrom: string;
  statusTo: string;
  assignedName: string | null;
  note: string;
  createdAt: string;
  kind: string;
  outcome: string;
  nextStep: string;
}
