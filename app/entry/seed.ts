import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { seedArticles } from "~/features/articles/articles-seed.server";
import { seedClaimBasis } from "~/features/claims/claims.server";
import { seedSchoolLivingCosts } from "~/features/costs/school-living-costs-seed.server";
import { seedDeadlines, translateDeadlineLabels } from "~/features/deadlines/deadlines-seed.server";
import { seedFaq } from "~/features/faq/faq.server";
import { seedAdmitRates } from "~/features/fit/admit-rates-seed.server";
import { seedRequirements } from "~/features/fit/requirements-seed.server";
import { seedHomeContent } from "~/features/home/home.server";
import {
  classificationSeeds,
  collegeGroupSeeds,
  countrySeeds,
  enrollmentSeeds,
  officeSeeds,
  SAMPLE_OFFICE_PHONES,
} from "~/features/reference/reference-data";
import { seedSchools } from "~/features/schools/schools-seed.server";
import { refoldSearchKeys } from "~/features/search/search.server";
import { seedServiceCatalogue } from "~/features/services/services-seed.server";
import { seedStudents } from "~/features/students/students-seed.server";

/**
 * Reference data is inserted when missing and never overwritten, so a restart is a no-op
 * and staff edits survive.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const c of countrySeeds) {
      await trx
        .insertInto("countries")
        .values({ id: c.id, code: c.code, iso: c.iso, name: JSON.stringify(c.name), name_en: c.name.en, sort: c.sort })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
    for (const [index, e] of enrollmentSeeds.entries()) {
      await trx
        .insertInto("school_enrollments")
        .values({ id: e.id, name: JSON.stringify(e.name), sort: index + 1 })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      for (const code of e.countries) {
        const country = countrySeeds.find((c) => c.code === code);
        if (!country) continue;
        await trx
          .insertInto("country_enrollments")
          .values({ country_id: country.id, enrollment_id: e.id })
          .onConflict((oc) => oc.columns(["country_id", "enrollment_id"]).doNothing())
          .execute();
      }
    }
    let collegeSort = 0;
    for (const [index, g] of collegeGroupSeeds.entries()) {
      await trx
        .insertInto("college_groups")
        .values({ id: g.id, name: JSON.stringify(g.name), sort: index + 1 })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      for (const college of g.colleges) {
        collegeSort += 1;
        await trx
          .insertInto("school_colleges")
          .values({ id: college.id, group_id: g.id, name: JSON.stringify(college.name), sort: collegeSort })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
      }
    }
    for (const c of classificationSeeds) {
      await trx
        .insertInto("classifications")
        .values({
          id: c.id,
          slug: c.slug,
          name: JSON.stringify(c.name),
          meta_title: JSON.stringify(c.name),
          description: JSON.stringify(c.description),
          sort: c.id,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
    for (const o of officeSeeds) {
      await trx
        .insertInto("offices")
        .values({
          id: o.id,
          code: o.code,
          name: JSON.stringify(o.name),
          address: JSON.stringify(o.address),
          phone: o.phone,
          email: o.email,
          locales: JSON.stringify(o.locales),
          sort: o.id,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
  });
}

/** The first seed's office phones looked real: a database that has them forgets them (decision 0019). */
export async function forgetSamplePhones(db: Db): Promise<void> {
  await seedOnce(db, "office-sample-phones-v1", async (trx) => {
    await trx
      .updateTable("offices")
      .set({ phone: "" })
      .where("phone", "in", [...SAMPLE_OFFICE_PHONES])
      .execute();
  });
}

/** Every seed step, in order. Content seeds (schools, articles…) are added here by their features. */
export async function seedDatabase(db: Db): Promise<void> {
  await seedReferenceData(db);
  await forgetSamplePhones(db);
  await seedSchools(db);
  await seedDeadlines(db);
  await translateDeadlineLabels(db);
  await seedRequirements(db);
  await seedAdmitRates(db);
  await seedSchoolLivingCosts(db);
  await seedStudents(db);
  await seedArticles(db);
  await seedHomeContent(db);
  await seedClaimBasis(db);
  await seedServiceCatalogue(db);
  await seedFaq(db);
  // Search keys stored before searchKey folded Traditional and Simplified Chinese (issue 14).
  await refoldSearchKeys(db);
}
