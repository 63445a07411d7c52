import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadType } from "~/.server/db/schema";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createCaptcha } from "~/features/consultation/captcha.server";
import { createConsultation } from "~/features/consultation/consultation.server";
import en from "~/locales/en.json";
import vi from "~/locales/vi.json";
import { validBooking } from "../../../tests/support/consultation";
import { writeDocx } from "../../../tests/support/documents/write-docx";
import { insertBooking, insertOrder, pngBytes } from "../../../tests/support/tracking";
import { markContacted, recordOutcome, setAppointment } from "./bookings.server";
import {
  addDeliveryFiles,
  assignEditor,
  closeOrder,
  markDelivered,
  requestRevision,
  startWork,
} from "./editing.server";
import { confirmPayment, parseAmount, rejectProof, submitPaymentProof } from "./payments.server";
import { loadRequest } from "./requests.server";
import { hashToken, issueRequestToken, resolveRequestToken } from "./tokens.server";
import { applyChange, type TrackingEnv, TrackingError } from "./tracking.server";
import { studentView } from "./views.server";

let test: TestDatabase;
let env: TrackingEnv;
let dataDir: string;
let staffId: number;
const staff = () => ({ userId: staffId, ip: "test" });

beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), "studyway-tracking-"));
  env = {
    db: test.db,
    config: { REQUEST_LINK_DAYS: 30, OFFICE_EMAILS: { philippines: "manila@agency.test" }, DATA_DIR: dataDir },
    addressing: { origin: "https://www.studyway.test", domains: {}, protocol: "https:" },
  };
  const row = await test.db
    .insertInto("staff_users")
    .values({
      email: "editor@agency.test",
      name: "Ana Reyes",
      password_hash: "x",
      role: "consultant",
      office: "philippines",
      created_at: new Date().toISOString(),
      password_changed_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  staffId = row.id;
});
afterAll(async () => {
  await test.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const mailsFor = (recipient: string) =>
  test.db.selectFrom("mail_outbox").selectAll().where("recipient", "=", recipient).orderBy("id").execute();

const stageOf = async (type: LeadType, id: number) => (await loadRequest(test.db, { type, id }))?.stage;

/** The token in the last link mailed to `recipient`. */
async function lastLinkToken(recipient: string): Promise<string> {
  const mails = await mailsFor(recipient);
  const text = mails.at(-1)?.text_body ?? "";
  const match = /\/my_request\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
}

async function viewOf(type: LeadType, id: number) {
  const request = await loadRequest(test.db, { type, id });
  if (!request) throw new Error("no such request");
  return await studentView(test.db, request);
}

const docx = async (name: string) =>
  new File([Buffer.from(await writeDocx({ body: ["The edited statement of purpose."] }))], name);

describe("request tokens", () => {
  it("open exactly the request they were issued for, until they expire", async () => {
    const a = await insertOrder(test.db);
    const b = await insertOrder(test.db);
    const now = new Date("2026-11-26T00:00:00Z");
    const tokenA = await issueRequestToken(test.db, { type: "order", id: a.id }, 30, now);
    const tokenB = await issueRequestToken(test.db, { type: "order", id: b.id }, 30, now);
    expect(await resolveRequestToken(test.db, tokenA, now)).toEqual({ type: "order", id: a.id });
    expect(await resolveRequestToken(test.db, tokenB, now)).toEqual({ type: "order", id: b.id });
    // Only the hash is stored.
    const stored = await test.db.selectFrom("request_tokens").select("token_hash").execute();
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(tokenA));
    expect(stored.map((r) => r.token_hash)).not.toContain(tokenA);
    // Expired, forged (one character changed), malformed.
    expect(await resolveRequestToken(test.db, tokenA, new Date("2026-12-26T00:00:01Z"))).toBeUndefined();
    const forged = `${tokenA.slice(0, -1)}${tokenA.endsWith("A") ? "B" : "A"}`;
    expect(await resolveRequestToken(test.db, forged, now)).toBeUndefined();
    expect(await resolveRequestToken(test.db, "../../etc/passwd", now)).toBeUndefined();
    expect(await resolveRequestToken(test.db, hashToken(tokenA), now)).toBeUndefined();
    expect(await resolveRequestToken(test.db, undefined, now)).toBeUndefined();
  });
});

describe("an order from payment to close", () => {
  it("moves stage by stage, each change with its mail and a fresh link to the same order", async () => {
    const email = "flow@example.ph";
    const order = await insertOrder(test.db, { email, rush: true });
    expect(await stageOf("order", order.id)).toBe("payment_pending");

    // Work cannot start before the payment is confirmed.
    await expect(startWork(env, staff(), order.id)).rejects.toThrow(TrackingError);

    const confirmedAt = new Date();
    await confirmPayment(env, staff(), order.id, { promisedBy: null }, confirmedAt);
    const confirmed = await loadRequest(test.db, { type: "order", id: order.id });
    expect(confirmed?.stage).toBe("payment_received");
    expect(confirmed?.status).toBe("in_progress");
    expect(confirmed?.firstResponseAt).toBe(confirmedAt.toISOString());
    // Rush: 72 hours from the confirmation (spec § 9).
    expect(confirmed?.dueAt).toBe(new Date(confirmedAt.getTime() + 72 * 3600 * 1000).toISOString());
    let mails = await mailsFor(email);
    expect(mails.map((m) => m.subject)).toEqual([
      en["mail.tracking.order.payment_received.subject"].replace("{reference}", order.reference),
    ]);
    expect(mails[0]?.text_body).toContain("https://www.studyway.test/my_request/");
    expect(mails[0]?.text_body).toContain("lang=en");
    expect(mails[0]?.html_body).toMatch(/<a href="https:\/\/www\.studyway\.test\/my_request\/[^"]+">/);
    const token = await lastLinkToken(email);
    expect(await resolveRequestToken(test.db, token)).toEqual({ type: "order", id: order.id });

    await assignEditor(env, staff(), order.id, staffId);
    await startWork(env, staff(), order.id);
    // Nothing to deliver yet.
    await expect(markDelivered(env, staff(), order.id)).rejects.toMatchObject({
      key: "admin.tracking.error.nothingToDeliver",
    });
    expect(await addDeliveryFiles(env, staff(), order.id, [await docx("sop-edited.docx")])).toBe(1);
    let view = await viewOf("order", order.id);
    expect(view.deliveries).toEqual([]); // not shown before delivery
    await markDelivered(env, staff(), order.id);
    view = await viewOf("order", order.id);
    expect(view.deliveries.map((f) => f.name)).toEqual(["sop-edited.docx"]);
    expect(view.canRequestRevision).toBe(true);

    // The student's one revision round.
    const refused = await requestRevision(env, { type: "order", id: order.id }, { message: " ", file: null, ip: "s" });
    expect(refused).toEqual({ ok: false, errors: { message: "tracking.error.messageRequired" } });
    const asked = await requestRevision(
      env,
      { type: "order", id: order.id },
      { message: "Please shorten the second paragraph.", file: await docx("my-notes.docx"), ip: "s" },
    );
    expect(asked).toEqual({ ok: true });
    const again = await requestRevision(
      env,
      { type: "order", id: order.id },
      { message: "And once more.", file: null, ip: "s" },
    );
    expect(again).toEqual({ ok: false, errors: { form: "tracking.error.stage" } });
    await addDeliveryFiles(env, staff(), order.id, [await docx("sop-revised.docx")]);
    await markDelivered(env, staff(), order.id);
    expect(await stageOf("order", order.id)).toBe("revision_delivered");
    view = await viewOf("order", order.id);
    expect(view.deliveries.map((f) => [f.name, f.round])).toEqual([
      ["sop-edited.docx", 1],
      ["sop-revised.docx", 2],
    ]);
    expect(view.revision?.message).toBe("Please shorten the second paragraph.");
    expect(view.revision?.file?.name).toBe("my-notes.docx");
    // Once delivered twice, no further revision.
    expect(view.canRequestRevision).toBe(false);

    await closeOrder(env, staff(), order.id);
    mails = await mailsFor(email);
    expect(mails.map((m) => m.topic.split(":")[2])).toEqual([
      "stage-payment_received",
      "stage-assigned",
      "stage-in_progress",
      "stage-delivered",
      "stage-revision_requested",
      "stage-revision_delivered",
      "stage-closed",
    ]);
    expect(mails[1]?.text_body).toContain("Ana Reyes");
    // Every stage mail to the student answers to the office (issue 27).
    expect(mails.map((m) => m.reply_to)).toEqual(mails.map(() => "manila@agency.test"));
    // The office heard of the revision request, with the student's message.
    const office = await mailsFor("manila@agency.test");
    expect(office.at(-1)?.subject).toContain(order.reference);
    expect(office.at(-1)?.text_body).toContain("Please shorten the second paragraph.");
    expect(office.at(-1)?.reply_to).toBe(email);
    view = await viewOf("order", order.id);
    expect(view.steps.map((s) => `${s.key}:${s.state}`)).toEqual([
      "received:done",
      "payment_pending:done",
      "payment_received:done",
      "assigned:done",
      "in_progress:done",
      "delivered:done",
      "revision_requested:done",
      "revision_delivered:done",
      "closed:done",
    ]);
  });

  it("promises a standard order by the day staff enter, at 18:00 office time", async () => {
    const order = await insertOrder(test.db);
    await confirmPayment(env, staff(), order.id, { promisedBy: "2099-01-15" });
    // Manila is UTC+8.
    expect((await loadRequest(test.db, { type: "order", id: order.id }))?.dueAt).toBe("2099-01-15T10:00:00.000Z");
    const past = await insertOrder(test.db);
    await expect(confirmPayment(env, staff(), past.id, { promisedBy: "2020-01-01" })).rejects.toMatchObject({
      key: "admin.tracking.error.promisedBy",
    });
  });

  it("closing early skips the stages never reached", async () => {
    const order = await insertOrder(test.db);
    await closeOrder(env, staff(), order.id);
    const view = await viewOf("order", order.id);
    expect(view.steps.filter((s) => s.state === "skipped").map((s) => s.key)).toEqual([
      "payment_received",
      "assigned",
      "in_progress",
      "delivered",
      "revision_requested",
      "revision_delivered",
    ]);
  });
});

describe("payment proofs", () => {
  const proof = (bytes: Uint8Array, name: string) => new File([Buffer.from(bytes)], name);

  it("refuses a file whose content is not an image or PDF, whatever its name", async () => {
    const order = await insertOrder(test.db);
    const result = await submitPaymentProof(
      env,
      { type: "order", id: order.id },
      {
        file: proof(new TextEncoder().encode("<html>not a receipt</html>"), "receipt.png"),
        amount: "20,000.00",
        paidOn: "2026-11-20",
        ip: "s",
      },
    );
    expect(result).toEqual({ ok: false, errors: { file: "tracking.error.proofType" } });
    // A Word document is not a receipt either.
    const word = await submitPaymentProof(
      env,
      { type: "order", id: order.id },
      {
        file: await docx("receipt.pdf"),
        amount: "20000",
        paidOn: "2026-11-20",
        ip: "s",
      },
    );
    expect(word).toEqual({ ok: false, errors: { file: "tracking.error.proofType" } });
    expect(await test.db.selectFrom("payment_proofs").selectAll().where("order_id", "=", order.id).execute()).toEqual(
      [],
    );
  });

  it("keeps a valid proof for staff, tells the office, and lets staff reject it with a reason", async () => {
    const email = "proof@example.ph";
    const order = await insertOrder(test.db, { email });
    const bad = await submitPaymentProof(
      env,
      { type: "order", id: order.id },
      {
        file: proof(pngBytes(), "receipt.png"),
        amount: "twenty",
        paidOn: "2999-01-01",
        ip: "s",
      },
    );
    expect(bad).toEqual({ ok: false, errors: { amount: "tracking.error.amount", paid_on: "tracking.error.paidOn" } });
    const ok = await submitPaymentProof(
      env,
      { type: "order", id: order.id },
      { file: proof(pngBytes(), "receipt.png"), amount: "20,000.00", paidOn: "2026-11-20", ip: "s" },
      new Date("2026-11-26T02:00:00Z"),
    );
    expect(ok).toEqual({ ok: true });
    const [stored] = await test.db.selectFrom("payment_proofs").selectAll().where("order_id", "=", order.id).execute();
    expect(stored).toMatchObject({ amount_minor: 2_000_000, paid_on: "2026-11-20", status: "pending" });
    const office = await mailsFor("manila@agency.test");
    expect(office.at(-1)?.subject).toBe(
      en["mail.tracking.office.proof.subject"]
        .replace("{reference}", order.reference)
        .replace("{name}", "Maria Santos"),
    );
    expect(office.at(-1)?.text_body).toContain(`/admin/orders/${order.id}`);

    await expect(rejectProof(env, staff(), order.id, stored?.id ?? 0, "  ")).rejects.toMatchObject({
      key: "admin.tracking.error.reason",
    });
    await rejectProof(env, staff(), order.id, stored?.id ?? 0, "The amount does not match our bank statement.");
    const [mail] = await mailsFor(email);
    expect(mail?.text_body).toContain("The amount does not match our bank statement.");
    const view = await viewOf("order", order.id);
    expect(view.proofs.map((p) => p.status)).toEqual(["rejected"]);
    expect(view.canSendProof).toBe(true);
    // A rejected proof cannot be rejected twice.
    await expect(rejectProof(env, staff(), order.id, stored?.id ?? 0, "again")).rejects.toThrow(TrackingError);
  });

  it("accepts no proof for cash orders or once paid", async () => {
    const cash = await insertOrder(test.db, { payment: "cash" });
    const input = { file: proof(pngBytes(), "r.png"), amount: "1", paidOn: "2026-11-20", ip: "s" };
    expect(await submitPaymentProof(env, { type: "order", id: cash.id }, input)).toEqual({
      ok: false,
      errors: { form: "tracking.error.stage" },
    });
  });
});

describe("one transaction", () => {
  it("leaves the stage unchanged when its mail cannot be stored, and stores neither", async () => {
    const email = "durable@example.ph";
    const order = await insertOrder(test.db, { email });
    const events = () =>
      test.db
        .selectFrom("request_events")
        .selectAll()
        .where("lead_type", "=", "order")
        .where("lead_id", "=", order.id)
        .execute();
    await sql`alter table mail_outbox rename to mail_outbox_away`.execute(test.db);
    try {
      await expect(confirmPayment(env, staff(), order.id, { promisedBy: null })).rejects.toThrow();
    } finally {
      await sql`alter table mail_outbox_away rename to mail_outbox`.execute(test.db);
    }
    expect(await stageOf("order", order.id)).toBe("payment_pending");
    expect(await events()).toEqual([]);
    expect(
      await test.db
        .selectFrom("request_tokens")
        .selectAll()
        .where("lead_type", "=", "order")
        .where("lead_id", "=", order.id)
        .execute(),
    ).toEqual([]);
    // The same change then goes through, with its mail.
    await confirmPayment(env, staff(), order.id, { promisedBy: null });
    expect(await stageOf("order", order.id)).toBe("payment_received");
    expect((await mailsFor(email)).length).toBe(1);
  });

  it("lets only one of several simultaneous changes through", async () => {
    const order = await insertOrder(test.db);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => confirmPayment(env, staff(), order.id, { promisedBy: null })),
    );
    expect(results.filter((r) => r.status === "fulfilled").length).toBe(1);
    const events = await test.db
      .selectFrom("request_events")
      .select("kind")
      .where("lead_type", "=", "order")
      .where("lead_id", "=", order.id)
      .execute();
    expect(events).toEqual([{ kind: "payment_received" }]);
  });
});

