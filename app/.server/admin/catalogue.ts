import { sql } from "kysely";
import type { Db } from "~/.server/db/database";
import { likeContains } from "~/features/search/search.server";
import { currencyDigits } from "~/features/services/pricing";
import { type Actor, recordAudit } from "./audit";

// ---- rankings ----

export interface RankingEditRow {
  id: number;
  nameEn: string;
  nameTw: string;
  country: string;
  rankLatest: number | null;
  rankPrevious: number | null;
}

export async function listRankingsForEdit(
  db: Db,
  filters: { country?: string; q?: string; ranked?: boolean },
  page: number,
  pageSize = 50,
): Promise<{ rows: RankingEditRow[]; hasNext: boolean }> {
  let query = db
    .selectFrom("schools as s")
    .innerJoin("countries as c", "c.id", "s.country_id")
    .select(["s.id", "s.name_en", "s.name_tw", "c.code", "s.rank_latest", "s.rank_previous"]);
  if (filters.country) query = query.where("c.code", "=", filters.country);
  if (filters.ranked) query = query.where("s.rank_latest", "is not", null);
  if (filters.q) {
    const pattern = likeContains(filters.q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(s.name_en) like ${pattern} escape '\\'`,
        sql<boolean>`s.name_tw like ${pattern} escape '\\'`,
        sql<boolean>`s.name_cn like ${pattern} escape '\\'`,
      ]),
    );
  }
  const rows = await query
    .orderBy(sql`case when s.rank_latest is null then 1 else 0 end`)
    .orderBy("s.rank_latest")
    .orderBy("s.id")
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    hasNext: rows.length > pageSize,
    rows: rows.slice(0, pageSize).map((r) => ({
      id: r.id,
      nameEn: r.name_en,
      nameTw: r.name_tw,
      country: r.code,
      rankLatest: r.rank_latest,
      rankPrevious: r.rank_previous,
    })),
  };
}

export const RANK_MAX = 5000;

/** "" → null; a whole number 1–5000 → it; anything else → undefined (invalid). */
export function parseRank(value: FormDataEntryValue | null): number | null | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return null;
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= RANK_MAX ? n : undefined;
}

/** Saves the changed ranks of the submitted schools; returns the ids that changed. */
export async function saveRankings(
  db: Db,
  actor: Actor,
  changes: Array<{ id: number; rankLatest: number | null; rankPrevious: number | null }>,
  now = new Date(),
): Promise<number[]> {
  if (changes.length === 0) return [];
  return await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("schools")
      .select(["id", "rank_latest", "rank_previous"])
      .where(
        "id",
        "in",
        changes.map((c) => c.id),
      )
      .execute();
    const byId = new Map(current.map((c) => [c.id, c]));
    const changed: Array<{ id: number; from: [number | null, number | null]; to: [number | null, number | null] }> = [];
    for (const change of changes) {
      const row = byId.get(change.id);
      if (!row || (row.rank_latest === change.rankLatest && row.rank_previous === change.rankPrevious)) continue;
      await trx
        .updateTable("schools")
        .set({ rank_latest: change.rankLatest, rank_previous: change.rankPrevious })
        .where("id", "=", change.id)
        .execute();
      changed.push({
        id: change.id,
        from: [row.rank_latest, row.rank_previous],
        to: [change.rankLatest, change.rankPrevious],
      });
    }
    if (changed.length)
      await recordAudit(trx, actor, "ranking.update", "schools", changed.map((c) => c.id).join(","), { changed }, now);
    return changed.map((c) => c.id);
  });
}

// ---- prices ----

export interface BandRow {
  id: number;
  method: string;
  minUnits: number;
  maxUnits: number;
  pricing: string;
  amountMinor: number;
}

export async function listBands(db: Db, service: string, currency: string): Promise<BandRow[]> {
  const rows = await db
    .selectFrom("price_bands")
    .select(["id", "method_code", "min_units", "max_units", "pricing", "amount_minor"])
    .where("service_code", "=", service)
    .where("currency", "=", currency)
    .orderBy("method_code")
    .orderBy("min_units")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    method: r.method_code,
    minUnits: r.min_units,
    maxUnits: r.max_units,
    pricing: r.pricing,
    amountMinor: Number(r.amount_minor),
  }));
}

/** A decimal amount as typed ("8800", "290.5", "1,200.00") to minor units of the currency; undefined if invalid. */
export function parseAmount(value: FormDataEntryValue | null, currency: string): number | undefined {
  const digits = currencyDigits[currency as keyof typeof currencyDigits];
  if (digits === undefined || typeof value !== "string") return undefined;
  const text = value.trim().replace(/,/g, "");
  const pattern = digits === 0 ? /^\d{1,12}$/ : new RegExp(`^\\d{1,12}(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(text)) return undefined;
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

export function minorToInput(minor: number, currency: string): string {
  const digits = currencyDigits[currency as keyof typeof currencyDigits] ?? 0;
  return (minor / 10 ** digits).toFixed(digits);
}

export async function saveBandAmounts(
  db: Db,
  actor: Actor,
  service: string,
  currency: string,
  amounts: Array<{ id: number; amountMinor: number }>,
  now = new Date(),
): Promise<number> {
  return await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("price_bands")
      .select(["id", "amount_minor"])
      .where("service_code", "=", service)
      .where("currency", "=", currency)
      .execute();
    const byId = new Map(current.map((c) => [c.id, Number(c.amount_minor)]));
    const changed: Array<{ id: number; from: number; to: number }> = [];
    for (const { id, amountMinor } of amounts) {
      const before = byId.get(id);
      if (before === undefined || before === amountMinor) continue;
      await trx.updateTable("price_bands").set({ amount_minor: amountMinor }).where("id", "=", id).execute();
      changed.push({ id, from: before, to: amountMinor });
    }
    if (changed.length)
      await recordAudit(trx, actor, "price.update", "price_bands", `${service}:${currency}`, { changed }, now);
    return changed.length;
  });
}

export async function listDiscounts(db: Db) {
  return await db
    .selectFrom("discount_rules")
    .select(["code", "min_services", "percent_off", "name", "is_active"])
    .orderBy("min_services")
    .execute();
}

export async function saveDiscount(
  db: Db,
  actor: Actor,
  code: string,
  change: { minServices: number; percentOff: number; active: boolean },
  now = new Date(),
): Promise<boolean> {
  return await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("discount_rules")
      .set({ min_services: change.minServices, percent_off: change.percentOff, is_active: change.active ? 1 : 0 })
      .where("code", "=", code)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await recordAudit(trx, actor, "discount.update", "discount_rules", code, change, now);
    return true;
  });
}
