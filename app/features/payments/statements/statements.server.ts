import { createHash } from "node:crypto";
import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import type { StaffSession } from "~/features/staff/sessions.server";
import { confirmPayment } from "~/features/tracking/payments.server";
import { type TrackingEnv, TrackingError } from "~/features/tracking/tracking.server";
import { lineFromAccount } from "../payer-account.server";
import { compactReference } from "../scan-to-pay.server";
import { parseStatement, type StatementFormat } from "./formats";

/**
 * Bank statements matched to orders: a consultant uploads the bank's export, the lines that
 * brought money in are kept (once, however often they are uploaded), each is offered the orders
 * waiting for payment that it fits (by reference and amount), and nothing is paid until the
 * consultant confirms one: that confirmation is the order's payment confirmation
 * (features/tracking: the student is mailed) and is audited with the line it came from.
 */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

export class StatementError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/**
 * The export's text: UTF-8 (with or without a BOM), else Big5, the encoding of Taiwanese banks'
 * exports (CTBC, older Cathay United ones); undefined when it is neither.
 */
export function decodeStatement(bytes: Uint8Array): string | undefined {
  for (const encoding of ["utf-8", "big5"]) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      // next encoding
    }
  }
  return undefined;
}

export type ImportResult = { format: string; currency: string; added: number; known: number };

