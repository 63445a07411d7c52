import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { type JobLog, type PollingJob, startPollingJob, stdoutLog } from "~/.server/jobs";
import type { Rates } from "./costs";

/**
 * Today's exchange rates (docs/decisions/0018-daily-exchange-rates.md). Each URL of
 * EXCHANGE_RATE_URLS is read in its own format:
 * - the European Central Bank's daily reference rates (eurofxref-daily.xml: `<Cube time='…'>` with
 *   `<Cube currency='USD' rate='1.1720'/>` per currency, units per 1 EUR): CNY, PHP, THB, USD, GBP,
 *   CAD, AUD and EUR itself, but neither TWD nor VND;
 * - an ExchangeRate-API "latest" JSON (`{"result":"success","time_last_update_unix":…,
 *   "base_code":"USD","rates":{"TWD":…}}`), which has TWD and VND.
 * Earlier URLs win: a currency is taken from the first source that has it. The reference date is
 * the first source's.
 */
export interface FetchedRates {
  setOn: string;
  /** units per 1 USD */
  perUsd: Record<string, number>;
}

/** The currencies pages need: the students' and the schools'. */
export const NEEDED_CURRENCIES = ["USD", "TWD", "CNY", "PHP", "VND", "THB", "GBP", "EUR", "CAD", "AUD"] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The ECB's eurofxref-daily.xml, converted to units per 1 USD; null when it is not that file. */
export function parseEcbDaily(xml: string): FetchedRates | null {
  const time = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!time) return null;
  const perEur: Record<string, number> = { EUR: 1 };
  for (const m of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]\s*\/>/g)) {
    const rate = Number(m[2]);
    if (m[1] && rate > 0) perEur[m[1]] = rate;
  }
  const usd = perEur.USD;
  if (!usd) return null;
  const perUsd: Record<string, number> = {};
  for (const [code, rate] of Object.entries(perEur)) perUsd[code] = rate / usd;
  perUsd.USD = 1;
  return { setOn: time, perUsd };
}

/** An ExchangeRate-API "latest" JSON (base USD or any base), as units per 1 USD; null otherwise. */
export function parseExchangeRateApi(text: string): FetchedRates | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object") return null;
  const d = data as { result?: unknown; base_code?: unknown; rates?: unknown; time_last_update_unix?: unknown };
  if (d.result !== "success" || typeof d.base_code !== "string" || !d.rates || typeof d.rates !== "object") return null;
  const rates = d.rates as Record<string, unknown>;
  const usd = d.base_code === "USD" ? 1 : Number(rates.USD);
  if (!(usd > 0)) return null;
  const perUsd: Record<string, number> = {};
  for (const [code, value] of Object.entries(rates)) {
    const rate = Number(value);
    if (/^[A-Z]{3}$/.test(code) && rate > 0) perUsd[code] = rate / usd;
  }
  const unix = Number(d.time_last_update_unix);
  if (!(unix > 0)) return null;
  return { setOn: new Date(unix * 1000).toISOString().slice(0, 10), perUsd };
}

const parsers = [parseEcbDaily, parseExchangeRateApi];

/** Reads every source, and combines them: the first source that has a currency gives it. */
export async function fetchReferenceRates(
  urls: readonly string[],
  fetcher: typeof fetch = fetch,
): Promise<{ rates: FetchedRates; sources: Record<string, string> } | { error: string }> {
  let setOn: string | null = null;
  const perUsd: Record<string, number> = {};
  const sources: Record<string, string> = {};
  const problems: string[] = [];
  for (const url of urls) {
    let body: string;
    try {
      const response = await fetcher(url, { signal: AbortSignal.timeout(15_000) });
      if (!response.ok) {
        problems.push(`${url}: HTTP ${response.status}`);
        continue;
      }
      body = await response.text();
    } catch (error) {
      problems.push(`${url}: ${String(error)}`);
      continue;
    }
    const parsed = parsers.map((parse) => parse(body)).find((p) => p !== null);
    if (!parsed || !isoDate.test(parsed.setOn)) {
      problems.push(`${url}: not a known reference format`);
      continue;
    }
    setOn ??= parsed.setOn;
    for (const [code, rate] of Object.entries(parsed.perUsd)) {
      if (code in perUsd || !(NEEDED_CURRENCIES as readonly string[]).includes(code)) continue;
      perUsd[code] = Math.round(rate * 10_000) / 10_000;
      sources[code] = url;
    }
  }
  const missing = NEEDED_CURRENCIES.filter((c) => !(c in perUsd));
  if (!setOn || missing.length) return { error: [...problems, `missing ${missing.join(", ")}`].join("; ") };
  return { rates: { setOn, perUsd }, sources };
}

