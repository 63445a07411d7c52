import { type SqlBool, sql } from "kysely";
import type { Db } from "~/.server/db/database";
import { versionedSnapshot } from "~/.server/db/snapshot";
import { type CheckedFacts, factsFromColumns, recheckCutoff } from "~/features/articles/article-facts";
import { type CountryCode, countrySeeds, enrollmentSeeds } from "~/features/reference/reference-data";
import {
  buildCorpus,
  buildVocabulary,
  candidateTexts,
  corpusText,
  matchTier,
  mayHaveTypos,
  nameQuery,
  type TextCorpus,
  TIER_COUNT,
  type Vocabulary,
} from "~/features/search/match.server";
import { searchKey } from "~/features/search/search.server";
import type { Locale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import { inIdOrder, type Page, pageOf } from "~/lib/paging";
import { pickRandom } from "~/lib/random-pick";
import { isRankingSource, type RankingEdition, type RankingEditions } from "./ranking-editions";
import { idMask } from "./schools-seed.server";

const nameColumn = (locale: Locale) => (locale === "tw" ? "name_tw" : locale === "cn" ? "name_cn" : "name_en");
const cityColumn = (locale: Locale) => (locale === "tw" ? "city_tw" : locale === "cn" ? "city_cn" : "city_en");
const regionColumn = (locale: Locale) => (locale === "tw" ? "region_tw" : locale === "cn" ? "region_cn" : "region_en");

export interface SchoolCard {
  id: number;
  name: string;
  name_en: string;
  city: string;
  /** state, province or nation, in the visitor's language where the data has it (en, tw, cn) */
  region: string;
  /** the URL country (usa, uk, ca, au, nl, ie) */
  country_code: string;
  /** the school's own country, ISO 3166 code: US, GB, CA, AU, NL, IE */
  nation: string;
  type: string;
  /** rank in the published edition (see getRankingEditions); a band's lower bound when banded */
  rank_latest: number | null;
  /** the band ("801-850") when the edition gives one instead of a position */
  rank_band: string | null;
  tuition_min: number | null;
  tuition_max: number | null;
  currency: string;
  /** true when at least one enrollment type needs no admissions test: say which with no_exam_for */
  no_exam: boolean;
  /** the enrollment types (ids) that need no SAT/ACT/GRE/GMAT or other admissions test */
  no_exam_for: number[];
  featured: boolean;
}

export type SchoolSort = "rank" | "name" | "tuition";

export interface SchoolFilters {
  country: CountryCode | "all";
  enrollment?: number;
  colleges?: number[];
  name?: string;
  cities?: string[];
  noExam?: boolean;
  sort?: SchoolSort;
  page?: number;
  pageSize?: number;
  /** Only these schools (e.g. those with a deadline soon, features/deadlines) */
  onlyIds?: ReadonlySet<number>;
}

function baseQuery(db: Db) {
  return db.selectFrom("schools as s").innerJoin("countries as c", "c.id", "s.country_id");
}

function cardColumns(locale: Locale) {
  return [
    "s.id",
    `s.${nameColumn(locale)} as name`,
    "s.name_en",
    `s.${cityColumn(locale)} as city`,
    `s.${regionColumn(locale)} as region`,
    "c.code as country_code",
    "s.nation",
    "s.type",
    "s.rank_latest",
    "s.rank_latest_band as rank_band",
    "s.tuition_min",
    "s.tuition_max",
    "s.currency",
    "s.no_exam_mask",
    "s.featured",
  ] as const;
}

/** The ids of the bits set in a mask of enrollment types (ids 1-31). */
const maskToIds = (mask: number) =>
  Array.from({ length: 31 }, (_, i) => i + 1).filter((id) => (Number(mask) & (2 ** (id - 1))) !== 0);

type CardRow = Omit<SchoolCard, "no_exam" | "no_exam_for" | "featured"> & { no_exam_mask: number; featured: number };
const toCard = ({ no_exam_mask, ...row }: CardRow): SchoolCard => ({
  ...row,
  no_exam: Number(no_exam_mask) !== 0,
  no_exam_for: maskToIds(no_exam_mask),
  featured: row.featured === 1,
});

/** Majors and enrollment types are bits 0-52 of a mask (ids 1-53); other ids match no school. */
const maskIds = (ids: number[]) => [...new Set(ids)].filter((id) => Number.isInteger(id) && id >= 1 && id <= 53);

const sortOrder = (sort: SchoolSort) =>
  sort === "name"
    ? sql`s.name_en, s.id`
    : sort === "tuition"
      ? sql`s.tuition_min IS NULL, s.tuition_min, s.name_en, s.id`
      : sql`s.rank_latest IS NULL, s.rank_latest, s.name_en, s.id`;

/** What the list filters on, for every school, in the database's order for one sort. */
interface FilterRow {
  id: number;
  country_id: number;
  /** the masks split in 32-bit halves, for JavaScript's 32-bit bitwise operators */
  enrollmentLow: number;
  enrollmentHigh: number;
  collegeLow: number;
  collegeHigh: number;
  city_en: string;
  /** enrollment types needing no admissions test (ids 1-31) */
  noExamMask: number;
}

/** The filter columns of every school, and their search texts as one corpus, row for row. */
interface FilterCopy {
  rows: FilterRow[];
  corpus: TextCorpus;
}

const low = (mask: number) => mask >>> 0;
const high = (mask: number) => Math.floor(mask / 2 ** 32) >>> 0;

/** The filter columns of all schools, in the database's order for one sort (so the collation of names is the engine's). */
async function loadFilterCopy(db: Db, sort: SchoolSort): Promise<FilterCopy> {
  const rows = await db
    .selectFrom("schools as s")
    .select([
      "s.id",
      "s.country_id",
      "s.enrollment_mask",
      "s.college_mask",
      "s.city_en",
      "s.no_exam_mask",
      "s.search_text",
    ])
    .orderBy(sortOrder(sort))
    .execute();
  return {
    rows: rows.map((r) => {
      const enrollment = Number(r.enrollment_mask);
      const college = Number(r.college_mask);
      return {
        id: r.id,
        country_id: r.country_id,
        enrollmentLow: low(enrollment),
        enrollmentHigh: high(enrollment),
        collegeLow: low(college),
        collegeHigh: high(college),
        city_en: r.city_en,
        noExamMask: Number(r.no_exam_mask),
      };
    }),
    corpus: buildCorpus(rows.map((r) => r.search_text)),
  };
}

/**
 * One copy of the filter columns per sort, about 100 bytes a school plus its search text,
 * refreshed after any write to `schools` (see versionedSnapshot).
 */
const filterCopies = versionedSnapshot("schools", loadFilterCopy);

/** The words typos are corrected to, built on the first query that may have a typo, per copy. */
const vocabularies = new WeakMap<TextCorpus, Vocabulary>();
function vocabularyOf(corpus: TextCorpus): Vocabulary {
  let vocabulary = vocabularies.get(corpus);
  if (!vocabulary) {
    vocabulary = buildVocabulary([corpus.text]);
    vocabularies.set(corpus, vocabulary);
  }
  return vocabulary;
}

/** About 200 of the search texts, to order a query's words by how rare they are. */
function sampleOf(corpus: TextCorpus, needle: string): string[] {
  if (!needle.includes(" ")) return [];
  const step = Math.ceil(corpus.starts.length / 200);
  const sample: string[] = [];
  for (let i = 0; i < corpus.starts.length; i += step) sample.push(corpusText(corpus, i));
  return sample;
}

/**
 * The school list of /countries/{code}/schools and /api/Home/school_lists. Two steps: the ids
 * of one page and the total, then the page's cards. The first step runs over an in-process copy
 * of the filter columns (one pass over 20,000 small rows is well under a millisecond, where the
 * database needed 5-7 ms on PostgreSQL). Inside a transaction the copy is read from the
 * database for a name search (matching and typos are JavaScript's), and a list without a name
 * is filtered by the database.
 *
 * A name search shows the best kind of match first (whole name or alias, then word start, then
 * inside a word, then all words in any order or with typos; see features/search/match.server.ts),
 * each kind in the chosen order.
 */
export async function findSchools(db: Db, locale: Locale, filters: SchoolFilters): Promise<Page<SchoolCard>> {
  const pageSize = filters.pageSize ?? 20;
  const page = Math.max(1, filters.page ?? 1);
  const offset = (page - 1) * pageSize;
  const sort = filters.sort ?? "rank";
  const needle = searchKey(filters.name ?? "");
  const copy = (await filterCopies(db, sort)) ?? (needle ? await loadFilterCopy(db, sort) : undefined);
  const { ids, total } = copy
    ? filterInProcess(copy, filters, needle, offset, pageSize)
    : await filterInDatabase(db, filters, sort, offset, pageSize);
  const cards = await inIdOrder(
    ids,
    (inIds) => baseQuery(db).select(cardColumns(locale)).where("s.id", "in", inIds).execute() as Promise<CardRow[]>,
  );
  return pageOf(cards.map(toCard), total, page, pageSize);
}

/**
 * "No SAT/GRE/GMAT" holds per enrollment type: for the chosen type, or without one for any
 * type (the list then shows no badge: see SchoolCard).
 */
const noExamMaskFor = (enrollment: number | undefined) =>
  enrollment === undefined
    ? 0x7fffffff
    : Number.isInteger(enrollment) && enrollment >= 1 && enrollment <= 31
      ? 2 ** (enrollment - 1)
      : 0;

const countryIdOf = (country: CountryCode) => countrySeeds.find((c) => c.code === country)?.id ?? -1;

/** The same conditions as filterInDatabase, plus the name search (`needle`, folded; "" for none). */
function filterInProcess(
  { rows, corpus }: FilterCopy,
  filters: SchoolFilters,
  needle: string,
  offset: number,
  pageSize: number,
): { ids: number[]; total: number } {
  const countryId = filters.country === "all" ? undefined : countryIdOf(filters.country);
  const enrollment = filters.enrollment === undefined ? undefined : idMask(maskIds([filters.enrollment]));
  const colleges = filters.colleges?.length ? idMask(maskIds(filters.colleges)) : undefined;
  const [enrollmentLow, enrollmentHigh] = enrollment === undefined ? [0, 0] : [low(enrollment), high(enrollment)];
  const [collegeLow, collegeHigh] = colleges === undefined ? [0, 0] : [low(colleges), high(colleges)];
  const cities = filters.cities?.length ? new Set(filters.cities) : undefined;
  const query = needle
    ? nameQuery(needle, mayHaveTypos(needle) ? vocabularyOf(corpus) : undefined, sampleOf(corpus, needle))
    : undefined;
  // Without country, programme or majors most rows pass the other filters: one scan of all
  // search texts finds the few that can match first. With them, testing each remaining row is less work.
  const narrowed = countryId !== undefined || enrollment !== undefined || colleges !== undefined;
  const candidates = query && !narrowed ? candidateTexts(corpus, query) : undefined;
  // The first offset + pageSize of each kind of match, each already in the chosen order.
  const wanted = offset + pageSize;
  const byTier: number[][] = Array.from({ length: query ? TIER_COUNT : 1 }, () => []);
  const noExamBits = noExamMaskFor(filters.enrollment);
  let total = 0;
  for (let i = 0; i < rows.length; i++) {
    if (candidates && candidates[i] === 0) continue;
    const row = rows[i] as FilterRow;
    if (countryId !== undefined && row.country_id !== countryId) continue;
    if (
      enrollment !== undefined &&
      (row.enrollmentLow & enrollmentLow) === 0 &&
      (row.enrollmentHigh & enrollmentHigh) === 0
    ) {
      continue;
    }
    if (colleges !== undefined && (row.collegeLow & collegeLow) === 0 && (row.collegeHigh & collegeHigh) === 0)
      continue;
    if (cities && !cities.has(row.city_en)) continue;
    if (filters.noExam && (row.noExamMask & noExamBits) === 0) continue;
    const tier = query ? matchTier(corpusText(corpus, i), query, corpus.namesEnd[i]) : 0;
    if (tier === -1) continue;
    if (filters.onlyIds && !filters.onlyIds.has(row.id)) continue;
    const list = byTier[tier] as number[];
    if (list.length < wanted) list.push(row.id);
    total += 1;
  }
  return { ids: byTier.flat().slice(offset, wanted), total };
}

/** The filters without a name, and the sort, on one covering index (country, rank, name, masks). */
async function filterInDatabase(
  db: Db,
  filters: SchoolFilters,
  sort: SchoolSort,
  offset: number,
  pageSize: number,
): Promise<{ ids: number[]; total: number }> {
  let query = db.selectFrom("schools as s");
  if (filters.country !== "all") query = query.where("s.country_id", "=", countryIdOf(filters.country));
  if (filters.enrollment !== undefined) {
    const mask = idMask(maskIds([filters.enrollment]));
    query = query.where(sql<SqlBool>`(s.enrollment_mask & ${mask}) <> 0`);
  }
  if (filters.colleges?.length) {
    // Any of the chosen majors.
    query = query.where(sql<SqlBool>`(s.college_mask & ${idMask(maskIds(filters.colleges))}) <> 0`);
  }
  if (filters.cities?.length) query = query.where("s.city_en", "in", filters.cities);
  if (filters.noExam) query = query.where(sql<SqlBool>`(s.no_exam_mask & ${noExamMaskFor(filters.enrollment)}) <> 0`);
  if (filters.onlyIds) query = query.where("s.id", "in", [...filters.onlyIds, -1]);
  // One pass even for a page past the end: the first match rides along to carry the total.
  const ranked = await db
    .selectFrom(
      query
        .select([
          "s.id",
          sql<number>`count(*) over ()`.as("total_count"),
          sql<number>`row_number() over (order by ${sortOrder(sort)})`.as("position"),
        ])
        .as("ranked"),
    )
    .selectAll()
    .where((eb) => eb.or([eb("position", "=", 1), eb("position", ">", offset)]))
    .orderBy("position")
    .limit(pageSize + 1)
    .execute();
  return {
    ids: ranked
      .filter((r) => Number(r.position) > offset)
      .slice(0, pageSize)
      .map((r) => r.id),
    total: Number(ranked[0]?.total_count ?? 0),
  };
}

export interface SchoolDetail extends SchoolCard {
  name_tw: string;
  name_cn: string;
  country_name: string;
  founded: number | null;
  website: string | null;
  toefl: number | null;
  ielts: number | null;
  /** when tuition and the English minimums were last checked, and against what (none: never) */
  facts?: CheckedFacts;
  /** rank in the previous published edition: null when none is published (see getRankingEditions) */
  rank_previous: number | null;
  rank_previous_band: string | null;
  /** the editions rank_latest and rank_previous belong to */
  ranking_editions: RankingEditions;
  intro: string;
  enrollments: Array<{ id: number; name: string }>;
  colleges: Array<{ id: number; name: string; popular: boolean }>;
}

const optionalFacts = (facts: CheckedFacts | undefined) => (facts ? { facts } : {});

export async function getSchool(db: Db, locale: Locale, id: number): Promise<SchoolDetail | undefined> {
  const row = await baseQuery(db)
    .innerJoin("school_intros as i", "i.school_id", "s.id")
    .select([
      ...cardColumns(locale),
      "s.name_tw",
      "s.name_cn",
      "c.name as country_name",
      "s.founded",
      "s.website",
      "s.toefl",
      "s.ielts",
      "s.facts_checked_on",
      "s.facts_sources",
      "s.rank_previous",
      "s.rank_previous_band",
      "i.intro",
    ])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [enrollments, colleges, editions] = await Promise.all([
    db
      .selectFrom("school_enrollment_links as l")
      .innerJoin("school_enrollments as e", "e.id", "l.enrollment_id")
      .select(["e.id", "e.name"])
      .where("l.school_id", "=", id)
      .orderBy("e.sort")
      .execute(),
    db
      .selectFrom("school_college_links as l")
      .innerJoin("school_colleges as m", "m.id", "l.college_id")
      .select(["m.id", "m.name", "l.popular"])
      .where("l.school_id", "=", id)
      .orderBy("l.popular", "desc")
      .orderBy("m.sort")
      .execute(),
    getRankingEditions(db),
  ]);
  return {
    ...toCard(row as CardRow),
    name_tw: row.name_tw,
    name_cn: row.name_cn,
    country_name: pickLocalized(row.country_name, locale),
    founded: row.founded,
    website: row.website,
    toefl: row.toefl,
    ielts: row.ielts,
    ...optionalFacts(factsFromColumns(row.facts_checked_on, row.facts_sources)),
    rank_previous: editions.previous ? row.rank_previous : null,
    rank_previous_band: editions.previous ? row.rank_previous_band : null,
    ranking_editions: editions,
    intro: pickLocalized(row.intro, locale),
    enrollments: enrollments.map((e) => ({ id: e.id, name: pickLocalized(e.name, locale) })),
    colleges: colleges.map((c) => ({ id: c.id, name: pickLocalized(c.name, locale), popular: c.popular === 1 })),
  };
}

export async function getSchoolsByIds(db: Db, locale: Locale, ids: number[]): Promise<SchoolDetail[]> {
  const found = await Promise.all(ids.map((id) => getSchool(db, locale, id)));
  return found.filter((s): s is SchoolDetail => s !== undefined);
}

/** Where the ranks come from: one edition for every row, and the previous one only once verified for every row. */
export async function getRankingEditions(db: Db): Promise<RankingEditions> {
  const rows = await db.selectFrom("ranking_editions").select(["slot", "source", "year", "url"]).execute();
  const slot = (name: string): RankingEdition | null => {
    const row = rows.find((r) => r.slot === name);
    return row && isRankingSource(row.source) ? { source: row.source, year: row.year, url: row.url } : null;
  };
  return { current: slot("current"), previous: slot("previous") };
}

export interface RankingRow {
  id: number;
  rank_latest: number;
  /** the band ("801-850") when the edition gives one instead of a position */
  rank_band: string | null;
  /** null when no previous edition is published */
  rank_previous: number | null;
  previous_band: string | null;
  /** places gained since the previous edition; null when either rank is missing or a band */
  change: number | null;
  name_zh: string;
  name_en: string;
  name: string;
  country_code: string;
  intro: string;
  popular: string[];
}

/**
 * Ranking list (spec § 2): rank, previous rank and change (only when a previous edition is
 * published), Chinese and English names, intro, popular departments; with the editions.
 */
export async function listRanking(
  db: Db,
  locale: Locale,
  options: { country?: CountryCode; page?: number; pageSize?: number } = {},
): Promise<Page<RankingRow> & { edition: RankingEditions }> {
  const pageSize = options.pageSize ?? 50;
  const page = Math.max(1, options.page ?? 1);
  let query = baseQuery(db).where("s.rank_latest", "is not", null);
  if (options.country) query = query.where("c.code", "=", options.country);
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const rows = await query
    .innerJoin("school_intros as i", "i.school_id", "s.id")
    .select([
      "s.id",
      "s.rank_latest",
      "s.rank_latest_band",
      "s.rank_previous",
      "s.rank_previous_band",
      "s.name_tw",
      "s.name_cn",
      "s.name_en",
      `s.${nameColumn(locale)} as name`,
      "c.code as country_code",
      "i.intro",
    ])
    .orderBy("s.rank_latest")
    .orderBy("s.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const [popular, edition] = await Promise.all([
    popularColleges(
      db,
      locale,
      rows.map((r) => r.id),
    ),
    getRankingEditions(db),
  ]);
  const items = rows.map((r) => {
    const previous = edition.previous ? r.rank_previous : null;
    const previousBand = edition.previous ? r.rank_previous_band : null;
    const comparable = previous !== null && r.rank_latest !== null && !r.rank_latest_band && !previousBand;
    return {
      id: r.id,
      rank_latest: r.rank_latest ?? 0,
      rank_band: r.rank_latest_band,
      rank_previous: previous,
      previous_band: previousBand,
      change: comparable ? previous - (r.rank_latest ?? 0) : null,
      name_zh: locale === "cn" ? r.name_cn : r.name_tw,
      name_en: r.name_en,
      name: r.name,
      country_code: r.country_code,
      intro: pickLocalized(r.intro, locale),
      popular: popular.get(r.id) ?? [],
    };
  });
  return { ...pageOf(items, total, page, pageSize), edition };
}

