import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createServiceOrder } from "~/features/services/orders.server";
import type { StaffSession } from "~/features/staff/sessions.server";
import { studentAction } from "~/features/tracking/student-actions.server";
import { loadStudentPage } from "~/features/tracking/student-page.server";
import { issueRequestToken } from "~/features/tracking/tokens.server";
import type { TrackingEnv } from "~/features/tracking/tracking.server";
import { insertOrder } from "../../../tests/support/tracking";
import { lineFromAccount, payerAccountView, readLast5, setPayerAccount } from "./payer-account.server";
import { importStatement, unmatchedLines } from "./statements/statements.server";

let test: TestDatabase;
let env: TrackingEnv;
let dataDir: string;
const pageConfig = { BANK_ACCOUNTS: {}, PAYMENT_QR: { byCurrency: {}, receiveCodes: {} }, MEDIA_BASE_URL: undefined };

beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), "studyway-payer-"));
  env = {
    db: test.db,
    config: { REQUEST_LINK_DAYS: 30, OFFICE_EMAILS: {}, DATA_DIR: dataDir },
    addressing: { origin: "https://www.studyway.test", domains: {}, protocol: "https:" },
  };
});
afterAll(async () => {
  await test.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const last5Of = async (id: number) =>
  (
    await test.db
      .selectFrom("service_orders")
      .select("payer_account_last5")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).payer_account_last5;

const twOrder = (options: { totalMinor?: number; office?: string; payment?: "transfer" | "cash" } = {}) =>
  insertOrder(test.db, {
    locale: "tw",
    currency: "TWD",
    office: options.office ?? "taipei",
    totalMinor: options.totalMinor ?? 12_000,
    payment: options.payment,
  });

describe("the last five digits", () => {
  it("are exactly five digits (spaces and dashes dropped)", () => {
    expect(readLast5("12345")).toBe("12345");
    expect(readLast5(" 12-345 ")).toBe("12345");
    for (const bad of ["", "1234", "123456", "12a45", "１２３４５"]) expect(readLast5(bad)).toBeUndefined();
    expect(lineFromAccount("822-****12345 陳大文", "12345")).toBe(true);
    expect(lineFromAccount("0081234512345", "12345")).toBe(true);
    expect(lineFromAccount("822-****123456", "12345")).toBe(false);
  });

  it("are asked only of tw orders in TWD paid by transfer and awaiting payment; validated and stored", async () => {
    const order = await twOrder();
    expect(await payerAccountView(test.db, { id: order.id })).toEqual({ last5: null });
    expect(await setPayerAccount(test.db, order.id, "1234")).toEqual({ ok: false, error: "pay.account.error" });
    expect(await setPayerAccount(test.db, order.id, "123456")).toEqual({ ok: false, error: "pay.account.error" });
    expect(await last5Of(order.id)).toBeNull();
    expect(await setPayerAccount(test.db, order.id, "54321")).toEqual({ ok: true });
    expect(await last5Of(order.id)).toBe("54321");
    expect(await payerAccountView(test.db, { reference: order.reference })).toEqual({ last5: "54321" });

    const philippine = await insertOrder(test.db, { locale: "en", currency: "PHP" });
    const cash = await twOrder({ payment: "cash" });
    for (const other of [philippine, cash]) {
      expect(await payerAccountView(test.db, { id: other.id })).toBeNull();
      expect(await setPayerAccount(test.db, other.id, "12345")).toEqual({ ok: false, error: "pay.account.closed" });
      expect(await last5Of(other.id)).toBeNull();
    }
    await test.db.updateTable("service_orders").set({ stage: "payment_received" }).where("id", "=", order.id).execute();
    expect(await setPayerAccount(test.db, order.id, "11111")).toEqual({ ok: false, error: "pay.account.closed" });
    expect(await last5Of(order.id)).toBe("54321");
  });

  it("the student's page asks for them and takes them (form intent account)", async () => {
    const order = await twOrder();
    const token = await issueRequestToken(test.db, { type: "order", id: order.id }, 30);
    const page = await loadStudentPage(test.db, pageConfig, token, "tw");
    expect(page?.payerAccount).toEqual({ last5: null });
    const post = (last5: string) => {
      const form = new FormData();
      form.set("intent", "account");
      form.set("last5", last5);
      return studentAction(env, token, form, "127.0.0.1");
    };
    expect(await post("12 34")).toEqual({
      kind: "errors",
      intent: "account",
      errors: { last5: "pay.account.error" },
      values: { last5: "12 34" },
    });
    expect(await post("67890")).toEqual({ kind: "done", sent: "account" });
    expect((await loadStudentPage(test.db, pageConfig, token, "tw"))?.payerAccount).toEqual({ last5: "67890" });
    // Another market's page does not ask.
    const en = await insertOrder(test.db, { locale: "en", currency: "PHP" });
    const enToken = await issueRequestToken(test.db, { type: "order", id: en.id }, 30);
    expect((await loadStudentPage(test.db, pageConfig, enToken, "en"))?.payerAccount).toBeNull();
  });

  it("can be given at ordering (tw, TWD), and are refused when not five digits", async () => {
    const config = {
      OFFICE_EMAILS: {},
      BANK_ACCOUNTS: {},
      PAYMENT_QR: { byCurrency: {}, receiveCodes: {} },
      MEDIA_BASE_URL: undefined,
    };
    const order = (last5: string, email: string) =>
      createServiceOrder(test.db, config, {
        locale: "tw",
        selection: {
          currency: "TWD",
          items: [{ id: "i0", service: "application", method: "", topic: "", units: 3, uploadId: null, rush: false }],
        },
        contact: {
          name: "陳大文",
          email,
          phone: "0912 345 678",
          messenger_id: "",
          office: "",
          message: "",
          payment_method: "transfer",
          payer_account_last5: last5,
        },
      });
    expect(await order("1234", "tw-bad@example.com")).toEqual({
      ok: false,
      errors: { payer_account_last5: "service.error.accountLast5" },
    });
    const given = await order("24680", "tw-given@example.com");
    const none = await order("", "tw-none@example.com");
    if (!given.ok || !none.ok) throw new Error("order refused");
    const stored = await test.db
      .selectFrom("service_orders")
      .select(["reference", "currency", "payer_account_last5"])
      .where("reference", "in", [given.reference, none.reference])
      .execute();
    expect(Object.fromEntries(stored.map((r) => [r.reference, [r.currency, r.payer_account_last5]]))).toEqual({
      [given.reference]: ["TWD", "24680"],
      [none.reference]: ["TWD", null],
    });
  });

  for (const bank of [
    { file: "ctbc-tw.csv", office: "hsinchu", amount: 6_400, last5: "27182" },
    { file: "cathay-tw.csv", office: "taichung", amount: 8_500, last5: "67890" },
  ]) {
    it(`statement matching (${bank.file}): a line from the account ending in the student's digits proposes that order`, async () => {
      const session: StaffSession = {
        id: bank.office,
        csrfToken: "x",
        user: { id: 0, email: "c@agency.test", name: "c", role: "consultant", office: bank.office, uiLocale: "tw" },
      };
      const fromAccount = await twOrder({ office: bank.office, totalMinor: bank.amount });
      const sameAmount = await twOrder({ office: bank.office, totalMinor: bank.amount });
      const otherAmount = await twOrder({ office: bank.office, totalMinor: bank.amount + 1 });
      await setPayerAccount(test.db, fromAccount.id, bank.last5);
      await setPayerAccount(test.db, otherAmount.id, bank.last5);
      const bytes = readFileSync(join(__dirname, "../../../tests/fixtures/statements", bank.file));
      await importStatement(
        test.db,
        { userId: null, ip: "127.0.0.1" },
        { office: bank.office, fileName: bank.file, bytes },
      );
      const line = (await unmatchedLines(test.db, session)).find((l) => l.amountMinor === bank.amount);
      // Only the order whose student gave these digits, with the same amount: not the order of
      // the same amount alone, nor the one from that account with another amount.
      expect(line?.proposals).toEqual([expect.objectContaining({ orderId: fromAccount.id, basis: "account" })]);
      expect(sameAmount.id).not.toBe(fromAccount.id);
    });
  }
});
