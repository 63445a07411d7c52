import { createHash } from "node:crypto";
import type { Updateable } from "kysely";
import type { Db } from "~/.server/db/database";
import type { SchoolTable } from "~/.server/db/schema";
import { recordAudit } from "~/.server/http/audit";
import { type FirstSeedFacts, firstSeedFacts } from "./schools-first-seed.server";

/** The seed fields the published facts come from (a subset of SchoolSeed). */
export interface FactsSeed {
  key: string;
  name_en: string;
  name_tw: string;
  name_cn: string;
  city_en: string;
  city_tw: string;
  city_cn: string;
  region_en: string;
  region_tw: string;
  region_cn: string;
  enrollments: number[];
  no_exam_for: number[];
  rank_previous: number | null;
  rank_previous_band: string | null;
  intro: Record<string, string>;
}

/**
 * The ranking the site publishes: ONE edition for every row (issue 15). The seed's QS 2026
 * column is verified for only 79 of 226 ranked schools (the rest repeat 2025), so the site shows
 * QS World University Rankings 2025, verified for every row, and no previous edition (none is
 * verified for every row). Once a verified pair exists, name both here and map them below:
 * the ranking page then shows the previous rank and the change again.
 */
export const publishedRankingEditions = {
  current: { source: "qs-wur", year: 2025, url: "https://www.topuniversities.com/world-university-rankings" },
  previous: null,
} as const;

/** A seed row's ranks in the published editions: the database's rank_latest / rank_previous columns. */
export function publishedRanks(s: Pick<FactsSeed, "rank_previous" | "rank_previous_band">) {
  return {
    rank_latest: s.rank_previous,
    rank_latest_band: s.rank_previous_band,
    rank_previous: null,
    rank_previous_band: null,
  };
}

/** The enrollment types needing no admissions test, kept within the school's own types. */
export function noExamMask(s: Pick<FactsSeed, "enrollments" | "no_exam_for">): number {
  const ids = new Set(s.no_exam_for.filter((id) => s.enrollments.includes(id)));
  return [...ids].reduce((mask, id) => mask + 2 ** (id - 1), 0);
}

/** Writes the published editions when the database names none yet. */
export async function seedRankingEditions(db: Db): Promise<void> {
  const rows = Object.entries(publishedRankingEditions).flatMap(([slot, edition]) =>
    edition ? [{ slot, source: edition.source, year: edition.year, url: edition.url }] : [],
  );
  const present = await db.selectFrom("ranking_editions").select("slot").execute();
  if (present.length === 0 && rows.length) await db.insertInto("ranking_editions").values(rows).execute();
}

/** The first 16 hex digits of a text's SHA-256 (how firstSeedFacts records intros). */
export const shortHash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

export interface BackfillResult {
  /** schools that got at least one corrected fact */
  updated: number;
  /** facts left as staff changed them (the key and which fact) */
  kept: Array<{ key: string; fact: string }>;
}

/** The search text of a stored row (`aliases`: the stored JSON column). */
type SearchTextOf = (
  s: Pick<FactsSeed, "key" | "name_en" | "name_tw" | "name_cn" | "city_en" | "city_tw" | "city_cn" | "region_en"> & {
    aliases: string;
  },
) => string;

/**
 * Brings a database seeded from the first school seed up to the corrected one, by school key:
 * Chinese region names (new, so always), the published ranking edition with its bands, the
 * no-exam enrolment types, the mainland/Taiwan names and the intros. A fact is replaced only
 * while it still holds the first seed's value (firstSeedFacts); what staff changed since stays,
 * and is listed in the result and in one audit line.
 */
export async function backfillSchoolFacts(
  db: Db,
  seeds: FactsSeed[],
  searchText: SearchTextOf,
  first: Record<string, FirstSeedFacts> = firstSeedFacts,
  now = new Date(),
): Promise<BackfillResult> {
  const rows = await db
    .selectFrom("schools as s")
    .leftJoin("school_intros as i", "i.school_id", "s.id")
    .select([
      "s.id",
      "s.key",
      "s.aliases",
      "s.name_en",
      "s.name_tw",
      "s.name_cn",
      "s.city_en",
      "s.city_tw",
      "s.city_cn",
      "s.region_en",
      "s.region_tw",
      "s.region_cn",
      "s.rank_latest",
      "s.rank_previous",
      "s.no_exam",
      "i.intro",
    ])
    .orderBy("s.id")
    .execute();
  const seedByKey = new Map(seeds.map((s) => [s.key, s]));
  const result: BackfillResult = { updated: 0, kept: [] };
  for (const row of rows) {
    const seed = seedByKey.get(row.key);
    if (!seed) continue; // a school the seed does not have
    const was = first[row.key] ?? {};
    const keep = (fact: string) => result.kept.push({ key: row.key, fact });
    const set: Updateable<SchoolTable> = {};
    if (row.region_tw === "") set.region_tw = seed.region_tw;
    if (row.region_cn === "") set.region_cn = seed.region_cn;
    for (const field of ["name_tw", "name_cn"] as const) {
      const old = was[field];
      if (old === undefined || row[field] === seed[field]) continue;
      if (row[field] === old) set[field] = seed[field];
      else keep(field);
    }
    if (was.rank) {
      if (row.rank_latest === was.rank[0] && row.rank_previous === was.rank[1])
        Object.assign(set, publishedRanks(seed));
      else keep("rank");
    }
    if (was.no_exam !== undefined) {
      if ((row.no_exam === 1) === was.no_exam) {
        const mask = noExamMask(seed);
        set.no_exam_mask = mask;
        set.no_exam = mask === 0 ? 0 : 1;
      } else {
        keep("no_exam");
      }
    }
    if (set.name_tw !== undefined || set.name_cn !== undefined) {
      set.search_text = searchText({
        ...row,
        name_tw: set.name_tw ?? row.name_tw,
        name_cn: set.name_cn ?? row.name_cn,
      });
    }
    let intro: string | undefined;
    if (was.intro && row.intro !== null) {
      const texts = JSON.parse(row.intro) as Record<string, string>;
      let changed = false;
      for (const [locale, hash] of Object.entries(was.intro)) {
        const text = texts[locale];
        const corrected = seed.intro[locale];
        if (text === undefined || corrected === undefined || text === corrected) continue;
        if (shortHash(text) === hash) {
          texts[locale] = corrected;
          changed = true;
        } else {
          keep(`intro.${locale}`);
        }
      }
      if (changed) intro = JSON.stringify(texts);
    }
    if (Object.keys(set).length) await db.updateTable("schools").set(set).where("id", "=", row.id).execute();
    if (intro !== undefined)
      await db.updateTable("school_intros").set({ intro }).where("school_id", "=", row.id).execute();
    if (Object.keys(set).length || intro !== undefined) result.updated += 1;
  }
  await seedRankingEditions(db);
  await recordAudit(db, { userId: null, ip: "seed" }, "school.facts-backfill", "schools", "all", { ...result }, now);
  return result;
}
