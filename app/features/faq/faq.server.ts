import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { sanitizeArticleHtml } from "~/features/articles/sanitize.server";
import type { Locale, Localized } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import faq from "./seed/faq.json";

interface FaqSeedGroup {
  id: number;
  title: Localized;
  questions: Array<{ q: Localized; a: Localized }>;
}

export interface FaqGroup {
  id: number;
  title: string;
  questions: Array<{ question: string; answer: string }>;
}

/**
 * The FAQ lives in the database so staff can edit it; the JSON file seeds it once per
 * database (a restart never brings back an entry staff deleted).
 */
export async function seedFaq(db: Db): Promise<void> {
  await seedOnce(db, "faq-v1", async (trx) => {
    for (const [index, group] of (faq as FaqSeedGroup[]).entries()) {
      await trx
        .insertInto("faq_groups")
        .values({ id: group.id, sort: index + 1, title: JSON.stringify(group.title) })
        .execute();
      if (group.questions.length === 0) continue;
      await trx
        .insertInto("faq_entries")
        .values(
          group.questions.map((q, i) => ({
            group_id: group.id,
            sort: i + 1,
            question: JSON.stringify(q.q),
            answer: JSON.stringify(q.a),
          })),
        )
        .execute();
    }
  });
}

/** FAQ groups in one language, read from the database on each call; answers are sanitized HTML. */
export async function listFaq(db: Db, locale: Locale): Promise<FaqGroup[]> {
  const [groups, entries] = await Promise.all([
    db.selectFrom("faq_groups").selectAll().orderBy("sort").orderBy("id").execute(),
    db
      .selectFrom("faq_entries")
      .select(["group_id", "question", "answer"])
      .orderBy("group_id")
      .orderBy("sort")
      .orderBy("id")
      .execute(),
  ]);
  const byGroup = new Map<number, FaqGroup["questions"]>();
  for (const e of entries) {
    const list = byGroup.get(e.group_id) ?? [];
    list.push({
      question: pickLocalized(e.question, locale),
      answer: sanitizeArticleHtml(pickLocalized(e.answer, locale)),
    });
    byGroup.set(e.group_id, list);
  }
  return groups.map((g) => ({ id: g.id, title: pickLocalized(g.title, locale), questions: byGroup.get(g.id) ?? [] }));
}
