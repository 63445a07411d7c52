/**
 * The school list's filter form, as a clean, shareable URL: the country goes into the path, empty
 * fields and the default sort are left out, majors are one comma-separated `hots` (spec § 2),
 * and React Router's internal `_routes` never leaks into it. The page's loader (without
 * JavaScript: the form posts `?country=…`) and the form's script (with it) share this.
 */
export function schoolFilterUrl(fields: URLSearchParams): string {
  const chosen = fields.get("country") ?? "all";
  const country = /^[a-z]{2,3}$/.test(chosen) ? chosen : "all";
  const query: string[] = [];
  const add = (name: string, value: string) => query.push(`${name}=${encodeURIComponent(value)}`);
  const enrollments = fields.get("enrollments")?.trim();
  if (enrollments) add("enrollments", enrollments);
  const hots = fields
    .getAll("hots")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (hots.length) query.push(`hots=${[...new Set(hots)].map(encodeURIComponent).join(",")}`);
  const school = fields.get("school")?.trim();
  if (school) add("school", school);
  if (fields.get("no_exam") === "1") add("no_exam", "1");
  const deadlineWithin = fields.get("deadline_within")?.trim();
  if (deadlineWithin) add("deadline_within", deadlineWithin);
  const sort = fields.get("sort");
  if (sort && sort !== "rank") add("sort", sort);
  const lang = fields.get("lang");
  if (lang) add("lang", lang);
  return `/countries/${country}/schools${query.length ? `?${query.join("&")}` : ""}`;
}
