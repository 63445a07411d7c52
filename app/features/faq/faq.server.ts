import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { serverTranslator } from "~/.server/messages";
import { type CheckedFacts, type FactSource, factsFromColumns, recheckCutoff } from "~/features/articles/article-facts";
import { sanitizeArticleHtml } from "~/features/articles/sanitize.server";
import { claimValues } from "~/features/claims/claims.server";
import { listOffices } from "~/features/reference/reference.server";
import { marketChatChannels } from "~/lib/contact-channels";
import { intlLocale, type Locale, type Localized } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import faq from "./seed/faq.json";

interface FaqSeedGroup {
  id: number;
  title: Localized;
  questions: Array<{ q: Localized; a: Localized; checked?: { on: string; sources: FactSource[] } }>;
}

/** The seed groups (FORMAT.md): entries that state regulated figures carry `checked`. */
export const faqSeed = faq as FaqSeedGroup[];

export interface FaqGroup {
  id: number;
  title: string;
  questions: Array<{ question: string; answer: string; facts?: CheckedFacts }>;
}

/** The same texts in every locale (stored JSON compared as values, not as strings). */
function sameLocalized(stored: string, seed: Localized): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return false;
  }
  if (typeof parsed !== "object" || parsed === null) return false;
  const value = parsed as Record<string, unknown>;
  const keys = Object.keys(seed) as Array<keyof Localized>;
  return Object.keys(value).length === keys.length && keys.every((k) => value[k] === seed[k]);
}

/**
 * The FAQ lives in the database so staff can edit it; the JSON file seeds it once per
 * database (a restart never brings back an entry staff deleted).
 *
 * - "faq-v1": the first start stores every group and question.
 * - "faq-v2": a database seeded before takes the seed's current answers (the cn payment
 *   statement, the th offices…) for the entries no staff member ever changed (no audit line
 *   for the entry), found by their question. An entry staff created, edited or moved keeps
 *   its text; nothing deleted comes back.
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
            ...checkedColumns(q.checked),
          })),
        )
        .execute();
    }
  });
  await seedOnce(db, "faq-v2", (trx) => takeSeedAnswers(trx));
  // "faq-v3": the checked date and sources of the answers that state regulated figures.
  await seedOnce(db, "faq-v3", (trx) => takeSeedAnswers(trx));
  // The offices, contact channels and key figures became placeholders ({offices}, {channels},
  // {figure:<key>}) filled from the data (decision 0019): unedited answers take them.
  await seedOnce(db, "faq-offices-v1", (trx) => takeSeedAnswers(trx));
  // The order answer names every format an order accepts (issue 30: .odt, .rtf, .txt, PDF, pasted text).
  await seedOnce(db, "faq-formats-v1", (trx) => takeSeedAnswers(trx));
}

/**
 * The seed's current answers for the entries no staff member ever changed (no audit line for the
 * entry), found by their question. An entry staff created, edited or moved keeps its text;
 * nothing deleted comes back.
 */
async function takeSeedAnswers(trx: Db): Promise<void> {
  const edited = new Set(
    (await trx.selectFrom("audit_log").select("entity_id").where("entity", "=", "faq_entry").execute()).map((r) =>
      Number(r.entity_id),
    ),
  );
  const entries = await trx
    .selectFrom("faq_entries")
    .select(["id", "group_id", "question", "answer", "checked_on", "checked_sources"])
    .execute();
  for (const group of faq as FaqSeedGroup[]) {
    for (const seed of group.questions) {
      const entry = entries.find(
        (e) => e.group_id === group.id && !edited.has(e.id) && sameLocalized(e.question, seed.q),
      );
      if (!entry) continue;
      const checked = checkedColumns(seed.checked);
      const same =
        sameLocalized(entry.answer, seed.a) &&
        entry.checked_on === checked.checked_on &&
        entry.checked_sources === checked.checked_sources;
      if (same) continue;
      await trx
        .updateTable("faq_entries")
        .set({ answer: JSON.stringify(seed.a), ...checked })
        .where("id", "=", entry.id)
        .execute();
    }
  }
}

