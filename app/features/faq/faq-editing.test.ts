import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import faqSeed from "~/features/faq/seed/faq.json";
import { locales } from "~/lib/locales";
import { listFaq, seedFaq } from "./faq.server";
import {
  createFaqEntry,
  deleteFaqEntry,
  listFaqForAdmin,
  moveFaqEntry,
  parseFaqEntryForm,
  updateFaqEntry,
} from "./faq-editing.server";

let test: TestDatabase;
const actor: Actor = { userId: 7, ip: "203.0.113.9" };
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

const entryForm = (overrides: Record<string, string> = {}) => {
  const form = new FormData();
  form.set("group_id", "2");
  for (const l of locales) {
    form.set(`question_${l}`, `Question ${l}?`);
    form.set(`answer_${l}`, `<p>Answer ${l}</p>`);
  }
  for (const [k, v] of Object.entries(overrides)) form.set(k, v);
  return form;
};

const audits = (action: string) =>
  test.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();

describe("FAQ migration and seed", () => {
  it("seeds every group and question of the JSON once, in order", async () => {
    const groups = await listFaqForAdmin(test.db);
    expect(groups.map((g) => g.id)).toEqual(faqSeed.map((g) => g.id));
    for (const [i, g] of groups.entries()) {
      const seed = faqSeed[i];
      expect(g.title).toEqual(seed?.title);
      expect(g.entries.map((e) => e.question)).toEqual(seed?.questions.map((q) => q.q));
    }
    await seedFaq(test.db);
    const count = await test.db
      .selectFrom("faq_entries")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(faqSeed.reduce((n, g) => n + g.questions.length, 0));
  });

  it("listFaq gives one locale with sanitized answers, as the JSON did", async () => {
    const tw = await listFaq(test.db, "tw");
    expect(tw[0]?.title).toBe(faqSeed[0]?.title.tw);
    expect(tw[0]?.questions[0]?.question).toBe(faqSeed[0]?.questions[0]?.q.tw);
    expect(tw[0]?.questions[0]?.answer).toContain("<p>");
  });
});

describe("FAQ seed step faq-v2 on a database seeded before", () => {
  it("refreshes the answers staff never edited and keeps the edited ones", async () => {
    const local = await createTestDatabase();
    try {
      const db = local.db;
      const rows = await db
        .selectFrom("faq_entries")
        .select(["id", "answer"])
        .orderBy("group_id")
        .orderBy("sort")
        .execute();
      const [untouched, edited] = rows;
      if (!untouched || !edited) throw new Error("seed has fewer than two entries");
      // A database seeded before: old answers, one of them later edited by staff.
      const old = (marker: string) =>
        JSON.stringify(Object.fromEntries(locales.map((l) => [l, `<p>${marker} ${l}</p>`])));
      await db
        .updateTable("faq_entries")
        .set({ answer: old("Old answer") })
        .where("id", "=", untouched.id)
        .execute();
      await db
        .updateTable("faq_entries")
        .set({ answer: old("Staff answer") })
        .where("id", "=", edited.id)
        .execute();
      await recordAudit(db, actor, "faq.update", "faq_entry", edited.id);
      await sql`DELETE FROM seed_state WHERE name = 'faq-v2'`.execute(db);

      await seedFaq(db);

      const answerOf = async (id: number) =>
        (await db.selectFrom("faq_entries").select("answer").where("id", "=", id).executeTakeFirstOrThrow()).answer;
      expect(JSON.parse(await answerOf(untouched.id))).toEqual(JSON.parse(untouched.answer));
      expect(await answerOf(edited.id)).toBe(old("Staff answer"));
      // Ran once: a later staff edit of an untouched entry stays after the next start.
      await db
        .updateTable("faq_entries")
        .set({ answer: old("Later") })
        .where("id", "=", untouched.id)
        .execute();
      await seedFaq(db);
      expect(await answerOf(untouched.id)).toBe(old("Later"));
    } finally {
      await local.destroy();
    }
  });
});

describe("FAQ entry form", () => {
  it("accepts a complete form", () => {
    const parsed = parseFaqEntryForm(entryForm(), [1, 2]);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.groupId).toBe(2);
      expect(parsed.value.question.vi).toBe("Question vi?");
    }
  });

  it("reports each missing locale and an unknown group, and keeps what was typed", () => {
    const parsed = parseFaqEntryForm(entryForm({ group_id: "99", question_th: "  ", answer_cn: "" }), [1, 2]);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["answer_cn", "group_id", "question_th"]);
    expect(parsed.errors.question_th?.key).toBe("admin.form.required");
    expect(parsed.values.question_en).toBe("Question en?");
    expect(parsed.values.group_id).toBe("99");
  });

  it("rejects too long questions and answers that are empty once sanitized", () => {
    const parsed = parseFaqEntryForm(
      entryForm({ question_en: "x".repeat(301), answer_tw: "<script>alert(1)</script>" }),
      [2],
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.question_en).toEqual({ key: "admin.form.tooLong", params: { max: 300 } });
    expect(parsed.errors.answer_tw?.key).toBe("admin.form.required");
  });

  it("stores answers without disallowed markup", () => {
    const parsed = parseFaqEntryForm(entryForm({ answer_en: '<p onclick="x()">Hi<script>bad()</script></p>' }), [2]);
    expect(parsed.ok && parsed.value.answer.en).toBe("<p>Hi</p>");
  });
});

