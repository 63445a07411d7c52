import { intlLocale, type Locale } from "~/lib/locales";
import { memo } from "~/lib/memo";

/**
 * Time zones and wall-clock conversions for the request pages (client-safe, no library):
 * appointments are entered in the office's time and shown in the student's.
 */

/** The time zone a site's visitors live in, used before the browser tells us better. */
export const localeTimeZone: Record<Locale, string> = {
  tw: "Asia/Taipei",
  cn: "Asia/Shanghai",
  en: "Asia/Manila",
  vi: "Asia/Ho_Chi_Minh",
  th: "Asia/Bangkok",
};

/** Each office's time zone: every time the back office shows or reads for an office is in it. */
export const officeZones: Readonly<Record<string, string>> = {
  taipei: "Asia/Taipei",
  hsinchu: "Asia/Taipei",
  taichung: "Asia/Taipei",
  tainan: "Asia/Taipei",
  kaohsiung: "Asia/Taipei",
  vietnam: "Asia/Ho_Chi_Minh",
  philippines: "Asia/Manila",
  thailand: "Asia/Bangkok",
  china: "Asia/Shanghai",
};

/** The office's time zone (an office not listed, or staff of every office: the head office's, Asia/Taipei). */
export const officeTimeZone = (office: string | null | undefined): string =>
  (office && officeZones[office]) || "Asia/Taipei";

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock fields of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string) {
  const format = memo(
    partFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  );
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Offset of a time zone from UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * The instant of a wall-clock time (`YYYY-MM-DDTHH:mm`, or a day for its midnight) in a time zone,
 * or undefined when the text is not a real date and time.
 */
export function zonedToUtc(local: string, timeZone: string): Date | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4] ?? "0", m[5] ?? "0"].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(guess);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  if (hour > 23 || minute > 59) return undefined;
  // Two passes settle the offset across a daylight-saving change.
  let instant = guess - offsetAt(new Date(guess), timeZone);
  instant = guess - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** `YYYY-MM-DDTHH:mm` of an instant in a time zone (the value of a datetime-local input). */
export function utcToLocalInput(iso: string, timeZone: string): string {
  const w = wallClock(new Date(iso), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Date and time for people, in a locale and time zone, with the zone's name: th counts years in
 * the Buddhist era (Intl's th-TH calendar).
 */
export function formatDateTime(
  locale: Locale,
  iso: string,
  timeZone: string,
  style: "datetime" | "date" = "datetime",
): string {
  const format = memo(
    dateTimeFormats,
    `${locale}|${timeZone}|${style}`,
    () =>
      new Intl.DateTimeFormat(intlLocale[locale], {
        timeZone,
        dateStyle: style === "date" ? "long" : "full",
        ...(style === "datetime" ? { timeStyle: "short" as const } : {}),
      }),
  );
  return format.format(new Date(iso));
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The time zone as people read it in a locale, e.g. "GMT+8" or "Indochina Time". */
export function timeZoneLabel(locale: Locale, timeZone: string, at: string): string {
  const format = memo(
    zoneNames,
    `${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(intlLocale[locale], { timeZone, timeZoneName: "longGeneric" }),
  );
  return format.formatToParts(new Date(at)).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** Business hours of an office day: Monday to Friday, 09:00–18:00 local time. */
export const BUSINESS_DAY = { start: 9, end: 18 } as const;

/**
 * Business hours between two instants in an office's time zone (public holidays are not known
 * here and count as business days). Counting stops at `capHours`, enough for "more than N".
 */
export function businessHoursBetween(from: Date, to: Date, timeZone: string, capHours = 1000): number {
  if (to <= from) return 0;
  let total = 0;
  const start = wallClock(from, timeZone);
  // Walk the office's calendar days from the first one.
  let day = Date.UTC(start.year, start.month - 1, start.day);
  for (let i = 0; i < 400 && total < capHours; i++, day += 24 * 3600 * 1000) {
    const d = new Date(day);
    const weekday = d.getUTCDay();
    const ymd = d.toISOString().slice(0, 10);
    if (weekday !== 0 && weekday !== 6) {
      const open = zonedToUtc(`${ymd}T${String(BUSINESS_DAY.start).padStart(2, "0")}:00`, timeZone);
      const close = zonedToUtc(`${ymd}T${BUSINESS_DAY.end}:00`, timeZone);
      if (open && close) {
        if (open >= to) break;
        const a = Math.max(open.getTime(), from.getTime());
        const b = Math.min(close.getTime(), to.getTime());
        if (b > a) total += (b - a) / 3_600_000;
      }
    }
    if (day > to.getTime() + 24 * 3600 * 1000) break;
  }
  return Math.min(total, capHours);
}