/** The stored columns of a seed entry's checked facts. */
function checkedColumns(checked: { on: string; sources: FactSource[] } | undefined) {
  return { checked_on: checked?.on ?? null, checked_sources: checked ? JSON.stringify(checked.sources) : null };
}

/** One FAQ entry whose figures were last checked too long ago (back office, /admin/facts). */
export interface StaleFaqFact extends CheckedFacts {
  entryId: number;
  /** the question in English (the back office's reference language for the entry) */
  question: string;
}

/** FAQ entries checked more than `months` months before `today`, oldest first. */
export async function staleFaqFacts(db: Db, today: Date, months = 6): Promise<StaleFaqFact[]> {
  const rows = await db
    .selectFrom("faq_entries")
    .select(["id", "question", "checked_on", "checked_sources"])
    .where("checked_on", "is not", null)
    .where("checked_on", "<", recheckCutoff(today, months))
    .orderBy("checked_on")
    .orderBy("id")
    .execute();
  return rows.flatMap((r) => {
    const facts = factsFromColumns(r.checked_on, r.checked_sources);
    return facts ? [{ entryId: r.id, question: pickLocalized(r.question, "en"), ...facts }] : [];
  });
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * What an answer may quote instead of typing it (decision 0019): `{offices}` the offices this
 * language shows (footer, About), `{channels}` phone, e-mail and the market's chat apps, and
 * `{figure:<key>}` a key figure as staff set it. A hand-written list would drift from the data.
 */
export async function faqPlaceholders(db: Db, locale: Locale): Promise<Record<string, string>> {
  const [offices, figures] = await Promise.all([listOffices(db, locale), claimValues(db, locale)]);
  const { t } = serverTranslator(locale);
  const tag = intlLocale[locale];
  const channels = [
    t("faq.channel.phone"),
    t("faq.channel.email"),
    ...marketChatChannels[locale].map((c) => t(`consultation.contact.${c}`)),
  ];
  return {
    offices: new Intl.ListFormat(tag, { type: "conjunction" }).format(offices.map((o) => o.name)),
    channels: new Intl.ListFormat(tag, { type: "disjunction" }).format(channels),
    ...Object.fromEntries(Object.entries(figures.values).map(([key, value]) => [`figure:${key}`, value])),
  };
}

/** Fills the placeholders of one answer; an unknown one stays as written. */
export function fillFaqAnswer(html: string, values: Record<string, string>): string {
  return html.replace(/\{(offices|channels|figure:[a-z0-9-]+)\}/g, (token, name: string) =>
    values[name] === undefined ? token : escapeHtml(values[name]),
  );
}

/** FAQ groups in one language, read from the database on each call; answers are sanitized HTML. */
export async function listFaq(db: Db, locale: Locale): Promise<FaqGroup[]> {
  const [groups, entries, values] = await Promise.all([
    db.selectFrom("faq_groups").selectAll().orderBy("sort").orderBy("id").execute(),
    db
      .selectFrom("faq_entries")
      .select(["group_id", "question", "answer", "checked_on", "checked_sources"])
      .orderBy("group_id")
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    faqPlaceholders(db, locale),
  ]);
  const byGroup = new Map<number, FaqGroup["questions"]>();
  for (const e of entries) {
    const list = byGroup.get(e.group_id) ?? [];
    const facts = factsFromColumns(e.checked_on, e.checked_sources);
    list.push({
      question: pickLocalized(e.question, locale),
      answer: sanitizeArticleHtml(fillFaqAnswer(pickLocalized(e.answer, locale), values)),
      ...(facts ? { facts } : {}),
    });
    byGroup.set(e.group_id, list);
  }
  return groups.map((g) => ({ id: g.id, title: pickLocalized(g.title, locale), questions: byGroup.get(g.id) ?? [] }));
}
