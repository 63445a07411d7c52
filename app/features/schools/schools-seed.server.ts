import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { countrySeeds } from "~/features/reference/reference-data";
import { FIELD, NAMES_END } from "~/features/search/match.server";
import { searchKey } from "~/features/search/search.server";
import {
  backfillRankingEdition,
  backfillSchoolFacts,
  noExamMask,
  publishedRanks,
  seedRankingEditions,
} from "./school-facts.server";
import caAu from "./seed/schools-ca-au.json";
import ukNl from "./seed/schools-uk-nl.json";
import usa from "./seed/schools-usa.json";

export interface SchoolSeed {
  key: string;
  country: string;
  nation: string;
  name_en: string;
  name_tw: string;
  name_cn: string;
  /** abbreviations, short and local names students search for (seed/FORMAT.md) */
  aliases: string[];
  city_en: string;
  city_tw: string;
  city_cn: string;
  region_en: string;
  region_tw: string;
  region_cn: string;
  type: string;
  founded: number | null;
  website: string | null;
  enrollments: number[];
  colleges: number[];
  popular: number[];
  tuition_min: number | null;
  tuition_max: number | null;
  currency: string;
  toefl: number | null;
  ielts: number | null;
  /** QS World University Rankings 2027 (see seed/FORMAT.md); a band's lower bound when banded */
  rank_latest: number | null;
  rank_latest_band: string | null;
  /** QS World University Rankings 2026 */
  rank_previous: number | null;
  rank_previous_band: string | null;
  /** enrollment ids whose programs need no SAT/ACT/GRE/GMAT or other admissions test */
  no_exam_for: number[];
  no_exam: boolean;
  featured: boolean;
  intro: Record<string, string>;
}

export const schoolSeeds: SchoolSeed[] = [...usa, ...ukNl, ...caAu] as SchoolSeed[];

/**
 * The day the seed's tuition and English minimums (TOEFL, IELTS) were compiled from each school's
 * website (FORMAT.md): their checked date until staff check a school again in the school editor.
 */
export const SCHOOL_FACTS_COMPILED_ON = "2026-11-21";

/** A seed school's checked-facts columns: the compile date and the school's own website. */
export function seedFactsColumns(s: Pick<SchoolSeed, "name_en" | "website" | "tuition_min" | "toefl" | "ielts">) {
  const states = s.tuition_min !== null || s.toefl !== null || s.ielts !== null;
  if (!states || !s.website) return { facts_checked_on: null, facts_sources: null };
  return {
    facts_checked_on: SCHOOL_FACTS_COMPILED_ON,
    facts_sources: JSON.stringify([{ name: `${s.name_en} (official website)`, url: s.website }]),
  };
}

/**
 * Gives the schools of an older database the checked date and source of their tuition and English
 * minimums, where those figures are still the seed's (staff changed none) and no date is stored.
 */
export async function backfillSchoolFactsChecked(db: Db, seeds: SchoolSeed[]): Promise<number> {
  const rows = await db
    .selectFrom("schools")
    .select(["id", "key", "tuition_min", "tuition_max", "toefl", "ielts"])
    .where("facts_checked_on", "is", null)
    .execute();
  const byKey = new Map(seeds.map((s) => [s.key, s]));
  let updated = 0;
  for (const row of rows) {
    const seed = byKey.get(row.key);
    if (!seed) continue;
    const same =
      row.tuition_min === seed.tuition_min &&
      row.tuition_max === seed.tuition_max &&
      row.toefl === seed.toefl &&
      Number(row.ielts ?? -1) === Number(seed.ielts ?? -1);
    const columns = seedFactsColumns(seed);
    if (!same || !columns.facts_checked_on) continue;
    await db.updateTable("schools").set(columns).where("id", "=", row.id).execute();
    updated += 1;
  }
  return updated;
}

export type SearchTextFields = Pick<
  SchoolSeed,
  "key" | "name_en" | "name_tw" | "name_cn" | "aliases" | "city_en" | "city_tw" | "city_cn" | "region_en"
>;

/**
 * The folded text school search reads: names and aliases, then places and the key (see
 * features/search/match.server.ts for the layout; an exact match counts only for a name).
 */
/** The search text of a stored row, whose aliases are the JSON column. */
export const storedSearchText = (s: Omit<SearchTextFields, "aliases"> & { aliases: string }): string =>
  schoolSearchText({ ...s, aliases: parseAliases(s.aliases) });

export function schoolSearchText(s: SearchTextFields): string {
  // Each folded value once (多倫多大學 and 多伦多大学 fold alike); the key only where it adds
  // words (queens-university for "Queen's University"). Shorter texts are faster to scan.
  const unique = (values: string[]) => [
    ...new Set(values.map((v) => searchKey(v.replace(/\|/g, " "))).filter(Boolean)),
  ];
  const names = unique([s.name_en, s.name_tw, s.name_cn, ...s.aliases]);
  const places = unique([s.city_en, s.city_tw, s.city_cn, s.region_en]);
  const key = searchKey(s.key.replace(/-/g, " "));
  const text = `${names.join(FIELD)}${NAMES_END}${places.join(FIELD)}`;
  return text.includes(key) ? text : `${text}${FIELD}${key}`;
}

/** The stored `aliases` column (a JSON array of strings; anything else reads as none). */
export function parseAliases(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((a): a is string => typeof a === "string") : [];
  } catch {
    return [];
  }
}