describe("a change made on stale state", () => {
  it("is refused, with neither its event nor its mail, when the request moved meanwhile", async () => {
    const email = "stale@example.ph";
    const order = await insertOrder(test.db, { email });
    const stale = await loadRequest(test.db, { type: "order", id: order.id });
    if (!stale) throw new Error("no order");
    await closeOrder(env, staff(), order.id);
    const before = (await mailsFor(email)).length;
    await expect(
      test.db
        .transaction()
        .execute((trx) =>
          applyChange(trx, env, stale, { kind: "staff", ...staff() }, { stage: "payment_received" }, new Date()),
        ),
    ).rejects.toMatchObject({ key: "tracking.error.changed" });
    expect(await stageOf("order", order.id)).toBe("closed");
    expect((await mailsFor(email)).length).toBe(before);
  });
});

describe("a booking", () => {
  it("goes from received to appointment and done; the appointment is entered in office time", async () => {
    const email = "booking@example.vn";
    const booking = await insertBooking(test.db, { email });
    const now = new Date("2026-11-26T02:00:00Z");
    await markContacted(env, staff(), booking.id, now);
    await expect(setAppointment(env, staff(), booking.id, "2026-11-25T10:00", now)).rejects.toMatchObject({
      key: "admin.tracking.error.appointment",
    });
    await setAppointment(env, staff(), booking.id, "2026-12-01T10:00", now);
    const request = await loadRequest(test.db, { type: "consultation", id: booking.id });
    // Ho Chi Minh City is UTC+7.
    expect(request?.appointmentAt).toBe("2026-12-01T03:00:00.000Z");
    expect(request?.status).toBe("in_progress");
    const mails = await mailsFor(email);
    expect(mails.map((m) => m.subject)).toEqual([
      vi["mail.tracking.booking.contacted.subject"].replace("{reference}", booking.reference),
      vi["mail.tracking.booking.appointment_set.subject"].replace("{reference}", booking.reference),
    ]);
    expect(mails[1]?.text_body).toContain("10:00");
    expect(mails[1]?.text_body).toContain("1 tháng 12, 2026");
    // Moving it keeps the stage and mails the new time.
    await setAppointment(env, staff(), booking.id, "2026-12-02T14:30", now);
    expect((await mailsFor(email)).length).toBe(3);
    await recordOutcome(env, staff(), booking.id, "Interested in UBC data science; will order SOP editing.", now);
    const view = await viewOf("consultation", booking.id);
    expect(view.steps.map((s) => `${s.key}:${s.state}`)).toEqual([
      "received:done",
      "contacted:done",
      "appointment_set:done",
      "done:done",
    ]);
    // The office's outcome note never reaches the student.
    expect(JSON.stringify(view)).not.toContain("UBC");
    expect((await mailsFor(email)).at(-1)?.text_body).not.toContain("UBC");
  });
});

