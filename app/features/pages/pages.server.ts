import type { ClaimValues } from "~/features/claims/claims.server";
import type { Locale } from "~/lib/locales";
import { pagesCopy } from "./pages-content";
import type { PagesCopy } from "./pages-content-types";

/** `{figure:students}` and the like: a key figure, as staff set it on /admin/claims. */
const FIGURE = /\{figure:([a-z0-9-]+)\}/g;

/** Fills `{yearsSinceFounding}` and `{figure:<key>}` in every string of the copy. */
function fill<T>(value: T, years: string, figures: Record<string, string>): T {
  if (typeof value === "string") {
    return value
      .replaceAll("{yearsSinceFounding}", years)
      .replace(FIGURE, (token, key: string) => figures[key] ?? token) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, years, figures)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, years, figures)])) as T;
  }
  return value;
}

/**
 * The static pages' copy of one locale, with the key figures of the database (never typed into
 * the copy: decision 0019) and the years since the founding counted on `today`.
 */
export function getPagesCopy(locale: Locale, figures: ClaimValues, today = new Date()): PagesCopy {
  return fill(pagesCopy[locale], String(today.getUTCFullYear() - figures.founded), figures.values);
}
