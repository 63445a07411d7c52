import { type SqlBool, sql } from "kysely";
import type { Db } from "~/.server/db/database";
import { versionedSnapshot } from "~/.server/db/snapshot";
import { type CountryCode, countrySeeds } from "~/features/reference/reference-data";
import { containsText, searchKey } from "~/features/search/search.server";
import type { Locale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import { inIdOrder, type Page, pageOf } from "~/lib/paging";
import { idMask } from "./schools-seed.server";

const nameColumn = (locale: Locale) => (locale === "tw" ? "name_tw" : locale === "cn" ? "name_cn" : "name_en");
const cityColumn = (locale: Locale) => (locale === "tw" ? "city_tw" : locale === "cn" ? "city_cn" : "city_en");

export interface SchoolCard {
  id: number;
  name: string;
  name_en: string;
  city: string;
  region: string;
  country_code: string;
  type: string;
  rank_latest: number | null;
  tuition_min: number | null;
  tuition_max: number | null;
  currency: string;
  no_exam: boolean;
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
    "s.region_en as region",
    "c.code as country_code",
    "s.type",
    "s.rank_latest",
    "s.tuition_min",
    "s.tuition_max",
    "s.currency",
    "s.no_exam",
    "s.featured",
  ] as const;
}

type CardRow = Omit<SchoolCard, "no_exam" | "featured"> & { no_exam: number; featured: number };
const toCard = (row: CardRow): SchoolCard => ({ ...row, no_exam: row.no_exam === 1, featured: row.featured === 1 });

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
  no_exam: number;
  search_text: string;
}

const low = (mask: number) => mask >>> 0;
const high = (mask: number) => Math.floor(mask / 2 ** 32) >>> 0;

/**
 * The filter columns of all schools, one copy per sort, ordered by the database itself (so the
 * collation of names is the engine's). About 200 bytes a school; refreshed after any write to
 * `schools` (see versionedSnapshot).
 */
const filterRows = versionedSnapshot("schools", async (db: Db, sort: SchoolSort): Promise<FilterRow[]> => {
  const rows = await db
    .selectFrom("schools as s")
    .select(["s.id", "s.country_id", "s.enrollment_mask", "s.college_mask", "s.city_en", "s.no_exam", "s.search_text"])
    .orderBy(sortOrder(sort))
    .execute();
  return rows.map((r) => {
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
      no_exam: r.no_exam,
      search_text: r.search_text,
    };
  });
});

/**
 * The school list of /countries/{code}/schools and /api/Home/school_lists. Two steps: the ids
 * of one page and the total, then the page's cards. The first step runs over an in-process copy
 * of the filter columns (one pass over 20,000 small rows is well under a millisecond, where the
 * database needed 5-7 ms on PostgreSQL); inside a transaction it runs in the database.
 */
export async function findSchools(db: Db, locale: Locale, filters: SchoolFilters): Promise<Page<SchoolCard>> {
  const pageSize = filters.pageSize ?? 20;
  const page = Math.max(1, filters.page ?? 1);
  const offset = (page - 1) * pageSize;
  const sort = filters.sort ?? "rank";
  const rows = await filterRows(db, sort);
  const { ids, total } = rows
    ? filterInProcess(rows, filters, offset, pageSize)
    : await filterInDatabase(db, filters, sort, offset, pageSize);
  const cards = await inIdOrder(
    ids,
    (inIds) => baseQuery(db).select(cardColumns(locale)).where("s.id", "in", inIds).execute() as Promise<CardRow[]>,
  );
  return pageOf(cards.map(toCard), total, page, pageSize);
}

const countryIdOf = (country: CountryCode) => countrySeeds.find((c) => c.code === country)?.id ?? -1;

