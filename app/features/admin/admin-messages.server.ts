import articlesEn from "~/features/admin/locales/articles.en.json";
import articlesTw from "~/features/admin/locales/articles.tw.json";
import catalogueEn from "~/features/admin/locales/catalogue.en.json";
import catalogueTw from "~/features/admin/locales/catalogue.tw.json";
import contentEn from "~/features/admin/locales/content.en.json";
import contentTw from "~/features/admin/locales/content.tw.json";
import coreEn from "~/features/admin/locales/core.en.json";
import coreTw from "~/features/admin/locales/core.tw.json";
import leadsEn from "~/features/admin/locales/leads.en.json";
import leadsTw from "~/features/admin/locales/leads.tw.json";
import deadlinesEn from "~/features/deadlines/locales/admin.en.json";
import deadlinesTw from "~/features/deadlines/locales/admin.tw.json";
import { readCookie } from "~/lib/cookies";
import { createTranslator, type Messages, type Translator } from "~/lib/i18n";
import { type AdminLocale, isAdminLocale } from "./admin-locale";

/**
 * The back office's catalogs, one pair per area so each area's strings live beside each other.
 * Same ICU message format and translator as the public site; tw and en only.
 */
export const adminCatalogs: Record<AdminLocale, Messages[]> = {
  en: [coreEn, leadsEn, contentEn, catalogueEn, articlesEn, deadlinesEn],
  tw: [coreTw, leadsTw, contentTw, catalogueTw, articlesTw, deadlinesTw],
};

const merged = new Map<AdminLocale, Messages>();

export function adminMessages(locale: AdminLocale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    messages = Object.assign({}, ...adminCatalogs[locale]) as Messages;
    merged.set(locale, messages);
  }
  return messages;
}

export const adminTranslator = (locale: AdminLocale): Translator => createTranslator(locale, adminMessages(locale));

export const ADMIN_LANG_COOKIE = "sw_admin_lang";

/** Language before sign-in: ?lang=, then the remembered choice, then the browser's. */
export function signedOutLocale(request: Request): AdminLocale {
  const fromQuery = new URL(request.url).searchParams.get("lang");
  if (isAdminLocale(fromQuery)) return fromQuery;
  const fromCookie = readCookie(request.headers.get("cookie"), ADMIN_LANG_COOKIE);
  if (isAdminLocale(fromCookie)) return fromCookie;
  const accept = request.headers.get("accept-language") ?? "";
  return /^\s*en\b/i.test(accept) ? "en" : "tw";
}
