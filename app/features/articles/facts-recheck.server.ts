import type { Db } from "~/.server/db/database";
import { staleFaqFacts } from "~/features/faq/faq.server";
import { staleGuideFacts } from "~/features/guides/guides.server";
import { staleSchoolFacts } from "~/features/schools/schools.server";
import type { Locale } from "~/lib/locales";
import type { GuideCountry } from "~/lib/paths";
import type { FactSource } from "./article-facts";
import { staleArticleFacts } from "./articles.server";

/** One text whose regulated figures were last checked too long ago. */
export type FactToRecheck =
  | { kind: "article"; articleId: number; locale: Locale; title: string; checkedOn: string; sources: FactSource[] }
  | { kind: "guide"; guide: GuideCountry; locale: Locale; block: string; checkedOn: string; sources: FactSource[] }
  | { kind: "faq"; entryId: number; question: string; checkedOn: string; sources: FactSource[] }
  | { kind: "school"; schoolId: number; name: string; checkedOn: string; sources: FactSource[] };

/**
 * The back office's "facts to re-check": every article translation, guide block, FAQ entry and
 * school (tuition, English minimums) whose regulated figures were last checked more than
 * `months` months before `today`, oldest first.
 */
export async function factsToRecheck(db: Db, today: Date, months = 6): Promise<FactToRecheck[]> {
  const [articles, faq, schools] = await Promise.all([
    staleArticleFacts(db, today, months),
    staleFaqFacts(db, today, months),
    staleSchoolFacts(db, today, months),
  ]);
  const rows: FactToRecheck[] = [
    ...articles.map((a) => ({ kind: "article" as const, ...a })),
    ...staleGuideFacts(today, months).map((g) => ({ kind: "guide" as const, ...g })),
    ...faq.map((f) => ({ kind: "faq" as const, ...f })),
    ...schools.map((s) => ({ kind: "school" as const, ...s })),
  ];
  return rows.sort((a, b) => a.checkedOn.localeCompare(b.checkedOn));
}
