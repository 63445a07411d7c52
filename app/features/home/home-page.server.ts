import type { Db } from "~/.server/db/database";
import { versionedCopy } from "~/.server/db/snapshot";
import { listOutstandingSchools } from "~/features/schools/schools.server";
import { listAdmittedStudents, listTestimonials } from "~/features/students/students.server";
import type { Locale } from "~/lib/locales";
import { listBanners, listFlows, listKeyFigures, listVideos } from "./home.server";

/** Everything on the home page that is the same for every visitor of a language (not the recommendations). */
export async function loadHomeContent(db: Db, locale: Locale) {
  const [banners, keyFigures, flows, videos, admissions, schools, testimonials] = await Promise.all([
    listBanners(db, locale),
    listKeyFigures(db, locale),
    listFlows(db, locale),
    listVideos(db, locale),
    listAdmittedStudents(db, locale, { pageSize: 6 }),
    listOutstandingSchools(db, locale, 6),
    listTestimonials(db, locale, 3),
  ]);
  return { banners, keyFigures, flows, videos, admissions: admissions.items, schools, testimonials };
}

/**
 * The home page's shared content, kept in process per language until any content changes
 * (`data_versions`: every table it shows is counted in `content`, migration 0017).
 */
export const homeContent = versionedCopy("content", loadHomeContent);
