/**
 * Years in the guides that follow the application cycle, so a text never goes stale:
 * UCAS (UK undergraduate) has an equal-consideration date in mid/late January of the year of
 * entry, and a mid-October deadline in the year before entry for Oxford, Cambridge, medicine,
 * dentistry and veterinary courses (https://www.ucas.com/undergraduate/applying-to-university).
 * The exact days change every cycle, so the texts name the month and point to ucas.com.
 */
export interface GuideYears {
  /** Year of entry (and of the January date) for the next equal-consideration date. */
  januaryEntry: number;
  /** Year of the next mid-October deadline. */
  octoberDeadline: number;
  /** Year of entry that mid-October deadline is for. */
  octoberEntry: number;
}

export const yearPlaceholders = ["januaryEntry", "octoberDeadline", "octoberEntry"] as const;

/** Thai texts write calendar years in the Buddhist era: `{januaryEntryBE}` is `{januaryEntry}` + 543. */
const BUDDHIST_ERA_OFFSET = 543;

/**
 * The cycle a reader can still apply in on `today`. A month's deadline counts as open until the
 * month is over: the exact day is announced by UCAS each cycle, and the texts send the reader there.
 */
export function guideYears(today: Date): GuideYears {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth(); // 0 = January
  const januaryEntry = month === 0 ? year : year + 1;
  const octoberDeadline = month <= 9 ? year : year + 1;
  return { januaryEntry, octoberDeadline, octoberEntry: octoberDeadline + 1 };
}

const placeholder = /\{(januaryEntry|octoberDeadline|octoberEntry)(BE)?\}/g;

export function fillYears(text: string, years: GuideYears): string {
  return text.replace(placeholder, (_, key: keyof GuideYears, era: string | undefined) =>
    String(years[key] + (era ? BUDDHIST_ERA_OFFSET : 0)),
  );
}

/** A copy of a content value (objects, arrays, strings) with every year placeholder filled. */
export function fillYearsDeep<T>(value: T, years: GuideYears): T {
  if (typeof value === "string") return fillYears(value, years) as T;
  if (Array.isArray(value)) return value.map((item) => fillYearsDeep(item, years)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillYearsDeep(item, years)])) as T;
  }
  return value;
}
