import * as z from "zod/mini";
import { leadStatuses } from "~/features/admin/admin-locale";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "~/features/tracking/stages";
import { formRules } from "~/lib/form";
import { contactKinds, contactOutcomes, nextActionTypes } from "./lead-list";

/** The staff forms of a lead page (back office, client-safe): messages are admin catalog keys. */
export const LEAD_NOTE_MAX = 2000;
export const PROOF_REASON_MAX = 500;
export const OUTCOME_MAX = 2000;
export const NEXT_STEP_MAX = 500;

/**
 * The status panel: a status, a note (kept to its first 2,000 characters) and an assignee, one
 * of `assignable` (staff ids of the lead's office) or nobody ("").
 */
export function leadChangeSchema(assignable: readonly number[]) {
  return z.object({
    status: formRules.oneOf(leadStatuses),
    note: z.pipe(
      z.string(),
      z.transform((v) => v.trim().slice(0, LEAD_NOTE_MAX)),
    ),
    assigned_to: z.pipe(
      formRules.oneOf(["", ...assignable.map(String)]),
      z.transform((v) => (v === "" ? null : Number(v))),
    ),
  });
}

/** A required text of at most `max` characters (after trimming), else `key`. */
const bounded = (max: number, key: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v !== "" && v.length <= max, key),
  );

/** The reply to the student: a template code, a one-line subject and a body. */
export const replySchema = z.object({
  template: z.string(),
  subject: z.string().check(
    z.overwrite((v) => v.replace(/[\r\n]+/g, " ").trim()),
    z.refine((v) => v !== "" && v.length <= REPLY_SUBJECT_MAX, "admin.reply.error.subject"),
  ),
  body: z.string().check(
    z.overwrite((v) => v.replace(/\r\n/g, "\n").trim()),
    z.refine((v) => v !== "" && v.length <= REPLY_BODY_MAX, "admin.reply.error.body"),
  ),
});

/** Refusing a payment proof: which proof, and why (shown to the student). */
export const rejectProofSchema = z.object({
  reason: bounded(PROOF_REASON_MAX, "admin.tracking.error.reason"),
  // A proof that is not (or no longer) pending answers the same.
  proof_id: formRules.id("tracking.error.changed"),
});

/** The outcome of a consultation. */
export const outcomeSchema = z.object({
  outcome: bounded(OUTCOME_MAX, "admin.tracking.error.outcome"),
});

/** Giving an order to an editor (a staff id; whether they may edit is the server's check). */
export const assignEditorSchema = z.object({
  editor: formRules.id("admin.tracking.error.editor"),
});

/**
 * A contact-log entry: what kind of contact, its outcome, a note, the next step, and the lead's
 * next action (a day and a type; an empty day clears it).
 */
export const contactLogSchema = z.object({
  kind: formRules.oneOf(contactKinds),
  outcome: formRules.oneOf(["", ...contactOutcomes]),
  note: formRules.text(LEAD_NOTE_MAX, true),
  next_step: formRules.text(NEXT_STEP_MAX, true),
  next_action_at: z.string().check(
    z.trim(),
    z.refine(
      (v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
      "admin.log.error.date",
    ),
  ),
  next_action_type: formRules.oneOf(["", ...nextActionTypes]),
});
