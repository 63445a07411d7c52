import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { discountRuleSeeds, editingMethodSeeds, priceBandSeeds, serviceSeeds } from "./catalogue-seed";

/** The price catalogue, seeded once: from then on staff own every amount. */
export async function seedServiceCatalogue(db: Db): Promise<void> {
  await seedOnce(db, "services-v1", async (trx) => {
    await trx
      .insertInto("services")
      .values(
        serviceSeeds.map((s) => ({
          code: s.code,
          group_code: s.group,
          unit: s.unit,
          uses_method: s.usesMethod ? 1 : 0,
          sort: s.sort,
          name: JSON.stringify(s.name),
          summary: JSON.stringify(s.summary),
        })),
      )
      .execute();
    await trx
      .insertInto("editing_methods")
      .values(
        editingMethodSeeds.map((m) => ({
          code: m.code,
          sort: m.sort,
          name: JSON.stringify(m.name),
          description: JSON.stringify(m.description),
        })),
      )
      .execute();
    for (let i = 0; i < priceBandSeeds.length; i += 100) {
      await trx
        .insertInto("price_bands")
        .values(
          priceBandSeeds.slice(i, i + 100).map((b) => ({
            service_code: b.service,
            method_code: b.method ?? "",
            currency: b.currency,
            min_units: b.minUnits,
            max_units: b.maxUnits,
            pricing: b.pricing,
            amount_minor: b.amountMinor,
          })),
        )
        .execute();
    }
    await trx
      .insertInto("discount_rules")
      .values(
        discountRuleSeeds.map((r) => ({
          code: r.code,
          min_services: r.minServices,
          percent_off: r.percentOff,
          name: JSON.stringify(r.name),
        })),
      )
      .execute();
  });
}
