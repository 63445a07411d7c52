import { sql } from "kysely";
import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { likeContains } from "~/features/search/search.server";

export interface RankingEditRow {
  id: number;
  nameEn: string;
  nameTw: string;
  country: string;
  rankLatest: number | null;
  rankPrevious: number | null;
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
    .select(["s.id", "s.name_en", "s.name_tw", "c.code", "s.rank_latest", "s.rank_previous"]);
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

/** Saves the changed ranks of the submitted schools; returns the ids that changed. */
export async function saveRankings(
  db: Db,
  actor: Actor,
  changes: Array<{ id: number; rankLatest: number | null; rankPrevious: number | null }>,
  now = new Date(),
): Promise<number[]> {
  if (changes.length === 0) return [];
  return await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("schools")
      .select(["id", "rank_latest", "rank_previous"])
      .where(
        "id",
        "in",
        changes.map((c) => c.id),
      )
      .execute();
    const byId = new Map(current.map((c) => [c.id, c]));
    const changed: Array<{ id: number; from: [number | null, number | null]; to: [number | null, number | null] }> = [];
    for (const change of changes) {
      const row = byId.get(change.id);
      if (!row || (row.rank_latest === change.rankLatest && row.rank_previous === change.rankPrevious)) continue;
      await trx
        .updateTable("schools")
        .set({ rank_latest: change.rankLatest, rank_previous: change.rankPrevious })
        .where("id", "=", change.id)
        .execute();
      changed.push({
        id: change.id,
        from: [row.rank_latest, row.rank_previous],
        to: [change.rankLatest, change.rankPrevious],
      });
    }
    if (changed.length)
      await recordAudit(trx, actor, "ranking.update", "schools", changed.map((c) => c.id).join(","), { changed }, now);
    return changed.map((c) => c.id);
  });
}
