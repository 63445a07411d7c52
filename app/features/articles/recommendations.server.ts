import type { Db } from "~/.server/db/database";
import { countrySeeds } from "~/features/reference/reference-data";
import { listNoExamSchools, type NoExamSchool } from "~/features/schools/schools.server";
import { readCookie } from "~/lib/cookies";
import type { Locale } from "~/lib/locales";
import { type ArticleCard, recommendArticles } from "./articles.server";

export interface Recommendations {
  articles: ArticleCard[];
  noExamSchools: NoExamSchool[];
}

/** The visitor's country of interest: the `globalCountry` cookie (a country code or id). */
export function globalCountry(request: Request): string | undefined {
  const value = readCookie(request.headers.get("cookie"), "globalCountry");
  if (!value) return undefined;
  const country = countrySeeds.find((c) => c.code === value || String(c.id) === value);
  return country?.code;
}

/** The recommended-articles block at the bottom of pages (spec § 2, § 3 query shapes). */
export async function loadRecommendations(
  db: Db,
  locale: Locale,
  request: Request,
  options: {
    count?: number;
    country?: string;
    excludeArticleId?: number;
    schools?: number;
    contentVersion?: number;
  } = {},
): Promise<Recommendations> {
  const [articles, noExamSchools] = await Promise.all([
    recommendArticles(db, locale, {
      random: true,
      count: options.count ?? 4,
      country: options.country ?? globalCountry(request),
      excludeId: options.excludeArticleId,
      contentVersion: options.contentVersion,
    }),
    listNoExamSchools(db, locale, {
      random: true,
      count: options.schools ?? 5,
      contentVersion: options.contentVersion,
    }),
  ]);
  return { articles, noExamSchools };
}
