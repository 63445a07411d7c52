import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { writeDocx } from "../../../tests/support/documents/write-docx";
import { insertBooking, insertOrder, pngBytes } from "../../../tests/support/tracking";
import { resultPageLink } from "./access.server";
import { setAppointment } from "./bookings.server";
import { addDeliveryFiles, markDelivered } from "./editing.server";
import { confirmPayment, submitPaymentProof } from "./payments.server";
import { sendRequestLink } from "./student-actions.server";
import { loadStudentPage, studentFile } from "./student-page.server";
import { utcToLocalInput } from "./time";
import { issueRequestToken, resolveRequestToken } from "./tokens.server";
import type { TrackingEnv } from "./tracking.server";

let test: TestDatabase;
let env: TrackingEnv;
let dataDir: string;
const config = loadConfig({});
const staff = { userId: 0, ip: "test" };

beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), "studyway-student-page-"));
  env = {
    db: test.db,
    config: { REQUEST_LINK_DAYS: 30, OFFICE_EMAILS: {}, DATA_DIR: dataDir },
    addressing: { origin: "https://www.studyway.test", domains: { th: "www.studyway.co.th" }, protocol: "https:" },
  };
  const user = await test.db
    .insertInto("staff_users")
    .values({
      email: "staff@agency.test",
      name: "Staff",
      password_hash: "x",
      role: "admin",
      office: null,
      created_at: new Date().toISOString(),
      password_changed_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  staff.userId = user.id;
});
afterAll(async () => {
  await test.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const tokenFor = (type: "order" | "consultation", id: number) => issueRequestToken(test.db, { type, id }, 30);

describe("the student's page", () => {
  it("shows the request its token opens, in the page's language, and nothing for a bad token", async () => {
    const order = await insertOrder(test.db, { locale: "th", rush: true });
    const token = await tokenFor("order", order.id);
    const page = await loadStudentPage(test.db, config, token, "th", new Date());
    expect(page?.reference).toBe(order.reference);
    // Buddhist era in th.
    expect(page?.receivedOn).toMatch(/25\d\d/);
    // No account configured (decision 0019): no number, the office sends it.
    expect(page?.payment?.bankAccount).toBeNull();
    expect(page?.payment?.bankPending).toBe("PHP");
    const configured = { ...config, BANK_ACCOUNTS: { PHP: "Agency bank · Account 42" } };
    const withAccount = await loadStudentPage(test.db, configured, token, "th", new Date());
    expect(withAccount?.payment).toMatchObject({ bankAccount: "Agency bank · Account 42", bankPending: null });
    expect(page?.canSendProof).toBe(true);
    expect(page?.due).toContain("72");
    expect(await loadStudentPage(test.db, config, "x".repeat(43), "th")).toBeUndefined();
    expect(await loadStudentPage(test.db, config, undefined, "th")).toBeUndefined();
  });

  it("shows an appointment in the student's site time zone with its name", async () => {
    const booking = await insertBooking(test.db, { locale: "vi" });
    const day = utcToLocalInput(new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(), "Asia/Ho_Chi_Minh").slice(
      0,
      10,
    );
    await setAppointment(env, staff, booking.id, `${day}T09:30`, new Date());
    const page = await loadStudentPage(test.db, config, await tokenFor("consultation", booking.id), "vi");
    expect(page?.appointment?.iso).toBe(`${day}T02:30:00.000Z`);
    expect(page?.appointment?.text).toContain("09:30");
    expect(page?.next).toContain("09:30");
  });
});

describe("files on the student's page", () => {
  it("are served only through a token of their own order, deliveries only once delivered", async () => {
    const mine = await insertOrder(test.db);
    const other = await insertOrder(test.db);
    const myToken = await tokenFor("order", mine.id);
    const otherToken = await tokenFor("order", other.id);
    await submitPaymentProof(
      env,
      { type: "order", id: mine.id },
      {
        file: new File([Buffer.from(pngBytes())], "receipt.png"),
        amount: "20000",
        paidOn: new Date().toISOString().slice(0, 10),
        ip: "s",
      },
    );
    const proof = await test.db
      .selectFrom("payment_proofs")
      .select("file_id")
      .where("order_id", "=", mine.id)
      .executeTakeFirstOrThrow();
    expect((await studentFile(test.db, myToken, proof.file_id))?.original_name).toBe("receipt.png");
    expect(await studentFile(test.db, otherToken, proof.file_id)).toBeUndefined();
    expect(await studentFile(test.db, "forged-token-forged-token-forged-token-abcd", proof.file_id)).toBeUndefined();
    expect(await studentFile(test.db, myToken, "../../etc/passwd")).toBeUndefined();
    // A booking's token opens no file.
    const booking = await insertBooking(test.db);
    expect(await studentFile(test.db, await tokenFor("consultation", booking.id), proof.file_id)).toBeUndefined();

    await confirmPayment(env, staff, mine.id, { promisedBy: null });
    const docx = new File([Buffer.from(await writeDocx({ body: ["Edited."] }))], "edited.docx");
    await addDeliveryFiles(env, staff, mine.id, [docx]);
    const delivery = await test.db
      .selectFrom("request_files")
      .select("id")
      .where("order_id", "=", mine.id)
      .where("purpose", "=", "delivery")
      .executeTakeFirstOrThrow();
    expect(await studentFile(test.db, myToken, delivery.id)).toBeUndefined();
    await markDelivered(env, staff, mine.id);
    expect((await studentFile(test.db, myToken, delivery.id))?.original_name).toBe("edited.docx");
    expect(await studentFile(test.db, otherToken, delivery.id)).toBeUndefined();
  });
});

describe("find my request", () => {
  it("mails a fresh link when reference and address match, and answers the same when they do not", async () => {
    const order = await insertOrder(test.db, { email: "Find.Me@Example.ph", locale: "th" });
    const mails = () => test.db.selectFrom("mail_outbox").selectAll().where("topic", "like", "%:link").execute();
    const before = (await mails()).length;
    expect(await sendRequestLink(env, { reference: order.reference, email: "nobody@example.ph" })).toEqual({
      ok: true,
      mailed: false,
    });
    expect((await mails()).length).toBe(before);
    expect(
      await sendRequestLink(env, { reference: order.reference.toLowerCase(), email: " find.me@example.PH " }),
    ).toEqual({
      ok: true,
      mailed: true,
    });
    const mail = (await mails()).at(-1);
    expect(mail?.recipient).toBe("Find.Me@Example.ph");
    // th has its own domain here: the link goes there, without a ?lang= marker.
    const token = /https:\/\/www\.studyway\.co\.th\/my_request\/([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? "")?.[1];
    expect(await resolveRequestToken(test.db, token)).toEqual({ type: "order", id: order.id });
    expect(await sendRequestLink(env, { reference: "S-1", email: "not an address" })).toEqual({
      ok: false,
      errors: { reference: "tracking.find.error.reference", email: "tracking.find.error.email" },
    });
  });
});

describe("the result page's link", () => {
  it("appears only for a key that opens the named request", async () => {
    const a = await insertOrder(test.db);
    const b = await insertOrder(test.db);
    const keyA = await tokenFor("order", a.id);
    expect(await resultPageLink(test.db, a.reference, keyA)).toBe(`/my_request/${keyA}`);
    expect(await resultPageLink(test.db, b.reference, keyA)).toBeNull();
    expect(await resultPageLink(test.db, a.reference, null)).toBeNull();
  });
});
