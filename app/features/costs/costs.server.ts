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
    .selectFrom("schools")
    .select(["id", "nation", "city_en", "region_en", "tuition_min", "tuition_max", "currency"])
    .where("id", "in", schoolIds)
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
      },
      studentCurrency[locale],
      rates,
    );
  }
  return costs;
}
