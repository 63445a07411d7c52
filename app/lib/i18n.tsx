import { createContext, useContext } from "react";
import { intlLocale, type Locale } from "./locales";
import { formatMessage, type MessageValues } from "./message-format";

export type Messages = Record<string, string>;

export interface Translator {
  locale: Locale;
  t: (key: string, values?: MessageValues) => string;
  formatDate: (date: Date | string, style?: "long" | "short") => string;
  formatNumber: (value: number) => string;
}

export function createTranslator(locale: Locale, messages: Messages): Translator {
  const tag = intlLocale[locale];
  return {
    locale,
    t(key, values) {
      const template = messages[key];
      // A missing key is a bug the catalog test catches; show the key rather than crash a page.
      return template === undefined ? key : formatMessage(template, values, tag);
    },
    formatDate(date, style = "long") {
      return new Intl.DateTimeFormat(tag, { dateStyle: style, timeZone: "Asia/Taipei" }).format(new Date(date));
    },
    formatNumber(value) {
      return new Intl.NumberFormat(tag).format(value);
    },
  };
}

const TranslatorContext = createContext<Translator | null>(null);
export const TranslatorProvider = TranslatorContext.Provider;

export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslator outside TranslatorProvider");
  return translator;
}
