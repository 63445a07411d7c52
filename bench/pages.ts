/** Pages measured by `npm run bench` (size and Lighthouse), each in the locale given. */
export const benchPages: Array<{ name: string; path: string; lighthouse: boolean }> = [
  { name: "home", path: "/?lang=tw", lighthouse: true },
  // The language-negotiating address (x-default): Lighthouse's Chromium asks for English.
  { name: "home-default", path: "/", lighthouse: true },
  { name: "home-th", path: "/?lang=th", lighthouse: true },
  { name: "guide-usa", path: "/study/usa?lang=en", lighthouse: true },
  { name: "guide-usa-th", path: "/study/usa?lang=th&mode=3", lighthouse: true },
  { name: "schools", path: "/countries/all/schools?lang=tw", lighthouse: true },
  { name: "school", path: "/schools/1?lang=vi", lighthouse: true },
  // Article addresses end in a slug that editors may change: bench/run.ts follows the redirect.
  { name: "article", path: "/articles/8?lang=en", lighthouse: true },
  // Result pages (?q=) are noindex on purpose; the search page itself is what gets indexed.
  { name: "search", path: "/search?lang=en", lighthouse: true },
  { name: "consultation", path: "/consultation?lang=vi", lighthouse: true },
  { name: "service-select", path: "/service_select?lang=th", lighthouse: true },
  // Lighthouse refuses documents with an error status; weight only.
  { name: "not-found", path: "/404?lang=en", lighthouse: false },
];

/** Pages put under load for server-rendering throughput (bench/ssr-ab.ts: rendered vs cached vs the floor). */
export const loadPages: Array<{ name: string; path: string }> = [
  { name: "home", path: "/?lang=tw" },
  { name: "article", path: "/articles/8?lang=en" },
  { name: "guide-usa", path: "/study/usa?lang=th" },
  { name: "school-list", path: "/countries/uk/schools?enrollments=2&hots=1,2&lang=en" },
];

/** The address a page path ends at (an article's current slug), so no measurement times a redirect. */
export async function finalPath(base: string, path: string): Promise<string> {
  let current = path;
  for (let hop = 0; hop < 3; hop++) {
    const response = await fetch(`${base}${current}`, { redirect: "manual" });
    await response.arrayBuffer();
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return current;
    const next = new URL(location, base);
    current = `${next.pathname}${next.search}`;
  }
  return current;
}
