import type { Db } from "~/.server/db/database";
import type { Locale } from "~/lib/locales";
import { type Rates, studentCurrency, type YearlyCost, yearlyCost } from "./costs";

/** The yearly cost of some schools in the visitor's currency (one indexed read). */
export async function costsFor(
  db: Db,
  locale: Locale,
  rates: Rates,
  schoolIds: number[],
): Promise<Record<number, YearlyCost>> {
  const costs: Record<number, YearlyCost> = {};
  if (!schoolIds.length) return costs;
  const rows = await db
    .selectFrom("schools as s")
    .leftJoin("school_living_costs as l", "l.school_id", "s.id")
    .select([
      "s.id",
      "s.nation",
      "s.city_en",
      "s.region_en",
      "s.tuition_min",
      "s.tuition_max",
      "s.currency",
      "l.amount as budget_amount",
      "l.currency as budget_currency",
      "l.academic_year as budget_year",
      "l.source_url as budget_source",
    ])
    .where("s.id", "in", schoolIds)
    .execute();
  for (const r of rows) {
    costs[r.id] = yearlyCost(
      {
        schoolId: r.id,
        nation: r.nation,
        city: r.city_en,
        region: r.region_en,
        tuitionMin: r.tuition_min,
        tuitionMax: r.tuition_max,
        currency: r.currency,
        budget:
          r.budget_amount !== null && r.budget_currency && r.budget_year && r.budget_source
            ? { amount: r.budget_amount, currency: r.budget_currency, year: r.budget_year, source: r.budget_source }
            : null,
      },
      studentCurrency[locale],
      rates,
    );
  }
  return costs;
}
