import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { type CheckedFacts, factsFromColumns } from "~/features/articles/article-facts";
import { checkFactsFields, sourcesToText } from "~/features/articles/article-form";
import { sanitizeArticleHtml } from "~/features/articles/sanitize.server";
import { type FieldError, type Parsed, parseForm } from "~/lib/form";
import { type Localized, locales } from "~/lib/locales";
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, faqEntrySchema } from "./faq-form";

export { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX };

export interface FaqEntryInput {
  groupId: number;
  question: Localized;
  answer: Localized;
  /** When the answer's regulated figures were checked, and against what; null: never. */
  facts: CheckedFacts | null;
}

/**
 * Reads and checks the entry form with its schema; answers keep only the allow-listed HTML
 * (the same rules as on the public page) and must keep some text after cleaning.
 */
export function parseFaqEntryForm(
  form: FormData,
  groupIds: readonly number[],
  today = new Date(),
): Parsed<FaqEntryInput> {
  const parsed = parseForm(faqEntrySchema(groupIds), form);
  const fields = parsed.values;
  const question = {} as Localized;
  const answer = {} as Localized;
  const errors: Record<string, FieldError> = parsed.ok ? {} : { ...parsed.errors };
  for (const locale of locales) {
    const name = `answer_${locale}`;
    question[locale] = fields[`question_${locale}`] ?? "";
    answer[locale] = sanitizeArticleHtml(fields[name] ?? "").trim();
    if (!errors[name] && !answer[locale].replace(/<[^>]*>/g, "").trim()) errors[name] = { key: "admin.form.required" };
  }
  // A checked date and its sources go together: a real day not after today, each `Name | https://…`.
  const checked = checkFactsFields(fields.checked_on?.trim() ?? "", fields.sources?.trim() ?? "", today);
  if (checked.checkedOnError) errors.checked_on = { key: checked.checkedOnError };
  if (checked.sourcesError) errors.sources = { key: checked.sourcesError };
  const facts = checked.facts;
  if (!parsed.ok || Object.keys(errors).length) return { ok: false, errors, values: fields };
  return { ok: true, value: { groupId: Number(fields.group_id), question, answer, facts }, values: fields };
}

export interface AdminFaqEntry {
  id: number;
  groupId: number;
  sort: number;
  question: Localized;
  answer: Localized;
  /** the checked date as typed in the form (YYYY-MM-DD), "" when never checked */
  checkedOn: string;
  /** the sources as the form shows them, one `Name | https://…` a line */
  sources: string;
}

export interface AdminFaqGroup {
  id: number;
  title: Localized;
  entries: AdminFaqEntry[];
}

/** Every group with its entries, all locales, in public order. */
export async function listFaqForAdmin(db: Db): Promise<AdminFaqGroup[]> {
  const [groups, entries] = await Promise.all([
    db.selectFrom("faq_groups").selectAll().orderBy("sort").orderBy("id").execute(),
    db.selectFrom("faq_entries").selectAll().orderBy("group_id").orderBy("sort").orderBy("id").execute(),
  ]);
  return groups.map((g) => ({
    id: g.id,
    title: JSON.parse(g.title) as Localized,
    entries: entries
      .filter((e) => e.group_id === g.id)
      .map((e) => ({
        id: e.id,
        groupId: e.group_id,
        sort: e.sort,
        question: JSON.parse(e.question) as Localized,
        answer: JSON.parse(e.answer) as Localized,
        checkedOn: e.checked_on ?? "",
        sources: sourcesToText(factsFromColumns(e.checked_on, e.checked_sources)?.sources ?? []),
      })),
  }));
}

/** The stored columns of an entry's checked facts. */
const factsColumns = (facts: CheckedFacts | null) => ({
  checked_on: facts?.checkedOn ?? null,
  checked_sources: facts ? JSON.stringify(facts.sources) : null,
});

async function nextSort(db: Db, groupId: number): Promise<number> {
  const row = await db
    .selectFrom("faq_entries")
    .select((eb) => eb.fn.max("sort").as("max"))
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** Adds an entry at the end of its group. */
export async function createFaqEntry(db: Db, actor: Actor, input: FaqEntryInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("faq_entries")
      .values({
        group_id: input.groupId,
        sort: await nextSort(trx, input.groupId),
        question: JSON.stringify(input.question),
        answer: JSON.stringify(input.answer),
        ...factsColumns(input.facts),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, "faq.create", "faq_entry", row.id, {
      group: input.groupId,
      question: input.question.en,
    });
    return row.id;
  });
}

/** Saves an entry; moving it to another group puts it at that group's end. False when missing. */
export async function updateFaqEntry(db: Db, actor: Actor, id: number, input: FaqEntryInput): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("faq_entries").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    const sort = current.group_id === input.groupId ? current.sort : await nextSort(trx, input.groupId);
    await trx
      .updateTable("faq_entries")
      .set({
        group_id: input.groupId,
        sort,
        question: JSON.stringify(input.question),
        answer: JSON.stringify(input.answer),
        ...factsColumns(input.facts),
      })
      .where("id", "=", id)
      .execute();
    const before = { question: JSON.parse(current.question), answer: JSON.parse(current.answer) } as {
      question: Localized;
      answer: Localized;
    };
    const changed = [
      ...(current.group_id !== input.groupId ? ["group"] : []),
      ...locales.filter((l) => before.question[l] !== input.question[l]).map((l) => `question_${l}`),
      ...locales.filter((l) => before.answer[l] !== input.answer[l]).map((l) => `answer_${l}`),
      ...(current.checked_on !== factsColumns(input.facts).checked_on ||
      current.checked_sources !== factsColumns(input.facts).checked_sources
        ? ["checked"]
        : []),
    ];
    await recordAudit(trx, actor, "faq.update", "faq_entry", id, { changed });
    return true;
  });
}

export async function deleteFaqEntry(db: Db, actor: Actor, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("faq_entries").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    await trx.deleteFrom("faq_entries").where("id", "=", id).execute();
    await recordAudit(trx, actor, "faq.delete", "faq_entry", id, {
      group: current.group_id,
      question: (JSON.parse(current.question) as Localized).en,
    });
    return true;
  });
}

/**
 * Moves an entry one place up or down within its group: the group is renumbered 1..n in
 * its current order with the two neighbours swapped, so equal or sparse sort values can't stick.
 * Returns false when the entry is missing; true (and no change) at either end.
 */
export async function moveFaqEntry(db: Db, actor: Actor, id: number, direction: "up" | "down"): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("faq_entries").select("group_id").where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    const siblings = await trx
      .selectFrom("faq_entries")
      .select(["id", "sort"])
      .where("group_id", "=", current.group_id)
      .orderBy("sort")
      .orderBy("id")
      .execute();
    const order = siblings.map((s) => s.id);
    const at = order.indexOf(id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return true;
    [order[at], order[to]] = [order[to] as number, order[at] as number];
    for (const [index, entryId] of order.entries()) {
      const sort = index + 1;
      if (siblings.find((s) => s.id === entryId)?.sort !== sort) {
        await trx.updateTable("faq_entries").set({ sort }).where("id", "=", entryId).execute();
      }
    }
    await recordAudit(trx, actor, "faq.move", "faq_entry", id, { direction, position: to + 1 });
    return true;
  });
}
