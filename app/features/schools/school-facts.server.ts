import { createHash } from "node:crypto";
import type { Updateable } from "kysely";
import type { Db } from "~/.server/db/database";
import type { SchoolTable } from "~/.server/db/schema";
import { recordAudit } from "~/.server/http/audit";
import { type FirstSeedFacts, firstSeedFacts } from "./schools-first-seed.server";
import { qs2025Ranks } from "./schools-qs2025-ranks.server";

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
  rank_latest: number | null;
  rank_latest_band: string | null;
  rank_previous: number | null;
  rank_previous_band: string | null;
  intro: Record<string, string>;
}

/**
 * The ranking the site publishes: ONE edition for every row (issues 15 and 29). The seed holds
 * QS World University Rankings 2027 (published 18 June 2026) and 2026 for every school, both read
 * from QS's own results workbook (seed/FORMAT.md, docs/decisions/0027-qs-2027.md), so the site
 * shows 2027 with the 2026 position and the change.
 */
export const publishedRankingEditions = {
  current: { source: "qs-wur", year: 2027, url: "https://www.topuniversities.com/world-university-rankings" },
  previous: { source: "qs-wur", year: 2026, url: "https://www.topuniversities.com/world-university-rankings" },
} as const;

/** The editions the site published before QS 2027: what `schools-facts-v2` writes and `school-ranks-qs2027` moves on from. */
const qs2025Editions = {
  current: { source: "qs-wur", year: 2025, url: "https://www.topuniversities.com/world-university-rankings" },
  previous: null,
} as const;

type PublishedEditions = Record<"current" | "previous", { source: string; year: number; url: string } | null>;

/** A seed row's ranks in the published editions: the database's rank_latest / rank_previous columns. */
export function publishedRanks(
  s: Pick<FactsSeed, "rank_latest" | "rank_latest_band" | "rank_previous" | "rank_previous_band">,
) {
  return {
    rank_latest: s.rank_latest,
    rank_latest_band: s.rank_latest_band,
    rank_previous: s.rank_previous,
    rank_previous_band: s.rank_previous_band,
  };
}

/** The ranks published before QS 2027 (QS 2025, no previous): what `schools-facts-v2` writes. */
export function qs2025PublishedRanks(key: string, frozen: Record<string, [number, string | null]> = qs2025Ranks) {
  const rank = frozen[key];
  return {
    rank_latest: rank?.[0] ?? null,
    rank_latest_band: rank?.[1] ?? null,
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
export async function seedRankingEditions(
  db: Db,
  editions: PublishedEditions = publishedRankingEditions,
): Promise<void> {
  const rows = Object.entries(editions).flatMap(([slot, edition]) =>
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
 * Chinese region names (new, so always), the QS 2025 ranks with their bands (what this step
 * always wrote; `school-ranks-qs2027` moves them on), the
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
        Object.assign(set, qs2025PublishedRanks(row.key));
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
  await seedRankingEditions(db, qs2025Editions);
  await recordAudit(db, { userId: null, ip: "seed" }, "school.facts-backfill", "schools", "all", { ...result }, now);
  return result;
}

export interface RankingBackfillResult {
  /** schools whose ranks moved to the published editions */
  updated: number;
  /** schools whose ranks staff changed (neither the QS 2025 ranks published before nor the new ones): kept */
  kept: string[];
  /** whether the editions were moved ("updated"), already named ("unchanged") or named otherwise by staff ("kept") */
  editions: "updated" | "unchanged" | "kept";
}

const sameRanks = (
  a: ReturnType<typeof publishedRanks>,
  b: {
    rank_latest: number | null;
    rank_latest_band: string | null;
    rank_previous: number | null;
    rank_previous_band: string | null;
  },
) =>
  a.rank_latest === b.rank_latest &&
  a.rank_latest_band === b.rank_latest_band &&
  a.rank_previous === b.rank_previous &&
  a.rank_previous_band === b.rank_previous_band;

/**
 * Moves a database that publishes QS 2025 (no previous edition) to the published editions, QS 2027
 * with QS 2026 as previous (issue 29), by school key. A school's ranks are replaced only while they
 * still equal the QS 2025 ranks the site published (qs2025Ranks; null for a school not ranked
 * then); ranks staff changed are kept and named in one audit line (`school.ranks-backfill`). The
 * editions move only while they still name QS 2025 alone (or nothing); editions staff named
 * otherwise are kept and the audit line says so.
 */
export async function backfillRankingEdition(
  db: Db,
  seeds: FactsSeed[],
  frozen: Record<string, [number, string | null]> = qs2025Ranks,
  now = new Date(),
): Promise<RankingBackfillResult> {
  const rows = await db
    .selectFrom("schools")
    .select(["id", "key", "rank_latest", "rank_latest_band", "rank_previous", "rank_previous_band"])
    .orderBy("id")
    .execute();
  const seedByKey = new Map(seeds.map((s) => [s.key, s]));
  const result: RankingBackfillResult = { updated: 0, kept: [], editions: "unchanged" };
  for (const row of rows) {
    const seed = seedByKey.get(row.key);
    if (!seed) continue; // a school the seed does not have
    const next = publishedRanks(seed);
    if (sameRanks(next, row)) continue;
    if (!sameRanks(qs2025PublishedRanks(row.key, frozen), row)) {
      result.kept.push(row.key);
      continue;
    }
    await db.updateTable("schools").set(next).where("id", "=", row.id).execute();
    result.updated += 1;
  }
  const stored = await db.selectFrom("ranking_editions").select(["slot", "source", "year"]).execute();
  const slot = (name: string) => stored.find((e) => e.slot === name);
  const current = slot("current");
  const names = (e: { source: string; year: number } | undefined, want: { source: string; year: number } | null) =>
    want === null ? e === undefined : e?.source === want.source && e.year === want.year;
  if (names(current, publishedRankingEditions.current) && names(slot("previous"), publishedRankingEditions.previous)) {
    result.editions = "unchanged";
  } else if (stored.length === 0 || (names(current, qs2025Editions.current) && slot("previous") === undefined)) {
    await db.deleteFrom("ranking_editions").execute();
    await seedRankingEditions(db, publishedRankingEditions);
    result.editions = "updated";
  } else {
    result.editions = "kept";
  }
  await recordAudit(db, { userId: null, ip: "seed" }, "school.ranks-backfill", "schools", "all", { ...result }, now);
  return result;
}
