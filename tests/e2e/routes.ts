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
  { path: "/study/usa", status: 200 },
  { path: "/study/usa?mode=2", status: 200 },
  { path: "/study/usa?mode=3", status: 200 },
  { path: "/study/uk", status: 200 },
  { path: "/study/uk?mode=2", status: 200 },
  { path: "/study/ca", status: 200 },
  { path: "/study/ca?mode=2", status: 200 },
  { path: "/study/au", status: 404 },
  { path: "/study/uk?mode=3", status: 404 },
  { path: "/404", status: 404 },
  { path: "/500", status: 500 },
  { path: "/no-such-page/anywhere", status: 404 },
];
