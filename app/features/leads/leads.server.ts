import { sql } from "kysely";
import type { Db } from "~/.server/db/database";
import type { LeadType } from "~/.server/db/schema";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { type LeadStatus, leadStatuses } from "~/features/admin/admin-locale";
import { likeContains } from "~/features/search/search.server";
import type { StaffSession } from "~/features/staff/sessions.server";
import { parseForm } from "~/lib/form";
import { leadChangeSchema } from "./lead-forms";

export interface LeadFilters {
  type?: LeadType;
  status?: LeadStatus;
  office?: string;
  locale?: string;
  /** YYYY-MM-DD, inclusive, Taipei days */
  from?: string;
  to?: string;
  /** "me", "none" or a staff id */
  assigned?: string;
  q?: string;
}

export interface LeadRow {
  type: LeadType;
  id: number;
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  office: string;
  locale: string;
  status: string;
  assignedTo: number | null;
  assignedName: string | null;
  /** Booking: countries and degree; order: total in minor units with currency */
  countries?: string[];
  degree?: string;
  totalMinor?: number;
  currency?: string;
}

/** Taipei midnight of a YYYY-MM-DD day, as an ISO instant (created_at is stored in UTC). */
const taipeiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString();
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Consultants are held to their office whatever the filter says. */
export function effectiveOffice(session: StaffSession, requested: string | undefined): string | undefined {
  if (session.user.role === "consultant") return session.user.office ?? "\u0000none";
  return requested;
}

async function queryTable(
  db: Db,
  table: "consultations" | "service_orders",
  filters: LeadFilters,
  session: StaffSession,
  limit: number,
): Promise<LeadRow[]> {
  // Both tables share every column read here; typing them as one keeps a single query builder.
  const source = `${table} as l` as "consultations as l";
  let query = db
    .selectFrom(source)
    .leftJoin("staff_users as s", "s.id", "l.assigned_to")
    .select([
      "l.id",
      "l.reference",
      "l.created_at",
      "l.name",
      "l.email",
      "l.phone",
      "l.office",
      "l.locale",
      "l.status",
      "l.assigned_to",
      "s.name as assigned_name",
    ]);
  const office = effectiveOffice(session, filters.office);
  if (office) query = query.where("l.office", "=", office);
  if (filters.status) query = query.where("l.status", "=", filters.status);
  if (filters.locale) query = query.where("l.locale", "=", filters.locale);
  if (filters.from) query = query.where("l.created_at", ">=", taipeiDayStart(filters.from));
  if (filters.to) query = query.where("l.created_at", "<", taipeiDayStart(nextDay(filters.to)));
  if (filters.assigned === "me") query = query.where("l.assigned_to", "=", session.user.id);
  else if (filters.assigned === "none") query = query.where("l.assigned_to", "is", null);
  else if (filters.assigned && /^\d+$/.test(filters.assigned))
    query = query.where("l.assigned_to", "=", Number(filters.assigned));
  if (filters.q) {
    const pattern = likeContains(filters.q.toLowerCase());
    // One ESCAPE clause both engines understand (SQLite's LIKE has no default escape).
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) => eb.or([like("l.name"), like("l.email"), like("l.reference"), like("l.phone")]));
  }
  const type: LeadType = table === "consultations" ? "consultation" : "order";
  const rows = await query.orderBy("l.created_at", "desc").orderBy("l.id", "desc").limit(limit).execute();
  const base = rows.map(
    (r): LeadRow => ({
      type,
      id: r.id,
      reference: r.reference,
      createdAt: r.created_at,
      name: r.name,
      email: r.email,
      phone: r.phone,
      office: r.office,
      locale: r.locale,
      status: r.status,
      assignedTo: r.assigned_to,
      assignedName: r.assigned_name,
    }),
  );
  if (base.length === 0) return base;
  const ids = base.map((r) => r.id);
  if (table === "consultations") {
    const extra = await db
      .selectFrom("consultations")
      .select(["id", "countries", "degree"])
      .where("id", "in", ids)
      .execute();
    const byId = new Map(extra.map((e) => [e.id, e]));
    for (const row of base) {
      const e = byId.get(row.id);
      row.countries = e ? (JSON.parse(e.countries) as string[]) : [];
      row.degree = e?.degree ?? "";
    }
  } else {
    const extra = await db
      .selectFrom("service_orders")
      .select(["id", "total_minor", "currency"])
      .where("id", "in", ids)
      .execute();
    const byId = new Map(extra.map((e) => [e.id, e]));
    for (const row of base) {
      row.totalMinor = byId.get(row.id)?.total_minor ?? 0;
      row.currency = byId.get(row.id)?.currency ?? "";
    }
  }
  return base;
}

