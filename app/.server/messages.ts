import { createHash } from "node:crypto";
import { createTranslator, type Messages, type Translator } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import { memo } from "~/lib/memo";
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

/**
 * Keys sent with every page are the layout's and the small shared ones; a feature's own
 * strings travel with its routes (`routeMessages`), and mail texts never leave the server.
 */
const routeOnlyPrefixes = ["consultation.", "service.", "upload.", "mail.", "tracking."];
// Both are asked for on every document request: filter each catalog once per locale (and prefixes).
const pickedCatalogs = new Map<string, Messages>();

function pick(locale: Locale, cacheKey: string, keep: (key: string) => boolean): Messages {
  return memo(pickedCatalogs, `${locale}|${cacheKey}`, () =>
    Object.fromEntries(Object.entries(catalogs[locale]).filter(([key]) => keep(key))),
  );
}

export function layoutMessages(locale: Locale): Messages {
  return pick(locale, "layout", (key) => !routeOnlyPrefixes.some((p) => key.startsWith(p)));
}

/** The layout catalog of one locale as the browser downloads it (decision 0003): one file per catalog version. */
export interface LayoutCatalogFile {
  /** `/i18n/<locale>.<hash>.json`: the hash changes with the catalog, so the file may be cached for good. */
  path: string;
  json: string;
}

const catalogFiles = new Map<Locale, LayoutCatalogFile>();

export function layoutCatalogFile(locale: Locale): LayoutCatalogFile {
  return memo(catalogFiles, locale, () => {
    const json = JSON.stringify(layoutMessages(locale));
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 12);
    return { path: `/i18n/${locale}.${hash}.json`, json };
  });
}

/** The keys of one feature (by prefix), for a route loader to send along. */
export function routeMessages(locale: Locale, prefixes: readonly string[]): Messages {
  return pick(locale, prefixes.join(","), (key) => !key.startsWith("mail.") && prefixes.some((p) => key.startsWith(p)));
}
