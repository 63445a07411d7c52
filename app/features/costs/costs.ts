import type { Locale } from "~/lib/locales";
import { type LivingCost, type SchoolBudget, schoolLivingCost } from "./living-costs";

/** The currency each site language shows costs in. */
export const studentCurrency: Record<Locale, string> = { tw: "TWD", cn: "CNY", en: "PHP", vi: "VND", th: "THB" };

/** Rates older than this many days are flagged on the pages that convert and in the back office. */
export const STALE_RATES_DAYS = 7;

export interface Rates {
  setOn: string;
  perUsd: Record<string, number>;
}

/** An amount from one currency to another through the configured rates (units per 1 USD); null when a rate is missing. */
export function convert(amount: number, from: string, to: string, rates: Rates): number | null {
  if (from === to) return amount;
  const source = rates.perUsd[from];
  const target = rates.perUsd[to];
  if (!source || !target) return null;
  return (amount / source) * target;
}

/** Estimates to three significant digits: 1,734,567 → 1,730,000. */
export function roughly(amount: number): number {
  if (amount === 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(amount))) - 2);
  return Math.round(amount / magnitude) * magnitude;
}

export interface CostInput {
  schoolId: number;
  nation: string;
  city: string;
  region: string;
  tuitionMin: number | null;
  tuitionMax: number | null;
  currency: string;
  /** the school's own published living budget, if any */
  budget?: SchoolBudget | null;
}

export interface YearlyCost {
  schoolId: number;
  /** in the school's currency */
  tuition: { min: number; max: number; currency: string } | null;
  living: LivingCost;
  /** tuition + living (or tuition only), converted; null without tuition or a rate */
  total: { min: number; max: number; currency: string; tuitionOnly: boolean } | null;
}

/** A year at one school in the student's currency: tuition plus the city's or country's living cost. */
export function yearlyCost(input: CostInput, currency: string, rates: Rates): YearlyCost {
  const living = schoolLivingCost(input.nation, input.city, input.region, input.budget ?? null);
  const min = input.tuitionMin ?? input.tuitionMax;
  const max = input.tuitionMax ?? input.tuitionMin;
  const tuition = min === null || max === null ? null : { min, max, currency: input.currency };
  if (!tuition) return { schoolId: input.schoolId, tuition, living, total: null };
  const livingAmount = living.amount === null ? 0 : convert(living.amount, living.currency, input.currency, rates);
  if (livingAmount === null) return { schoolId: input.schoolId, tuition, living, total: null };
  const low = convert(tuition.min + livingAmount, input.currency, currency, rates);
  const high = convert(tuition.max + livingAmount, input.currency, currency, rates);
  if (low === null || high === null) return { schoolId: input.schoolId, tuition, living, total: null };
  return {
    schoolId: input.schoolId,
    tuition,
    living,
    total: { min: roughly(low), max: roughly(high), currency, tuitionOnly: living.amount === null },
  };
}

export interface CostTotal {
  min: number;
  max: number;
  currency: string;
  /** schools counted with tuition only (no living-cost figure) */
  tuitionOnly: number;
  /** schools left out (no tuition figure or no rate) */
  missing: number;
}

/** The shortlist for a year: the sum of every school's range. */
export function totalCost(costs: YearlyCost[], currency: string): CostTotal {
  let min = 0;
  let max = 0;
  let tuitionOnly = 0;
  let missing = 0;
  for (const cost of costs) {
    if (!cost.total) {
      missing += 1;
      continue;
    }
    min += cost.total.min;
    max += cost.total.max;
    if (cost.total.tuitionOnly) tuitionOnly += 1;
  }
  return { min: roughly(min), max: roughly(max), currency, tuitionOnly, missing };
}
