import { parseCsv } from "./csv";

/**
 * Bank statement exports, one parser per bank format, recognised by their header row. Only
 * money coming in (credits) is kept: those are the payments a consultant matches to orders.
 * Each layout is that of a real export, learned from public open-source importers of the bank
 * (see docs/decisions/0026-statement-formats.md for the sources); a bank not listed is read with
 * a column mapping the consultant gives on upload (`customFormat`).
 *
 * | format | market | bank, export | layout |
 * |---|---|---|---|
 * | `kbank` | th | Kasikornbank K BIZ, "K-DEPOSIT STATEMENT" CSV | account lines, then `Date` (dd-mm-yy), `Time/Eff.Date`, `Descriptions`, `Withdrawal`, `Deposit`, `Outstanding Balance`, `Channel`, `Details` (empty first column, spacer columns between) |
 * | `vcb` | vi | Vietcombank "Vietcombank_Account_Statement" (Excel saved as CSV) | account lines, then `Ngày giao dịch` (dd/mm/yyyy), `Số tham chiếu`, `Số tiền ghi nợ`, `Số tiền ghi có`, `Mô tả`; a `Tổng số` total row |
 * | `bdo` | en | BDO Online Banking "My_Transactions" CSV (to early 2025) | account lines, then `Posting Date` (Mon dd, yyyy or mm/dd/yyyy), `Description`, `Branch`, `Debit Amount`, `Credit Amount`, `Running Balance`, `Check Number`; "End of Report" footer |
 * | `bdo-2025` | en | BDO Online Banking CSV (from March 2025) | `Book date` (dd-mm-yyyy or Mon dd, yyyy), `Description`, `Amount`, `Credit/debit indicator`, `Account number(BBAN)` |
 * | `cathay` | tw | Cathay United Bank (國泰世華) 存款交易明細 CSV, UTF-8 (older exports Big5) | five account lines, then `交易日期` (yyyy/mm/dd and the time on a second line, or yyyymmdd), `帳務日期`, `說明`, `提出`, `存入`, `餘額`, `交易資訊`, `備註`, every cell quoted, `−` (U+2212) in an empty amount, total rows at the end |
 * | `ctbc` | tw | CTBC Bank (中國信託) 活存明細查詢 CSV, Big5 | two title lines, then `日期` (yyyy/mm/dd), `摘要`, `支出`, `存入`, `結餘`, `備註`, `轉出入帳號`, `註記` |
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

export type StatementCurrency = "THB" | "VND" | "PHP" | "TWD";
export const statementCurrencies: readonly StatementCurrency[] = ["THB", "VND", "PHP", "TWD"];

export interface StatementFormat {
  id: "kbank" | "vcb" | "bdo" | "bdo-2025" | "cathay" | "ctbc" | "custom";
  currency: StatementCurrency;
  /** Column names (normalised) that identify the header row. */
  header: readonly string[];
  date: (cell: string) => string | undefined;
  /**
   * Column names: the date, the credit amount, the texts joined into the description (those
   * absent from the file are skipped), the payer; `creditIf`: a line is a credit only when that
   * column holds that value (exports with one amount column and a credit/debit indicator).
   */
  columns: {
    date: string;
    credit: string;
    description: readonly string[];
    counterparty?: string;
    creditIf?: { column: string; value: string };
  };
}

const norm = (cell: string) => cell.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();

/** A header cell names a column when it is the name, or the name followed by a translation ("Số tiền ghi có / Credit"). */
const names = (cell: string, name: string) =>
  cell === name || cell.startsWith(`${name} /`) || cell.startsWith(`${name}/`) || cell.startsWith(`${name} (`);

