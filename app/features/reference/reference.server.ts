import type { Db } from "~/.server/db/database";
import { versionedCopy } from "~/.server/db/snapshot";
import type { Locale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import type { Office } from "~/lib/site-data";

export type { Office };

export interface Country {
  id: number;
  name: string;
  name_en: string;
  country_code: string;
}

// Reference lists are kept in process per key until content changes (`data_versions`: all these
// tables count in `content`, migration 0017); `knownVersion` is the request's (AppContext.contentVersion).
const kept = <K, T>(load: (db: Db, key: K) => Promise<T>) => versionedCopy("content", load);

const countries = kept(async (db, locale: Locale): Promise<Country[]> => {
  const rows = await db.selectFrom("countries").selectAll().orderBy("sort").execute();
  return rows.map((r) => ({ id: r.id, name: pickLocalized(r.name, locale), name_en: r.name_en, country_code: r.code }));
});

export function listCountries(db: Db, locale: Locale, knownVersion?: number): Promise<Country[]> {
  return countries(db, locale, knownVersion);
}

export interface Enrollment {
  id: number;
  name: string;
}

const enrollments = kept(async (db, key: `${Locale}|${number | ""}`): Promise<Enrollment[]> => {
  const [locale, country] = key.split("|") as [Locale, string];
  const countryId = country === "" ? undefined : Number(country);
  let query = db.selectFrom("school_enrollments as e").select(["e.id", "e.name"]).orderBy("e.sort");
  if (countryId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("country_enrollments as ce")
          .select("ce.enrollment_id")
          .whereRef("ce.enrollment_id", "=", "e.id")
          .where("ce.country_id", "=", countryId),
      ),
    );
  }
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, name: pickLocalized(r.name, locale) }));
});

/** All enrollment types, or only those offered in one country. */
export function listEnrollments(
  db: Db,
  locale: Locale,
  countryId?: number,
  knownVersion?: number,
): Promise<Enrollment[]> {
  return enrollments(db, `${locale}|${countryId ?? ""}`, knownVersion);
}

export interface SchoolCollege {
  id: number;
  name: string;
  group_id: number;
  group_name: string;
}

const colleges = kept(async (db, locale: Locale): Promise<SchoolCollege[]> => {
  const rows = await db
    .selectFrom("school_colleges as c")
    .innerJoin("college_groups as g", "g.id", "c.group_id")
    .select(["c.id", "c.name", "c.group_id", "g.name as group_name"])
    .orderBy("g.sort")
    .orderBy("c.sort")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: pickLocalized(r.name, locale),
    group_id: r.group_id,
    group_name: pickLocalized(r.group_name, locale),
  }));
});

export function listSchoolColleges(db: Db, locale: Locale, knownVersion?: number): Promise<SchoolCollege[]> {
  return colleges(db, locale, knownVersion);
}

export interface Classification {
  id: number;
  slug: string;
  name: string;
  description: string;
  meta: { title: string };
}

/** Article categories, sorted ascending as the spec asks. */
export async function listClassifications(db: Db, locale: Locale): Promise<Classification[]> {
  const rows = await db.selectFrom("classifications").selectAll().orderBy("sort", "asc").execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: pickLocalized(r.name, locale),
    description: pickLocalized(r.description, locale),
    meta: { title: pickLocalized(r.meta_title, locale) },
  }));
}

/**
 * Domains reserved for documentation and tests (RFC 2606, RFC 6761): an address there reaches
 * nobody, so it is never shown to a visitor.
 */
export const isReservedAddress = (email: string) => /\.(?:example|test|invalid|localhost)$/i.test(email.trim());

/**
 * Offices shown to visitors of one locale (the footer and the consultation form). `emails` are the
 * configured addresses (OFFICE_EMAILS); an office without one shows its stored address unless that
 * is a placeholder on a reserved domain, or none.
 */
export async function listOffices(
  db: Db,
  locale: Locale,
  emails: Partial<Record<string, string>> = {},
): Promise<Office[]> {
  const rows = await db.selectFrom("offices").selectAll().orderBy("sort").execute();
  return rows
    .filter((r) => (JSON.parse(r.locales) as string[]).includes(locale))
    .map((r) => {
      const email = emails[r.code] ?? (isReservedAddress(r.email) ? "" : r.email);
      return {
        id: r.id,
        code: r.code,
        name: pickLocalized(r.name, locale),
        address: pickLocalized(r.address, locale),
        phone: r.phone,
        email,
      };
    });
}

export interface AgencyOffice {
  code: string;
  name: string;
}

/**
 * Every office of the agency, named in `locale` (the back office's language), whatever public
 * languages it serves: staff belong to offices, not to languages. The back office lists and
 * validates offices with this one list.
 */
export async function listAgencyOffices(db: Db, locale: Locale): Promise<AgencyOffice[]> {
  const rows = await db.selectFrom("offices").select(["code", "name"]).orderBy("sort").execute();
  return rows.map((r) => ({ code: r.code, name: pickLocalized(r.name, locale) }));
}
