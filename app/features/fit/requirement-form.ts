import * as z from "zod/mini";
import { checkedOnRule } from "~/features/deadlines/deadline-form";
import { type FieldError, formRules } from "~/lib/form";
import { testRanges } from "./grades";

export const REQUIREMENT_URL_MAX = 500;

/** The numbers a requirement row may state, with their ranges. */
export const requirementNumbers = {
  min_gpa: { min: 0, max: 4, step: 0.01 },
  sat: testRanges.sat,
  gre: testRanges.gre,
  gmat: testRanges.gmat,
  gaokao_pct: { min: 1, max: 100, step: 0.1 },
} as const;

const number = (name: keyof typeof requirementNumbers) =>
  formRules.optionalNumber(
    requirementNumbers[name].min,
    requirementNumbers[name].max,
    "admin.requirements.error.range",
  );

/**
 * A requirement row (back office, client-safe): a school, bachelor's (1) or master's (2), the
 * numbers in range, the school's page and the day it was checked. "At least one number" is
 * `requirementNumbersMissing`; one row per school and level is the server's check.
 */
export function requirementSchema(today: string) {
  return z.object({
    school_id: formRules.id(),
    enrollment_id: z.pipe(
      formRules.oneOf(["1", "2"] as const),
      z.transform((v) => (v === "2" ? 2 : 1) as 1 | 2),
    ),
    min_gpa: number("min_gpa"),
    sat: number("sat"),
    gre: number("gre"),
    gmat: number("gmat"),
    gaokao_pct: number("gaokao_pct"),
    source_url: formRules.httpsUrl(REQUIREMENT_URL_MAX, "admin.deadlines.error.url", "admin.deadlines.error.url"),
    checked_on: checkedOnRule(today),
  });
}

/** A row must state at least one number: the error (on `min_gpa`) when every number field is empty. */
export function requirementNumbersMissing(values: Record<string, string>): FieldError | undefined {
  const empty = Object.keys(requirementNumbers).every((name) => !(values[name] ?? "").trim());
  return empty ? { key: "admin.requirements.error.empty" } : undefined;
}
