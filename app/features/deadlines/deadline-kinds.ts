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
