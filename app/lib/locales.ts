/** The five site locales, in the order the language selector shows them. */
export const locales = ["tw", "cn", "en", "vi", "th"] as const;
export type Locale = (typeof locales)[number];

/** A text in every locale. */
export type Localized<T = string> = Record<Locale, T>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** BCP 47 tag for `<html lang>` and hreflang. */
export const htmlLang: Record<Locale, string> = {
  tw: "zh-Hant-TW",
  cn: "zh-Hans-CN",
  en: "en-PH",
  vi: "vi",
  th: "th",
};

/** Locale used for Intl formatting (dates, numbers, currencies). */
export const intlLocale: Record<Locale, string> = {
  tw: "zh-Hant-TW",
  cn: "zh-Hans-CN",
  en: "en-PH",
  vi: "vi-VN",
  th: "th-TH",
};

/** Value of the API `Lang` header for each locale, as the original client sent it. */
export const apiLang: Record<Locale, string> = {
  tw: "zh_tw",
  cn: "zh_cn",
  en: "en",
  vi: "vi",
  th: "th",
};

/** Name of each language in itself, for the language selector. */
export const languageName: Record<Locale, string> = {
  tw: "繁體中文",
  cn: "简体中文",
  en: "English (Philippines)",
  vi: "Tiếng Việt",
  th: "ภาษาไทย",
};
