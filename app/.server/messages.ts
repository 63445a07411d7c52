import { createTranslator, type Messages, type Translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import cn from "~/locales/cn.json";
import en from "~/locales/en.json";
import th from "~/locales/th.json";
import tw from "~/locales/tw.json";
import vi from "~/locales/vi.json";

export const catalogs: Record<Locale, Messages> = { tw, cn, en, vi, th };

const translators = new Map<Locale, Translator>();

/** A translator for server code (API errors, meta tags, mail). */
export function serverTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, catalogs[locale]);
    translators.set(locale, translator);
  }
  return translator;
}
