import { intlLocale, type Locale } from "./locales";
import { memo } from "./memo";

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Symbols written in place of Intl's where its local one would be a bare, ambiguous "$" (New Taiwan
 * dollars on tw pages, US dollars on en-PH pages): every page writes NT$ and US$.
 */
export const currencyLabels: Readonly<Record<string, string>> = { TWD: "NT$", USD: "US$" };

/** Formats with a currency format, writing `currencyLabels` in place of the currency's symbol. */
export function withCurrencyLabel(format: Intl.NumberFormat, amount: number, currency: string): string {
  const label = currencyLabels[currency];
  if (!label) return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? label : part.value))
    .join("");
}

/** A price or tuition in whole units of its currency, formatted for the visitor's locale. */
export function formatMoney(locale: Locale, amount: number, currency: string): string {
  const format = memo(
    moneyFormats,
    `${locale}|${currency}`,
    () => new Intl.NumberFormat(intlLocale[locale], { style: "currency", currency, maximumFractionDigits: 0 }),
  );
  return withCurrencyLabel(format, amount, currency);
}

export function formatMoneyRange(
  locale: Locale,
  min: number | null,
  max: number | null,
  currency: string,
): string | null {
  if (min === null && max === null) return null;
  if (min === null || max === null || min === max) return formatMoney(locale, (min ?? max) as number, currency);
  return `${formatMoney(locale, min, currency)} – ${formatMoney(locale, max, currency)}`;
}
