import { intlLocale, type Locale } from "./locales";
import { memo } from "./memo";

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A price or tuition in whole units of its currency, formatted for the visitor's locale. */
export function formatMoney(locale: Locale, amount: number, currency: string): string {
  const format = memo(
    moneyFormats,
    `${locale}|${currency}`,
    () => new Intl.NumberFormat(intlLocale[locale], { style: "currency", currency, maximumFractionDigits: 0 }),
  );
  return format.format(amount);
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
