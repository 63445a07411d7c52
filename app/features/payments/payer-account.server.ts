import type { Db } from "~/.server/db/database";

/**
 * Taiwan: students pay a TWD order by ATM or bank-app transfer to the agency's account, and the
 * agency's statement shows the payer's account with its last digits ("822-****12345"). The
 * student gives the last five digits of the account they pay from (at ordering or afterwards);
 * statement matching proposes the order for a line from that account with the order's amount.
 */
export const LAST5 = /^\d{5}$/;

export interface PayerAccountOrder {
  locale: string;
  currency: string;
  paymentMethod: string;
  stage: string;
}

/** Only tw orders in TWD paid by transfer are asked, and only while the payment is awaited. */
export const asksPayerAccount = (order: PayerAccountOrder) =>
  order.locale === "tw" &&
  order.currency === "TWD" &&
  order.paymentMethod !== "cash" &&
  order.stage === "payment_pending";

/** Five digits, spaces and dashes dropped ("12 345" is 12345); undefined when that is not five digits. */
export function readLast5(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, "");
  return LAST5.test(digits) ? digits : undefined;
}

export type PayerAccountResult = { ok: true } | { ok: false; error: "pay.account.error" | "pay.account.closed" };

/** Stores the five digits on order `orderId` when the order asks for them. */
export async function setPayerAccount(db: Db, orderId: number, input: string): Promise<PayerAccountResult> {
  const order = await db
    .selectFrom("service_orders")
    .select(["locale", "currency", "payment_method", "stage"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (
    !order ||
    !asksPayerAccount({
      locale: order.locale,
      currency: order.currency,
      paymentMethod: order.payment_method,
      stage: order.stage,
    })
  ) {
    return { ok: false, error: "pay.account.closed" };
  }
  const last5 = readLast5(input);
  if (!last5) return { ok: false, error: "pay.account.error" };
  await db
    .updateTable("service_orders")
    .set({ payer_account_last5: last5 })
    .where("id", "=", orderId)
    .where("stage", "=", "payment_pending")
    .execute();
  return { ok: true };
}

/** The statement line's text holds `last5` at the end of a run of digits ("822-****12345", "0081234512345"). */
export const lineFromAccount = (text: string, last5: string) =>
  LAST5.test(last5) && new RegExp(`${last5}(?!\\d)`).test(text);

/**
 * What an order's pages show of the five digits: null when the order does not ask for them,
 * else the digits given so far (null before).
 */
export async function payerAccountView(
  db: Db,
  where: { id: number } | { reference: string },
): Promise<{ last5: string | null } | null> {
  let query = db
    .selectFrom("service_orders")
    .select(["locale", "currency", "payment_method", "stage", "payer_account_last5"]);
  query = "id" in where ? query.where("id", "=", where.id) : query.where("reference", "=", where.reference);
  const order = await query.executeTakeFirst();
  if (
    !order ||
    !asksPayerAccount({
      locale: order.locale,
      currency: order.currency,
      paymentMethod: order.payment_method,
      stage: order.stage,
    })
  ) {
    return null;
  }
  return { last5: order.payer_account_last5 };
}
