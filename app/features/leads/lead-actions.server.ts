import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import type { LeadType } from "~/.server/db/schema";
import type { Actor } from "~/.server/http/audit";
import { badRequest, notFound } from "~/.server/http/route-errors";
import { CONSULTANTS, requireStaffAction } from "~/features/staff/guard.server";
import type { StaffSession } from "~/features/staff/sessions.server";
import { listAssignable } from "~/features/staff/staff.server";
import type { FormValues } from "~/lib/form";
import { parseForm } from "~/lib/form";
import { contactLogSchema } from "./lead-forms";
import type { NextActionType } from "./lead-list";
import { LeadAccessError, leadOffice, logContact, parseLeadChange, updateLead } from "./leads.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

/** What a tracking form on a lead page answers: done, or a message key for one field. */
export type RequestActionData =
  | { saved: true }
  | { done: string }
  | { failed: string; error: string; field: string | undefined; values?: FormValues };

export function leadId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31) throw notFound();
  return id;
}

/** The status panel's action, shared by bookings and orders. */
export async function leadUpdateAction(args: Args, type: LeadType) {
  const { session, actor, form } = await requireStaffAction(args, CONSULTANTS);
  const { db } = args.context.get(appContext);
  const id = leadId(args.params);
  const office = await leadOffice(db, type, id);
  if (office === undefined) throw notFound();
  return await applyLeadUpdate(db, session, actor, form, type, id, office);
}

/** Status, note and assignee from the status panel's form, for a lead of `office`. */
export async function applyLeadUpdate(
  db: Db,
  session: StaffSession,
  actor: Actor,
  form: FormData,
  type: LeadType,
  id: number,
  office: string,
) {
  const change = parseLeadChange(form, await listAssignable(db, office));
  if (!change) throw badRequest();
  try {
    await updateLead(db, actor, session, type, id, change);
  } catch (error) {
    if (error instanceof LeadAccessError) throw data({ message: "forbidden" }, { status: 403 });
    throw error;
  }
  return { saved: true as const };
}

/** The contact-log form: an entry and the next action; a refusal names its field. */
export async function applyContactLog(
  db: Db,
  session: StaffSession,
  actor: Actor,
  form: FormData,
  type: LeadType,
  id: number,
) {
  const parsed = parseForm(contactLogSchema, form);
  if (!parsed.ok) {
    const [field, error] = Object.entries(parsed.errors)[0] ?? ["kind", { key: "admin.form.required" }];
    return data<RequestActionData>({ failed: "log", field, error: error.key, values: parsed.values }, { status: 400 });
  }
  const v = parsed.value;
  try {
    await logContact(db, actor, session, type, id, {
      kind: v.kind,
      outcome: v.outcome,
      note: v.note,
      nextStep: v.next_step,
      nextActionAt: v.next_action_at || null,
      nextActionType: v.next_action_at ? ((v.next_action_type || "call") as NextActionType) : null,
    });
  } catch (error) {
    if (error instanceof LeadAccessError) throw data({ message: "forbidden" }, { status: 403 });
    throw error;
  }
  return data<RequestActionData>({ done: "log" });
}
