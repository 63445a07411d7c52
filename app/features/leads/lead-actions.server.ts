import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import type { LeadType } from "~/.server/db/schema";
import type { Actor } from "~/.server/http/audit";
import { badRequest, notFound } from "~/.server/http/route-errors";
import { CONSULTANTS, requireStaffAction } from "~/features/staff/guard.server";
import type { StaffSession } from "~/features/staff/sessions.server";
import { listAssignable } from "~/features/staff/staff.server";
import { LeadAccessError, leadOffice, parseLeadChange, updateLead } from "./leads.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

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
