/** How a key figure (a marketing claim) is written in each language; client-safe. */
import { createTranslator } from "~/lib/i18n";
import { intlLocale, type Locale } from "~/lib/locales";

export const CLAIM_FORMATS = ["percent", "count", "year", "text"] as const;
export type ClaimFormat = (typeof CLAIM_FORMATS)[number];
export const isClaimFormat = (v: unknown): v is ClaimFormat => (CLAIM_FORMATS as readonly unknown[]).includes(v);

/** A key figure as a page shows it: the figure, what it is, and what it counts in which year. */
export interface Claim {
  key: string;
  value: string;
  label: string;
  /** What the figure counts; "" when staff have not stated it */
  basis: string;
  /** The year it refers to, in the locale's calendar; null for none */
  year: string | null;
}

export interface ClaimAmount {
  /** null: `value` is shown as typed (format "text") */
  amount: number | null;
  format: string;
  atLeast: boolean;
  value: string;
}

/**
 * The figure in the locale's number formatting: 1,000+ (en), 1.000+ (vi), 100% or 100 % by the
 * locale's rule, a year in the locale's calendar (2006 is 2549 in th). "+" marks "at least".
 */
export function formatClaimValue(locale: Locale, claim: ClaimAmount): string {
  if (claim.amount === null || !isClaimFormat(claim.format) || claim.format === "text") return claim.value;
  const tag = intlLocale[locale];
  const plus = claim.atLeast ? "+" : "";
  if (claim.format === "year") return createTranslator(locale, {}).formatYear(claim.amount);
  if (claim.format === "percent") {
    return new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1 }).format(claim.amount / 100) + plus;
  }
  return new Intl.NumberFormat(tag).format(claim.amount) + plus;
}
