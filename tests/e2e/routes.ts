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
  { path: "/study/usa", status: 200, template: "guide" },
  { path: "/study/usa?mode=2", status: 200, template: "guide" },
  { path: "/study/usa?mode=3", status: 200, template: "guide" },
  { path: "/study/uk", status: 200, template: "guide" },
  { path: "/study/uk?mode=2", status: 200, template: "guide" },
  { path: "/study/ca", status: 200, template: "guide" },
  { path: "/study/ca?mode=2", status: 200, template: "guide" },
  { path: "/study/au", status: 404, template: "error-boundary" },
  { path: "/study/uk?mode=3", status: 404, template: "error-boundary" },
  { path: "/countries/all/schools", status: 200, template: "schools" },
  { path: "/countries/uk/schools?enrollments=2&hots=1,2", status: 200, template: "schools" },
  { path: "/countries/all/schools?enrollments=4&cities&hots", status: 200, template: "schools" },
  { path: "/countries/all/schools?school=zzzzzz", status: 200, template: "schools" },
  { path: "/countries/xx/schools", status: 404, template: "error-boundary" },
  { path: "/countries/usa/schools?deadline_within=90", status: 200, template: "schools" },
  { path: "/schools/1", status: 200, template: "school" },
  { path: "/schools/999999", status: 404, template: "error-boundary" },
  { path: "/ranking_list", status: 200, template: "ranking" },
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
