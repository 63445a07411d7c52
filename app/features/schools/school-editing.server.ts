import { sql } from "kysely";
import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { type CheckedFacts, factsFromColumns } from "~/features/articles/article-facts";
import { checkFactsFields, sourcesToText } from "~/features/articles/article-form";
import { likeContains } from "~/features/search/search.server";
import { type Parsed, parseForm, withErrors } from "~/lib/form";
import { type Locale, locales } from "~/lib/locales";
import { type SchoolForm, schoolMultiFields, schoolSchema, schoolTuitionOrder } from "./school-form";
import { parseAliases, schoolSearchText } from "./schools-seed.server";

export async function listSchoolsForEdit(
  db: Db,
  filters: { q?: string; country?: string },
  page: number,
  pageSize = 50,
) {
  let query = db
    .selectFrom("schools as s")
    .innerJoin("countries as c", "c.id", "s.country_id")
    .select(["s.id", "s.name_en", "s.name_tw", "s.city_en", "c.code", "s.featured", "s.no_exam"]);
  if (filters.country) query = query.where("c.code", "=", filters.country);
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
    .orderBy("s.name_en")
    .orderBy("s.id")
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows: rows.slice(0, pageSize), hasNext: rows.length > pageSize };
}

export async function getSchoolForEdit(
  db: Db,
  id: number,
): Promise<
  | (SchoolForm & {
      id: number;
      country: string;
      currency: string;
      /** the school's enrollment types; names are localized JSON */
      enrollments: Array<{ id: number; name: string }>;
    })
  | undefined
> {
  const row = await db
    .selectFrom("schools as s")
    .innerJoin("countries as c", "c.id", "s.country_id")
    .leftJoin("school_intros as i", "i.school_id", "s.id")
    .selectAll("s")
    .select(["c.code as country", "i.intro"])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const enrollments = await db
    .selectFrom("school_enrollment_links as l")
    .innerJoin("school_enrollments as e", "e.id", "l.enrollment_id")
    .select(["e.id", "e.name"])
    .where("l.school_id", "=", id)
    .orderBy("e.sort")
    .execute();
  const intro = JSON.parse(row.intro ?? "{}") as Partial<Record<Locale, string>>;
  const text = (v: number | null) => (v === null ? "" : String(v));
  return {
    id: row.id,
    country: row.country,
    currency: row.currency,
    name_en: row.name_en,
    name_tw: row.name_tw,
    name_cn: row.name_cn,
    city_en: row.city_en,
    city_tw: row.city_tw,
    city_cn: row.city_cn,
    region_en: row.region_en,
    region_tw: row.region_tw,
    region_cn: row.region_cn,
    nation: row.nation,
    type: row.type,
    founded: text(row.founded),
    website: row.website ?? "",
    tuition_min: text(row.tuition_min),
    tuition_max: text(row.tuition_max),
    toefl: text(row.toefl),
    ielts: text(row.ielts),
    facts_checked_on: row.facts_checked_on ?? "",
    facts_sources: sourcesToText(factsFromColumns(row.facts_checked_on, row.facts_sources)?.sources ?? []),
    featured: row.featured === 1,
    no_exam_for: enrollments.map((e) => e.id).filter((e) => (Number(row.no_exam_mask) & (2 ** (e - 1))) !== 0),
    intro: Object.fromEntries(locales.map((l) => [l, intro[l] ?? ""])) as Record<Locale, string>,
    enrollments,
  };
}

export type CheckedSchool = Omit<
  SchoolForm,
  "founded" | "tuition_min" | "tuition_max" | "toefl" | "ielts" | "website" | "facts_checked_on" | "facts_sources"
> & {
  /** when tuition and the English minimums were checked, and against what; null: never */
  facts: CheckedFacts | null;
  founded: number | null;
  website: string | null;
  tuition_min: number | null;
  tuition_max: number | null;
  toefl: number | null;
  ielts: number | null;
};

/** Reads and checks the school form with its schema (`school-form.ts`) and the tuition order. */
export function parseSchoolForm(form: FormData, today = new Date()): Parsed<CheckedSchool> {
  const parsed = parseForm(schoolSchema, form, [], schoolMultiFields);
  const facts = checkFactsFields(
    parsed.values.facts_checked_on?.trim() ?? "",
    parsed.values.facts_sources?.trim() ?? "",
    today,
  );
  const checked = withErrors(parsed, {
    tuition_max: schoolTuitionOrder(parsed.values),
    facts_checked_on: facts.checkedOnError ? { key: facts.checkedOnError } : undefined,
    facts_sources: facts.sourcesError ? { key: facts.sourcesError } : undefined,
  });
  if (!checked.ok) return checked;
  const { value: v, values } = checked;
  return {
    ok: true,
    values,
    value: {
      name_en: v.name_en,
      name_tw: v.name_tw,
      name_cn: v.name_cn,
      city_en: v.city_en,
      city_tw: v.city_tw,
      city_cn: v.city_cn,
      region_en: v.region_en,
      region_tw: v.region_tw,
      region_cn: v.region_cn,
      nation: v.nation,
      type: v.type,
      founded: v.founded,
      website: v.website,
      tuition_min: v.tuition_min,
      tuition_max: v.tuition_max,
      toefl: v.toefl,
      ielts: v.ielts,
      facts: facts.facts,
      featured: v.featured,
      no_exam_for: v.no_exam_for,
      intro: Object.fromEntries(locales.map((l) => [l, v[`intro_${l}`]])) as Record<Locale, string>,
    },
  };
}

/** Saves the school with its derived search text and its intros, in one transaction with the audit line. */
export async function saveSchool(
  db: Db,
  actor: Actor,
  id: number,
  value: CheckedSchool,
  now = new Date(),
): Promise<boolean> {
  return await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("schools")
      .select(["key", "enrollment_mask", "aliases"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return false;
    // "No admissions test" holds per enrollment type, and only for types the school offers.
    const offered = Number(current.enrollment_mask);
    const noExamMask = value.no_exam_for.reduce(
      (mask, e) => ((offered & (2 ** (e - 1))) !== 0 ? mask | (2 ** (e - 1)) : mask),
      0,
    );
    await trx
      .updateTable("schools")
      .set({
        name_en: value.name_en,
        name_tw: value.name_tw,
        name_cn: value.name_cn,
        city_en: value.city_en,
        city_tw: value.city_tw,
        city_cn: value.city_cn,
        region_en: value.region_en,
        region_tw: value.region_tw,
        region_cn: value.region_cn,
        nation: value.nation,
        type: value.type,
        founded: value.founded,
        website: value.website,
        tuition_min: value.tuition_min,
        tuition_max: value.tuition_max,
        toefl: value.toefl,
        ielts: value.ielts,
        facts_checked_on: value.facts?.checkedOn ?? null,
        facts_sources: value.facts ? JSON.stringify(value.facts.sources) : null,
        featured: value.featured ? 1 : 0,
        no_exam: noExamMask === 0 ? 0 : 1,
        no_exam_mask: noExamMask,
        search_text: schoolSearchText({ ...value, key: current.key, aliases: parseAliases(current.aliases) }),
      })
      .where("id", "=", id)
      .execute();
    const intro = JSON.stringify(value.intro);
    const updated = await trx
      .updateTable("school_intros")
      .set({ intro })
      .where("school_id", "=", id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) await trx.insertInto("school_intros").values({ school_id: id, intro }).execute();
    await recordAudit(trx, actor, "school.update", "school", id, { name: value.name_en }, now);
    return true;
  });
}
