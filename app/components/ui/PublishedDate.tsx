import { useEffect, useState } from "react";
import { useTranslator } from "~/lib/i18n";
import { intlLocale } from "~/lib/locales";
import { memo } from "~/lib/memo";

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 86400],
  ["month", 30 * 86400],
  ["week", 7 * 86400],
  ["day", 86400],
  ["hour", 3600],
  ["minute", 60],
];

/** "3 weeks ago" in the visitor's language (Intl.RelativeTimeFormat). */
export function relativeTime(locale: string, date: Date, now: Date): string {
  const format = memo(relativeFormats, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === "minute") return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, "minute");
}

/**
 * A publish date formatted for the locale; the relative time ("2 weeks ago") is added once the
 * page runs in the browser, so the server's HTML and the hydrated page always agree.
 */
export function PublishedDate({ date }: { date: string }) {
  const { locale, formatDate } = useTranslator();
  const [relative, setRelative] = useState<string | null>(null);
  useEffect(() => setRelative(relativeTime(intlLocale[locale], new Date(date), new Date())), [date, locale]);
  return (
    <time dateTime={date}>
      {formatDate(date)}
      {relative && <span className="relative-time"> ({relative})</span>}
    </time>
  );
}
