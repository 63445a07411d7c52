import type { Locale } from "~/lib/locales";

/**
 * Price rules of single services, as pure functions over the price tables (which live in the
 * database). Money is integer minor units: TWD and VND have none below the unit in practice, USD,
 * PHP and THB have cents. Every derived amount (discount, rush fee) is computed exactly and
 * rounded once, half up; the total is the sum of rounded parts, so the summary always adds up.
 */
export type CurrencyCode = "TWD" | "VND" | "USD" | "PHP" | "THB";
export const currencyCodes: readonly CurrencyCode[] = ["TWD", "VND", "USD", "PHP", "THB"];

/** Digits after the decimal point of each currency's minor unit, as stored. */
export const currencyDigits: Record<CurrencyCode, number> = { TWD: 0, VND: 0, USD: 2, PHP: 2, THB: 2 };

/** Currencies offered per locale, the default first (product-spec § 1). */
export const currenciesByLocale: Record<Locale, readonly CurrencyCode[]> = {
  tw: ["TWD"],
  cn: ["TWD"],
  en: ["PHP", "USD"],
  vi: ["VND", "USD"],
  th: ["THB", "USD"],
};

/** The method whose quantity is the word count the student asks for (there is no draft yet). */
export const WRITING_METHOD = "interview_writing";

/** Urgent service: done within 72 hours after document confirmation, +25% of the original price. */
export const RUSH_PERCENT = 25;

export interface PriceBand {
  minUnits: number;
  maxUnits: number;
  /** band: the amount is the price of the whole band; per_unit: the amount is per unit. */
  pricing: "band" | "per_unit";
  amountMinor: number;
}

export type ItemPrice =
  | { kind: "priced"; originalMinor: number }
  | { kind: "over_range"; maxUnits: number }
  | { kind: "no_price" };

/**
 * The original price of `units` (words, documents or sessions) from one service's bands.
 * Per-unit bands are graduated like tax brackets: each band's rate applies to the units inside
 * it, so one more word never makes an order cheaper.
 */
export function priceUnits(bands: readonly PriceBand[], units: number): ItemPrice {
  if (bands.length === 0) return { kind: "no_price" };
  const sorted = [...bands].sort((a, b) => a.minUnits - b.minUnits);
  const maxUnits = sorted[sorted.length - 1]?.maxUnits ?? 0;
  if (!Number.isInteger(units) || units < (sorted[0]?.minUnits ?? 1)) return { kind: "no_price" };
  if (units > maxUnits) return { kind: "over_range", maxUnits };
  const band = sorted.find((b) => units >= b.minUnits && units <= b.maxUnits);
  if (!band) return { kind: "no_price" };
  if (band.pricing === "band") return { kind: "priced", originalMinor: band.amountMinor };
  let originalMinor = 0;
  for (const b of sorted) {
    if (b.minUnits > units) break;
    const inBand = Math.min(units, b.maxUnits) - b.minUnits + 1;
    originalMinor += inBand * b.amountMinor;
  }
  return { kind: "priced", originalMinor };
}

/** numerator / denominator rounded half up, for non-negative integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export interface DiscountRule {
  code: string;
  minServices: number;
  percentOff: number;
}

export interface QuoteLine {
  service: string;
  originalMinor: number;
  rush: boolean;
}

export interface Quote {
  originalMinor: number;
  discountMinor: number;
  discount: DiscountRule | null;
  rushMinor: number;
  totalMinor: number;
  /** Rush fee per line, in the order given */
  lineRushMinor: number[];
}

/** The best discount for the number of different services in the order. */
export function applicableDiscount(rules: readonly DiscountRule[], distinctServices: number): DiscountRule | null {
  let best: DiscountRule | null = null;
  for (const rule of rules) {
    if (distinctServices >= rule.minServices && (!best || rule.percentOff > best.percentOff)) best = rule;
  }
  return best;
}

/** The cost summary: total original price, total discount, rush fee and total. */
export function quoteOrder(lines: readonly QuoteLine[], rules: readonly DiscountRule[]): Quote {
  const originalMinor = lines.reduce((sum, l) => sum + l.originalMinor, 0);
  const discount = applicableDiscount(rules, new Set(lines.map((l) => l.service)).size);
  const discountMinor = discount ? roundHalfUp(originalMinor * discount.percentOff, 100) : 0;
  const lineRushMinor = lines.map((l) => (l.rush ? roundHalfUp(l.originalMinor * RUSH_PERCENT, 100) : 0));
  // The rush fee is 25% of the original price of the rushed lines, rounded once for the order.
  const rushMinor = roundHalfUp(
    lines.reduce((sum, l) => sum + (l.rush ? l.originalMinor * RUSH_PERCENT : 0), 0),
    100,
  );
  return {
    originalMinor,
    discountMinor,
    discount,
    rushMinor,
    totalMinor: originalMinor - discountMinor + rushMinor,
    lineRushMinor,
  };
}

export type PricePreview =
  | { kind: "priced"; originalMinor: number; rushMinor: number; totalMinor: number }
  | { kind: "over_range"; maxUnits: number }
  | { kind: "no_price" };

/**
 * The price shown next to the upload before adding: the original price of `units` from the bands
 * of the chosen service and method, plus the urgent fee when asked for. Recomputed on every change
 * of service, method, currency (other bands) or urgency; the cart is always priced by the server.
 */
export function previewPrice(bands: readonly PriceBand[], units: number, rush: boolean): PricePreview {
  const price = priceUnits(bands, units);
  if (price.kind !== "priced") return price;
  const rushMinor = rush ? roundHalfUp(price.originalMinor * RUSH_PERCENT, 100) : 0;
  return { kind: "priced", originalMinor: price.originalMinor, rushMinor, totalMinor: price.originalMinor + rushMinor };
}
