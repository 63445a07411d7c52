import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { Locale } from "~/lib/locales";

/** Phone numbers in national format are read as numbers of the locale's country. */
export const phoneCountryByLocale = {
  tw: "TW",
  cn: "CN",
  en: "PH",
  vi: "VN",
  th: "TH",
} as const satisfies Record<Locale, string>;

/**
 * A phone number in the locale's national format or in any international format, as E.164
 * (+84901234567); undefined when it is not a valid number. Bookings and orders share this rule.
 */
export function toE164(value: string, locale: Locale): string | undefined {
  const phone = parsePhoneNumberFromString(value, phoneCountryByLocale[locale]);
  return phone?.isValid() ? phone.number : undefined;
}
