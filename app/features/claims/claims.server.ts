import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { homeContent } from "~/features/home/home-content";
import { createTranslator } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import { DEFAULT_FOUNDING_YEAR } from "~/lib/site-data";
import { type Claim, formatClaimValue } from "./claim-format";

export type { Claim } from "./claim-format";

/**
 * "claims-basis-v1": a database seeded before migration 0027 gets the figures' numbers, basis,
 * year and the admission label that states what was counted, for the four figures of the first
 * seed whose value is still the seed's (a first start already inserts them with home-v1).
 */
export async function seedClaimBasis(db: Db): Promise<void> {
  await seedOnce(db, "claims-basis-v1", async (trx) => {
    for (const figure of homeContent.keyFigures) {
      await trx
        .updateTable("customizes")
        .set({
          amount: figure.amount,
          format: figure.format,
          at_least: figure.atLeast ? 1 : 0,
          label: JSON.stringify(figure.label),
          basis: JSON.stringify(figure.basis),
          basis_year: figure.basisYear,
        })
        .where("key", "=", figure.key)
        .where("value", "=", figure.value)
        .where("amount", "is", null)
        .execute();
    }
  });
}

/** The active key figures in one language, in order, each with its basis. */
export async function listClaims(db: Db, locale: Locale): Promise<Claim[]> {
  const rows = await db.selectFrom("customizes").selectAll().where("is_active", "=", 1).orderBy("sort").execute();
  const { formatYear } = createTranslator(locale, {});
  return rows.map((r) => ({
    key: r.key,
    value: formatClaimValue(locale, { amount: r.amount, format: r.format, atLeast: r.at_least === 1, value: r.value }),
    label: pickLocalized(r.label, locale),
    basis: pickLocalized(r.basis, locale),
    year: r.basis_year === null ? null : formatYear(r.basis_year),
  }));
}

/**
 * The founding year as staff set it (the "founded" figure, shown or not in the band): the footer,
 * the site description and the years of experience count from it.
 */
export async function foundingYear(db: Db): Promise<number> {
  const row = await db
    .selectFrom("customizes")
    .select(["amount", "format"])
    .where("key", "=", "founded")
    .executeTakeFirst();
  return row?.format === "year" && row.amount !== null ? row.amount : DEFAULT_FOUNDING_YEAR;
}

/** What the copy of the static pages quotes: every figure (shown in the band or not) and the founding year. */
export interface ClaimValues {
  founded: number;
  /** By key, formatted for the locale: "1,000+", "2549"… */
  values: Record<string, string>;
}

export async function claimValues(db: Db, locale: Locale): Promise<ClaimValues> {
  const rows = await db.selectFrom("customizes").select(["key", "amount", "format", "at_least", "value"]).execute();
  const values = Object.fromEntries(
    rows.map((r) => [
      r.key,
      formatClaimValue(locale, { amount: r.amount, format: r.format, atLeast: r.at_least === 1, value: r.value }),
    ]),
  );
  const founded = rows.find((r) => r.key === "founded" && r.format === "year")?.amount ?? DEFAULT_FOUNDING_YEAR;
  return { founded, values };
}