/**
 * One refresh: fetch, and store the rates under their reference date. Every process may run it: a
 * second write of the same date replaces the row with the same figures.
 */
export async function refreshExchangeRates(
  db: Db,
  urls: readonly string[],
  now: Date,
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true; setOn: string } | { ok: false; error: string }> {
  const result = await fetchReferenceRates(urls, fetcher);
  if ("error" in result) return { ok: false, error: result.error };
  const row = {
    set_on: result.rates.setOn,
    per_usd: JSON.stringify(result.rates.perUsd),
    sources: JSON.stringify(result.sources),
    fetched_at: now.toISOString(),
  };
  await db
    .insertInto("exchange_rates")
    .values(row)
    .onConflict((oc) =>
      oc.column("set_on").doUpdateSet({ per_usd: row.per_usd, sources: row.sources, fetched_at: row.fetched_at }),
    )
    .execute();
  return { ok: true, setOn: row.set_on };
}

/** The rates pages convert with: the latest fetched ones, or EXCHANGE_RATES when they are newer or none was fetched. */
export async function currentRates(db: Db, fallback: Rates): Promise<Rates> {
  const row = await db
    .selectFrom("exchange_rates")
    .select(["set_on", "per_usd"])
    .orderBy("set_on", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row || row.set_on < fallback.setOn) return fallback;
  try {
    const perUsd = JSON.parse(row.per_usd) as Record<string, number>;
    return { setOn: row.set_on, perUsd: { ...fallback.perUsd, ...perUsd } };
  } catch {
    return fallback;
  }
}

export { STALE_RATES_DAYS } from "./costs";

export type ExchangeRateJob = PollingJob<void>;

/**
 * Refreshes the rates in the server process every EXCHANGE_RATE_REFRESH_MS (first soon after start
 * when the stored rates were fetched longer ago than that). No URLs: no job.
 */
export function startExchangeRateJob(options: {
  db: Db;
  config: Pick<Config, "EXCHANGE_RATE_URLS" | "EXCHANGE_RATE_REFRESH_MS">;
  log?: JobLog;
  fetcher?: typeof fetch;
}): ExchangeRateJob {
  const { db, config } = options;
  const log = options.log ?? stdoutLog;
  const interval = config.EXCHANGE_RATE_REFRESH_MS;
  const none = new Promise<number>(() => {});
  // First pass: soon when the last fetch is older than the interval (or there is none).
  const firstDelayMs =
    config.EXCHANGE_RATE_URLS.length === 0
      ? none
      : db
          .selectFrom("exchange_rates")
          .select("fetched_at")
          .orderBy("fetched_at", "desc")
          .limit(1)
          .executeTakeFirst()
          .then((row) => {
            const age = row ? Date.now() - Date.parse(row.fetched_at) : Number.POSITIVE_INFINITY;
            return age >= interval ? 1000 : interval - age;
          });
  return startPollingJob({
    run: async () => {
      if (config.EXCHANGE_RATE_URLS.length === 0) return;
      const result = await refreshExchangeRates(db, config.EXCHANGE_RATE_URLS, new Date(), options.fetcher);
      const time = new Date().toISOString();
      if (result.ok) log({ time, level: "info", message: "exchange rates refreshed", setOn: result.setOn });
      else log({ time, level: "error", message: "exchange rate refresh failed", error: result.error });
    },
    intervalMs: interval,
    firstDelayMs,
    failed: undefined,
    failureMessage: "exchange rate refresh failed",
    log,
  });
}