/** Bit (id - 1) per id; majors go up to 37, within the 53 bits a JavaScript number holds exactly. */
export function idMask(ids: number[]): number {
  return ids.reduce((mask, id) => mask + 2 ** (id - 1), 0);
}

/** Inserts schools with their enrollment and major links; returns the new ids by key. */
export async function insertSchools(db: Db, seeds: SchoolSeed[]): Promise<Map<string, number>> {
  const countryId = new Map(countrySeeds.map((c) => [c.code as string, c.id]));
  const ids = new Map<string, number>();
  for (let i = 0; i < seeds.length; i += 100) {
    const chunk = seeds.slice(i, i + 100);
    const rows = await db
      .insertInto("schools")
      .values(
        chunk.map((s) => ({
          key: s.key,
          country_id: countryId.get(s.country) ?? 1,
          nation: s.nation,
          name_en: s.name_en,
          name_tw: s.name_tw,
          name_cn: s.name_cn,
          aliases: JSON.stringify(s.aliases ?? []),
          city_en: s.city_en,
          city_tw: s.city_tw,
          city_cn: s.city_cn,
          region_en: s.region_en,
          region_tw: s.region_tw,
          region_cn: s.region_cn,
          type: s.type,
          founded: s.founded,
          website: s.website,
          logo: null,
          tuition_min: s.tuition_min,
          tuition_max: s.tuition_max,
          currency: s.currency,
          toefl: s.toefl,
          ielts: s.ielts,
          ...seedFactsColumns(s),
          ...publishedRanks(s),
          no_exam: noExamMask(s) === 0 ? 0 : 1,
          no_exam_mask: noExamMask(s),
          featured: s.featured ? 1 : 0,
          search_text: schoolSearchText(s),
          enrollment_mask: idMask([...new Set(s.enrollments)]),
          college_mask: idMask([...new Set(s.colleges)]),
        })),
      )
      .returning(["id", "key"])
      .execute();
    for (const row of rows) ids.set(row.key, row.id);
    await db
      .insertInto("school_intros")
      .values(chunk.map((s) => ({ school_id: ids.get(s.key) ?? 0, intro: JSON.stringify(s.intro) })))
      .execute();
    const enrollmentLinks = chunk.flatMap((s) =>
      s.enrollments.map((enrollment_id) => ({ school_id: ids.get(s.key) ?? 0, enrollment_id })),
    );
    const collegeLinks = chunk.flatMap((s) =>
      s.colleges.map((college_id) => ({
        school_id: ids.get(s.key) ?? 0,
        college_id,
        popular: s.popular.includes(college_id) ? 1 : 0,
      })),
    );
    if (enrollmentLinks.length) await db.insertInto("school_enrollment_links").values(enrollmentLinks).execute();
    for (let j = 0; j < collegeLinks.length; j += 500) {
      await db
        .insertInto("school_college_links")
        .values(collegeLinks.slice(j, j + 500))
        .execute();
    }
  }
  return ids;
}

/**
 * Recomputes the search text of every school from its columns and aliases, giving schools
 * without aliases those of the seed with the same key (databases seeded before migration 0012).
 * Writes only rows that change.
 */
export async function reindexSchoolSearch(db: Db): Promise<number> {
  const seedAliases = new Map(schoolSeeds.map((s) => [s.key, s.aliases]));
  const rows = await db
    .selectFrom("schools")
    .select([
      "id",
      "key",
      "name_en",
      "name_tw",
      "name_cn",
      "aliases",
      "city_en",
      "city_tw",
      "city_cn",
      "region_en",
      "search_text",
    ])
    .execute();
  let changed = 0;
  for (const row of rows) {
    const stored = parseAliases(row.aliases);
    const aliases = stored.length > 0 ? stored : (seedAliases.get(row.key) ?? []);
    const search_text = schoolSearchText({ ...row, aliases });
    const aliasesJson = JSON.stringify(aliases);
    if (aliasesJson === row.aliases && search_text === row.search_text) continue;
    await db.updateTable("schools").set({ aliases: aliasesJson, search_text }).where("id", "=", row.id).execute();
    changed += 1;
  }
  return changed;
}

export async function seedSchools(db: Db): Promise<void> {
  const fresh = await seedOnce(db, "schools-v1", async (trx) => {
    await insertSchools(trx, schoolSeeds);
    await seedRankingEditions(trx);
  });
  // A database seeded before the corrected facts (issue 15) gets them once, by school key.
  await seedOnce(db, "schools-facts-v2", async (trx) => {
    if (!fresh) await backfillSchoolFacts(trx, schoolSeeds, storedSearchText);
  });
  // A fresh database got aliases with its schools; an older one gets them now (issue 14).
  await seedOnce(db, "school-aliases-v1", async (trx) => {
    if (!fresh) await reindexSchoolSearch(trx);
  });
  // Every tuition and English minimum carries its checked date and source (issue 30).
  await seedOnce(db, "school-facts-checked-v1", async (trx) => {
    if (!fresh) await backfillSchoolFactsChecked(trx, schoolSeeds);
  });
  // QS 2027 with QS 2026 as previous edition replaces QS 2025, by school key (issue 29).
  await seedOnce(db, "school-ranks-qs2027", async (trx) => {
    if (!fresh) await backfillRankingEdition(trx, schoolSeeds);
  });
}
