import { withCurrencyLabel } from "~/lib/format";
import { intlLocale, type Locale } from "~/lib/locales";
import { memo } from "~/lib/memo";

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in integer minor units (`digits` after the decimal point), formatted for the
 * visitor's locale: NT$8,800 · 9.200.000 ₫ · US$290.00 · ₱21,500.00 · ฿12,900.00.
 */
export function formatPrice(locale: Locale, amountMinor: number, currency: string, digits: number): string {
  const format = memo(
    priceFormats,
    `${locale}|${currency}|${digits}`,
    () =>
      new Intl.NumberFormat(intlLocale[locale], {
        style: "currency",
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  return withCurrencyLabel(format, amountMinor / 10 ** digits, currency);
}
