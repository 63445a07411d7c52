import { sql } from "kysely";
import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { likeContains } from "~/features/search/search.server";
import type { RankingEditions } from "./ranking-editions";

export interface RankingEditRow {
  id: number;
  nameEn: string;
  nameTw: string;
  country: string;
  rankLatest: number | null;
  rankPrevious: number | null;
  /** QS band ("801-850", "1401+") when the edition gives one instead of a place */
  bandLatest: string | null;
  bandPrevious: string | null;
}

export async function listRankingsForEdit(
  db: Db,
  filters: { country?: string; q?: string; ranked?: boolean },
  page: number,
  pageSize = 50,
): Promise<{ rows: RankingEditRow[]; hasNext: boolean }> {
  let query = db
    .selectFrom("schools as s")
    .innerJoin("countries as c", "c.id", "s.country_id")
    .select([
      "s.id",
      "s.name_en",
      "s.name_tw",
      "c.code",
      "s.rank_latest",
      "s.rank_previous",
      "s.rank_latest_band",
      "s.rank_previous_band",
    ]);
  if (filters.country) query = query.where("c.code", "=", filters.country);
  if (filters.ranked) query = query.where("s.rank_latest", "is not", null);
  if (filters.q) {
    const pattern = likeContains(filters.q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(s.name_en) like ${pattern} escape '\\'`,
        sql<boolean>`s.name_tw like ${pattern} escape '\\'`,
        sql<boolean>`s.name_cn like ${pattern} escape '\\'`,
      ]),
    );
  }
  const rows = await query
    .orderBy(sql`case when s.rank_latest is null then 1 else 0 end`)
    .orderBy("s.rank_latest")
    .orderBy("s.id")
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    hasNext: rows.length > pageSize,
    rows: rows.slice(0, pageSize).map((r) => ({
      id: r.id,
      nameEn: r.name_en,
      nameTw: r.name_tw,
      country: r.code,
      rankLatest: r.rank_latest,
      rankPrevious: r.rank_previous,
      bandLatest: r.rank_latest_band,
      bandPrevious: r.rank_previous_band,
    })),
  };
}

export const RANK_MAX = 5000;

/** "" → null; a whole number 1–5000 → it; anything else → undefined (invalid). */
export function parseRank(value: FormDataEntryValue | null): number | null | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return null;
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= RANK_MAX ? n : undefined;
}

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

export interface RankingChange {
  id: number;
  rankLatest: number | null;
  rankPrevious: number | null;
  bandLatest?: string | null;
  bandPrevious?: string | null;
}

/**
 * The rows of the rankings form (`id` repeated, `latest_<id>`, `previous_<id>`, at most 200):
 * the changes, the fields in error (catalog keys, `max` = RANK_MAX) and the typed values.
 */
export function readRankingRows(form: FormData): {
  changes: RankingChange[];
  errors: Record<string, string>;
  values: Record<string, string>;
} {
  const ids = form
    .getAll("id")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 200);
  const errors: Record<string, string> = {};
  const changes = ids.flatMap((id) => {
    const latest = parseRankEntry(form.get(`latest_${id}`));
    const previous = parseRankEntry(form.get(`previous_${id}`));
    if (latest === undefined) errors[`latest_${id}`] = "admin.rankings.invalid";
    if (previous === undefined) errors[`previous_${id}`] = "admin.rankings.invalid";
    if (latest === undefined || previous === undefined) return [];
    return [
      {
        id,
        rankLatest: latest?.rank ?? null,
        bandLatest: latest?.band ?? null,
        rankPrevious: previous?.rank ?? null,
        bandPrevious: previous?.band ?? null,
      },
    ];
  });
  const values = Object.fromEntries(
    ids.flatMap((id) => [`latest_${id}`, `previous_${id}`].map((k) => [k, String(form.get(k) ?? "")])),
  );
  return { changes, errors, values };
}

/** Saves the changed ranks (and bands) of the submitted schools; returns the ids that changed. */
export async function saveRankings(
  db: Db,
  actor: Actor,
  changes: RankingChange[],
  now = new Date(),
): Promise<number[]> {
  if (changes.length === 0) return [];
  return await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("schools")
      .select(["id", "rank_latest", "rank_previous", "rank_latest_band", "rank_previous_band"])
      .where(
        "id",
        "in",
        changes.map((c) => c.id),
      )
      .execute();
    const byId = new Map(current.map((c) => [c.id, c]));
    type Shown = [number | string | null, number | string | null];
    const changed: Array<{ id: number; from: Shown; to: Shown }> = [];
    for (const change of changes) {
      const row = byId.get(change.id);
      const bandLatest = change.rankLatest === null ? null : (change.bandLatest ?? null);
      const bandPrevious = change.rankPrevious === null ? null : (change.bandPrevious ?? null);
      if (
        !row ||
        (row.rank_latest === change.rankLatest &&
          row.rank_previous === change.rankPrevious &&
          row.rank_latest_band === bandLatest &&
          row.rank_previous_band === bandPrevious)
      )
        continue;
      await trx
        .updateTable("schools")
        .set({
          rank_latest: change.rankLatest,
          rank_previous: change.rankPrevious,
          rank_latest_band: bandLatest,
          rank_previous_band: bandPrevious,
        })
        .where("id", "=", change.id)
        .execute();
      changed.push({
        id: change.id,
        from: [row.rank_latest_band ?? row.rank_latest, row.rank_previous_band ?? row.rank_previous],
        to: [bandLatest ?? change.rankLatest, bandPrevious ?? change.rankPrevious],
      });
    }
    if (changed.length)
      await recordAudit(trx, actor, "ranking.update", "schools", changed.map((c) => c.id).join(","), { changed }, now);
    return changed.map((c) => c.id);
  });
}

export interface EditionsForm {
  currentYear: string;
  previousYear: string;
  url: string;
}

export const readEditionsForm = (form: FormData): EditionsForm => ({
  currentYear: String(form.get("currentYear") ?? ""),
  previousYear: String(form.get("previousYear") ?? ""),
  url: String(form.get("url") ?? ""),
});

/** Field → catalog key of its problem; the checked editions when there is none. */
export function checkEditionsForm(
  input: EditionsForm,
): { ok: true; value: RankingEditions } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const year = (field: "currentYear" | "previousYear", optional: boolean) => {
    const text = input[field].trim();
    if (text === "" && optional) return null;
    const n = Number(text);
    if (!/^\d{4}$/.test(text) || n < 2000 || n > 2100) {
      errors[field] = "admin.rankings.yearInvalid";
      return null;
    }
    return n;
  };
  const current = year("currentYear", false);
  const previous = year("previousYear", true);
  if (current !== null && previous !== null && previous >= current) errors.previousYear = "admin.rankings.yearInvalid";
  const url = input.url.trim();
  if (!/^https:\/\/[^\s]+$/.test(url) || url.length > 300) errors.url = "admin.schools.websiteInvalid";
  if (Object.keys(errors).length || current === null) return { ok: false, errors };
  return {
    ok: true,
    value: {
      current: { source: "qs-wur", year: current, url },
      previous: previous === null ? null : { source: "qs-wur", year: previous, url },
    },
  };
}

/**
 * Names the editions the stored ranks belong to. A previous edition makes the public list show
 * the previous rank and the change: name it only once it is verified for every ranked school.
 */
export async function saveRankingEditions(
  db: Db,
  actor: Actor,
  editions: RankingEditions,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("ranking_editions").execute();
    const rows = (["current", "previous"] as const).flatMap((slot) => {
      const edition = editions[slot];
      return edition ? [{ slot, source: edition.source, year: edition.year, url: edition.url }] : [];
    });
    if (rows.length) await trx.insertInto("ranking_editions").values(rows).execute();
    await recordAudit(trx, actor, "ranking.editions", "ranking_editions", "all", { ...editions }, now);
  });
}
