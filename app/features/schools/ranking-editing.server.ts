import { sql } from "kysely";
import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { likeContains } from "~/features/search/search.server";
import { type Parsed, parseForm, withErrors } from "~/lib/form";
import type { RankingEditions } from "./ranking-editions";
import { editionsSchema, editionsYearOrder, RANK_MAX, rankingRowIds, rankingRowsSchema } from "./ranking-form";

export { parseRankEntry, RANK_MAX, type RankEntry } from "./ranking-form";

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

/** "" → null; a whole number 1–5000 → it; anything else → undefined (invalid). */
export function parseRank(value: FormDataEntryValue | null): number | null | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return null;
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= RANK_MAX ? n : undefined;
}

export interface RankingChange {
  id: number;
  rankLatest: number | null;
  rankPrevious: number | null;
  bandLatest?: string | null;
  bandPrevious?: string | null;
}

/**
 * The rows of the rankings form (`id` repeated, `latest_<id>`, `previous_<id>`, at most 200),
 * read with their schema: the changes, or the fields in error with the typed values.
 */
export function parseRankingRows(form: FormData): Parsed<RankingChange[]> {
  const ids = rankingRowIds(form);
  const parsed = parseForm(rankingRowsSchema(ids), form);
  if (!parsed.ok) return parsed;
  const cell = (name: string) => parsed.value[name] ?? null;
  return {
    ok: true,
    values: parsed.values,
    value: ids.map((id) => {
      const [latest, previous] = [cell(`latest_${id}`), cell(`previous_${id}`)];
      return {
        id,
        rankLatest: latest?.rank ?? null,
        bandLatest: latest?.band ?? null,
        rankPrevious: previous?.rank ?? null,
        bandPrevious: previous?.band ?? null,
      };
    }),
  };
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

/** Reads and checks the editions form with its schema and the year order. */
export function parseEditionsForm(form: FormData): Parsed<RankingEditions> {
  const parsed = parseForm(editionsSchema, form);
  const checked = withErrors(parsed, { previousYear: editionsYearOrder(parsed.values) });
  if (!checked.ok) return checked;
  const { currentYear, previousYear, url } = checked.value;
  return {
    ok: true,
    values: checked.values,
    value: {
      current: currentYear === null ? null : { source: "qs-wur", year: currentYear, url },
      previous: previousYear === null ? null : { source: "qs-wur", year: previousYear, url },
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
