import { localeFromAcceptLanguage } from "~/.server/http/locale";
import { readCookie } from "~/lib/cookies";
import { createTranslator, type Messages, type Translator } from "~/lib/i18n";
import { type AdminLocale, adminLocales, isAdminLocale } from "./admin-locale";

/**
 * The back office's catalogs: `locales/<area>.<locale>.json`, one file per area and language so
 * each area's strings live beside each other and a new area or language is just a new file.
 * Same ICU message format and translator as the public site. tw and en are the source languages
 * (every key is added to both); vi and th follow them.
 */
const files = import.meta.glob<Messages>("./locales/*.json", { eager: true, import: "default" });

/** Catalog files by language, then by area (`core`, `leads`, …). */
export const adminCatalogs: Record<AdminLocale, Record<string, Messages>> = Object.fromEntries(
  adminLocales.map((locale) => [locale, {} as Record<string, Messages>]),
) as Record<AdminLocale, Record<string, Messages>>;

for (const [path, messages] of Object.entries(files)) {
  const match = /\/([a-z-]+)\.([a-z]+)\.json$/.exec(path);
  const [, area, locale] = match ?? [];
  if (area && isAdminLocale(locale)) adminCatalogs[locale][area] = messages;
}

/** The core area comes first, the others alphabetically (a duplicated key resolves the same way everywhere). */
export const adminAreas = (locale: AdminLocale): string[] =>
  Object.keys(adminCatalogs[locale]).sort((a, b) => (a === "core" ? -1 : b === "core" ? 1 : a.localeCompare(b)));

/**
 * A key a language does not have yet (added in tw and en on another branch) shows in English
 * rather than as a raw key; the catalog test lists such keys so they get translated.
 */
const fallback: Record<AdminLocale, AdminLocale | null> = { tw: null, en: null, vi: "en", th: "en" };

const merged = new Map<AdminLocale, Messages>();

export function adminMessages(locale: AdminLocale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    const base = fallback[locale];
    const own = adminAreas(locale).map((area) => adminCatalogs[locale][area]);
    messages = Object.assign({}, base ? adminMessages(base) : {}, ...own) as Messages;
    merged.set(locale, messages);
  }
  return messages;
}

export const adminTranslator = (locale: AdminLocale): Translator => createTranslator(locale, adminMessages(locale));

export const ADMIN_LANG_COOKIE = "sw_admin_lang";

/**
 * Language before sign-in: ?lang=, then the remembered choice, then the browser's
 * (Accept-Language with its weights: Chinese of either script reads tw, English and Filipino
 * read en, Vietnamese vi, Thai th), else tw.
 */
export function signedOutLocale(request: Request): AdminLocale {
  const fromQuery = new URL(request.url).searchParams.get("lang");
  if (isAdminLocale(fromQuery)) return fromQuery;
  const fromCookie = readCookie(request.headers.get("cookie"), ADMIN_LANG_COOKIE);
  if (isAdminLocale(fromCookie)) return fromCookie;
  const fromBrowser = localeFromAcceptLanguage(request.headers.get("accept-language"));
  return isAdminLocale(fromBrowser) ? fromBrowser : "tw";
}
