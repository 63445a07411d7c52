import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db, engineOfDb } from "~/.server/db/database";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createCaptcha } from "~/features/consultation/captcha.server";
import { createConsultation } from "~/features/consultation/consultation.server";
import { createServiceOrder } from "~/features/services/orders.server";
import { validBooking } from "../../../tests/support/consultation";
import { newSubmissionKey, readSubmissionKey } from "./submission-key";

let test: TestDatabase;
/**
 * A second pool on the same database: another server process. On SQLite the same connection
 * (node:sqlite blocks the thread while it waits for a lock, so two connections in one process
 * would wait on each other): the second copy's transaction then runs right after the first's.
 */
let other: Db;
const config = {
  OFFICE_EMAILS: { vietnam: "hcm-office@studyway.example" },
  BANK_ACCOUNTS: { VND: "Vietcombank 0071" },
  PAYMENT_QR: { byCurrency: {}, receiveCodes: {} },
  MEDIA_BASE_URL: undefined,
};

beforeAll(async () => {
  test = await createTestDatabase();
  other = engineOfDb(test.db) === "postgres" ? createDatabase(test.url) : test.db;
});
afterAll(async () => {
  if (other !== test.db) await other.destroy();
  await test.destroy();
});

async function challenge() {
  const { id } = await createCaptcha(test.db);
  const row = await test.db
    .selectFrom("captcha_challenges")
    .select("answer")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { id, answer: row.answer };
}

const book = async (
  key: string | undefined,
  options: { email?: string; captcha?: { id: string; answer: string }; db?: Db } = {},
) => {
  const captcha = options.captcha ?? (await challenge());
  return createConsultation(options.db ?? test.db, config, {
    input: validBooking({ captcha: captcha.answer, ...(options.email ? { email: options.email } : {}) }),
    locale: "vi",
    captchaId: captcha.id,
    shortlist: [],
    honeypot: "",
    submissionKey: key,
  });
};

const count = async (table: "consultations" | "service_orders", email: string) =>
  (await test.db.selectFrom(table).select("id").where("email", "=", email).execute()).length;
const mailsTo = async (recipient: string) =>
  (await test.db.selectFrom("mail_outbox").select("id").where("recipient", "=", recipient).execute()).length;
const officeMailsAbout = async (reference: string) =>
  (
    await test.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", "hcm-office@studyway.example")
      .where("topic", "like", `%${reference}%`)
      .execute()
  ).length;

describe("submission keys", () => {
  it("accept 16-200 visible characters and nothing else", () => {
    expect(readSubmissionKey(newSubmissionKey())).toMatch(/^[0-9a-f-]{36}$/);
    expect(readSubmissionKey("short")).toBeUndefined();
    expect(readSubmissionKey("has a space in the middle")).toBeUndefined();
    expect(readSubmissionKey(42)).toBeUndefined();
  });
});

describe("a booking sent twice with one submission key", () => {
  it("is stored once and both answers name the same reference and request page", async () => {
    const key = newSubmissionKey();
    const email = "twice@example.vn";
    const first = await book(key, { email });
    // The retry comes with a fresh captcha image's answer, or with the spent one: either way.
    const second = await book(key, { email });
    const third = await book(key, { email, captcha: { id: "spent", answer: "zzzz" } });
    expect(first.ok && second.ok && third.ok).toBe(true);
    if (!first.ok || !second.ok || !third.ok) return;
    expect(second).toEqual({ ...first, replayed: true });
    expect(third).toEqual({ ...first, replayed: true });
    expect(first.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await count("consultations", email)).toBe(1);
    expect(await mailsTo(email)).toBe(1);
    expect(await officeMailsAbout(first.reference)).toBe(1);
    // Neither the key nor the token is stored as it is.
    const stored = await test.db.selectFrom("submission_keys").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(first.accessToken);
  });

  it("is stored once when both copies arrive at the same moment, from two processes", async () => {
    const key = newSubmissionKey();
    const email = "same-moment@example.vn";
    const captcha = await challenge();
    const results = await Promise.all([book(key, { email, captcha }), book(key, { email, captcha, db: other })]);
    expect(results.every((r) => r.ok)).toBe(true);
    const references = new Set(results.map((r) => (r.ok ? r.reference : "")));
    expect(references.size).toBe(1);
    expect(await count("consultations", email)).toBe(1);
    expect(await mailsTo(email)).toBe(1);
  });

  it("is a new booking without a key, or with the key of another address", async () => {
    const key = newSubmissionKey();
    const a = await book(key, { email: "first-address@example.vn" });
    const b = await book(key, { email: "other-address@example.vn" });
    const c = await book(undefined, { email: "first-address@example.vn" });
    const d = await book(undefined, { email: "first-address@example.vn" });
    const refs = [a, b, c, d].map((r) => (r.ok ? r.reference : "refused"));
    expect(new Set(refs).size).toBe(4);
    expect(refs).not.toContain("refused");
  });

  it("is not spent by a refused attempt: the corrected one is stored", async () => {
    const key = newSubmissionKey();
    const email = "typo@example.vn";
    const { id } = await challenge();
    const refused = await book(key, { email, captcha: { id, answer: "wrong" } });
    expect(refused).toEqual({ ok: false, errors: { captcha: "consultation.error.captchaWrong" } });
    const stored = await book(key, { email });
    expect(stored.ok && !stored.replayed).toBe(true);
    expect(await count("consultations", email)).toBe(1);
  });
});

describe("an order sent twice with one submission key", () => {
  const order = (key: string | undefined, email: string, db: Db = test.db) =>
    createServiceOrder(db, config, {
      locale: "vi",
      selection: {
        currency: "VND",
        items: [
          {
            id: "i0",
            service: "application",
            method: "",
            topic: "",
            units: 3,
            uploadId: null,
            rush: false,
          },
        ],
      },
      contact: {
        name: "Trần Minh",
        email,
        phone: "090 765 4321",
        messenger_id: "",
        office: "",
        message: "",
        payment_method: "transfer",
      },
      submissionKey: key,
    });

  it("is stored once, with one office mail, also when both copies arrive together", async () => {
    const key = newSubmissionKey();
    const email = "order-twice@example.vn";
    const [first, second] = await Promise.all([order(key, email), order(key, email, other)]);
    const third = await order(key, email);
    expect(first?.ok && second?.ok && third.ok).toBe(true);
    if (!first?.ok || !second?.ok || !third.ok) return;
    expect(second.reference).toBe(first.reference);
    expect(third).toMatchObject({
      reference: first.reference,
      accessToken: first.replayed ? second.accessToken : first.accessToken,
      currency: "VND",
      totalMinor: first.totalMinor,
      replayed: true,
    });
    expect(await count("service_orders", email)).toBe(1);
    expect(await mailsTo(email)).toBe(1);
    expect(await officeMailsAbout(first.reference)).toBe(1);
  });
});
