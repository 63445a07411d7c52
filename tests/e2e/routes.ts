import { existsSync, readFileSync } from "node:fs";

/**
 * Every route of product-spec § 2 that exists so far, with the status it must answer.
 * Each feature adds its routes here; the crawl checks them in every locale (tests/e2e/crawl.ts).
 */
export interface CrawlRoute {
  path: string;
  status: number;
  /**
   * The page template it renders: its route module, or "error-boundary" for a status a loader
   * throws (the root ErrorBoundary renders it). axe and the Nu HTML checker run on the first
   * route of each template in each locale; the other checks on every route.
   */
  template: string;
}

/** Every country a guide may be written for (GuideCountry, app/lib/paths.ts), in menu order. */
export const guideCountries = ["usa", "uk", "ca", "au", "nl", "ie"] as const;

const guideContent = new URL("../../app/features/guides/content/", import.meta.url);

/**
 * The published guides: as the server decides (guides.server.ts), those whose
 * `content/<c>/facts.json` exists. A guide merged later is crawled without editing this list.
 */
export const publishedGuides: string[] = guideCountries.filter((code) =>
  existsSync(new URL(`${code}/facts.json`, guideContent)),
);

/** Each published guide at each of its admission modes; the others answer 404. */
function guideRoutes(): CrawlRoute[] {
  return guideCountries.flatMap((code): CrawlRoute[] => {
    if (!publishedGuides.includes(code)) return [{ path: `/study/${code}`, status: 404, template: "error-boundary" }];
    const guide = JSON.parse(readFileSync(new URL(`${code}/en.json`, guideContent), "utf8")) as {
      AdmissionMode: Array<{ Enrollment: number }>;
    };
    return guide.AdmissionMode.map((mode, index) => ({
      path: index === 0 ? `/study/${code}` : `/study/${code}?mode=${mode.Enrollment}`,
      status: 200,
      template: "guide",
    }));
  });
}

export const crawlRoutes: CrawlRoute[] = [
  { path: "/", status: 200, template: "home" },
  { path: "/about", status: 200, template: "about" },
  { path: "/consultation", status: 200, template: "consultation" },
  { path: "/consultation_result", status: 200, template: "consultation-result" },
  { path: "/service_select", status: 200, template: "service-select" },
  { path: "/service_select/refine", status: 200, template: "service-select" },
  { path: "/service_select/application", status: 200, template: "service-select" },
  { path: "/service_select/no-such-service", status: 404, template: "error-boundary" },
  { path: "/service_submit", status: 200, template: "service-submit" },
  { path: "/service_result", status: 200, template: "service-result" },
  { path: "/our_services", status: 200, template: "our-services" },
  { path: "/service", status: 200, template: "service-package" },
  { path: "/find_my_request", status: 200, template: "find-my-request" },
  { path: "/my_request/not-a-valid-link-not-a-valid-link-not-a-valid", status: 404, template: "my-request" },
  ...guideRoutes(),
  { path: "/study/xx", status: 404, template: "error-boundary" },
  { path: "/study/uk?mode=3", status: 404, template: "error-boundary" },
  { path: "/countries/all/schools", status: 200, template: "schools" },
  { path: "/countries/uk/schools?enrollments=2&hots=1,2", status: 200, template: "schools" },
  { path: "/countries/all/schools?enrollments=4&cities&hots", status: 200, template: "schools" },
  { path: "/countries/all/schools?school=zzzzzz", status: 200, template: "schools" },
  { path: "/countries/ie/schools", status: 200, template: "schools" },
  { path: "/countries/nl_ie/schools", status: 404, template: "error-boundary" },
  { path: "/countries/xx/schools", status: 404, template: "error-boundary" },
  { path: "/countries/usa/schools?deadline_within=90", status: 200, template: "schools" },
  { path: "/schools/1", status: 200, template: "school" },
  { path: "/schools/999999", status: 404, template: "error-boundary" },
  { path: "/ranking_list", status: 200, template: "ranking" },
  { path: "/ranking_list?country=ie", status: 200, template: "ranking" },
  { path: "/student_list", status: 200, template: "student-list" },
  { path: "/testimonials", status: 200, template: "testimonials" },
  { path: "/shortlist", status: 200, template: "shortlist" },
  { path: "/shortlist/reminders?token=no-such-token", status: 404, template: "shortlist-reminders" },
  { path: "/article_category/1", status: 200, template: "article-category" },
  { path: "/article_category/visa", status: 200, template: "article-category" },
  { path: "/articles/1-us-university-or-community-college", status: 200, template: "article" },
  { path: "/articles/999999", status: 404, template: "error-boundary" },
  { path: "/articles/1/preview", status: 404, template: "error-boundary" },
  { path: "/search", status: 200, template: "search" },
  { path: "/search?q=visa", status: 200, template: "search" },
  { path: "/faq/1", status: 200, template: "faq" },
  { path: "/faq/5", status: 200, template: "faq" },
  { path: "/404", status: 404, template: "not-found" },
  { path: "/500", status: 500, template: "server-error" },
  { path: "/no-such-page/anywhere", status: 404, template: "not-found" },
];
