import { serializeCookie, YEAR_SECONDS } from "~/lib/cookies";
/** The shortlist lives in a cookie so it works without an account: `shortlist=12.45.3`. */
export const SHORTLIST_COOKIE = "shortlist";
export const SHORTLIST_MAX = 12;
export const COMPARE_MAX = 4;

export function parseShortlist(value: string | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split(".")
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, SHORTLIST_MAX);
}

export function serializeShortlist(ids: number[], secure: boolean): string {
  const value = ids.slice(0, SHORTLIST_MAX).join(".");
  return serializeCookie(SHORTLIST_COOKIE, value, { maxAge: YEAR_SECONDS, httpOnly: true, secure });
}

export type ShortlistIntent = "add" | "remove" | "up" | "down";

export function applyShortlistIntent(ids: number[], intent: ShortlistIntent, id: number): number[] | "full" {
  const index = ids.indexOf(id);
  switch (intent) {
    case "add":
      if (index >= 0) return ids;
      if (ids.length >= SHORTLIST_MAX) return "full";
      return [...ids, id];
    case "remove":
      return ids.filter((x) => x !== id);
    case "up":
    case "down": {
      const target = intent === "up" ? index - 1 : index + 1;
      if (index < 0 || target < 0 || target >= ids.length) return ids;
      const next = [...ids];
      [next[index], next[target]] = [next[target] as number, next[index] as number];
      return next;
    }
  }
}

/**
 * The schools ticked for comparison: only those on the shortlist, in the order ticked, at most
 * COMPARE_MAX; the ones beyond are returned as `dropped` so the page can say so.
 */
export function pickCompared(requested: string[], shortlist: number[]): { ids: number[]; dropped: number[] } {
  const ticked = [
    ...new Set(
      requested
        .flatMap((v) => v.split(","))
        .map(Number)
        .filter((id) => shortlist.includes(id)),
    ),
  ];
  return { ids: ticked.slice(0, COMPARE_MAX), dropped: ticked.slice(COMPARE_MAX) };
}
