import { createContext, useContext } from "react";
import { intlLocale, type Locale } from "./locales";
import { memo } from "./memo";
import { formatMessage, type MessageValues } from "./message-format";

export type Messages = Record<string, string>;

export interface Translator {
  locale: Locale;
  t: (key: string, values?: MessageValues) => string;
  formatDate: (date: Date | string, style?: "long" | "short") => string;
  /** A (Gregorian) year in the locale's calendar, digits only: 2026 → "2569" in th (Buddhist era). */
  formatYear: (year: number) => string;
  formatNumber: (value: number) => string;
}

// Shared by every translator: the layout builds a translator per render, formatters should outlive it.
const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();
// Years shown are few (enrolment years, admission years, the footer): format each once per language.
const years = new Map<string, string>();

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
      const format = memo(
        dates,
        `${tag}|${style}`,
        () => new Intl.DateTimeFormat(tag, { dateStyle: style, timeZone: "Asia/Taipei" }),
      );
      return format.format(new Date(date));
    },
    formatYear(year) {
      if (years.size > 2000) years.clear(); // a bound, should a year ever come from input
      return memo(years, `${tag}|${year}`, () => {
        const format = memo(
          dates,
          `${tag}|year`,
          () => new Intl.DateTimeFormat(tag, { year: "numeric", timeZone: "UTC" }),
        );
        // Mid-year, so no calendar's new year moves it to the neighbouring year.
        const parts = format.formatToParts(new Date(Date.UTC(year, 6, 1)));
        return parts.find((p) => p.type === "year")?.value ?? String(year);
      });
    },
    formatNumber(value) {
      return memo(numbers, tag, () => new Intl.NumberFormat(tag)).format(value);
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

/** The layout's catalog of one language, kept outside the page data (decision 0003). */
export interface LayoutCatalog {
  locale: Locale;
  messages: Messages;
}

const LayoutCatalogContext = createContext<LayoutCatalog | null>(null);
/** Given by entry.server.tsx (the server's copy) and entry.client.tsx (the file the page links to). */
export const LayoutCatalogProvider = LayoutCatalogContext.Provider;

/** The layout's messages in `locale`, or undefined when this document holds another language's. */
export function useLayoutMessages(locale: Locale | undefined): Messages | undefined {
  const catalog = useContext(LayoutCatalogContext);
  return catalog && catalog.locale === locale ? catalog.messages : undefined;
}
