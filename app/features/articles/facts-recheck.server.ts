import type { Db } from "~/.server/db/database";
import { staleGuideFacts } from "~/features/guides/guides.server";
import type { Locale } from "~/lib/locales";
import type { GuideCountry } from "~/lib/paths";
import type { FactSource } from "./article-facts";
import { staleArticleFacts } from "./articles.server";

/** One text whose regulated figures were last checked too long ago. */
export type FactToRecheck =
  | { kind: "article"; articleId: number; locale: Locale; title: string; checkedOn: string; sources: FactSource[] }
  | { kind: "guide"; guide: GuideCountry; locale: Locale; block: string; checkedOn: string; sources: FactSource[] };

/**
 * The back office's "facts to re-check": every article translation and guide block whose
 * regulated figures (visa funds, fees, deadlines, test scores) were last checked more than
 * `months` months before `today`, oldest first.
 */
export async function factsToRecheck(db: Db, today: Date, months = 6): Promise<FactToRecheck[]> {
  const articles = await staleArticleFacts(db, today, months);
  const rows: FactToRecheck[] = [
    ...articles.map((a) => ({ kind: "article" as const, ...a })),
    ...staleGuideFacts(today, months).map((g) => ({ kind: "guide" as const, ...g })),
  ];
  return rows.sort((a, b) => a.checkedOn.localeCompare(b.checkedOn));
}
