/** Every internal path is built here, so a route rename is a one-line change. */

/** URL code of a destination country (Ireland is `ie` since decision 0020; it was filed under nl). */
export type CountryCode = "usa" | "uk" | "au" | "ca" | "nl" | "ie";

/** A country with a guide: the published ones are listed in `guides.server.ts`. */
export type GuideCountry = "usa" | "uk" | "ca" | "au" | "nl" | "ie";

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