/** Bookings and orders together, newest first; `limit + 1` rows are read to know if more follow. */
export async function listLeads(
  db: Db,
  session: StaffSession,
  filters: LeadFilters,
  page: number,
  pageSize = 50,
): Promise<{ rows: LeadRow[]; hasNext: boolean }> {
  const wanted = page * pageSize + 1;
  const tables = filters.type
    ? [filters.type === "consultation" ? ("consultations" as const) : ("service_orders" as const)]
    : (["consultations", "service_orders"] as const);
  const parts = await Promise.all(tables.map((t) => queryTable(db, t, filters, session, wanted)));
  const all = parts
    .flat()
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
  const start = (page - 1) * pageSize;
  return { rows: all.slice(start, start + pageSize), hasNext: all.length > start + pageSize };
}

/** Every matching lead (for CSV), at most `cap`. */
export async function allLeads(db: Db, session: StaffSession, filters: LeadFilters, cap = 20_000): Promise<LeadRow[]> {
  return (await listLeads(db, session, filters, 1, cap)).rows;
}

export async function countNewLeads(db: Db, session: StaffSession): Promise<{ bookings: number; orders: number }> {
  const office = effectiveOffice(session, undefined);
  const count = async (table: "consultations" | "service_orders") => {
    let query = db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "new");
    if (office) query = query.where("office", "=", office);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const [bookings, orders] = await Promise.all([count("consultations"), count("service_orders")]);
  return { bookings, orders };
}

export interface LeadEvent {
  id: number;
  userName: string;
  statusFrom: string;
  statusTo: string;
  assignedName: string | null;
  note: string;
  createdAt: string;
}

export async function leadEvents(db: Db, type: LeadType, id: number): Promise<LeadEvent[]> {
  const rows = await db
    .selectFrom("lead_events as e")
    .innerJoin("staff_users as u", "u.id", "e.user_id")
    .leftJoin("staff_users as a", "a.id", "e.assigned_to")
    .select([
      "e.id",
      "u.name as user_name",
      "e.status_from",
      "e.status_to",
      "a.name as assigned_name",
      "e.note",
      "e.created_at",
    ])
    .where("e.lead_type", "=", type)
    .where("e.lead_id", "=", id)
    .orderBy("e.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userName: r.user_name,
    statusFrom: r.status_from,
    statusTo: r.status_to,
    assignedName: r.assigned_name,
    note: r.note,
    createdAt: r.created_at,
  }));
}

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (leadStatuses as readonly string[]).includes(value);

export class LeadAccessError extends Error {}

const leadTable = (type: LeadType) => (type === "consultation" ? "consultations" : "service_orders");

/** The office a booking or order belongs to; undefined when there is no such lead. */
export async function leadOffice(db: Db, type: LeadType, id: number): Promise<string | undefined> {
  return (await db.selectFrom(leadTable(type)).select("office").where("id", "=", id).executeTakeFirst())?.office;
}

/**
 * Status, note and assignment in one step: the lead row, its history line and the audit line
 * are written together. Returns false when the lead does not exist.
 */
export async function updateLead(
  db: Db,
  actor: Actor,
  session: StaffSession,
  type: LeadType,
  id: number,
  change: { status: LeadStatus; note: string; assignedTo: number | null },
  now = new Date(),
): Promise<boolean> {
  const table = leadTable(type);
  return await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom(table)
      .select(["status", "office", "assigned_to", "first_response_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return false;
    const office = effectiveOffice(session, current.office);
    if (office !== current.office) throw new LeadAccessError();
    // Moving a lead on from "new" counts as the office's first response (the attention view waits for one).
    const firstResponse = !current.first_response_at && change.status !== "new";
    await trx
      .updateTable(table)
      .set({
        status: change.status,
        assigned_to: change.assignedTo,
        ...(firstResponse ? { first_response_at: now.toISOString() } : {}),
      })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("lead_events")
      .values({
        lead_type: type,
        lead_id: id,
        user_id: session.user.id,
        status_from: current.status,
        status_to: change.status,
        assigned_to: change.assignedTo,
        note: change.note,
        created_at: now.toISOString(),
      })
      .execute();
    await recordAudit(
      trx,
      actor,
      "lead.update",
      type,
      id,
      { from: current.status, to: change.status, assignedFrom: current.assigned_to, assignedTo: change.assignedTo },
      now,
    );
    return true;
  });
}

