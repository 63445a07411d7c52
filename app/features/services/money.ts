import { intlLocale, type Locale } from "~/lib/locales";
import { memo } from "~/lib/memo";

const priceFormats = new Map<string, Intl.NumberFormat>();
/** Labels the spec asks for where Intl's local symbol would be ambiguous ("$"). */
const currencyLabels: Record<string, string> = { TWD: "NT$", USD: "US$" };

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
  const label = currencyLabels[currency];
  return format
    .formatToParts(amountMinor / 10 ** digits)
    .map((part) => (part.type === "currency" && label ? label : part.value))
    .join("");
}
