import { sql } from "kysely";
import type { Db } from "~/.server/db/database";
import type { LeadType } from "~/.server/db/schema";
import { isLocale, type Locale } from "~/lib/locales";
import type { RequestRef } from "./tokens.server";

/** One order or booking as the tracking code reads it: the same shape for both. */
export interface TrackedRequest {
  type: LeadType;
  id: number;
  reference: string;
  locale: Locale;
  name: string;
  email: string;
  office: string;
  stage: string;
  status: string;
  createdAt: string;
  assignedTo: number | null;
  assignedName: string | null;
  /** Orders: who edits the documents (the owner, assignedTo, answers the student) */
  editorId: number | null;
  editorName: string | null;
  firstResponseAt: string | null;
  /** Orders */
  dueAt: string | null;
  currency: string;
  totalMinor: number;
  paymentMethod: string;
  rush: boolean;
  /** Bookings */
  appointmentAt: string | null;
  contactMethod: string;
}

export const leadTable = (type: LeadType) => (type === "consultation" ? "consultations" : "service_orders");

/** The request behind a token or an id; undefined when it does not exist. */
export async function loadRequest(db: Db, ref: RequestRef): Promise<TrackedRequest | undefined> {
  if (ref.type === "order") {
    const row = await db
      .selectFrom("service_orders as o")
      .leftJoin("staff_users as s", "s.id", "o.assigned_to")
      .leftJoin("staff_users as e", "e.id", "o.editor_id")
      .select([
        "o.editor_id",
        "e.name as editor_name",
        "o.id",
        "o.reference",
        "o.locale",
        "o.name",
        "o.email",
        "o.office",
        "o.stage",
        "o.status",
        "o.created_at",
        "o.assigned_to",
        "s.name as assigned_name",
        "o.first_response_at",
        "o.due_at",
        "o.currency",
        "o.total_minor",
        "o.payment_method",
      ])
      .where("o.id", "=", ref.id)
      .executeTakeFirst();
    if (!row) return undefined;
    const rush = await db
      .selectFrom("service_order_items")
      .select("id")
      .where("order_id", "=", row.id)
      .where("rush", "=", 1)
      .executeTakeFirst();
    return {
      type: "order",
      id: row.id,
      reference: row.reference,
      locale: isLocale(row.locale) ? row.locale : "tw",
      name: row.name,
      email: row.email,
      office: row.office,
      stage: row.stage,
      status: row.status,
      createdAt: row.created_at,
      assignedTo: row.assigned_to,
      assignedName: row.assigned_name,
      editorId: row.editor_id,
      editorName: row.editor_name,
      firstResponseAt: row.first_response_at,
      dueAt: row.due_at,
      currency: row.currency,
      totalMinor: Number(row.total_minor),
      paymentMethod: row.payment_method,
      rush: rush !== undefined,
      appointmentAt: null,
      contactMethod: "",
    };
  }
  const row = await db
    .selectFrom("consultations as c")
    .leftJoin("staff_users as s", "s.id", "c.assigned_to")
    .select([
      "c.id",
      "c.reference",
      "c.locale",
      "c.name",
      "c.email",
      "c.office",
      "c.stage",
      "c.status",
      "c.created_at",
      "c.assigned_to",
      "s.name as assigned_name",
      "c.first_response_at",
      "c.appointment_at",
      "c.contact_method",
    ])
    .where("c.id", "=", ref.id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    type: "consultation",
    id: row.id,
    reference: row.reference,
    locale: isLocale(row.locale) ? row.locale : "tw",
    name: row.name,
    email: row.email,
    office: row.office,
    stage: row.stage,
    status: row.status,
    createdAt: row.created_at,
    assignedTo: row.assigned_to,
    assignedName: row.assigned_name,
    editorId: null,
    editorName: null,
    firstResponseAt: row.first_response_at,
    dueAt: null,
    currency: "",
    totalMinor: 0,
    paymentMethod: "",
    rush: false,
    appointmentAt: row.appointment_at,
    contactMethod: row.contact_method,
  };
}

/** A request by its reference and the email it was sent from (case-insensitive), for "find my request". */
export async function findRequestByReference(
  db: Db,
  reference: string,
  email: string,
): Promise<RequestRef | undefined> {
  const ref = reference.trim().toUpperCase();
  const address = email.trim().toLowerCase();
  if (!address || address.length > 254) return undefined;
  const type: LeadType | undefined = /^S-\d{6}-[0-9A-Z]{6}$/.test(ref)
    ? "order"
    : /^C-\d{6}-[0-9A-Z]{6}$/.test(ref)
      ? "consultation"
      : undefined;
  if (!type) return undefined;
  const row = await db
    .selectFrom(leadTable(type))
    .select(["id", "email"])
    .where("reference", "=", ref)
    .executeTakeFirst();
  if (!row || row.email.trim().toLowerCase() !== address) return undefined;
  return { type, id: row.id };
}

/**
 * Every booking and order made with `email` (compared without case, as typed addresses are), the
 * newest first, at most `limit`. The lower(email) indexes of migration 0031 answer it.
 */
export async function findRequestsByEmail(db: Db, email: string, limit: number): Promise<RequestRef[]> {
  const address = email.trim().toLowerCase();
  if (!address || address.length > 254) return [];
  const [orders, bookings] = await Promise.all(
    (["order", "consultation"] as const).map((type) =>
      db
        .selectFrom(leadTable(type))
        .select(["id", "created_at"])
        .where(sql<string>`lower(email)`, "=", address)
        .orderBy("created_at", "desc")
        .limit(limit)
        .execute()
        .then((rows) => rows.map((row) => ({ type, id: row.id, at: row.created_at }))),
    ),
  );
  return [...(orders ?? []), ...(bookings ?? [])]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit)
    .map(({ type, id }) => ({ type, id }));
}

/** The address office mail goes to: OFFICE_EMAILS first, then the offices table. */
export async function officeAddress(
  db: Db,
  officeEmails: Partial<Record<string, string>>,
  office: string,
): Promise<string | undefined> {
  const configured = officeEmails[office];
  if (configured) return configured;
  const row = await db.selectFrom("offices").select("email").where("code", "=", office).executeTakeFirst();
  return row?.email || undefined;
}
