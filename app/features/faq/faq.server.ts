import { sanitizeArticleHtml } from "~/features/articles/sanitize.server";
import type { Locale, Localized } from "~/lib/locales";
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

const groups = faq as FaqSeedGroup[];
const cache = new Map<Locale, FaqGroup[]>();

/** FAQ groups in one language; answers are sanitized HTML. */
export function listFaq(locale: Locale): FaqGroup[] {
  let list = cache.get(locale);
  if (!list) {
    list = groups.map((g) => ({
      id: g.id,
      title: g.title[locale],
      questions: g.questions.map((q) => ({ question: q.q[locale], answer: sanitizeArticleHtml(q.a[locale]) })),
    }));
    cache.set(locale, list);
  }
  return list;
}
