import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/database";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createSession, readSession, STAFF_COOKIE, type StaffSession } from "~/features/staff/sessions.server";
import { createStaff } from "~/features/staff/staff.server";
import {
  leadCounts,
  listLeads,
  logContact,
  parseLeadChange,
  parseLeadFilters,
  phoneDigits,
  updateLead,
} from "./leads.server";

let test: TestDatabase;
let admin: StaffSession;
let taipeiStaff: StaffSession;
let consultantId: number;
const system = { userId: null, ip: "test" };

async function sessionOf(userId: number): Promise<StaffSession> {
  const { token } = await createSession(test.db, userId, "1", 8);
  const s = await readSession(test.db, `${STAFF_COOKIE}=${token}`, 8);
  if (!s) throw new Error("no session");
  return s;
}

const minute = (n: number) => new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString();

async function booking(db: Db, fields: { n: number; office?: string; phone?: string; chat?: string; stage?: string }) {
  const row = await db
    .insertInto("consultations")
    .values({
      reference: `C-261101-B${String(fields.n).padStart(5, "0")}`,
      locale: fields.office === "vietnam" ? "vi" : "tw",
      name: `Booking ${fields.n}`,
      title: "",
      email: `b${fields.n}@example.com`,
      phone: fields.phone ?? `+88691100${String(fields.n).padStart(4, "0")}`,
      line_id: fields.chat ?? "",
      office: fields.office ?? "taipei",
      contact_method: "phone",
      countries: '["usa"]',
      degree: "master",
      enrol_year: 2027,
      enrol_term: "fall",
      major: "",
      heard_from: "",
      remark: "",
      shortlist: "[]",
      created_at: minute(fields.n),
      ...(fields.stage ? { stage: fields.stage } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function order(
  db: Db,
  fields: { n: number; office?: string; locale?: string; phone?: string; chat?: string; stage?: string },
) {
  const row = await db
    .insertInto("service_orders")
    .values({
      reference: `S-261101-O${String(fields.n).padStart(5, "0")}`,
      locale: fields.locale ?? "tw",
      currency: "TWD",
      name: `Order ${fields.n}`,
      email: `o${fields.n}@example.com`,
      phone: fields.phone ?? `+88692200${String(fields.n).padStart(4, "0")}`,
      messenger_id: fields.chat ?? "",
      message: "",
      payment_method: "bank",
      original_minor: 1000,
      discount_minor: 0,
      rush_minor: 0,
      total_minor: 1000 + fields.n,
      discount_rule: null,
      office: fields.office ?? "taipei",
      created_at: minute(fields.n),
      ...(fields.stage ? { stage: fields.stage } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  test = await createTestDatabase();
  const adminId = await createStaff(test.db, system, {
    email: "admin@agency.tw",
    name: "Admin",
    password: "a long enough secret",
    role: "admin",
    office: null,
    uiLocale: "en",
  });
  consultantId = await createStaff(test.db, system, {
    email: "tp@agency.tw",
    name: "Taipei",
    password: "a long enough secret",
    role: "consultant",
    office: "taipei",
    uiLocale: "tw",
  });
  admin = await sessionOf(adminId);
  taipeiStaff = await sessionOf(consultantId);
  // 60 bookings at even minutes, 60 orders at odd minutes: the newest-first list alternates.
  for (let i = 0; i < 60; i++) {
    await booking(test.db, { n: 2 * i });
    await order(test.db, { n: 2 * i + 1 });
  }
});
afterAll(async () => {
  await test.destroy();
});

describe("listLeads", () => {
  it("pages bookings and orders together, newest first, in one query", async () => {
    let queries = 0;
    const counted = test.db.withPlugin({
      transformQuery: (args) => args.node,
      // Called once per statement sent to the database (transformQuery also sees subqueries).
      transformResult: async (args) => {
        queries++;
        return args.result;
      },
    });
    const page2 = await listLeads(counted, admin, {}, 2);
    expect(queries).toBe(1);
    expect(page2.hasNext).toBe(true);
    expect(page2.rows).toHaveLength(50);
    // Page 1 holds minutes 119…70, page 2 minutes 69…20.
    expect(page2.rows[0]?.createdAt).toBe(minute(69));
    expect(page2.rows.at(-1)?.createdAt).toBe(minute(20));
    expect(page2.rows.slice(0, 2).map((r) => r.type)).toEqual(["order", "consultation"]);
    const page3 = await listLeads(test.db, admin, {}, 3);
    expect(page3.hasNext).toBe(false);
    expect(page3.rows).toHaveLength(20);
    expect(page3.rows.find((r) => r.type === "order")).toMatchObject({ totalMinor: 1019, currency: "TWD" });
    expect(page3.rows.find((r) => r.type === "consultation")).toMatchObject({ countries: ["usa"], degree: "master" });
  });

  it("filters by type, office and stage in SQL", async () => {
    const paid = await order(test.db, { n: 500, stage: "payment_received" });
    const editing = await order(test.db, { n: 501, stage: "in_progress" });
    const revision = await order(test.db, { n: 502, stage: "revision_requested" });
    const elsewhere = await order(test.db, { n: 503, stage: "in_progress", office: "vietnam", locale: "vi" });
    const ids = async (filters: Parameters<typeof listLeads>[2], who = admin) =>
      (await listLeads(test.db, who, filters, 1)).rows.map((r) => r.id);
    expect(await ids({ stage: "payment_received" })).toEqual([paid]);
    expect(await ids({ stage: "editing" })).toEqual([elsewhere, editing]);
    expect(await ids({ stage: "editing" }, taipeiStaff)).toEqual([editing]);
    expect(await ids({ stage: "revision" })).toEqual([revision]);
    // Every order of the seed rows waits for payment.
    expect((await listLeads(test.db, admin, { stage: "payment_pending" }, 2)).rows).toHaveLength(10);
    expect(await ids({ stage: "editing", type: "consultation" })).toEqual([]);
    const counts = await leadCounts(test.db, admin, { type: "order", stage: "editing" });
    expect(counts.stage).toMatchObject({ payment_pending: 60, payment_received: 1, editing: 2, revision: 1 });
    expect(counts.status).toEqual({ new: 2 });
    expect((await leadCounts(test.db, admin, {})).status).toEqual({ new: 124 });
  });

  it("finds a phone in any local writing and any chat ID", async () => {
    const tw = await booking(test.db, { n: 600, phone: "+886912345678", chat: "lin_xiaoming" });
    const ph = await order(test.db, {
      n: 601,
      phone: "+639171234567",
      locale: "en",
      office: "philippines",
      chat: "m.me/juan.dc",
    });
    const th = await booking(test.db, { n: 602, phone: "+66812345678", office: "thailand", chat: "somchai88" });
    const vn = await order(test.db, {
      n: 603,
      phone: "+84901234567",
      locale: "vi",
      office: "vietnam",
      chat: "zalo-0901234567",
    });
    const find = async (q: string) => (await listLeads(test.db, admin, { q }, 1)).rows.map((r) => r.id);
    for (const q of ["0912345678", "0912-345-678", "0912 345 678", "+886 912 345 678", "886912345678", "912345678"]) {
      expect(await find(q), q).toEqual([tw]);
    }
    expect(await find("09171234567")).toEqual([ph]);
    expect(await find("+63 917 123 4567")).toEqual([ph]);
    expect(await find("0812345678")).toEqual([th]);
    expect(await find("090 123 4567")).toEqual([vn]);
    expect(await find("LIN_XIAOMING")).toEqual([tw]);
    expect(await find("juan.dc")).toEqual([ph]);
    expect(await find("somchai88")).toEqual([th]);
    expect(await find("zalo-0901")).toEqual([vn]);
    expect(phoneDigits("12-3")).toBeUndefined();
    expect(phoneDigits("abc 0912345678")).toBeUndefined();
  });

  it("sorts by next action and shows what is due today or overdue, by each office's calendar", async () => {
    // 16:30Z on 1 Dec: already 2 Dec in Taipei (UTC+8), still 1 Dec in Bangkok (UTC+7).
    const now = new Date("2026-12-01T16:30:00Z");
    const taipeiToday = await booking(test.db, { n: 700 });
    const bangkokToday = await booking(test.db, { n: 701, office: "thailand" });
    const overdue = await order(test.db, { n: 702 });
    const later = await order(test.db, { n: 703 });
    const entry = (day: string) => ({
      kind: "call" as const,
      outcome: "no_answer" as const,
      note: "",
      nextStep: "",
      nextActionAt: day,
      nextActionType: "call" as const,
    });
    await logContact(test.db, system, admin, "consultation", taipeiToday, entry("2026-12-02"), now);
    await logContact(test.db, system, admin, "consultation", bangkokToday, entry("2026-12-01"), now);
    await logContact(test.db, system, admin, "order", overdue, entry("2026-11-30"), now);
    await logContact(test.db, system, admin, "order", later, entry("2026-12-09"), now);
    const ids = async (filters: Parameters<typeof listLeads>[2]) =>
      (await listLeads(test.db, admin, filters, 1, 50, now)).rows.map((r) => r.id);
    expect(await ids({ due: "today" })).toEqual([bangkokToday, taipeiToday]);
    expect(await ids({ due: "overdue" })).toEqual([overdue]);
    expect((await ids({ sort: "next" })).slice(0, 4)).toEqual([overdue, bangkokToday, taipeiToday, later]);
    const counts = await leadCounts(test.db, admin, {}, now);
    expect(counts.due).toEqual({ today: 2, overdue: 1 });
    const rows = (await listLeads(test.db, admin, { due: "overdue" }, 1, 50, now)).rows;
    expect(rows[0]).toMatchObject({ nextActionAt: "2026-11-30", nextActionType: "call" });
  });

  it("sorts by stage along an order's path", async () => {
    const rows = (await listLeads(test.db, admin, { sort: "stage", type: "order" }, 1)).rows;
    expect(rows[0]?.stage).toBe("payment_pending");
    const last = (await listLeads(test.db, admin, { sort: "stage", type: "order", office: "taipei" }, 2)).rows;
    expect(last.at(-1)?.stage).toBe("revision_requested");
  });

  it("reads the new filters from the query string and ignores what it does not know", () => {
    expect(parseLeadFilters(new URLSearchParams("stage=editing&due=today&sort=next"))).toMatchObject({
      stage: "editing",
      due: "today",
      sort: "next",
    });
    expect(parseLeadFilters(new URLSearchParams("stage=x&due=y&sort=z"))).toMatchObject({
      stage: undefined,
      due: undefined,
      sort: undefined,
    });
  });
});

describe("updateLead and the contact log", () => {
  it("leaves the assignee as it is when a status change does not name one", async () => {
    const id = await booking(test.db, { n: 800 });
    await updateLead(test.db, system, admin, "consultation", id, {
      status: "contacted",
      note: "",
      assignedTo: consultantId,
    });
    const form = new FormData();
    form.set("status", "in_progress");
    const change = parseLeadChange(form, [{ id: consultantId }]);
    expect(change).toEqual({ status: "in_progress", note: "" });
    if (!change) throw new Error("refused");
    await updateLead(test.db, system, admin, "consultation", id, change);
    const row = await test.db
      .selectFrom("consultations")
      .select(["status", "assigned_to"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "in_progress", assigned_to: consultantId });
    // An explicit empty choice still unassigns.
    form.set("assigned_to", "");
    const unassign = parseLeadChange(form, [{ id: consultantId }]);
    expect(unassign).toEqual({ status: "in_progress", note: "", assignedTo: null });
  });

  it("writes a log entry with its kind, outcome and next step, and the lead's next action", async () => {
    const id = await order(test.db, { n: 801 });
    await logContact(test.db, system, taipeiStaff, "order", id, {
      kind: "call",
      outcome: "reached",
      note: "Wants the SOP by Friday",
      nextStep: "Send the price list",
      nextActionAt: "2026-12-05",
      nextActionType: "email",
    });
    const event = await test.db
      .selectFrom("lead_events")
      .select(["kind", "outcome", "note", "next_step"])
      .where("lead_type", "=", "order")
      .where("lead_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      kind: "call",
      outcome: "reached",
      note: "Wants the SOP by Friday",
      next_step: "Send the price list",
    });
    const lead = await test.db
      .selectFrom("service_orders")
      .select(["next_action_at", "next_action_type", "first_response_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ next_action_at: "2026-12-05", next_action_type: "email" });
    expect(lead.first_response_at).not.toBeNull();
  });
});
