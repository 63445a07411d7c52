import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/.server/db/schema";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import type { StaffSession } from "~/features/staff/sessions.server";
import type { TrackingEnv } from "~/features/tracking/tracking.server";
import { insertOrder } from "../../../../tests/support/tracking";
import { customFormat, parseMoney, parseStatement } from "./formats";
import { confirmMatch, decodeStatement, importStatement, StatementError, unmatchedLines } from "./statements.server";

const fixture = (name: string) => readFileSync(join(__dirname, "../../../../tests/fixtures/statements", name));

let test: TestDatabase;
let env: TrackingEnv;
let dataDir: string;
const users: Record<string, number> = {};

function session(office: string | null, role: StaffRole = "consultant"): StaffSession {
  const key = `${role}:${office}`;
  return {
    id: key,
    csrfToken: "x",
    user: { id: users[key] ?? 0, email: `${key}@agency.test`, name: key, role, office, uiLocale: "en" },
  };
}
const actorOf = (s: StaffSession) => ({ userId: s.user.id, ip: "127.0.0.1" });

/** Each market: its office, statement export, and the orders waiting for payment that it pays. */
const markets = [
  {
    market: "th",
    office: "thailand",
    file: "kbank-th.csv",
    format: "kbank",
    currency: "THB",
    byReference: { reference: "S-261120-THA001", totalMinor: 125_050 },
    byAmount: { reference: "S-261121-THB002", totalMinor: 300_000 },
    unmatchedMinor: 99_900,
  },
  {
    market: "vi",
    office: "vietnam",
    file: "vcb-vi.csv",
    format: "vcb",
    currency: "VND",
    byReference: { reference: "S-261120-VNA001", totalMinor: 5_200_000 },
    byAmount: null,
    unmatchedMinor: 300_000,
  },
  {
    market: "en",
    office: "philippines",
    file: "bdo-en.csv",
    format: "bdo",
    currency: "PHP",
    byReference: { reference: "S-261120-PHA001", totalMinor: 2_000_000 },
    byAmount: { reference: "S-261122-PHB002", totalMinor: 1_275_000 },
    unmatchedMinor: 50_000,
  },
  {
    market: "tw",
    office: "taipei",
    file: "cathay-tw.csv",
    format: "cathay",
    currency: "TWD",
    byReference: { reference: "S-261120-TWA001", totalMinor: 12_000 },
    byAmount: { reference: "S-261121-TWB002", totalMinor: 8_500 },
    unmatchedMinor: 1_000,
  },
] as const;

beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), "studyway-statements-"));
  env = {
    db: test.db,
    config: { REQUEST_LINK_DAYS: 30, OFFICE_EMAILS: {}, DATA_DIR: dataDir },
    addressing: { origin: "https://www.studyway.test", domains: {}, protocol: "https:" },
  };
  const people: Array<[StaffRole, string | null]> = [
    ["admin", null],
    ...markets.map((m): [StaffRole, string] => ["consultant", m.office]),
  ];
  for (const [role, office] of people) {
    const row = await test.db
      .insertInto("staff_users")
      .values({
        email: `${role}-${office}@agency.test`,
        name: `${role} ${office}`,
        password_hash: "x",
        role,
        office,
        created_at: new Date().toISOString(),
        password_changed_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    users[`${role}:${office}`] = row.id;
  }
});
afterAll(async () => {
  await test.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const stage = async (id: number) =>
  (await test.db.selectFrom("service_orders").select("stage").where("id", "=", id).executeTakeFirstOrThrow()).stage;

/** Each real export layout: its fixture, the credits it holds (minor units), their first date and one description. */
const layouts = [
  { file: "kbank-th.csv", format: "kbank", currency: "THB", credits: [125_050, 300_000, 99_900], first: "2026-11-20" },
  { file: "vcb-vi.csv", format: "vcb", currency: "VND", credits: [5_200_000, 7_800_000, 300_000], first: "2026-11-20" },
  { file: "bdo-en.csv", format: "bdo", currency: "PHP", credits: [2_000_000, 1_275_000, 50_000], first: "2026-11-20" },
  {
    file: "bdo-2025-en.csv",
    format: "bdo-2025",
    currency: "PHP",
    credits: [2_000_000, 1_275_000, 50_000],
    first: "2026-11-20",
  },
  { file: "cathay-tw.csv", format: "cathay", currency: "TWD", credits: [12_000, 8_500, 1_000], first: "2026-11-20" },
  { file: "ctbc-tw.csv", format: "ctbc", currency: "TWD", credits: [15_800, 6_400, 2_000], first: "2026-11-20" },
] as const;

describe("statement formats", () => {
  it("reads amounts in each currency's notation", () => {
    expect(parseMoney("1,250.50", 2)).toBe(125_050);
    expect(parseMoney("999.00", 2)).toBe(99_900);
    expect(parseMoney("5,200,000", 0)).toBe(5_200_000);
    expect(parseMoney("5.200.000", 0)).toBe(5_200_000);
    expect(parseMoney("NT$12,000", 0)).toBe(12_000);
    expect(parseMoney("12000.00", 0)).toBe(12_000);
    expect(parseMoney("₱1,500.00", 2)).toBe(150_000);
    expect(parseMoney("\u2212", 0)).toBeUndefined();
    expect(parseMoney("", 2)).toBeUndefined();
    expect(parseMoney("abc", 0)).toBeUndefined();
  });

  for (const l of layouts) {
    it(`${l.format}: recognises the export by its header, in its encoding, and keeps only the credits`, () => {
      const text = decodeStatement(fixture(l.file));
      if (text === undefined) throw new Error("undecodable");
      const parsed = parseStatement(text);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(parsed.format.id).toBe(l.format);
      expect(parsed.format.currency).toBe(l.currency);
      expect(parsed.lines.map((x) => x.amountMinor)).toEqual(l.credits);
      expect(parsed.lines[0]?.bookedOn).toBe(l.first);
      expect(parsed.lines.every((x) => /^2026-11-2\d$/.test(x.bookedOn))).toBe(true);
      // Empty cells ("−" in Cathay's export) never become text.
      expect(parsed.lines.every((x) => !x.description.includes("\u2212"))).toBe(true);
    });
  }

  it("reads Taiwanese exports in Big5 (CTBC) and Cathay's time on the date's second line", () => {
    const bytes = fixture("ctbc-tw.csv");
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    const parsed = parseStatement(decodeStatement(bytes) ?? "");
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.lines[0]).toMatchObject({ counterparty: "0081234500031415", bookedOn: "2026-11-20" });
    expect(parsed.lines[0]?.description).toContain("跨行轉入");
    const cathay = parseStatement(decodeStatement(fixture("cathay-tw.csv")) ?? "");
    if (!cathay.ok) throw new Error(cathay.error);
    expect(cathay.lines[0]).toMatchObject({
      bookedOn: "2026-11-20",
      counterparty: "822-****12345 陳大文",
      description: "跨行轉入 · 822-****12345 陳大文 · S-261120-TWA001",
    });
    // Cathay's older Big5 export writes the date as yyyymmdd.
    const older = "交易日期,帳務日期,說明,提出,存入,餘額,交易資訊,備註\n20261120,20261120,跨行轉入,,500,500,,\n";
    const big5 = parseStatement(older);
    expect(big5.ok && big5.lines[0]?.bookedOn).toBe("2026-11-20");
  });

  it("reads any bank's export with the columns the consultant names (a generic mapping)", () => {
    const text = [
      "Statement of account 123-456",
      "Txn Date,Value Date,Narrative,Reference,Money Out,Money In,Balance",
      '2026-11-20,2026-11-20,TRANSFER FROM A. REYES,S261120PHA001,,"20,000.00","120,000.00"',
      '2026-11-21,2026-11-21,FEE,,150.00,,"119,850.00"',
      "2026-11-31,2026-11-31,BAD DATE,,,10.00,",
    ].join("\n");
    // Without a mapping no format knows these columns.
    expect(parseStatement(text)).toEqual({ ok: false, error: "unknownFormat" });
    const format = customFormat({
      date: "Txn Date",
      credit: "money in",
      description: ["Narrative", "Reference"],
      dateOrder: "ymd",
      currency: "PHP",
    });
    const parsed = parseStatement(text, [format]);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.format).toMatchObject({ id: "custom", currency: "PHP" });
    expect(parsed.lines).toEqual([
      {
        lineNo: 3,
        bookedOn: "2026-11-20",
        amountMinor: 2_000_000,
        description: "TRANSFER FROM A. REYES · S261120PHA001",
        counterparty: "",
      },
    ]);
    // Day-first and month-first dates as the consultant says.
    const dmy = parseStatement("D,C,T\n03/11/2026,5,x\n", [
      customFormat({ date: "d", credit: "c", description: ["t"], dateOrder: "dmy", currency: "THB" }),
    ]);
    const mdy = parseStatement("D,C,T\n03/11/2026,5,x\n", [
      customFormat({ date: "d", credit: "c", description: ["t"], dateOrder: "mdy", currency: "THB" }),
    ]);
    expect(dmy.ok && dmy.lines[0]?.bookedOn).toBe("2026-11-03");
    expect(mdy.ok && mdy.lines[0]?.bookedOn).toBe("2026-03-11");
    // A named column missing from the file: not this format.
    expect(
      parseStatement(text, [
        customFormat({ date: "Txn Date", credit: "Credit", description: [], dateOrder: "ymd", currency: "PHP" }),
      ]),
    ).toEqual({ ok: false, error: "unknownFormat" });
  });

  it("refuses a file of an unknown bank", () => {
    expect(parseStatement("Date,Amount\n2026-11-20,100\n")).toEqual({ ok: false, error: "unknownFormat" });
  });
});

