import * as z from "zod/mini";
import { checkedOnRule } from "~/features/deadlines/deadline-form";
import { type FieldError, formRules } from "~/lib/form";
import { testRanges } from "./grades";

export const ADMIT_RATE_URL_MAX = 500;
export const ADMIT_RATE_YEAR_MAX = 40;
export const admitRateApplicants = ["all", "international"] as const;
export type AdmitRateApplicants = (typeof admitRateApplicants)[number];

const sat = () => formRules.optionalNumber(testRanges.sat.min, testRanges.sat.max, "admin.requirements.error.range");

/**
 * A published admission rate (back office, client-safe): a school, bachelor's (1) or master's (2),
 * the percent admitted (above 0, at most 100), whose rate it is, the year as the source names it,
 * optionally the admitted middle 50% of SAT totals, the source and the day it was checked. Both SAT
 * ends or neither is `admitRateSatMismatch`; one row per school and level is the server's check.
 */
export function admitRateSchema(today: string) {
  return z.object({
    school_id: formRules.id(),
    enrollment_id: z.pipe(
      formRules.oneOf(["1", "2"] as const),
      z.transform((v) => (v === "2" ? 2 : 1) as 1 | 2),
    ),
    rate: z
      .pipe(
        z.string().check(z.trim(), z.minLength(1, "admin.admitRates.error.rate")),
        z.transform((v) => Number(v.replace(",", "."))),
      )
      .check(z.refine((n) => Number.isFinite(n) && n > 0 && n <= 100, "admin.admitRates.error.rate")),
    applicants: formRules.oneOf(admitRateApplicants),
    year: formRules.text(ADMIT_RATE_YEAR_MAX),
    sat_25: sat(),
    sat_75: sat(),
    source_url: formRules.httpsUrl(ADMIT_RATE_URL_MAX, "admin.deadlines.error.url", "admin.deadlines.error.url"),
    checked_on: checkedOnRule(today),
  });
}

/** The middle 50% needs both ends, the lower one first: the error (on `sat_75`), else undefined. */
export function admitRateSatMismatch(values: Record<string, string>): FieldError | undefined {
  const low = (values.sat_25 ?? "").trim();
  const high = (values.sat_75 ?? "").trim();
  if (!low && !high) return undefined;
  if (!low || !high || Number(low) > Number(high)) return { key: "admin.admitRates.error.middle" };
  return undefined;
}
