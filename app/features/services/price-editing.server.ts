import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import type { AdminLocale } from "~/features/admin/admin-locale";
import { type Parsed, parseForm } from "~/lib/form";
import { pickLocalized } from "~/lib/localized";
import { bandAmountsSchema, bandRowIds, PRICE_CURRENCIES, parseAmount } from "./price-form";
import { currencyDigits } from "./pricing";

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

export { parseAmount };

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

/** The services and editing methods named for the price editor, in the staff's language. */
export async function priceEditorCatalogue(db: Db, locale: AdminLocale) {
  const [services, methods] = await Promise.all([
    db.selectFrom("services").select(["code", "name"]).orderBy("sort").execute(),
    db.selectFrom("editing_methods").select(["code", "name"]).orderBy("sort").execute(),
  ]);
  return {
    services: services.map((s) => ({ code: s.code, name: pickLocalized(s.name, locale) })),
    methods: Object.fromEntries(methods.map((m) => [m.code, pickLocalized(m.name, locale)])),
  };
}

/** The price table being edited (`?service=&currency=`), falling back to the first service and TWD. */
export function priceTableOf(search: URLSearchParams, services: ReadonlyArray<{ code: string }>) {
  const service = services.find((s) => s.code === search.get("service"))?.code ?? services[0]?.code ?? "";
  const currency = PRICE_CURRENCIES.find((c) => c === search.get("currency")) ?? "TWD";
  return { service, currency };
}

/**
 * The band amounts typed in the price table (`id` + `amount_<id>` per row), read with their
 * schema in minor units; rows whose amount is not one (too many decimals for the currency, not a
 * number) are the errors.
 */
export function parseBandAmounts(form: FormData, currency: string): Parsed<Array<{ id: number; amountMinor: number }>> {
  const ids = bandRowIds(form);
  const parsed = parseForm(bandAmountsSchema(ids, currency), form);
  if (!parsed.ok) return parsed;
  const value = ids.map((id) => ({ id, amountMinor: parsed.value[`amount_${id}`] ?? 0 }));
  return { ok: true, value, values: parsed.values };
}
