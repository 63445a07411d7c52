import type { Db } from "~/.server/db/database";
import type { Locale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import {
  type CurrencyCode,
  currenciesByLocale,
  type DiscountRule,
  type ItemPrice,
  type PriceBand,
  priceUnits,
  type Quote,
  quoteOrder,
  WRITING_METHOD,
} from "./pricing";
import type { Selection, SelectionItem } from "./selection.server";

export type ServiceUnit = "words" | "documents" | "sessions" | "flat";

export interface Service {
  code: string;
  group: "editing" | "other";
  unit: ServiceUnit;
  usesMethod: boolean;
  name: string;
  summary: string;
}

export interface EditingMethod {
  code: string;
  name: string;
  description: string;
}

export async function listServices(db: Db, locale: Locale): Promise<Service[]> {
  const rows = await db.selectFrom("services").selectAll().where("is_active", "=", 1).orderBy("sort").execute();
  return rows.map((r) => ({
    code: r.code,
    group: r.group_code === "editing" ? "editing" : "other",
    unit: r.unit as ServiceUnit,
    usesMethod: r.uses_method === 1,
    name: pickLocalized(r.name, locale),
    summary: pickLocalized(r.summary, locale),
  }));
}

export async function listEditingMethods(db: Db, locale: Locale): Promise<EditingMethod[]> {
  const rows = await db.selectFrom("editing_methods").selectAll().orderBy("sort").execute();
  return rows.map((r) => ({
    code: r.code,
    name: pickLocalized(r.name, locale),
    description: pickLocalized(r.description, locale),
  }));
}

export interface PriceRow extends PriceBand {
  service: string;
  method: string;
  currency: CurrencyCode;
}

export async function listPriceBands(
  db: Db,
  filter: { currency: CurrencyCode; service?: string; method?: string },
): Promise<PriceRow[]> {
  let query = db.selectFrom("price_bands").selectAll().where("currency", "=", filter.currency);
  if (filter.service) query = query.where("service_code", "=", filter.service);
  if (filter.method !== undefined) query = query.where("method_code", "=", filter.method);
  const rows = await query.orderBy("service_code").orderBy("method_code").orderBy("min_units").execute();
  return rows.map((r) => ({
    service: r.service_code,
    method: r.method_code,
    currency: r.currency as CurrencyCode,
    minUnits: r.min_units,
    maxUnits: r.max_units,
    pricing: r.pricing === "per_unit" ? "per_unit" : "band",
    amountMinor: Number(r.amount_minor),
  }));
}

export async function listDiscountRules(db: Db, locale: Locale): Promise<Array<DiscountRule & { name: string }>> {
  const rows = await db.selectFrom("discount_rules").selectAll().where("is_active", "=", 1).execute();
  return rows.map((r) => ({
    code: r.code,
    minServices: r.min_services,
    percentOff: r.percent_off,
    name: pickLocalized(r.name, locale),
  }));
}

export function currencyFor(locale: Locale, wanted: string | null | undefined): CurrencyCode {
  const offered = currenciesByLocale[locale];
  return offered.find((c) => c === wanted) ?? (offered[0] as CurrencyCode);
}

export interface PricedItem extends SelectionItem {
  serviceName: string;
  methodName: string;
  unit: ServiceUnit;
  /** Units priced: the stored word count of the upload, or what the visitor entered. */
  quantity: number;
  fileName: string | null;
  price: ItemPrice;
  rushAllowed: boolean;
  rushMinor: number;
}

export interface PricedSelection {
  currency: CurrencyCode;
  items: PricedItem[];
  quote: Quote;
  discountName: string | null;
}

/**
 * The quantity an item is priced by: the stored count of its file. A typed word count is only
 * taken for interview writing (no draft yet) or, for quotes, when `enteredWords` allows it.
 */
async function quantityOf(db: Db, item: SelectionItem, unit: ServiceUnit, enteredWords: boolean) {
  if (unit === "flat") return { quantity: 1, fileName: null };
  if (unit === "words" && item.method !== WRITING_METHOD && !item.uploadId && !enteredWords) return undefined;
  if (item.uploadId) {
    const upload = await db
      .selectFrom("uploads")
      .select(["words", "original_name"])
      .where("id", "=", item.uploadId)
      .executeTakeFirst();
    return upload ? { quantity: upload.words, fileName: upload.original_name } : undefined;
  }
  return item.units ? { quantity: item.units, fileName: null } : undefined;
}

/** Prices every item of a selection from the server's own tables, then the cost summary. */
/** Everything prices are computed from, for one locale and currency: read once per request. */
export interface Catalogue {
  currency: CurrencyCode;
  services: Service[];
  methods: EditingMethod[];
  rules: Array<DiscountRule & { name: string }>;
  bands: PriceRow[];
}

export async function loadCatalogue(db: Db, locale: Locale, currency: CurrencyCode): Promise<Catalogue> {
  const [services, methods, rules, bands] = await Promise.all([
    listServices(db, locale),
    listEditingMethods(db, locale),
    listDiscountRules(db, locale),
    listPriceBands(db, { currency }),
  ]);
  return { currency, services, methods, rules, bands };
}

export async function priceSelection(
  db: Db,
  locale: Locale,
  selection: Selection,
  options: { enteredWords?: boolean; catalogue?: Catalogue } = {},
): Promise<PricedSelection> {
  const currency = currencyFor(locale, selection.currency);
  const catalogue =
    options.catalogue?.currency === currency ? options.catalogue : await loadCatalogue(db, locale, currency);
  const { services, methods, rules } = catalogue;
  const items: PricedItem[] = [];
  for (const item of selection.items) {
    const service = services.find((s) => s.code === item.service);
    if (!service) continue;
    const method = service.usesMethod ? methods.find((m) => m.code === item.method) : undefined;
    if (service.usesMethod && !method) continue;
    const quantity = await quantityOf(db, item, service.unit, options.enteredWords ?? false);
    if (!quantity) continue;
    const methodCode = method?.code ?? "";
    const bands = catalogue.bands.filter((b) => b.service === service.code && b.method === methodCode);
    items.push({
      ...item,
      serviceName: service.name,
      methodName: method?.name ?? "",
      unit: service.unit,
      quantity: quantity.quantity,
      fileName: quantity.fileName,
      price: priceUnits(bands, quantity.quantity),
      rushAllowed: service.group === "editing",
      rush: item.rush && service.group === "editing",
      rushMinor: 0,
    });
  }
  const priced = items.filter((i) => i.price.kind === "priced");
  const quote = quoteOrder(
    priced.map((i) => ({
      service: i.service,
      originalMinor: i.price.kind === "priced" ? i.price.originalMinor : 0,
      rush: i.rush,
    })),
    rules,
  );
  priced.forEach((item, index) => {
    item.rushMinor = quote.lineRushMinor[index] ?? 0;
  });
  const discountName = quote.discount ? (rules.find((r) => r.code === quote.discount?.code)?.name ?? null) : null;
  return { currency, items, quote, discountName };
}
