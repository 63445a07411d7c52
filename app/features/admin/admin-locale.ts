import { htmlLang, intlLocale } from "~/lib/locales";
import { memo } from "~/lib/memo";

/**
 * Languages of the back office (the offices' working languages): Taiwan (tw), the Philippines
 * (en: the site's "en" is already Philippine English, so one English catalog serves that office
 * and English-speaking staff elsewhere), Vietnam (vi) and Thailand (th). Mainland staff read tw.
 */
export const adminLocales = ["tw", "en", "vi", "th"] as const;
export type AdminLocale = (typeof adminLocales)[number];

export function isAdminLocale(value: unknown): value is AdminLocale {
  return typeof value === "string" && (adminLocales as readonly string[]).includes(value);
}

export const toAdminLocale = (value: unknown): AdminLocale => (isAdminLocale(value) ? value : "tw");

/** BCP 47 tag for `<html lang>` and `lang=` on links to each back-office language. */
export const adminHtmlLang = (locale: AdminLocale): string => htmlLang[locale];

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * A date-time in the staff's language and the office's time zone (`timeZone`, an IANA name).
 * th-TH writes the Buddhist era (2569 for 2026), en is en-PH, vi is vi-VN, tw is zh-Hant-TW.
 */
export function formatAdminDateTime(
  locale: AdminLocale,
  date: Date | string,
  style: "full" | "time" = "full",
  timeZone = "Asia/Taipei",
): string {
  const format = memo(
    dateTimes,
    `${locale}|${style}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlLocale[locale], {
        ...(style === "full" ? { dateStyle: "medium" } : {}),
        timeStyle: "short",
        timeZone,
      }),
  );
  return format.format(new Date(date));
}

export const staffRoles = ["admin", "editor", "consultant", "order_editor"] as const;
export type Role = (typeof staffRoles)[number];
export const leadStatuses = ["new", "contacted", "in_progress", "closed", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Long enough for a passphrase, short enough that hashing cannot be used to burn CPU. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

/**
 * A student's name with the title they chose, in the order of the staff's language: Chinese puts
 * it after the name (王小明 小姐), English, Vietnamese and Thai before it (Ms. Anna, Chị Lan, คุณ…).
 */
export function titledName(locale: AdminLocale, name: string, title: string): string {
  if (!title) return name;
  return locale === "tw" ? `${name} ${title}` : `${title} ${name}`;
}