const ymd = (y: string, m: string, d: string) => {
  const iso = `${y.padStart(4, "20")}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
};
export const dayFirst = (cell: string) => {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)/.exec(cell.trim());
  return m ? ymd(m[3] as string, m[2] as string, m[1] as string) : undefined;
};
export const monthFirst = (cell: string) => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?!\d)/.exec(cell.trim());
  return m ? ymd(m[3] as string, m[1] as string, m[2] as string) : undefined;
};
export const yearFirst = (cell: string) => {
  const m = /^(\d{4})(?:[/.-](\d{1,2})[/.-](\d{1,2})|(\d{2})(\d{2}))(?!\d)/.exec(cell.trim());
  return m ? ymd(m[1] as string, (m[2] ?? m[4]) as string, (m[3] ?? m[5]) as string) : undefined;
};
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** "Nov 20, 2026" or "November 20, 2026". */
const monthName = (cell: string) => {
  const m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})$/.exec(cell.trim());
  const month = m ? MONTHS.indexOf((m[1] as string).toLowerCase()) + 1 : 0;
  return m && month ? ymd(m[3] as string, String(month), m[2] as string) : undefined;
};
const either =
  (...readers: Array<(cell: string) => string | undefined>) =>
  (cell: string) => {
    for (const read of readers) {
      const date = read(cell);
      if (date) return date;
    }
    return undefined;
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
    id: "vcb",
    currency: "VND",
    header: ["ngày giao dịch", "số tham chiếu", "số tiền ghi nợ", "số tiền ghi có"],
    date: dayFirst,
    columns: {
      date: "ngày giao dịch",
      credit: "số tiền ghi có",
      description: ["mô tả", "nội dung", "số tham chiếu"],
    },
  },
  {
    id: "bdo",
    currency: "PHP",
    header: ["posting date", "description", "debit amount", "credit amount", "running balance"],
    date: either(monthName, monthFirst),
    columns: { date: "posting date", credit: "credit amount", description: ["description", "branch"] },
  },
  {
    id: "bdo-2025",
    currency: "PHP",
    header: ["book date", "description", "amount", "credit/debit indicator"],
    date: either(dayFirst, monthName),
    columns: {
      date: "book date",
      credit: "amount",
      description: ["description"],
      creditIf: { column: "credit/debit indicator", value: "credit" },
    },
  },
  {
    id: "cathay",
    currency: "TWD",
    header: ["交易日期", "帳務日期", "說明", "提出", "存入", "餘額", "交易資訊", "備註"],
    date: yearFirst,
    columns: { date: "交易日期", credit: "存入", description: ["說明", "交易資訊", "備註"], counterparty: "交易資訊" },
  },
  {
    id: "ctbc",
    currency: "TWD",
    header: ["日期", "摘要", "支出", "存入", "結餘", "轉出入帳號"],
    date: yearFirst,
    columns: {
      date: "日期",
      credit: "存入",
      description: ["摘要", "備註", "轉出入帳號", "註記"],
      counterparty: "轉出入帳號",
    },
  },
];

/**
 * "1,500.50" → 150050 (2 digits), "1.500.000" or "1,500,000" → 1500000 (0 digits); a currency
 * sign ("NT$", "₱", "฿", "₫") is dropped; undefined when not an amount ("", "-", "−").
 */
export function parseMoney(cell: string, digits: number): number | undefined {
  const text = cell.replace(/[\s"]/g, "").replace(/^(?:NT\$|PHP|THB|VND|TWD|[$₱฿₫¥+])+/i, "");
  if (!text || text === "-" || text === "\u2212") return undefined;
  if (digits === 0) {
    const m = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,]00?)?$/.exec(text);
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

export type DateOrder = "dmy" | "mdy" | "ymd";
const DATE_READERS: Record<DateOrder, (cell: string) => string | undefined> = {
  dmy: either(dayFirst, monthName),
  mdy: either(monthFirst, monthName),
  ymd: yearFirst,
};

/**
 * The format of a bank without a parser of its own, from the columns the consultant names on
 * upload: the header names of the date, the credited amount and the text (reference) columns,
 * the date order and the currency.
 */
export function customFormat(mapping: {
  date: string;
  credit: string;
  description: readonly string[];
  dateOrder: DateOrder;
  currency: StatementCurrency;
}): StatementFormat {
  const description = mapping.description.map(norm).filter(Boolean);
  return {
    id: "custom",
    currency: mapping.currency,
    header: [norm(mapping.date), norm(mapping.credit), ...description],
    date: DATE_READERS[mapping.dateOrder],
    columns: { date: norm(mapping.date), credit: norm(mapping.credit), description },
  };
}

/**
 * Finds the format by its header row (within the first 40 rows) and reads the credit lines below
 * it; with `formats`, only those are tried (a consultant's own column mapping).
 */
export function parseStatement(text: string, formats: readonly StatementFormat[] = statementFormats): ParsedStatement {
  const rows = parseCsv(text);
  for (let h = 0; h < Math.min(rows.length, 40); h++) {
    const header = (rows[h] ?? []).map(norm);
    const format = formats.find((f) => f.header.every((name) => header.some((cell) => names(cell, name))));
    if (!format) continue;
    const col = (name: string) => header.findIndex((cell) => names(cell, name));
    const cell = (row: string[], name: string) => {
      const i = col(name);
      return i < 0 ? "" : (row[i] ?? "").replace(/\s+/g, " ").trim();
    };
    const digits = CURRENCY_DIGITS[format.currency];
    const lines: StatementLine[] = [];
    for (let r = h + 1; r < rows.length; r++) {
      const row = rows[r] ?? [];
      const bookedOn = format.date(row[col(format.columns.date)] ?? "");
      const amountMinor = parseMoney(row[col(format.columns.credit)] ?? "", digits);
      if (!bookedOn || !amountMinor) continue;
      const only = format.columns.creditIf;
      if (only && norm(cell(row, only.column)) !== only.value) continue;
      const description = [...new Set(format.columns.description.map((name) => cell(row, name)))]
        .filter((text) => text && text !== "\u2212" && text !== "-")
        .join(" · ")
        .slice(0, 500);
      const counterparty = format.columns.counterparty ? cell(row, format.columns.counterparty).slice(0, 200) : "";
      lines.push({ lineNo: r + 1, bookedOn, amountMinor, description, counterparty });
    }
    return lines.length ? { ok: true, format, lines } : { ok: false, error: "noLines" };
  }
  return { ok: false, error: "unknownFormat" };
}
