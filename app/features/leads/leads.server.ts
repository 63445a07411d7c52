import { sql } from "kysely";
import type { Db } from "~/.server/db/database";
import type { LeadType } from "~/.server/db/schema";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { type LeadStatus, leadStatuses } from "~/features/admin/admin-locale";
import { likeContains } from "~/features/search/search.server";
import type { StaffSession } from "~/features/staff/sessions.server";
import { officeTimeZone } from "~/features/tracking/time";
import { parseForm } from "~/lib/form";
import { leadChangeSchema } from "./lead-forms";
import {
  type ContactKind,
  type ContactOutcome,
  type DueView,
  dueViews,
  isStageFilter,
  type LeadEvent,
  type LeadSort,
  leadSorts,
  type NextActionType,
  type StageFilter,
  stageFilterOf,
  stageFilters,
  stageSortOrder,
} from "./lead-list";

export interface LeadFilters {
  type?: LeadType;
  status?: LeadStatus;
  /** A group of stages (leads list: "awaiting payment", "paid", "editing"…) */
  stage?: StageFilter;
  office?: string;
  locale?: string;
  /** YYYY-MM-DD, inclusive, Taipei days */
  from?: string;
  to?: string;
  /** "me", "none" or a staff id */
  assigned?: string;
  q?: string;
  /** Leads whose next action is due today, overdue, or either (each office's own calendar day) */
  due?: DueView;
  sort?: LeadSort;
}

