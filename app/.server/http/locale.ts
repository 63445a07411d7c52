import type { Config } from "~/.server/config";
import { readCookie, serializeCookie } from "~/lib/cookies";
import { isLocale, type Locale, locales } from "~/lib/locales";

export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export type LocaleSource = "query" | "host" | "cookie" | "header" | "default";

export interface LocaleResolution {
  locale: Locale;
  source: LocaleSource;
  /** The locale whose domain this host is, if any. */
  hostLocale: Locale | undefined;
  /** Whether the response should (re)write the locale cookie. */
  setCookie: boolean;
}

/** The `lang` marker internal links need: none when the host itself is the locale's domain. */
export function linkLangOf(resolution: Pick<LocaleResolution, "locale" | "hostLocale">): Locale | null {
  return resolution.hostLocale === resolution.locale ? null : resolution.locale;
}

/** Maps a language tag from Accept-Language to a site locale. */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const t = tag.toLowerCase();
  if (t.startsWith("zh")) {
    return /hant|-tw|-hk|-mo/.test(t) ? "tw" : "cn";
  }
  if (t.startsWith("en") || t.startsWith("fil") || t.startsWith("tl")) return "en";
  if (t.startsWith("vi")) return "vi";
  if (t.startsWith("th")) return "th";
  return undefined;
}

export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

export function hostLocaleOf(host: string, config: Config): Locale | undefined {
  const h = host.toLowerCase();
  return locales.find((l) => config.LOCALE_DOMAINS[l] === h);
}

/**
 * product-spec § 4: the host name decides when it is a locale's domain; otherwise the cookie,
 * then the browser language. An explicit `?lang=` marker (the crawlable URL of a language
 * without its own domain) wins over all and is remembered in the cookie.
 */
export function resolveLocale(url: URL, headers: Headers, host: string, config: Config): LocaleResolution {
  const cookieLocale = readCookie(headers.get("cookie"), LOCALE_COOKIE);
  const hostLocale = hostLocaleOf(host, config);
  const queryLocale = url.searchParams.get("lang");
  if (isLocale(queryLocale)) {
    return { locale: queryLocale, source: "query", hostLocale, setCookie: cookieLocale !== queryLocale };
  }
  if (hostLocale) {
    return { locale: hostLocale, source: "host", hostLocale, setCookie: cookieLocale !== hostLocale };
  }
  if (isLocale(cookieLocale)) return { locale: cookieLocale, source: "cookie", hostLocale, setCookie: false };
  const headerLocale = localeFromAcceptLanguage(headers.get("accept-language"));
  if (headerLocale) return { locale: headerLocale, source: "header", hostLocale, setCookie: false };
  return { locale: config.DEFAULT_LOCALE, source: "default", hostLocale, setCookie: false };
}

export function localeCookie(locale: Locale, secure: boolean): string {
  return serializeCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, secure });
}

/** API `Lang` header values (zh_tw, zh_cn, en, vi, th) to a locale. */
export function localeFromApiLang(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase().replace("-", "_");
  if (v === "zh_tw") return "tw";
  if (v === "zh_cn") return "cn";
  return isLocale(v) ? v : undefined;
}
