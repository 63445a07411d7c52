import { parseCsv } from "./csv";

/**
 * Bank statement exports, one parser per bank format, recognised by their header row. Only
 * money coming in (credits) is kept: those are the payments a consultant matches to orders.
 *
 * | format | market | bank, export | header row (the columns read) |
 * |---|---|---|---|
 * | `kbank` | th | Kasikornbank K BIZ, "K-DEPOSIT STATEMENT" CSV | `Date` (dd-mm-yy), `Time/Eff.Date`, `Descriptions`, `Withdrawal`, `Deposit`, `Outstanding Balance`, `Channel`, `Details` (empty first column, spacer columns between) |
 * | `scb` | th | SCB Business Net, account activity CSV | `Date` (dd/mm/yyyy), `Time`, `Transaction Code`, `Channel`, `Debit`, `Credit`, `Balance`, `Description` |
 * | `vcb` | vi | Vietcombank VCB Digibiz / iB@nking, "Sao kê tài khoản" CSV | `STT`, `Ngày giao dịch` (dd/mm/yyyy), `Số tham chiếu`, `Số tiền ghi nợ`, `Số tiền ghi có`, `Số dư`, `Mô tả` |
 * | `bdo` | en | BDO Online Banking, account transaction history CSV | `Posting Date` (mm/dd/yyyy), `Description`, `Debit`, `Credit`, `Running Balance`, `Check Number` |
 * | `cathay` | tw | Cathay United Bank (國泰世華) MyB2B, 存款交易明細 CSV | `交易日期` (yyyy/mm/dd), `帳務日期`, `說明`, `提出`, `存入`, `餘額`, `交易資訊`, `備註` |
 */
export interface StatementLine {
  /** Row number in the file (1-based), for people comparing with the export. */
  lineNo: number;
  /** YYYY-MM-DD */
  bookedOn: string;
  amountMinor: number;
  description: string;
  counterparty: string;
}

export interface StatementFormat {
  id: "kbank" | "scb" | "vcb" | "bdo" | "cathay";
  currency: "THB" | "VND" | "PHP" | "TWD";
  /** Column names (normalised) that identify the header row. */
  header: readonly string[];
  date: (cell: string) => string | undefined;
  /** Column names: the date, the credit amount, the texts joined into the description, the payer. */
  columns: { date: string; credit: string; description: readonly string[]; counterparty?: string };
}

const norm = (cell: string) => cell.replace(/\s+/g, " ").trim().toLowerCase();

const ymd = (y: string, m: string, d: string) => {
  const iso = `${y.padStart(4, "20")}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
};
const dayFirst = (cell: string) => {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)/.exec(cell.trim());
  return m ? ymd(m[3] as string, m[2] as string, m[1] as string) : undefined;
};
const monthFirst = (cell: string) => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(cell.trim());
  return m ? ymd(m[3] as string, m[1] as string, m[2] as string) : undefined;
};
const yearFirst = (cell: string) => {
  const m = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})/.exec(cell.trim());
  return m ? ymd(m[1] as string, m[2] as string, m[3] as string) : undefined;
};

export const statementFormats: readonly StatementFormat[] = [
  {
    id: "kbank",
    currency: "THB",
    header: [
      "date",
      "time/ eff.date",
      "descriptions",
      "withdrawal",
      "deposit",
      "outstanding balance",
      "channel",
      "details",
    ],
    date: dayFirst,
    columns: { date: "date", credit: "deposit", description: ["descriptions", "details"], counterparty: "details" },
  },
  {
    id: "scb",
    currency: "THB",
    header: ["date", "time", "transaction code", "channel", "debit", "credit", "balance", "description"],
    date: dayFirst,
    columns: { date: "date", credit: "credit", description: ["transaction code", "description"] },
  },
  {
    id: "vcb",
    currency: "VND",
    header: ["stt", "ngày giao dịch", "số tham chiếu", "số tiền ghi nợ", "số tiền ghi có", "số dư", "mô tả"],
    date: dayFirst,
    columns: { date: "ngày giao dịch", credit: "số tiền ghi có", description: ["mô tả", "số tham chiếu"] },
  },
  {
    id: "bdo",
    currency: "PHP",
    header: ["posting date", "description", "debit", "credit", "running balance", "check number"],
    date: monthFirst,
    columns: { date: "posting date", credit: "credit", description: ["description"] },
  },
  {
    id: "cathay",
    currency: "TWD",
    header: ["交易日期", "帳務日期", "說明", "提出", "存入", "餘額", "交易資訊", "備註"],
    date: yearFirst,
    columns: { date: "交易日期", credit: "存入", description: ["說明", "交易資訊", "備註"], counterparty: "交易資訊" },
  },
];

/** "1,500.50" → 150050 (2 digits), "1.500.000" or "1,500,000" → 1500000 (0 digits); undefined when not an amount. */
export function parseMoney(cell: string, digits: number): number | undefined {
  const text = cell.replace(/[\s"]/g, "");
  if (!text || text === "-") return undefined;
  if (digits === 0) {
    const m = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,]00)?$/.exec(text);
    return m ? Number((m[1] as string).replace(/[.,]/g, "")) : undefined;
  }
  const m = /^(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return Number((m[1] as string).replace(/,/g, "")) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

export type ParsedStatement =
  | { ok: true; format: StatementFormat; lines: StatementLine[] }
  | { ok: false; error: "unknownFormat" | "noLines" };

const CURRENCY_DIGITS = { THB: 2, VND: 0, PHP: 2, TWD: 0 } as const;

/** Finds the format by its header row (within the first 40 rows) and reads the credit lines below it. */
export function parseStatement(text: string): ParsedStatement {
  const rows = parseCsv(text);
  for (let h = 0; h < Math.min(rows.length, 40); h++) {
    const header = (rows[h] ?? []).map(norm);
    const format = statementFormats.find((f) => f.header.every((name) => header.includes(name)));
    if (!format) continue;
    const col = (name: string) => header.indexOf(name);
    const digits = CURRENCY_DIGITS[format.currency];
    const lines: StatementLine[] = [];
    for (let r = h + 1; r < rows.length; r++) {
      const row = rows[r] ?? [];
      const bookedOn = format.date(row[col(format.columns.date)] ?? "");
      const amountMinor = parseMoney(row[col(format.columns.credit)] ?? "", digits);
      if (!bookedOn || !amountMinor) continue;
      const description = format.columns.description
        .map((name) => (row[col(name)] ?? "").replace(/\s+/g, " ").trim())
        .filter(Boolean)
        .join(" · ")
        .slice(0, 500);
      const counterparty = format.columns.counterparty
        ? (row[col(format.columns.counterparty)] ?? "").replace(/\s+/g, " ").trim().slice(0, 200)
        : "";
      lines.push({ lineNo: r + 1, bookedOn, amountMinor, description, counterparty });
    }
    return lines.length ? { ok: true, format, lines } : { ok: false, error: "noLines" };
  }
  return { ok: false, error: "unknownFormat" };
}