/** The same conditions as filterInDatabase, on the in-process copy. */
function filterInProcess(
  rows: FilterRow[],
  filters: SchoolFilters,
  offset: number,
  pageSize: number,
): { ids: number[]; total: number } {
  const countryId = filters.country === "all" ? undefined : countryIdOf(filters.country);
  const enrollment = filters.enrollment === undefined ? undefined : idMask(maskIds([filters.enrollment]));
  const colleges = filters.colleges?.length ? idMask(maskIds(filters.colleges)) : undefined;
  const [enrollmentLow, enrollmentHigh] = enrollment === undefined ? [0, 0] : [low(enrollment), high(enrollment)];
  const [collegeLow, collegeHigh] = colleges === undefined ? [0, 0] : [low(colleges), high(colleges)];
  const cities = filters.cities?.length ? new Set(filters.cities) : undefined;
  const name = filters.name?.trim();
  const needle = name ? searchKey(name) : undefined;
  const ids: number[] = [];
  let total = 0;
  for (const row of rows) {
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
    if (filters.noExam && row.no_exam !== 1) continue;
    if (needle !== undefined && !row.search_text.includes(needle)) continue;
    if (filters.onlyIds && !filters.onlyIds.has(row.id)) continue;
    if (total >= offset && ids.length < pageSize) ids.push(row.id);
    total += 1;
  }
  return { ids, total };
}

/** The filter and sort on one covering index (country, rank, name, masks, search text). */
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
  if (filters.noExam) query = query.where("s.no_exam", "=", 1);
  if (filters.onlyIds) query = query.where("s.id", "in", [...filters.onlyIds, -1]);
  if (filters.name?.trim()) {
    // When country, programme or majors already narrow the rows, testing the name on those
    // rows beats collecting every trigram match of a common word like "univ" (bench figures).
    const narrowed = filters.country !== "all" || filters.enrollment !== undefined || Boolean(filters.colleges?.length);
    query = query.where(containsText(db, "schools", "s", filters.name.trim(), { useIndex: !narrowed }));
  }
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
  rank_previous: number | null;
  intro: string;
  enrollments: Array<{ id: number; name: string }>;
  colleges: Array<{ id: number; name: string; popular: boolean }>;
}

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
      "s.rank_previous",
      "i.intro",
    ])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [enrollments, colleges] = await Promise.all([
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
    rank_previous: row.rank_previous,
    intro: pickLocalized(row.intro, locale),
    enrollments: enrollments.map((e) => ({ id: e.id, name: pickLocalized(e.name, locale) })),
    colleges: colleges.map((c) => ({ id: c.id, name: pickLocalized(c.name, locale), popular: c.popular === 1 })),
  };
}

export async function getSchoolsByIds(db: Db, locale: Locale, ids: number[]): Promise<SchoolDetail[]> {
  const found = await Promise.all(ids.map((id) => getSchool(db, locale, id)));
  return found.filter((s): s is SchoolDetail => s !== undefined);
}

export interface RankingRow {
  id: number;
  rank_latest: number;
  rank_previous: number | null;
  change: number | null;
  name_zh: string;
  name_en: string;
  name: string;
  country_code: string;
  intro: string;
  popular: string[];
}

/** Ranking list (spec § 2): latest, previous, change, Chinese and English names, intro, popular departments. */
export async function listRanking(
  db: Db,
  locale: Locale,
  options: { country?: CountryCode; page?: number; pageSize?: number } = {},
): Promise<Page<RankingRow>> {
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
      "s.rank_previous",
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
  const popular = await popularColleges(
    db,
    locale,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      rank_latest: r.rank_latest ?? 0,
      rank_previous: r.rank_previous,
      change: r.rank_previous === null || r.rank_latest === null ? null : r.rank_previous - r.rank_latest,
      name_zh: locale === "cn" ? r.name_cn : r.name_tw,
      name_en: r.name_en,
      name: r.name,
      country_code: r.country_code,
      intro: pickLocalized(r.intro, locale),
      popular: popular.get(r.id) ?? [],
    })),
    total,
    page,
    pageSize,
  );
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

/** Schools that admit without SAT/GRE/GMAT: `random` picks a random sample (spec § 3 query shapes). */
export async function listNoExamSchools(db: Db, locale: Locale, options: { random?: boolean; count: number }) {
  const rows = (await baseQuery(db)
    .select(cardColumns(locale))
    .where("s.no_exam", "=", 1)
    .orderBy(options.random ? sql`random()` : sql`s.rank_latest IS NULL`)
    .orderBy("s.rank_latest")
    .orderBy("s.id")
    .limit(options.count)
    .execute()) as CardRow[];
  return rows.map(toCard);
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
