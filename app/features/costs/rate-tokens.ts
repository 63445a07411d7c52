import { intlLocale, type Locale } from "~/lib/locales";
import { convert, type Rates } from "./costs";

/**
 * Exchange rates stated in text (articles) come from the daily rates table, never from the text
 * itself (issue 29): the text writes `{{fx:USD:PHP}}` where it states how many pesos a US dollar
 * buys, and `{{fx-date}}` where it says which day's rate that is. Pages fill them in with the rates
 * they convert costs with (`currentRates`). A rate the table lacks reads "—". Client-safe.
 */
export const RATE_TOKEN = /\{\{fx:([A-Z]{3}):([A-Z]{3})\}\}|\{\{fx-date\}\}/g;

/** How many units of `to` one unit of `from` buys, to three significant digits, in the locale's digits. */
export function formatRate(locale: Locale, from: string, to: string, rates: Rates): string {
  const rate = convert(1, from, to, rates);
  if (rate === null) return "—";
  return new Intl.NumberFormat(intlLocale[locale], { maximumSignificantDigits: 3 }).format(rate);
}

/** The rates' reference date, written as the pages write dates. */
export function formatRatesDate(locale: Locale, rates: Rates): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${rates.setOn}T00:00:00Z`),
  );
}

/** The text with every rate token replaced by today's rate or its date. */
export function fillRateTokens(text: string, locale: Locale, rates: Rates): string {
  if (!text.includes("{{fx")) return text;
  return text.replace(RATE_TOKEN, (_token, from: string | undefined, to: string | undefined) =>
    from && to ? formatRate(locale, from, to, rates) : formatRatesDate(locale, rates),
  );
}
