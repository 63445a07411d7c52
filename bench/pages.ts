/** Pages measured by `npm run bench` (size and Lighthouse), each in the locale given. */
export const benchPages: Array<{ name: string; path: string; lighthouse: boolean }> = [
  { name: "home", path: "/?lang=tw", lighthouse: true },
  { name: "home-th", path: "/?lang=th", lighthouse: true },
  // Lighthouse refuses documents with an error status; weight only.
  { name: "not-found", path: "/404?lang=en", lighthouse: false },
];

/** Pages put under load for server-rendering throughput. */
export const loadPages: Array<{ name: string; path: string }> = [{ name: "home", path: "/?lang=tw" }];
