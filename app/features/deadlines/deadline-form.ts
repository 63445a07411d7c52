import * as z from "zod/mini";
import { formRules } from "~/lib/form";
import { DEADLINE_LABEL_MAX, DEADLINE_URL_MAX, deadlineKinds, intakeTerms, isIsoDate } from "./deadline-kinds";

/** A real calendar day as YYYY-MM-DD, else "admin.deadlines.error.date". */
export const isoDateRule = () => z.string().check(z.trim(), z.refine(isIsoDate, "admin.deadlines.error.date"));

/** The day someone checked a figure at its source: a real day, not after `today` (YYYY-MM-DD). */
export const checkedOnRule = (today: string) =>
  z.string().check(
    z.trim(),
    z.refine(isIsoDate, "admin.deadlines.error.date"),
    z.refine((v) => !isIsoDate(v) || v <= today, "admin.deadlines.error.future"),
  );

/**
 * The deadline form (back office, client-safe): every date needs the page it comes from (an https
 * link) and the day someone checked it there, not in the future. That the school and the
 * enrollment type exist is the server's check.
 */
export function deadlineSchema(today: string) {
  return z.object({
    school_id: formRules.id(),
    enrollment_id: formRules.id(),
    intake_year: formRules.int(2000, 2100, "admin.deadlines.error.year"),
    intake_term: formRules.oneOf(intakeTerms),
    kind: formRules.oneOf(deadlineKinds),
    date: isoDateRule(),
    label: formRules.text(DEADLINE_LABEL_MAX, true),
    label_tw: formRules.text(DEADLINE_LABEL_MAX, true),
    label_cn: formRules.text(DEADLINE_LABEL_MAX, true),
    label_vi: formRules.text(DEADLINE_LABEL_MAX, true),
    label_th: formRules.text(DEADLINE_LABEL_MAX, true),
    source_url: formRules.httpsUrl(DEADLINE_URL_MAX, "admin.deadlines.error.url"),
    checked_on: checkedOnRule(today),
  });
}