export async function getBooking(db: Db, id: number) {
  const row = await db.selectFrom("consultations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const shortlistIds = (JSON.parse(row.shortlist) as unknown[]).filter((v): v is number => Number.isInteger(v));
  const schools = shortlistIds.length
    ? await db
        .selectFrom("schools")
        .select(["id", "name_en", "name_tw"])
        .where("id", "in", shortlistIds.slice(0, 50))
        .execute()
    : [];
  return {
    ...row,
    countries: JSON.parse(row.countries) as string[],
    shortlist: shortlistIds.flatMap((sid) => {
      const school = schools.find((s) => s.id === sid);
      return school ? [{ id: school.id, name: school.name_en, nameTw: school.name_tw }] : [];
    }),
  };
}

export async function getOrder(db: Db, id: number) {
  const row = await db.selectFrom("service_orders").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const items = await db
    .selectFrom("service_order_items as i")
    .leftJoin("uploads as u", "u.id", "i.upload_id")
    .select([
      "i.id",
      "i.service_code",
      "i.method_code",
      "i.topic",
      "i.units",
      "i.rush",
      "i.original_minor",
      "i.rush_minor",
      "i.upload_id",
      "u.original_name",
      "u.bytes",
      "u.words",
    ])
    .where("i.order_id", "=", id)
    .orderBy("i.id")
    .execute();
  return { ...row, items };
}

/** The stored file of an upload and the office of the order it belongs to (none: not downloadable). */
export async function findUploadForDownload(db: Db, uploadId: string) {
  if (!/^[0-9a-f]{32}$/.test(uploadId)) return undefined;
  return await db
    .selectFrom("uploads as u")
    .innerJoin("service_order_items as i", "i.upload_id", "u.id")
    .innerJoin("service_orders as o", "o.id", "i.order_id")
    .select([
      "u.id",
      "u.kind",
      "u.original_name",
      "u.stored_name",
      "u.bytes",
      "o.office",
      "o.editor_id",
      "o.id as order_id",
    ])
    .where("u.id", "=", uploadId)
    .executeTakeFirst();
}

// ---- CSV ----

/** RFC 4180 field; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte-order mark, CRLF lines: Excel then shows Chinese and Thai correctly. */
export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Filters from the query string; anything malformed is ignored rather than an error. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const pick = (name: string) => params.get(name)?.trim() || undefined;
  const type = pick("type");
  const status = pick("status");
  const from = pick("from");
  const to = pick("to");
  const locale = pick("locale");
  const assigned = pick("assigned");
  return {
    type: type === "consultation" || type === "order" ? type : undefined,
    status: isLeadStatus(status) ? status : undefined,
    office: pick("office")?.slice(0, 40),
    locale: locale && /^(tw|cn|en|vi|th)$/.test(locale) ? locale : undefined,
    from: from && day.test(from) && !Number.isNaN(Date.parse(from)) ? from : undefined,
    to: to && day.test(to) && !Number.isNaN(Date.parse(to)) ? to : undefined,
    assigned: assigned && /^(me|none|\d{1,9})$/.test(assigned) ? assigned : undefined,
    q: pick("q")?.slice(0, 100),
  };
}

/** The form of the status panel (`leadChangeSchema`); undefined when it is not one the panel sends. */
export function parseLeadChange(
  form: FormData,
  assignable: ReadonlyArray<{ id: number }>,
): { status: LeadStatus; note: string; assignedTo: number | null } | undefined {
  const parsed = parseForm(leadChangeSchema(assignable.map((a) => a.id)), form);
  if (!parsed.ok) return undefined;
  return { status: parsed.value.status, note: parsed.value.note, assignedTo: parsed.value.assigned_to };
}
