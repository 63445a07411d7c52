// Kept apart from `paths.ts` (which the layout of every page loads): only the forms and the
// search popup call the API from the browser (docs/decisions/0006-client-chunks.md).

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
