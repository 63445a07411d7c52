import { z } from "zod";
import type { CountryCode } from "~/features/reference/reference-data";
import type { SchoolFilters, SchoolSort } from "./schools.server";

export { countryCodes, isCountryCode } from "./country-codes";

const positiveInt = z.coerce.number().int().positive().max(1_000_000);
// Built once: the school list reads its query on every render.
const schemas = {
  colleges: z.array(positiveInt).max(40),
  name: z.string().max(100),
  cities: z.array(z.string().max(80)).max(20),
  page: positiveInt.max(10_000),
  sort: z.enum(["rank", "name", "tuition"]),
};

/** `hots` arrives as `1,2,3` (spec) or as repeated checkboxes `hots=1&hots=2` (our form). */
function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

export class InvalidQueryError extends Error {
  readonly parameter: string;
  constructor(parameter: string) {
    super(`invalid ${parameter}`);
    this.parameter = parameter;
  }
}

/** The school list's query parameters (spec § 2): enrollments, hots, school, cities, plus page and sort. */
export function parseSchoolQuery(params: URLSearchParams, country: CountryCode | "all"): SchoolFilters {
  const read = <T>(name: string, schema: z.ZodType<T>, value: unknown): T => {
    const result = schema.safeParse(value);
    if (!result.success) throw new InvalidQueryError(name);
    return result.data;
  };
  const enrollmentsRaw = params.get("enrollments");
  const enrollment = enrollmentsRaw ? read("enrollments", positiveInt, enrollmentsRaw) : undefined;
  const colleges = read("hots", schemas.colleges, listParam(params, "hots"));
  const name = read("school", schemas.name, params.get("school") ?? "");
  const cities = read("cities", schemas.cities, listParam(params, "cities"));
  const page = read("page", schemas.page, params.get("page") ?? "1");
  const sort: SchoolSort = read("sort", schemas.sort, params.get("sort") ?? "rank");
  const noExam = params.get("no_exam") === "1";
  return { country, enrollment, colleges, name: name.trim() || undefined, cities, page, sort, noExam };
}
