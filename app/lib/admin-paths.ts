/**
 * Back-office paths (`/admin/…`). Kept apart from `paths.ts`, which the layout of every public
 * page loads: the browser of a visitor never needs these (docs/decisions/0006-client-chunks.md).
 */

type Query = Record<string, string | number | null | undefined>;

/** `base?query#hash`, leaving out empty query values. */
function withQuery(base: string, query: Query = {}, hash?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const qs = search.toString();
  return `${base}${qs ? `?${qs}` : ""}${hash ? `#${hash}` : ""}`;
}

export const adminPaths = {
  dashboard: () => "/admin",
  login: (query: { next?: string; signedOut?: 1 } = {}) => withQuery("/admin/login", query),
  logout: () => "/admin/logout",
  resume: (query: { next?: string } = {}) => withQuery("/admin/resume", query),
  editing: () => "/admin/editing",
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
  claims: (query: Query = {}, hash?: string) => withQuery("/admin/claims", query, hash),
  articles: (query: Query = {}) => withQuery("/admin/articles", query),
  article: (id: number | "new", query: Query = {}) => withQuery(`/admin/articles/${id}`, query),
  facts: () => "/admin/facts",
  media: () => "/admin/media",
  testimonials: (query: Query = {}, hash?: string) => withQuery("/admin/testimonials", query, hash),
  students: (query: Query = {}, hash?: string) => withQuery("/admin/students", query, hash),
  home: (query: Query = {}, hash?: string) => withQuery("/admin/home", query, hash),
};
