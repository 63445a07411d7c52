import { data, type RouterContextProvider } from "react-router";
import type * as z from "zod/mini";
import { appContext } from "~/.server/context";
import type { LeadType } from "~/.server/db/schema";
import { forbidden, notFound } from "~/.server/http/route-errors";
import { canSeeOffice, isOrderEditor, ORDER_READERS, requireStaffAction } from "~/features/staff/guard.server";
import { addressingOf } from "~/features/tracking/access.server";
import { markContacted, recordOutcome, setAppointment } from "~/features/tracking/bookings.server";
import {
  addDeliveryFiles,
  assignEditor,
  closeOrder,
  markDelivered,
  startWork,
} from "~/features/tracking/editing.server";
import { confirmPayment, rejectProof } from "~/features/tracking/payments.server";
import { type StaffActor, type TrackingEnv, TrackingError } from "~/features/tracking/tracking.server";
import { type FormValues, parseForm } from "~/lib/form";
import { applyContactLog, applyLeadUpdate, leadId, type RequestActionData } from "./lead-actions.server";

export type { RequestActionData };

import { assignEditorSchema, outcomeSchema, rejectProofSchema, replySchema } from "./lead-forms";
import { leadOffice } from "./leads.server";
import { sendReply } from "./replies.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

const orderIntents = [
  "confirm_payment",
  "reject_proof",
  "assign_editor",
  "start_work",
  "add_files",
  "deliver",
  "close",
];
const bookingIntents = ["contacted", "appointment", "outcome"];

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A tracking form's fields checked with its schema; a refusal names its first field. */
function fieldsOf<S extends z.ZodMiniObject>(schema: S, form: FormData): z.output<S> {
  const parsed = parseForm(schema, form);
  if (parsed.ok) return parsed.value;
  const [field, error] = Object.entries(parsed.errors)[0] ?? ["_form", { key: "admin.tracking.error.intent" }];
  throw new TrackingError(error.key, field in schema.shape && field !== "proof_id" ? field : undefined);
}

/** What was typed in a refused tracking form, to show it again (not the token). */
const typedValues = (form: FormData): FormValues =>
  Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "_csrf",
    ),
  );

/** A public tracking key has its back-office twin: the staff read their own language. */
export const staffErrorKey = (key: string) => (key.startsWith("tracking.error.") ? `admin.${key}` : key);

/** What a document editor may do on an order given to them: start the work, add the edited files. */
const editorIntents: readonly string[] = ["start_work", "add_files"];

async function runIntent(
  env: TrackingEnv,
  staff: StaffActor,
  type: LeadType,
  id: number,
  intent: string,
  form: FormData,
): Promise<void> {
  if (type === "order") {
    switch (intent) {
      case "confirm_payment":
        return await confirmPayment(env, staff, id, { promisedBy: text(form, "promised_by").trim() || null });
      case "reject_proof": {
        const { proof_id, reason } = fieldsOf(rejectProofSchema, form);
        return await rejectProof(env, staff, id, proof_id, reason);
      }
      case "assign_editor":
        return await assignEditor(env, staff, id, fieldsOf(assignEditorSchema, form).editor);
      case "start_work":
        return await startWork(env, staff, id);
      case "add_files": {
        const files = form.getAll("files").filter((f): f is File => f instanceof File);
        await addDeliveryFiles(env, staff, id, files);
        return;
      }
      case "deliver":
        return await markDelivered(env, staff, id);
      case "close":
        return await closeOrder(env, staff, id);
    }
  } else {
    switch (intent) {
      case "contacted":
        return await markContacted(env, staff, id);
      case "appointment":
        return await setAppointment(env, staff, id, text(form, "appointment"));
      case "outcome":
        return await recordOutcome(env, staff, id, fieldsOf(outcomeSchema, form).outcome);
    }
  }
  if (intent === "reply") {
    await sendReply(env, staff, { type, id }, fieldsOf(replySchema, form));
    return;
  }
  throw new TrackingError("admin.tracking.error.intent");
}

/**
 * The action of the booking and order pages: the status panel, the tracking forms (stage
 * changes, files, proofs) and the reply form, each a staff session of the lead's office with
 * the CSRF token. Refusals come back as a message key for the form that was sent.
 */
export async function leadPageAction(args: Args, type: LeadType) {
  const { session, actor, form } = await requireStaffAction(args, ORDER_READERS);
  const app = args.context.get(appContext);
  const id = leadId(args.params);
  const office = await leadOffice(app.db, type, id);
  if (office === undefined) throw notFound();
  const intent = form.get("intent");
  if (!canSeeOffice(session, office)) {
    // A document editor works on the files of the orders given to them, and does nothing else.
    const editorId =
      type === "order"
        ? (await app.db.selectFrom("service_orders").select("editor_id").where("id", "=", id).executeTakeFirst())
            ?.editor_id
        : null;
    if (!isOrderEditor(session, editorId) || !editorIntents.includes(String(intent))) throw forbidden();
  } else if (intent === null || intent === "status") {
    return await applyLeadUpdate(app.db, session, actor, form, type, id, office);
  } else if (intent === "log") {
    return await applyContactLog(app.db, session, actor, form, type, id);
  }
  const known =
    typeof intent === "string" &&
    (intent === "reply" || (type === "order" ? orderIntents : bookingIntents).includes(intent));
  if (!known) throw data({ message: "bad request" }, { status: 400 });
  const env: TrackingEnv = { db: app.db, config: app.config, addressing: addressingOf(app) };
  try {
    await runIntent(env, { userId: session.user.id, ip: actor.ip }, type, id, intent, form);
  } catch (error) {
    if (error instanceof TrackingError) {
      return data<RequestActionData>(
        { failed: intent, error: staffErrorKey(error.key), field: error.field, values: typedValues(form) },
        { status: error.key === "tracking.error.changed" ? 409 : 400 },
      );
    }
    throw error;
  }
  app.mail.nudge();
  return data<RequestActionData>({ done: intent });
}