describe("FAQ changes", () => {
  it("creates at the end of the group, visible to listFaq at once, and audited", async () => {
    const parsed = parseFaqEntryForm(entryForm(), [2]);
    if (!parsed.ok) throw new Error("invalid");
    const id = await createFaqEntry(test.db, actor, parsed.value);
    const group = (await listFaq(test.db, "en")).find((g) => g.id === 2);
    expect(group?.questions.at(-1)).toEqual({ question: "Question en?", answer: "<p>Answer en</p>" });
    const [audit] = await audits("faq.create");
    expect(audit).toMatchObject({ user_id: 7, entity: "faq_entry", entity_id: String(id), ip: "203.0.113.9" });
  });

  it("an edited answer shows on the public list, and the audit names the changed fields", async () => {
    const [first] = (await listFaqForAdmin(test.db))[0]?.entries ?? [];
    if (!first) throw new Error("no entry");
    const form = entryForm({ group_id: "1" });
    for (const l of locales) {
      form.set(`question_${l}`, first.question[l]);
      form.set(`answer_${l}`, first.answer[l]);
    }
    form.set("answer_vi", "<p>Câu trả lời mới</p>");
    const parsed = parseFaqEntryForm(form, [1, 2]);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(await updateFaqEntry(test.db, actor, first.id, parsed.value)).toBe(true);
    expect((await listFaq(test.db, "vi"))[0]?.questions[0]?.answer).toBe("<p>Câu trả lời mới</p>");
    const [audit] = await audits("faq.update");
    expect(JSON.parse(audit?.detail ?? "{}")).toEqual({ changed: ["answer_vi"] });
    expect(await updateFaqEntry(test.db, actor, 999_999, parsed.value)).toBe(false);
  });

  it("moving to another group appends there", async () => {
    const [entry] = (await listFaqForAdmin(test.db))[0]?.entries ?? [];
    if (!entry) throw new Error("no entry");
    const parsed = parseFaqEntryForm(entryForm({ group_id: "3" }), [3]);
    if (!parsed.ok) throw new Error("invalid");
    await updateFaqEntry(test.db, actor, entry.id, parsed.value);
    const group3 = (await listFaqForAdmin(test.db)).find((g) => g.id === 3);
    expect(group3?.entries.at(-1)?.id).toBe(entry.id);
  });

  it("reorders within a group and stays put at the ends", async () => {
    const ids = async () => (await listFaqForAdmin(test.db)).find((g) => g.id === 4)?.entries.map((e) => e.id) ?? [];
    const before = await ids();
    const [a, b, c] = before;
    if (a === undefined || b === undefined || c === undefined) throw new Error("too few entries");
    await moveFaqEntry(test.db, actor, b, "up");
    expect((await ids()).slice(0, 3)).toEqual([b, a, c]);
    await moveFaqEntry(test.db, actor, b, "up");
    expect((await ids()).slice(0, 3)).toEqual([b, a, c]);
    await moveFaqEntry(test.db, actor, a, "down");
    expect((await ids()).slice(0, 3)).toEqual([b, c, a]);
    const last = before.at(-1) as number;
    await moveFaqEntry(test.db, actor, last, "down");
    expect((await ids()).at(-1)).toBe(last);
    const en = (await listFaq(test.db, "en")).find((g) => g.id === 4);
    const admin = (await listFaqForAdmin(test.db)).find((g) => g.id === 4);
    expect(en?.questions.map((q) => q.question)).toEqual(admin?.entries.map((e) => e.question.en));
    expect(await moveFaqEntry(test.db, actor, 999_999, "up")).toBe(false);
  });

  it("deletes, gone from the public list, audited", async () => {
    const group = (await listFaqForAdmin(test.db)).find((g) => g.id === 5);
    const victim = group?.entries[0];
    if (!victim) throw new Error("no entry");
    expect(await deleteFaqEntry(test.db, actor, victim.id)).toBe(true);
    const publicGroup = (await listFaq(test.db, "en")).find((g) => g.id === 5);
    expect(publicGroup?.questions.map((q) => q.question)).not.toContain(victim.question.en);
    expect(publicGroup?.questions).toHaveLength((group?.entries.length ?? 0) - 1);
    expect(await audits("faq.delete")).toHaveLength(1);
    expect(await deleteFaqEntry(test.db, actor, victim.id)).toBe(false);
  });
});
