import type { Locale, Localized } from "./locales";

/** Reads one locale's text from a localized JSON column (falls back to English, then any value). */
export function pickLocalized(json: string, locale: Locale): string {
  const value = JSON.parse(json) as Partial<Localized>;
  return value[locale] ?? value.en ?? Object.values(value)[0] ?? "";
}
