import type { Db } from "~/.server/db/database";
import type { LeadType } from "~/.server/db/schema";
import type { StaffSession } from "~/features/staff/sessions.server";
import { businessHoursBetween, officeTimeZone } from "~/features/tracking/time";
import { effectiveOffice } from "./leads.server";

/**
 * What needs the office now: leads nobody has answered after FIRST_REPLY_BUSINESS_HOURS business
 * hours, orders past their promised turnaround, payment proofs waiting for confirmation. A
 * consultant sees their own office only.
 */
export interface Unanswered {
  type: LeadType;
  id: number;
  reference: string;
  name: string;
  office: string;
  createdAt: string;
  businessHours: number;
}

export interface Overdue {
  id: number;
  reference: string;
  name: string;
  office: string;
  stage: string;
  dueAt: string;
}

export interface WaitingPayment {
  orderId: number;
  reference: string;
  name: string;
  office: string;
  amountMinor: number;
  currency: string;
  sentAt: string;
}

/** Unanswered leads are read oldest first, at most this many per kind (enough to see the backlog). */
const CANDIDATES = 500;

async function unanswered(db: Db, office: string | undefined, hours: number, now: Date): Promise<Unanswered[]> {
  // Business hours never outrun wall-clock hours, so older-than-N-hours is a safe first cut.
  const before = new Date(now.getTime() - hours * 3600 * 1000).toISOString();
  const read = async (type: LeadType) => {
    const table = type === "order" ? "service_orders" : "consultations";
    let query = db
      .selectFrom(table as "consultations")
      .select(["id", "reference", "name", "office", "created_at"])
      .where("first_response_at", "is", null)
      .where("status", "not in", ["spam", "closed"])
      .where("stage", "not in", ["closed", "done"])
      .where("created_at", "<=", before);
    if (office) query = query.where("office", "=", office);
    const rows = await query.orderBy("created_at").limit(CANDIDATES).execute();
    return rows.map((r) => ({
      type,
      id: r.id,
      reference: r.reference,
      name: r.name,
      office: r.office,
      createdAt: r.created_at,
      businessHours: businessHoursBetween(new Date(r.created_at), now, officeTimeZone(r.office), hours + 1000),
    }));
  };
  const rows = [...(await read("consultation")), ...(await read("order"))];
  return rows.filter((r) => r.businessHours >= hours).sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
}

async function overdue(db: Db, office: string | undefined, now: Date): Promise<Overdue[]> {
  let query = db
    .selectFrom("service_orders")
    .select(["id", "reference", "name", "office", "stage", "due_at"])
    .where("stage", "in", ["payment_received", "assigned", "in_progress"])
    .where("due_at", "is not", null)
    .where("due_at", "<", now.toISOString());
  if (office) query = query.where("office", "=", office);
  const rows = await query.orderBy("due_at").limit(CANDIDATES).execute();
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    name: r.name,
    office: r.office,
    stage: r.stage,
    dueAt: r.due_at ?? "",
  }));
}

async function waitingPayments(db: Db, office: string | undefined): Promise<WaitingPayment[]> {
  let query = db
    .selectFrom("payment_proofs as p")
    .innerJoin("service_orders as o", "o.id", "p.order_id")
    .select(["o.id", "o.reference", "o.name", "o.office", "o.currency", "p.amount_minor", "p.created_at"])
    .where("p.status", "=", "pending")
    .where("o.stage", "=", "payment_pending");
  if (office) query = query.where("o.office", "=", office);
  const rows = await query.orderBy("p.created_at").limit(CANDIDATES).execute();
  return rows.map((r) => ({
    orderId: r.id,
    reference: r.reference,
    name: r.name,
    office: r.office,
    amountMinor: Number(r.amount_minor),
    currency: r.currency,
    sentAt: r.created_at,
  }));
}

export async function attentionLists(
  db: Db,
  session: StaffSession,
  config: { FIRST_REPLY_BUSINESS_HOURS: number },
  now = new Date(),
) {
  const office = effectiveOffice(session, undefined);
  const [first, late, payments] = await Promise.all([
    unanswered(db, office, config.FIRST_REPLY_BUSINESS_HOURS, now),
    overdue(db, office, now),
    waitingPayments(db, office),
  ]);
  return { hours: config.FIRST_REPLY_BUSINESS_HOURS, unanswered: first, overdue: late, payments };
}

/** The dashboard's three numbers. */
export async function attentionCounts(
  db: Db,
  session: StaffSession,
  config: { FIRST_REPLY_BUSINESS_HOURS: number },
  now = new Date(),
) {
  const lists = await attentionLists(db, session, config, now);
  return { unanswered: lists.unanswered.length, overdue: lists.overdue.length, payments: lists.payments.length };
}