/** Reads and stores an uploaded statement for `office`; lines already uploaded are skipped. */
export async function importStatement(
  db: Db,
  actor: Actor,
  input: { office: string; fileName: string; bytes: Uint8Array; format?: StatementFormat },
  now = new Date(),
): Promise<ImportResult> {
  if (input.bytes.length === 0) throw new StatementError("admin.payments.error.empty");
  if (input.bytes.length > STATEMENT_MAX_BYTES) throw new StatementError("admin.payments.error.tooLarge");
  const text = decodeStatement(input.bytes);
  if (text === undefined) throw new StatementError("admin.payments.error.encoding");
  const parsed = parseStatement(text, input.format ? [input.format] : undefined);
  if (!parsed.ok) throw new StatementError(`admin.payments.error.${parsed.error}`);
  const { format, lines } = parsed;
  return await db.transaction().execute(async (trx) => {
    const statement = await trx
      .insertInto("bank_statements")
      .values({
        office: input.office,
        format: format.id,
        file_name: input.fileName.slice(0, 200),
        uploaded_by: actor.userId ?? 0,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Two equal lines in one file are two payments: the fingerprint counts them.
    const seen = new Map<string, number>();
    let added = 0;
    for (const line of lines) {
      const base = createHash("sha256")
        .update([format.id, line.bookedOn, line.amountMinor, line.description, line.counterparty].join("\u0000"))
        .digest("hex");
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const inserted = await trx
        .insertInto("bank_statement_lines")
        .values({
          statement_id: statement.id,
          office: input.office,
          line_no: line.lineNo,
          booked_on: line.bookedOn,
          currency: format.currency,
          amount_minor: line.amountMinor,
          description: line.description,
          counterparty: line.counterparty,
          fingerprint: `${base}:${n}`,
        })
        .onConflict((oc) => oc.columns(["office", "fingerprint"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted) added++;
    }
    const result = { format: format.id, currency: format.currency, added, known: lines.length - added };
    await recordAudit(trx, actor, "payment.statement_upload", "bank_statement", statement.id, {
      office: input.office,
      file: input.fileName,
      ...result,
    });
    return result;
  });
}

export interface Proposal {
  orderId: number;
  reference: string;
  name: string;
  totalMinor: number;
  /**
   * reference: the line names the order and the amount is right; referenceOnly: named, amount
   * differs; account: paid from the account whose last five digits the student gave (tw), amount
   * right; amount: only the amount fits.
   */
  basis: "reference" | "account" | "amount" | "referenceOnly";
}

export interface LineView {
  id: number;
  office: string;
  bookedOn: string;
  currency: string;
  amountMinor: number;
  description: string;
  proposals: Proposal[];
}

/** The offices a staff member may match for: a consultant their own, an administrator every one. */
const officeFilter = (session: StaffSession) => (session.user.role === "admin" ? null : (session.user.office ?? ""));

/**
 * Unmatched lines of the staff member's office(s), each with the orders it may pay: those of the
 * same office and currency waiting for a transfer, named in the line (reference and amount, or
 * reference alone), else those with its amount paid from the account ending in the five digits
 * the student gave, else the ones with exactly its amount.
 */
export async function unmatchedLines(db: Db, session: StaffSession): Promise<LineView[]> {
  const office = officeFilter(session);
  let lineQuery = db.selectFrom("bank_statement_lines").selectAll().where("status", "=", "unmatched");
  if (office !== null) lineQuery = lineQuery.where("office", "=", office);
  const lines = await lineQuery.orderBy("booked_on", "desc").orderBy("id").limit(500).execute();
  let orderQuery = db
    .selectFrom("service_orders")
    .select(["id", "reference", "name", "total_minor", "currency", "office", "payer_account_last5"])
    .where("stage", "=", "payment_pending")
    .where("payment_method", "!=", "cash");
  if (office !== null) orderQuery = orderQuery.where("office", "=", office);
  const orders = (await orderQuery.orderBy("id").execute()).map((o) => ({
    ...o,
    total: Number(o.total_minor),
    compact: compactReference(o.reference),
  }));
  return lines.map((line) => {
    const amount = Number(line.amount_minor);
    const text = compactReference(line.description);
    const fitting = orders.filter((o) => o.office === line.office && o.currency === line.currency);
    const named = fitting.filter((o) => text.includes(o.compact));
    const payerText = `${line.counterparty} ${line.description}`;
    const fromAccount = named.length
      ? []
      : fitting.filter(
          (o) => o.total === amount && o.payer_account_last5 && lineFromAccount(payerText, o.payer_account_last5),
        );
    const proposal = (o: (typeof orders)[number], basis: Proposal["basis"]): Proposal => ({
      orderId: o.id,
      reference: o.reference,
      name: o.name,
      totalMinor: o.total,
      basis,
    });
    const proposals: Proposal[] = named.length
      ? named.map((o) => proposal(o, o.total === amount ? "reference" : "referenceOnly"))
      : fromAccount.length
        ? fromAccount.map((o) => proposal(o, "account"))
        : fitting
            .filter((o) => o.total === amount)
            .slice(0, 5)
            .map((o) => proposal(o, "amount"));
    proposals.sort((a, b) => (a.basis === "reference" ? -1 : b.basis === "reference" ? 1 : 0));
    return {
      id: line.id,
      office: line.office,
      bookedOn: line.booked_on,
      currency: line.currency,
      amountMinor: amount,
      description: line.description,
      proposals,
    };
  });
}

export interface MatchedView {
  id: number;
  bookedOn: string;
  currency: string;
  amountMinor: number;
  description: string;
  orderId: number;
  reference: string;
  matchedAt: string;
  matchedBy: string;
}

export async function recentMatches(db: Db, session: StaffSession): Promise<MatchedView[]> {
  const office = officeFilter(session);
  let query = db
    .selectFrom("bank_statement_lines as l")
    .innerJoin("service_orders as o", "o.id", "l.order_id")
    .leftJoin("staff_users as u", "u.id", "l.matched_by")
    .select([
      "l.id",
      "l.booked_on",
      "l.currency",
      "l.amount_minor",
      "l.description",
      "l.order_id",
      "o.reference",
      "l.matched_at",
      "u.name as matched_by_name",
    ])
    .where("l.status", "=", "matched");
  if (office !== null) query = query.where("l.office", "=", office);
  const rows = await query.orderBy("l.matched_at", "desc").limit(50).execute();
  return rows.map((r) => ({
    id: r.id,
    bookedOn: r.booked_on,
    currency: r.currency,
    amountMinor: Number(r.amount_minor),
    description: r.description,
    orderId: r.order_id ?? 0,
    reference: r.reference,
    matchedAt: r.matched_at ?? "",
    matchedBy: r.matched_by_name ?? "",
  }));
}

/**
 * A person's confirmation that statement line `lineId` is the payment of order `orderId`: the
 * order moves to paid through the tracking feature's payment confirmation (timeline, student's
 * mail), the line is marked matched, and the audit log keeps both, in one transaction.
 */
export async function confirmMatch(
  env: TrackingEnv,
  session: StaffSession,
  actor: Actor,
  input: { lineId: number; orderId: number },
  now = new Date(),
): Promise<void> {
  const office = officeFilter(session);
  const line = await env.db
    .selectFrom("bank_statement_lines")
    .selectAll()
    .where("id", "=", input.lineId)
    .executeTakeFirst();
  if (!line || (office !== null && line.office !== office)) throw new StatementError("admin.payments.error.notFound");
  if (line.status !== "unmatched") throw new StatementError("admin.payments.error.alreadyMatched");
  const order = await env.db
    .selectFrom("service_orders")
    .select(["id", "office", "currency", "reference", "total_minor", "payment_method"])
    .where("id", "=", input.orderId)
    .executeTakeFirst();
  if (!order || order.office !== line.office) throw new StatementError("admin.payments.error.notFound");
  if (order.currency !== line.currency || order.payment_method === "cash") {
    throw new StatementError("admin.payments.error.mismatch");
  }
  try {
    await confirmPayment(
      env,
      { userId: actor.userId ?? 0, ip: actor.ip },
      order.id,
      { promisedBy: null },
      now,
      async (trx) => {
        const updated = await trx
          .updateTable("bank_statement_lines")
          .set({ status: "matched", order_id: order.id, matched_by: actor.userId, matched_at: now.toISOString() })
          .where("id", "=", line.id)
          .where("status", "=", "unmatched")
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new StatementError("admin.payments.error.alreadyMatched");
        await recordAudit(
          trx,
          actor,
          "payment.statement_match",
          "order",
          order.id,
          {
            reference: order.reference,
            line: line.id,
            statement: line.statement_id,
            bookedOn: line.booked_on,
            amountMinor: Number(line.amount_minor),
            orderTotalMinor: Number(order.total_minor),
            currency: line.currency,
            description: line.description,
          },
          now,
        );
      },
    );
  } catch (error) {
    if (error instanceof TrackingError) throw new StatementError("admin.payments.error.notPending");
    throw error;
  }
}