describe("matching statements to orders", () => {
  for (const m of markets) {
    it(`${m.market}: proposes its orders, pays nothing until confirmed, then pays, mails and audits`, async () => {
      const consultant = session(m.office);
      const paidByRef = await insertOrder(test.db, {
        locale: m.market,
        office: m.office,
        currency: m.currency,
        reference: m.byReference.reference,
        totalMinor: m.byReference.totalMinor,
        email: `${m.market}-ref@example.com`,
      });
      const paidByAmount = m.byAmount
        ? await insertOrder(test.db, {
            locale: m.market,
            office: m.office,
            currency: m.currency,
            reference: m.byAmount.reference,
            totalMinor: m.byAmount.totalMinor,
            email: `${m.market}-amount@example.com`,
          })
        : null;

      const imported = await importStatement(test.db, actorOf(consultant), {
        office: m.office,
        fileName: m.file,
        bytes: fixture(m.file),
      });
      expect(imported).toMatchObject({ format: m.format, currency: m.currency, added: 3, known: 0 });
      // The same export again (or an overlapping one) adds nothing.
      const again = await importStatement(test.db, actorOf(consultant), {
        office: m.office,
        fileName: m.file,
        bytes: fixture(m.file),
      });
      expect(again).toMatchObject({ added: 0, known: 3 });

      const lines = await unmatchedLines(test.db, consultant);
      expect(lines).toHaveLength(3);
      const refLine = lines.find((l) => l.amountMinor === m.byReference.totalMinor);
      expect(refLine?.proposals).toEqual([expect.objectContaining({ orderId: paidByRef.id, basis: "reference" })]);
      if (paidByAmount && m.byAmount) {
        const amountLine = lines.find((l) => l.amountMinor === m.byAmount.totalMinor);
        expect(amountLine?.proposals).toEqual([expect.objectContaining({ orderId: paidByAmount.id, basis: "amount" })]);
      }
      const stray = lines.find((l) => l.amountMinor === m.unmatchedMinor);
      expect(stray?.proposals).toEqual([]);
      // Proposed is not paid.
      expect(await stage(paidByRef.id)).toBe("payment_pending");

      // Another office's consultant sees none of it and cannot match it.
      const other = session(markets.find((o) => o.office !== m.office)?.office ?? "");
      expect((await unmatchedLines(test.db, other)).map((l) => l.id)).not.toContain(refLine?.id);
      await expect(
        confirmMatch(env, other, actorOf(other), { lineId: refLine?.id ?? 0, orderId: paidByRef.id }),
      ).rejects.toThrow(StatementError);

      await confirmMatch(env, consultant, actorOf(consultant), { lineId: refLine?.id ?? 0, orderId: paidByRef.id });
      expect(await stage(paidByRef.id)).toBe("payment_received");
      const mail = await test.db
        .selectFrom("mail_outbox")
        .select(["subject", "text_body"])
        .where("recipient", "=", `${m.market}-ref@example.com`)
        .execute();
      expect(mail).toHaveLength(1);
      const audit = await test.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "payment.statement_match")
        .where("entity_id", "=", String(paidByRef.id))
        .executeTakeFirstOrThrow();
      expect(audit.user_id).toBe(consultant.user.id);
      expect(JSON.parse(audit.detail)).toMatchObject({ line: refLine?.id, amountMinor: m.byReference.totalMinor });

      // A line is matched once; the order cannot be paid twice.
      await expect(
        confirmMatch(env, consultant, actorOf(consultant), { lineId: refLine?.id ?? 0, orderId: paidByRef.id }),
      ).rejects.toThrow(/alreadyMatched/);
      if (paidByAmount) {
        const amountLine = lines.find((l) => l.amountMinor === m.byAmount?.totalMinor);
        await confirmMatch(env, consultant, actorOf(consultant), {
          lineId: amountLine?.id ?? 0,
          orderId: paidByAmount.id,
        });
        expect(await stage(paidByAmount.id)).toBe("payment_received");
      }
      // The unmatched lines stay listed.
      const left = await unmatchedLines(test.db, consultant);
      expect(left.map((l) => l.amountMinor)).toContain(m.unmatchedMinor);
      expect(left.map((l) => l.id)).not.toContain(refLine?.id);
    });
  }

  it("an administrator sees every office's lines; a line never pays an order of another office or currency", async () => {
    const admin = session(null, "admin");
    const all = await unmatchedLines(test.db, admin);
    expect(new Set(all.map((l) => l.office))).toEqual(new Set(markets.map((m) => m.office)));
    const thLine = all.find((l) => l.office === "thailand");
    const vnOrder = await insertOrder(test.db, {
      locale: "vi",
      office: "vietnam",
      currency: "VND",
      totalMinor: 99_900,
    });
    await expect(
      confirmMatch(env, admin, actorOf(admin), { lineId: thLine?.id ?? 0, orderId: vnOrder.id }),
    ).rejects.toThrow(/notFound/);
    expect(await stage(vnOrder.id)).toBe("payment_pending");
  });

  it("a bank without a parser: the consultant's column mapping reads and stores its lines", async () => {
    const consultant = session("philippines");
    const order = await insertOrder(test.db, {
      locale: "en",
      office: "philippines",
      currency: "PHP",
      reference: "S-261125-PHM001",
      totalMinor: 333_300,
    });
    const bytes = new TextEncoder().encode(
      'Txn Date,Narrative,Money In\n25/11/2026,FROM R. CRUZ S261125PHM001,"3,333.00"\n',
    );
    const upload = { office: "philippines", fileName: "metrobank.csv", bytes };
    await expect(importStatement(test.db, actorOf(consultant), upload)).rejects.toThrow(
      "admin.payments.error.unknownFormat",
    );
    const format = customFormat({
      date: "Txn Date",
      credit: "Money In",
      description: ["Narrative"],
      dateOrder: "dmy",
      currency: "PHP",
    });
    expect(await importStatement(test.db, actorOf(consultant), { ...upload, format })).toMatchObject({
      format: "custom",
      currency: "PHP",
      added: 1,
    });
    const line = (await unmatchedLines(test.db, consultant)).find((l) => l.amountMinor === 333_300);
    expect(line).toMatchObject({ bookedOn: "2026-11-25" });
    expect(line?.proposals).toEqual([expect.objectContaining({ orderId: order.id, basis: "reference" })]);
  });

  it("refuses an empty, unreadable or unknown file with a message key", async () => {
    const actor = actorOf(session("thailand"));
    const upload = (bytes: Uint8Array) =>
      importStatement(test.db, actor, { office: "thailand", fileName: "x.csv", bytes });
    await expect(upload(new Uint8Array())).rejects.toThrow("admin.payments.error.empty");
    await expect(upload(new Uint8Array([0xff, 0xfe, 0x00]))).rejects.toThrow("admin.payments.error.encoding");
    await expect(upload(new TextEncoder().encode("a,b\n1,2\n"))).rejects.toThrow("admin.payments.error.unknownFormat");
  });
});