describe("a new booking", () => {
  it("gets a link in its confirmation mail and an access token for the result page", async () => {
    const { id } = await createCaptcha(test.db);
    const { answer } = await test.db
      .selectFrom("captcha_challenges")
      .select("answer")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const result = await createConsultation(
      test.db,
      { OFFICE_EMAILS: {} },
      {
        input: validBooking({ captcha: answer, email: "new.booking@example.vn" }),
        locale: "vi",
        captchaId: id,
        shortlist: [],
        honeypot: "",
        links: { addressing: env.addressing, days: 30 },
      },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const ref = await resolveRequestToken(test.db, result.accessToken);
    expect(ref?.type).toBe("consultation");
    expect((await loadRequest(test.db, ref ?? { type: "consultation", id: 0 }))?.reference).toBe(result.reference);
    const [mail] = await mailsFor("new.booking@example.vn");
    expect(mail?.text_body).toContain(`https://www.studyway.test/my_request/${result.accessToken}?lang=vi`);
  });
});

describe("parseAmount", () => {
  it("reads amounts as people type them", () => {
    expect(parseAmount("20,000.00", 2)).toBe(2_000_000);
    expect(parseAmount("20000", 2)).toBe(2_000_000);
    expect(parseAmount("20.000,50", 2)).toBe(2_000_050);
    expect(parseAmount("290.5", 2)).toBe(29_050);
    expect(parseAmount("5.200.000", 0)).toBe(5_200_000);
    expect(parseAmount("5,200,000", 0)).toBe(5_200_000);
    expect(parseAmount("8 800", 0)).toBe(8_800);
    expect(parseAmount("1,234", 2)).toBe(123_400);
    expect(parseAmount("0", 0)).toBeUndefined();
    expect(parseAmount("-5", 0)).toBeUndefined();
    expect(parseAmount("1e9", 0)).toBeUndefined();
    expect(parseAmount("", 2)).toBeUndefined();
  });
});
