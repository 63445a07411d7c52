/**
 * Client-safe names and date arithmetic of school deadlines. Dates are calendar dates
 * (YYYY-MM-DD) as schools publish them; "today" is the date in Taipei (UTC+8), the day of most
 * of our visitors (Taiwan, China and the Philippines are UTC+8, Vietnam and Thailand UTC+7).
 */

/** What a date is: the application opens, an early round closes, the (regular) application closes, a scholarship closes, the term starts. */
export const deadlineKinds = ["open", "early", "close", "scholarship", "intake"] as const;
export type DeadlineKind = (typeof deadlineKinds)[number];

/** The kinds a student has to act before: these get reminders and count for "deadline within N days". */
export const actionKinds: readonly DeadlineKind[] = ["early", "close", "scholarship"];

/** Intake terms: autumn/fall, spring, winter (Canada's January start), summer, Australian semesters 1 and 2. */
export const intakeTerms = ["fall", "spring", "winter", "summer", "s1", "s2"] as const;
export type IntakeTerm = (typeof intakeTerms)[number];

/** Longest school round name and source address the back office accepts. */
export const DEADLINE_LABEL_MAX = 80;
export const DEADLINE_URL_MAX = 500;

/** The list filter "deadline within N days" offers these. */
export const deadlineWindows = [14, 30, 60, 90] as const;

/** Reminder marks: days before a deadline. */
export const reminderMarks = [30, 7, 2] as const;

/** The languages a round name is translated into; English pages show the school's own name (`label`). */
export const labelLocales = ["tw", "cn", "vi", "th"] as const;
export type LabelLocale = (typeof labelLocales)[number];
export type DeadlineLabels = Partial<Record<LabelLocale, string>>;

/** Reads the `labels` column (JSON) into names per language; anything else gives none. */
export function parseDeadlineLabels(json: string | null | undefined): DeadlineLabels {
  try {
    const value: unknown = JSON.parse(json ?? "{}");
    if (!value || typeof value !== "object") return {};
    const labels: DeadlineLabels = {};
    for (const locale of labelLocales) {
      const name = (value as Record<string, unknown>)[locale];
      if (typeof name === "string" && name.trim()) labels[locale] = name.trim();
    }
    return labels;
  } catch {
    return {};
  }
}

/**
 * The round's own name in a locale: the school's name on English pages, the translated one
 * elsewhere; "" when there is none in that language (the page then names the kind), so an
 * untranslated English name never reaches a tw/cn/vi/th page or mail.
 */
export function localLabel(d: { label: string; labels: DeadlineLabels }, locale: string): string {
  if (locale === "en") return d.label;
  return (labelLocales as readonly string[]).includes(locale) ? (d.labels[locale as LabelLocale] ?? "") : "";
}

/** The deadline's name: the round's name in the page's language when it has one, else the kind. */
export function deadlineName(
  t: (key: string, values?: Record<string, string | number>) => string,
  d: { label: string; labels: DeadlineLabels; kind: DeadlineKind },
  locale: string,
) {
  return localLabel(d, locale) || t(`deadlines.kind.${d.kind}`);
}

export interface Deadline {
  id: number;
  schoolId: number;
  enrollmentId: number;
  intakeYear: number;
  intakeTerm: IntakeTerm;
  kind: DeadlineKind;
  /** YYYY-MM-DD */
  date: string;
  label: string;
  /** the round's name in tw, cn, vi and th */
  labels: DeadlineLabels;
  sourceUrl: string;
  checkedOn: string;
}

const DAY_MS = 86_400_000;
const SITE_OFFSET_MS = 8 * 3_600_000;

export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Today's date in Taipei for an instant. */
export function siteToday(now: Date): string {
  return new Date(now.getTime() + SITE_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The reminder mark a deadline is in on `today`: 30 from 30 to 8 days before, 7 from 7 to 3,
 * 2 from 2 days before to the day itself; none outside. A mark missed while the server was down
 * is not sent late once the next one is due: the student gets the most recent one only.
 */
export function dueMark(deadline: string, today: string): (typeof reminderMarks)[number] | null {
  const left = daysBetween(today, deadline);
  if (left < 0 || left > 30) return null;
  if (left > 7) return 30;
  if (left > 2) return 7;
  return 2;
}

/** A year as the locale counts it: Thai pages use the Buddhist era (2027 is 2570). */
export const localYear = (locale: string, year: number): number => (locale === "th" ? year + 543 : year);