export interface LeadRow {
  type: LeadType;
  id: number;
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  /** The chat-app ID the student gave (LINE, Zalo, WeChat, Messenger/Viber/WhatsApp by locale) */
  chat: string;
  office: string;
  locale: string;
  status: string;
  stage: string;
  assignedTo: number | null;
  assignedName: string | null;
  /** YYYY-MM-DD or null */
  nextActionAt: string | null;
  nextActionType: string;
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

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * The digits of a query that reads as a phone number in any local writing ("0912-345-678",
 * "+63 917 123 4567", "(02) 2345 6789"), without the leading trunk zero, or undefined. Phones are
 * stored E.164, whose end is the national number without that zero: "0912345678" finds
 * +886912345678, "09171234567" +639171234567, "0812345678" +66812345678, and "886912345678" too.
 */
export function phoneDigits(query: string): string | undefined {
  const text = query.trim();
  if (!/^\+?[\d\s\-().]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= 6 ? digits : undefined;
}

/**
 * Bookings and orders as one row source: the columns the list shows, the same names and types
 * from both tables (`union all`).
 */
function leadSource(db: Db) {
  const bookings = db
    .selectFrom("consultations as c")
    .leftJoin("staff_users as s", "s.id", "c.assigned_to")
    .select([
      sql<LeadType>`${sql.lit("consultation")}`.as("type"),
      "c.id",
      "c.reference",
      "c.created_at",
      "c.name",
      "c.email",
      "c.phone",
      "c.line_id as chat",
      "c.office",
      "c.locale",
      "c.status",
      "c.stage",
      "c.assigned_to",
      "s.name as assigned_name",
      "c.next_action_at",
      "c.next_action_type",
      sql<string | null>`c.countries`.as("countries"),
      sql<string | null>`c.degree`.as("degree"),
      sql<number | null>`null`.as("total_minor"),
      sql<string | null>`null`.as("currency"),
    ]);
  const orders = db
    .selectFrom("service_orders as o")
    .leftJoin("staff_users as s", "s.id", "o.assigned_to")
    .select([
      sql<LeadType>`${sql.lit("order")}`.as("type"),
      "o.id",
      "o.reference",
      "o.created_at",
      "o.name",
      "o.email",
      "o.phone",
      "o.messenger_id as chat",
      "o.office",
      "o.locale",
      "o.status",
      "o.stage",
      "o.assigned_to",
      "s.name as assigned_name",
      "o.next_action_at",
      "o.next_action_type",
      sql<string | null>`null`.as("countries"),
      sql<string | null>`null`.as("degree"),
      sql<number | null>`o.total_minor`.as("total_minor"),
      sql<string | null>`o.currency`.as("currency"),
    ]);
  return db.selectFrom(bookings.unionAll(orders).as("l"));
}

type LeadSource = ReturnType<typeof leadSource>;

/** Today in each office's own time zone, as a SQL expression over `l.office`. */
async function officeToday(db: Db, now: Date) {
  const offices = await db.selectFrom("offices").select("code").execute();
  const fallback = dayIn(officeTimeZone(""), now);
  if (offices.length === 0) return sql<string>`${fallback}`;
  const cases = offices.map((o) => sql`when ${o.code} then ${dayIn(officeTimeZone(o.code), now)}`);
  return sql<string>`(case ${sql.ref("l.office")} ${sql.join(cases, sql` `)} else ${fallback} end)`;
}

/** Every filter but those named in `skip` (the counts leave out the one they count by). */
async function filtered(
  db: Db,
  session: StaffSession,
  filters: LeadFilters,
  now: Date,
  skip: ReadonlyArray<"status" | "stage"> = [],
): Promise<LeadSource> {
  let query = leadSource(db);
  if (filters.type) query = query.where("l.type", "=", filters.type);
  const office = effectiveOffice(session, filters.office);
  if (office) query = query.where("l.office", "=", office);
  if (filters.status && !skip.includes("status")) query = query.where("l.status", "=", filters.status);
  if (filters.stage && !skip.includes("stage")) query = query.where("l.stage", "in", [...stageFilters[filters.stage]]);
  if (filters.locale) query = query.where("l.locale", "=", filters.locale);
  if (filters.from) query = query.where("l.created_at", ">=", taipeiDayStart(filters.from));
  if (filters.to) query = query.where("l.created_at", "<", taipeiDayStart(nextDay(filters.to)));
  if (filters.assigned === "me") query = query.where("l.assigned_to", "=", session.user.id);
  else if (filters.assigned === "none") query = query.where("l.assigned_to", "is", null);
  else if (filters.assigned && /^\d+$/.test(filters.assigned))
    query = query.where("l.assigned_to", "=", Number(filters.assigned));
  if (filters.due) {
    const today = await officeToday(db, now);
    const op = filters.due === "today" ? "=" : filters.due === "overdue" ? "<" : "<=";
    query = query
      .where("l.next_action_at", "is not", null)
      .where(sql<boolean>`l.next_action_at ${sql.raw(op)} ${today}`);
  }
  if (filters.q) {
    const pattern = likeContains(filters.q.toLowerCase());
    // One ESCAPE clause both engines understand (SQLite's LIKE has no default escape).
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    const digits = phoneDigits(filters.q);
    query = query.where((eb) =>
      eb.or([
        like("l.name"),
        like("l.email"),
        like("l.reference"),
        like("l.phone"),
        like("l.chat"),
        ...(digits ? [eb("l.phone", "like", `%${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

const stageRank = sql<number>`(case ${sql.ref("l.stage")} ${sql.join(
  stageSortOrder.map((stage, i) => sql`when ${stage} then ${i}`),
  sql` `,
)} else ${stageSortOrder.length} end)`;

/**
 * Bookings and orders together in one query, newest first (or by next action, or by stage), a page
 * of `pageSize`; one row more is read to know if more follow.
 */
export async function listLeads(
  db: Db,
  session: StaffSession,
  filters: LeadFilters,
  page: number,
  pageSize = 50,
  now = new Date(),
): Promise<{ rows: LeadRow[]; hasNext: boolean }> {
  let query = (await filtered(db, session, filters, now)).selectAll("l");
  if (filters.sort === "next") {
    // Leads without a next action last, then the earliest due first.
    query = query.orderBy(sql`(case when l.next_action_at is null then 1 else 0 end)`).orderBy("l.next_action_at");
  } else if (filters.sort === "stage") {
    query = query.orderBy(stageRank);
  }
  const rows = await query
    .orderBy("l.created_at", "desc")
    .orderBy("l.type")
    .orderBy("l.id", "desc")
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    hasNext: rows.length > pageSize,
    rows: rows.slice(0, pageSize).map(
      (r): LeadRow => ({
        type: r.type,
        id: r.id,
        reference: r.reference,
        createdAt: r.created_at,
        name: r.name,
        email: r.email,
        phone: r.phone,
        chat: r.chat,
        office: r.office,
        locale: r.locale,
        status: r.status,
        stage: r.stage,
        assignedTo: r.assigned_to,
        assignedName: r.assigned_name,
        nextActionAt: r.next_action_at,
        nextActionType: r.next_action_type,
        ...(r.type === "consultation"
          ? { countries: JSON.parse(r.countries ?? "[]") as string[], degree: r.degree ?? "" }
          : { totalMinor: Number(r.total_minor ?? 0), currency: r.currency ?? "" }),
      }),
    ),
  };
}

/** Every matching lead (for CSV), at most `cap`. */
export async function allLeads(db: Db, session: StaffSession, filters: LeadFilters, cap = 20_000): Promise<LeadRow[]> {
  return (await listLeads(db, session, filters, 1, cap)).rows;
}

/**
 * How many leads of the current filters are in each status (whatever the status filter) and in
 * each stage group (whatever the stage filter), and how many next actions are due or overdue.
 */
export async function leadCounts(
  db: Db,
  session: StaffSession,
  filters: LeadFilters,
  now = new Date(),
): Promise<{ status: Record<string, number>; stage: Record<string, number>; due: { today: number; overdue: number } }> {
  const [byStatus, byStage, today, overdue] = await Promise.all([
    (await filtered(db, session, filters, now, ["status"]))
      .select((eb) => ["l.status", eb.fn.countAll<number>().as("n")])
      .groupBy("l.status")
      .execute(),
    (await filtered(db, session, filters, now, ["stage"]))
      .select((eb) => ["l.stage", eb.fn.countAll<number>().as("n")])
      .groupBy("l.stage")
      .execute(),
    (await filtered(db, session, { ...filters, due: "today" }, now))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    (await filtered(db, session, { ...filters, due: "overdue" }, now))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const stage: Record<string, number> = {};
  for (const row of byStage) {
    const group = stageFilterOf(row.stage);
    if (group) stage[group] = (stage[group] ?? 0) + Number(row.n);
  }
  return {
    status: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])),
    stage,
    due: { today: Number(today.n), overdue: Number(overdue.n) },
  };
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
      "e.kind",
      "e.outcome",
      "e.next_step",
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
    kind: r.kind,
    outcome: r.outcome,
    nextStep: r.next_step,
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
 * The lead a change is about (undefined: no such lead), read inside the change's transaction;
 * a lead of another office than the session's throws LeadAccessError.
 */
async function leadForChange(db: Db, session: StaffSession, type: LeadType, id: number) {
  const current = await db
    .selectFrom(leadTable(type))
    .select(["status", "office", "assigned_to", "first_response_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (current && effectiveOffice(session, current.office) !== current.office) throw new LeadAccessError();
  return current;
}

/**
 * A status panel's change. `assignedTo` undefined leaves the assignee as it is (a form or API
 * call that does not send one); null unassigns. `nextAction` undefined leaves the next action.
 */
export interface LeadChange {
  status: LeadStatus;
  note: string;
  assignedTo?: number | null;
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
  change: LeadChange,
  now = new Date(),
): Promise<boolean> {
  const table = leadTable(type);
  return await db.transaction().execute(async (trx) => {
    const current = await leadForChange(trx, session, type, id);
    if (!current) return false;
    // Moving a lead on from "new" counts as the office's first response (the attention view waits for one).
    const firstResponse = !current.first_response_at && change.status !== "new";
    const assignedTo = change.assignedTo === undefined ? current.assigned_to : change.assignedTo;
    // Nothing changed and nothing to say: no history line (a second press of Save).
    if (current.status === change.status && current.assigned_to === assignedTo && change.note === "") return true;
    await trx
      .updateTable(table)
      .set({
        status: change.status,
        assigned_to: assignedTo,
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
        assigned_to: assignedTo,
        note: change.note,
        kind: current.status === change.status && current.assigned_to === assignedTo ? "note" : "status",
        created_at: now.toISOString(),
      })
      .execute();
    await recordAudit(
      trx,
      actor,
      "lead.update",
      type,
      id,
      { from: current.status, to: change.status, assignedFrom: current.assigned_to, assignedTo },
      now,
    );
    return true;
  });
}

export interface ContactEntry {
  kind: ContactKind;
  /** An outcome code, or "" */
  outcome: ContactOutcome | "";
  note: string;
  nextStep: string;
  /** The next action: a day (YYYY-MM-DD) and a type; both null clears it */
  nextActionAt: string | null;
  nextActionType: NextActionType | null;
}

/**
 * A contact-log entry (a call, chat, e-mail, meeting or note, its outcome and the next step)
 * and the lead's next action, written together with the audit line. An entry with nothing
 * typed only sets the next action. Returns false when the lead does not exist.
 */
export async function logContact(
  db: Db,
  actor: Actor,
  session: StaffSession,
  type: LeadType,
  id: number,
  entry: ContactEntry,
  now = new Date(),
): Promise<boolean> {
  const table = leadTable(type);
  return await db.transaction().execute(async (trx) => {
    const current = await leadForChange(trx, session, type, id);
    if (!current) return false;
    // A call, chat, e-mail or meeting is the office answering: the attention view stops waiting.
    const answered = entry.kind !== "note" && !current.first_response_at;
    await trx
      .updateTable(table)
      .set({
        next_action_at: entry.nextActionAt,
        next_action_type: entry.nextActionAt ? (entry.nextActionType ?? "call") : "",
        ...(answered ? { first_response_at: now.toISOString() } : {}),
      })
      .where("id", "=", id)
      .execute();
    const said = entry.note !== "" || entry.outcome !== "" || entry.nextStep !== "" || entry.kind !== "note";
    if (said) {
      await trx
        .insertInto("lead_events")
        .values({
          lead_type: type,
          lead_id: id,
          user_id: session.user.id,
          status_from: current.status,
          status_to: current.status,
          assigned_to: current.assigned_to,
          note: entry.note,
          kind: entry.kind,
          outcome: entry.outcome,
          next_step: entry.nextStep,
          created_at: now.toISOString(),
        })
        .execute();
    }
    await recordAudit(
      trx,
      actor,
      "lead.contact",
      type,
      id,
      {
        kind: entry.kind,
        outcome: entry.outcome,
        nextActionAt: entry.nextActionAt,
        nextActionType: entry.nextActionType,
      },
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
  const stage = pick("stage");
  const due = pick("due");
  const sort = pick("sort");
  return {
    type: type === "consultation" || type === "order" ? type : undefined,
    status: isLeadStatus(status) ? status : undefined,
    office: pick("office")?.slice(0, 40),
    locale: locale && /^(tw|cn|en|vi|th)$/.test(locale) ? locale : undefined,
    from: from && day.test(from) && !Number.isNaN(Date.parse(from)) ? from : undefined,
    to: to && day.test(to) && !Number.isNaN(Date.parse(to)) ? to : undefined,
    assigned: assigned && /^(me|none|\d{1,9})$/.test(assigned) ? assigned : undefined,
    q: pick("q")?.slice(0, 100),
    stage: isStageFilter(stage) ? stage : undefined,
    due: (dueViews as readonly string[]).includes(due ?? "") ? (due as DueView) : undefined,
    sort: (leadSorts as readonly string[]).includes(sort ?? "") ? (sort as LeadSort) : undefined,
  };
}

/**
 * The form of the status panel (`leadChangeSchema`); undefined when it is not one the panel sends.
 * A form without an `assigned_to` field leaves the assignee as it is.
 */
export function parseLeadChange(form: FormData, assignable: ReadonlyArray<{ id: number }>): LeadChange | undefined {
  const parsed = parseForm(leadChangeSchema(assignable.map((a) => a.id)), form);
  if (!parsed.ok) return undefined;
  return {
    status: parsed.value.status,
    note: parsed.value.note,
    ...(form.has("assigned_to") ? { assignedTo: parsed.value.assigned_to } : {}),
  };
}
