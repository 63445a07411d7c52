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
 * A date-time in the staff's language, Taipei time (all offices' working day is close to it).
 * th-TH writes the Buddhist era (2569 for 2026), en is en-PH, vi is vi-VN, tw is zh-Hant-TW.
 */
export function formatAdminDateTime(locale: AdminLocale, date: Date | string, style: "full" | "time" = "full"): string {
  const format = memo(
    dateTimes,
    `${locale}|${style}`,
    () =>
      new Intl.DateTimeFormat(intlLocale[locale], {
        ...(style === "full" ? { dateStyle: "medium" } : {}),
        timeStyle: "short",
        timeZone: "Asia/Taipei",
      }),
  );
  return format.format(new Date(date));
}

export const staffRoles = ["admin", "editor", "consultant"] as const;
export type Role = (typeof staffRoles)[number];
export const leadStatuses = ["new", "contacted", "in_progress", "closed", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Long enough for a passphrase, short enough that hashing cannot be used to burn CPU. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
