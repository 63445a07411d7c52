/**
 * Table types for Kysely. Localized columns hold JSON text `{"tw":…,"cn":…,"en":…,"vi":…,"th":…}`;
 * flags are 0/1 integers so the same queries run on SQLite and PostgreSQL.
 */
import type { Generated } from "kysely";

export interface CountryTable {
  id: number;
  code: string;
  iso: string;
  name: string;
  name_en: string;
  sort: number;
}

export interface SchoolEnrollmentTable {
  id: number;
  name: string;
  sort: number;
}

export interface CountryEnrollmentTable {
  country_id: number;
  enrollment_id: number;
}

export interface CollegeGroupTable {
  id: number;
  name: string;
  sort: number;
}

export interface SchoolCollegeTable {
  id: number;
  group_id: number;
  name: string;
  sort: number;
}

export interface ClassificationTable {
  id: number;
  slug: string;
  name: string;
  meta_title: string;
  description: string;
  sort: number;
}

export interface OfficeTable {
  id: number;
  code: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  /** JSON array of the locales whose footer lists this office */
  locales: string;
  sort: number;
}

export interface SeedStateTable {
  name: string;
  applied_at: string;
}

export interface Database {
  countries: CountryTable;
  school_enrollments: SchoolEnrollmentTable;
  country_enrollments: CountryEnrollmentTable;
  college_groups: CollegeGroupTable;
  school_colleges: SchoolCollegeTable;
  classifications: ClassificationTable;
  offices: OfficeTable;
  seed_state: SeedStateTable;
}

export type { Generated };
