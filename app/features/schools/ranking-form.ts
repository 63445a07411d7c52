import * as z from "zod/mini";
import { type FieldError, type FormValues, formIds } from "~/lib/form";

/** The rankings editor's forms (back office, client-safe): the rank table and the editions. */
export const RANK_MAX = 5000;
export const RANKING_URL_MAX = 300;
/** At most this many schools are saved from one page of the table. */
export const RANKING_ROWS_MAX = 200;

export interface RankEntry {
  /** the place, or a band's lower bound (so that sorting works) */
  rank: number;
  band: string | null;
}

/**
 * A rank as staff type it: "" → null; a place "12" (or a tie "=12"); a band "801-850" or
 * "1401+" (stored with its lower bound as the rank); anything else → undefined (invalid).
 */
export function parseRankEntry(value: FormDataEntryValue | null): RankEntry | null | undefined {
  const text = typeof value === "string" ? value.trim().replace(/[–—]/g, "-").replace(/\s+/g, "") : "";
  if (text === "") return null;
  const inRange = (n: number) => n >= 1 && n <= RANK_MAX;
  const place = /^=?(\d{1,4})$/.exec(text);
  if (place) return inRange(Number(place[1])) ? { rank: Number(place[1]), band: null } : undefined;
  const band = /^(\d{1,4})-(\d{1,4})$/.exec(text);
  if (band) {
    const [low, high] = [Number(band[1]), Number(band[2])];
    return inRange(low) && inRange(high) && low < high ? { rank: low, band: `${low}-${high}` } : undefined;
  }
  const open = /^(\d{1,4})\+$/.exec(text);
  if (open) return inRange(Number(open[1])) ? { rank: Number(open[1]), band: `${Number(open[1])}+` } : undefined;
  return undefined;
}

/** One rank cell: a place, a band or empty (null), else "admin.rankings.invalid" with `{ max }`. */
const rankEntry = () =>
  z.pipe(
    z.string().check(
      z.refine((v) => parseRankEntry(v) !== undefined, {
        message: "admin.rankings.invalid",
        params: { max: RANK_MAX },
      }),
    ),
    z.transform((v) => parseRankEntry(v) ?? null),
  );

/** The rank table of the schools shown (`latest_<id>`, `previous_<id>` per school id). */
export function rankingRowsSchema(ids: readonly number[]) {
  return z.object(
    Object.fromEntries(ids.flatMap((id) => [`latest_${id}`, `previous_${id}`].map((name) => [name, rankEntry()]))),
  );
}

/** The school ids a submitted table names (`id` repeated), each a positive whole number, at most 200. */
export function rankingRowIds(form: FormData): number[] {
  return formIds(form).slice(0, RANKING_ROWS_MAX);
}

const year = (optional: boolean) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (v) => (optional && v === "") || (/^\d{4}$/.test(v) && Number(v) >= 2000 && Number(v) <= 2100),
        "admin.rankings.yearInvalid",
      ),
    ),
    z.transform((v) => (v === "" ? null : Number(v))),
  );

/**
 * The editions form: the current edition's year (2000–2100), an optional previous one (earlier:
 * see `editionsYearOrder`) and the publisher's https page.
 */
export const editionsSchema = z.object({
  currentYear: year(false),
  previousYear: year(true),
  url: z.string().check(
    z.trim(),
    z.refine((v) => /^https:\/\/[^\s]+$/.test(v) && v.length <= RANKING_URL_MAX, "admin.schools.websiteInvalid"),
  ),
});

/** The previous edition must be older than the current one (on `previousYear`). */
export function editionsYearOrder(values: FormValues): FieldError | undefined {
  const [current, previous] = [Number(values.currentYear?.trim()), Number(values.previousYear?.trim())];
  if (!values.previousYear?.trim() || !/^\d{4}$/.test(values.currentYear?.trim() ?? "")) return undefined;
  return previous >= current ? { key: "admin.rankings.yearInvalid" } : undefined;
}