async function popularColleges(db: Db, locale: Locale, schoolIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!schoolIds.length) return map;
  const rows = await db
    .selectFrom("school_college_links as l")
    .innerJoin("school_colleges as m", "m.id", "l.college_id")
    .select(["l.school_id", "m.name"])
    .where("l.school_id", "in", schoolIds)
    .where("l.popular", "=", 1)
    .orderBy("m.sort")
    .execute();
  for (const row of rows) {
    const list = map.get(row.school_id) ?? [];
    list.push(pickLocalized(row.name, locale));
    map.set(row.school_id, list);
  }
  return map;
}

/**
 * The degree levels where "no SAT/GRE/GMAT" tells a student something: undergraduate, graduate
 * (master's) and doctoral. Foundation, conditional-admission and English courses never ask for
 * those tests, so a school free of them only there is not recommended as "no exam".
 */
export const noExamDegreeLevels = [1, 2, 6] as const;

export interface NoExamSchool extends SchoolCard {
  /** the enrollment types the claim holds for, named in the visitor's language */
  no_exam_levels: Array<{ id: number; name: string }>;
}

/**
 * Schools that admit without SAT/GRE/GMAT for a degree level (or for one given enrollment type),
 * each with the levels it holds for: `random` picks a random sample (spec § 3 query shapes).
 */
