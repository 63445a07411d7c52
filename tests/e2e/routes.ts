/**
 * Every route of product-spec § 2 that exists so far, with the status it must answer.
 * Each feature adds its routes here; the crawl checks them in every locale.
 */
export interface CrawlRoute {
  path: string;
  status: number;
}

export const crawlRoutes: CrawlRoute[] = [
  { path: "/", status: 200 },
  { path: "/about", status: 200 },
  { path: "/consultation", status: 200 },
  { path: "/consultation_result", status: 200 },
  { path: "/service_select", status: 200 },
  { path: "/service_select/refine", status: 200 },
  { path: "/service_select/application", status: 200 },
  { path: "/service_select/no-such-service", status: 404 },
  { path: "/service_submit", status: 200 },
  { path: "/service_result", status: 200 },
  { path: "/our_services", status: 200 },
  { path: "/service", status: 200 },
  { path: "/find_my_request", status: 200 },
  { path: "/my_request/not-a-valid-link-not-a-valid-link-not-a-valid", status: 404 },
  { path: "/study/usa", status: 200 },
  { path: "/study/usa?mode=2", status: 200 },
  { path: "/study/usa?mode=3", status: 200 },
  { path: "/study/uk", status: 200 },
  { path: "/study/uk?mode=2", status: 200 },
  { path: "/study/ca", status: 200 },
  { path: "/study/ca?mode=2", status: 200 },
  { path: "/study/au", status: 404 },
  { path: "/study/uk?mode=3", status: 404 },
  { path: "/countries/all/schools", status: 200 },
  { path: "/countries/uk/schools?enrollments=2&hots=1,2", status: 200 },
  { path: "/countries/all/schools?enrollments=4&cities&hots", status: 200 },
  { path: "/countries/all/schools?school=zzzzzz", status: 200 },
  { path: "/countries/xx/schools", status: 404 },
  { path: "/countries/usa/schools?deadline_within=90", status: 200 },
  { path: "/schools/1", status: 200 },
  { path: "/schools/999999", status: 404 },
  { path: "/ranking_list", status: 200 },
  { path: "/student_list", status: 200 },
  { path: "/testimonials", status: 200 },
  { path: "/shortlist", status: 200 },
  { path: "/shortlist/reminders?token=no-such-token", status: 404 },
  { path: "/article_category/1", status: 200 },
  { path: "/article_category/visa", status: 200 },
  { path: "/articles/1-us-university-or-community-college", status: 200 },
  { path: "/articles/999999", status: 404 },
  { path: "/articles/1/preview", status: 404 },
  { path: "/search", status: 200 },
  { path: "/search?q=visa", status: 200 },
  { path: "/faq/1", status: 200 },
  { path: "/faq/5", status: 200 },
  { path: "/404", status: 404 },
  { path: "/500", status: 500 },
  { path: "/no-such-page/anywhere", status: 404 },
];
