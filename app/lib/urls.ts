import type { Locale } from "./locales";
import { locales } from "./locales";

/**
 * How each language version of a page is addressed: its own domain, or an explicit
 * `?lang=` marker on the current origin for languages without one.
 */
export interface LocaleAddressing {
  origin: string;
  domains: Partial<Record<Locale, string>>;
  protocol: string;
}

function withoutLang(pathWithSearch: string): URL {
  const url = new URL(pathWithSearch, "http://x");
  url.searchParams.delete("lang");
  return url;
}

export function localeUrl(locale: Locale, pathWithSearch: string, addressing: LocaleAddressing): string {
  const url = withoutLang(pathWithSearch);
  const domain = addressing.domains[locale];
  if (domain) return `${addressing.protocol}//${domain}${url.pathname}${url.search}`;
  url.searchParams.set("lang", locale);
  return `${addressing.origin}${url.pathname}${url.search}`;
}

/** The language-negotiating URL (cookie, then Accept-Language) used as hreflang x-default. */
export function defaultUrl(pathWithSearch: string, addressing: LocaleAddressing): string {
  const url = withoutLang(pathWithSearch);
  return `${addressing.origin}${url.pathname}${url.search}`;
}

export function alternates(pathWithSearch: string, addressing: LocaleAddressing) {
  return locales.map((locale) => ({ locale, href: localeUrl(locale, pathWithSearch, addressing) }));
}

/**
 * Adds the `lang` marker to an internal path when the page's locale is not implied by its host.
 * Appends textually so valueless parameters (`?enrollments=4&cities&hots`) keep their form.
 */
export function withLocaleMarker(path: string, linkLang: Locale | null): string {
  if (!linkLang || /^[a-z]+:/i.test(path) || path.startsWith("#")) return path;
  const hashAt = path.indexOf("#");
  const base = hashAt < 0 ? path : path.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : path.slice(hashAt);
  const stripped = base
    .replace(/([?&])lang=[^&]*(&|$)/, (_m, sep: string, tail: string) => (tail ? sep : ""))
    .replace(/[?&]$/, "");
  return `${stripped}${stripped.includes("?") ? "&" : "?"}lang=${linkLang}${hash}`;
}