/** Ids of the schools exempt from an exam for any enrolment in `mask`, kept in process until content changes. */
const noExamPool = versionedSnapshot("content", (db, mask: number) =>
  db.selectFrom("schools as s").select("s.id").where(sql<SqlBool>`(s.no_exam_mask & ${mask}) <> 0`).execute(),
);

export async function listNoExamSchools(
  db: Db,
  locale: Locale,
  options: { random?: boolean; count: number; enrollment?: number; contentVersion?: number },
): Promise<NoExamSchool[]> {
  const levels: number[] = options.enrollment === undefined ? [...noExamDegreeLevels] : [options.enrollment];
  const mask = levels.reduce((m, id) => m | noExamMaskFor(id), 0);
  const pool = options.random ? await noExamPool(db, mask, options.contentVersion) : undefined;
  const rows = pool
    ? // Drawn in process: sorting every exempt school by random() on each page view costs more.
      await inIdOrder(
        pickRandom(pool, options.count).map((s) => s.id),
        (ids) => baseQuery(db).select(cardColumns(locale)).where("s.id", "in", ids).execute() as Promise<CardRow[]>,
      )
    : ((await baseQuery(db)
        .select(cardColumns(locale))
        .where(sql<SqlBool>`(s.no_exam_mask & ${mask}) <> 0`)
        .orderBy(options.random ? sql`random()` : sql`s.rank_latest IS NULL`)
        .orderBy("s.rank_latest")
        .orderBy("s.id")
        .limit(options.count)
        .execute()) as CardRow[]);
  return rows.map((row) => {
    const card = toCard(row);
    const names = card.no_exam_for.filter((id) => levels.includes(id));
    return {
      ...card,
      no_exam_levels: names.map((id) => ({
        id,
        name: enrollmentSeeds.find((e) => e.id === id)?.name[locale] ?? "",
      })),
    };
  });
}

