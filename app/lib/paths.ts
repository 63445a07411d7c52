/** Every internal path is built here, so a route rename is a one-line change. */

/** URL code of a destination country (nl covers the Netherlands and Ireland). */
export type CountryCode = "usa" | "uk" | "au" | "ca" | "nl";

export type GuideCountry = "usa" | "uk" | "ca";

export interface SchoolListQuery {
  enrollments?: number | string;
  hots?: number[];
  school?: string;
  cities?: string;
  page?: number;
}

export const paths = {
  home: () => "/",
  about: () => "/about",
  consultation: () => "/consultation",
  consultationResult: () => "/consultation_result",
  ourServices: () => "/our_services",
  servicePackage: () => "/service",
  serviceSelect: (name?: string) => (name ? `/service_select/${encodeURIComponent(name)}` : "/service_select"),
  serviceSubmit: () => "/service_submit",
  serviceResult: () => "/service_result",
  /** The student's page of one order or booking, opened by the token in its link. */
  myRequest: (token: string) => `/my_request/${encodeURIComponent(token)}`,
  myRequestFile: (token: string, fileId: string) =>
    `/my_request/${encodeURIComponent(token)}/files/${encodeURIComponent(fileId)}`,
  findMyRequest: () => "/find_my_request",
  ranking: () => "/ranking_list",
  articleSearch: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : "/search"),
  studentList: () => "/student_list",
  testimonials: () => "/testimonials",
  faq: (name: string | number = 1) => `/faq/${name}`,
  school: (id: number) => `/schools/${id}`,
  guide: (code: GuideCountry) => `/study/${code}`,
  category: (id: number | string) => `/article_category/${id}`,
  article: (id: number, slug?: string) => (slug ? `/articles/${id}-${slug}` : `/articles/${id}`),
  tag: (keyword: string) => `/tags/${encodeURIComponent(keyword)}`,
  notFound: () => "/404",
  serverError: () => "/500",
  schools(code: CountryCode | "all", query: SchoolListQuery = {}): string {
    const parts: string[] = [];
    if (query.enrollments !== undefined) parts.push(`enrollments=${encodeURIComponent(String(query.enrollments))}`);
    if (query.cities !== undefined) parts.push(query.cities ? `cities=${encodeURIComponent(query.cities)}` : "cities");
    if (query.hots !== undefined) parts.push(query.hots.length ? `hots=${query.hots.join(",")}` : "hots");
    if (query.school) parts.push(`school=${encodeURIComponent(query.school)}`);
    if (query.page && query.page > 1) parts.push(`page=${query.page}`);
    return `/countries/${code}/schools${parts.length ? `?${parts.join("&")}` : ""}`;
  },
  /** The home page's read-more and the footer's conditional-admission link (spec § 2). */
  conditionalAdmission: () => "/countries/all/schools?enrollments=4&cities&hots",
};

type Query = Record<string, string | number | null | undefined>;

/** `base?query#hash`, leaving out empty query values. */
function withQuery(base: string, query: Query = {}, hash?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const qs = search.toString();
  return `${base}${qs ? `?${qs}` : ""}${hash ? `#${hash}` : ""}`;
}

/** Back-office paths (`/admin/…`). */
export const adminPaths = {
  dashboard: () => "/admin",
  login: (query: { next?: string; signedOut?: 1 } = {}) => withQuery("/admin/login", query),
  logout: () => "/admin/logout",
  account: () => "/admin/account",
  staff: () => "/admin/staff",
  audit: (query: Query = {}) => withQuery("/admin/audit", query),
  leads: (query: Query = {}) => withQuery("/admin/leads", query),
  leadsExport: (search: string) => `/admin/leads/export${search ? `?${search}` : ""}`,
  booking: (id: number) => `/admin/bookings/${id}`,
  order: (id: number) => `/admin/orders/${id}`,
  upload: (id: string) => `/admin/uploads/${encodeURIComponent(id)}`,
  requestFile: (id: string) => `/admin/request-files/${encodeURIComponent(id)}`,
  attention: () => "/admin/attention",
  outbox: (query: Query = {}) => withQuery("/admin/outbox", query),
  rankings: () => "/admin/rankings",
  deadlines: (query: Query = {}, hash?: string) => withQuery("/admin/deadlines", query, hash),
  schools: (query: Query = {}) => withQuery("/admin/schools", query),
  school: (id: number, query: Query = {}) => withQuery(`/admin/schools/${id}`, query),
  prices: (query: Query = {}) => withQuery("/admin/prices", query),
  faq: (query: Query = {}, hash?: string) => withQuery("/admin/faq", query, hash),
  articles: (query: Query = {}) => withQuery("/admin/articles", query),
  article: (id: number | "new", query: Query = {}) => withQuery(`/admin/articles/${id}`, query),
  facts: () => "/admin/facts",
  media: () => "/admin/media",
  testimonials: (query: Query = {}, hash?: string) => withQuery("/admin/testimonials", query, hash),
  students: (query: Query = {}, hash?: string) => withQuery("/admin/students", query, hash),
  home: (query: Query = {}, hash?: string) => withQuery("/admin/home", query, hash),
};

/** JSON API paths (`/api/…`; the public ones keep the spec's names). */
export const apiPaths = {
  captchaImage: () => "/api/upschools/verify-image",
  booking: () => "/api/Home/add_inq",
  order: () => "/api/Home/add_inq_server",
  priceFile: () => "/api/upschools/tmpFile",
  uploadFile: () => "/api/Home/upload_file",
  priceRefine: () => "/api/Home/get_price_refine",
  discountsRefine: () => "/api/Home/get_discounts_price_refine",
  priceApply: () => "/api/Home/get_price_apply",
  countries: () => "/api/Home/countries",
  schoolColleges: () => "/api/Home/school_colleges",
  enrollments: () => "/api/Home/enrollments",
  admin: (path: string) => `/api/admin/${path.replace(/^\//, "")}`,
};
