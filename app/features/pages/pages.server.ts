import { yearsSinceFounding } from "~/features/site/site-info";
import type { Locale } from "~/lib/locales";
import { pagesCopy } from "./pages-content";
import type { PagesCopy } from "./pages-content-types";

/** Fills `{yearsSinceFounding}` in every string of the copy. */
function fillYears<T>(value: T, years: string): T {
  if (typeof value === "string") return value.replaceAll("{yearsSinceFounding}", years) as T;
  if (Array.isArray(value)) return value.map((item) => fillYears(item, years)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillYears(item, years)])) as T;
  }
  return value;
}

/** The static pages' copy of one locale, with the years since the founding counted on `today`. */
export function getPagesCopy(locale: Locale, today = new Date()): PagesCopy {
  return fillYears(pagesCopy[locale], String(yearsSinceFounding(today)));
}