export async function listOutstandingSchools(db: Db, locale: Locale, count = 12): Promise<SchoolCard[]> {
  const rows = (await baseQuery(db)
    .select(cardColumns(locale))
    .where("s.featured", "=", 1)
    .orderBy(sql`s.rank_latest IS NULL`)
    .orderBy("s.rank_latest")
    .limit(count)
    .execute()) as CardRow[];
  return rows.map(toCard);
}

/** Cities that have schools, optionally in one country, in the visitor's language. */
export async function listCities(db: Db, locale: Locale, country?: CountryCode) {
  let query = baseQuery(db)
    .select(["s.city_en as id", `s.${cityColumn(locale)} as name`, "c.code as country_code"])
    .select((eb) => eb.fn.countAll<number>().as("schools"))
    .groupBy(["s.city_en", `s.${cityColumn(locale)}`, "c.code"]);
  if (country) query = query.where("c.code", "=", country);
  const rows = await query.orderBy("s.city_en").execute();
  return rows.map((r) => ({ ...r, schools: Number(r.schools) }));
}

/** One school whose tuition or English requirements were last checked too long ago (/admin/facts). */
export interface StaleSchoolFact extends CheckedFacts {
  schoolId: number;
  name: string;
}

/** Schools whose tuition and English minimums were checked more than `months` months before `today`, oldest first. */
export async function staleSchoolFacts(db: Db, today: Date, months = 6): Promise<StaleSchoolFact[]> {
  const rows = await db
    .selectFrom("schools")
    .select(["id", "name_en", "facts_checked_on", "facts_sources"])
    .where("facts_checked_on", "is not", null)
    .where("facts_checked_on", "<", recheckCutoff(today, months))
    .orderBy("facts_checked_on")
    .orderBy("id")
    .execute();
  return rows.flatMap((r) => {
    const facts = factsFromColumns(r.facts_checked_on, r.facts_sources);
    return facts ? [{ schoolId: r.id, name: r.name_en, ...facts }] : [];
  });
}
