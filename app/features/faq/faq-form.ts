import * as z from "zod/mini";
import { formRules } from "~/lib/form";
import { locales } from "~/lib/locales";

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 20_000;

/** The FAQ entry form (back office): a known group, a question and an answer in every locale. */
export function faqEntrySchema(groupIds: readonly number[]) {
  return z.object({
    group_id: formRules.oneOf(groupIds.map(String)),
    // When the answer states regulated figures: the day they were checked and the official sources.
    checked_on: z.string().check(z.trim()),
    sources: z.string().check(z.trim()),
    ...Object.fromEntries(
      locales.flatMap((l) => [
        [`question_${l}`, formRules.text(FAQ_QUESTION_MAX)],
        [`answer_${l}`, formRules.text(FAQ_ANSWER_MAX)],
      ]),
    ),
  });
}
