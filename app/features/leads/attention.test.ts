import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import type { StaffSession } from "~/features/staff/sessions.server";
import { confirmPayment, submitPaymentProof } from "~/features/tracking/payments.server";
import type { TrackingEnv } from "~/features/tracking/tracking.server";
import { insertBooking, insertOrder, pngBytes } from "../../../tests/support/tracking";
import { attentionCounts, attentionLists } from "./attention.server";
import { updateLead } from "./leads.server";

let test: TestDatabase;
let env: TrackingEnv;
let admin: StaffSession;
let manila: StaffSession;
const config = { FIRST_REPLY_BUSINESS_HOURS: 8 };

const session = (id: number, role: "admin" | "consultant", office: string | null): StaffSession => ({
  id: "s",
  csrfToken: "c",
  user: { id, email: "x@agency.test", name: "X", role, office, uiLocale: "en" },
});

beforeAll(async () => {
  test = await createTestDatabase();
  env = {
    db: test.db,
    config: { REQUEST_LINK_DAYS: 30, OFFICE_EMAILS: {}, DATA_DIR: "/tmp/studyway-attention-test" },
    addressing: { origin: "https://www.studyway.test", domains: {}, protocol: "https:" },
  };
  const user = await test.db
    .insertInto("staff_users")
    .values({
      email: "a@agency.test",
      name: "A",
      password_hash: "x",
      role: "admin",
      office: null,
      created_at: "2026-01-01T00:00:00Z",
      password_changed_at: "2026-01-01T00:00:00Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  admin = session(user.id, "admin", null);
  manila = session(user.id, "consultant", "philippines");
});
afterAll(async () => {
  await test.destroy();
});

describe("the attention view", () => {
  it("lists leads without a first reply after N business hours, overdue orders and waiting payments", async () => {
    // Monday 1 December 2031, 09:00 in Ho Chi Minh City (02:00 UTC) and Manila (01:00 UTC).
    const created = new Date("2031-12-01T02:00:00Z");
    const fresh = await insertBooking(test.db, { now: new Date("2031-12-01T09:00:00Z") });
    const old = await insertBooking(test.db, { now: created });
    const answered = await insertBooking(test.db, { now: created });
    const order = await insertOrder(test.db, { now: new Date("2031-12-01T01:00:00Z"), rush: true });
    const paid = await insertOrder(test.db, { now: new Date("2031-12-01T01:00:00Z") });

    const now = new Date("2031-12-01T11:30:00Z"); // 18:30 in Ho Chi Minh City: 9 business hours
    await updateLead(
      test.db,
      { userId: null, ip: "t" },
      admin,
      "consultation",
      answered.id,
      {
        status: "contacted",
        note: "",
        assignedTo: null,
      },
      now,
    );
    let lists = await attentionLists(test.db, admin, config, now);
    const refs = lists.unanswered.map((l) => l.reference);
    expect(refs).toContain(old.reference);
    expect(refs).toContain(order.reference);
    expect(refs).not.toContain(fresh.reference);
    expect(refs).not.toContain(answered.reference);

    // A proof waiting, and an order confirmed three days before its check: overdue.
    await submitPaymentProof(
      env,
      { type: "order", id: paid.id },
      {
        file: new File([Buffer.from(pngBytes())], "r.png"),
        amount: "20000",
        paidOn: "2031-12-01",
        ip: "t",
      },
      now,
    );
    await confirmPayment(env, { userId: admin.user.id, ip: "t" }, order.id, { promisedBy: null }, now);
    const later = new Date(now.getTime() + 73 * 3600 * 1000);
    lists = await attentionLists(test.db, admin, config, later);
    expect(lists.overdue.map((o) => o.reference)).toEqual([order.reference]);
    expect(lists.payments.map((p) => p.reference)).toEqual([paid.reference]);
    // Confirming the payment was the order's first response.
    expect(lists.unanswered.map((l) => l.reference)).not.toContain(order.reference);

    // A consultant of Manila sees Manila's orders only, not Vietnam's bookings.
    const theirs = await attentionLists(test.db, manila, config, later);
    expect(theirs.unanswered.every((l) => l.office === "philippines")).toBe(true);
    expect(await attentionCounts(test.db, manila, config, later)).toEqual({
      unanswered: theirs.unanswered.length,
      overdue: 1,
      payments: 1,
    });
  });
});
