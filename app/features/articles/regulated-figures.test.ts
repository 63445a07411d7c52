import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { recordAudit } from "~/.server/http/audit";
import { faqSeed, listFaq, seedFaq, staleFaqFacts } from "~/features/faq/faq.server";
import { listFaqForAdmin, parseFaqEntryForm, updateFaqEntry } from "~/features/faq/faq-editing.server";
import { guideBlocks } from "~/features/guides/guide-blocks";
import { getGuideSet, isGuideCountry } from "~/features/guides/guides.server";
import { getSchoolForEdit, parseSchoolForm, saveSchool } from "~/features/schools/school-editing.server";
import { schoolFormData } from "~/features/schools/school-form";
import { getSchool, staleSchoolFacts } from "~/features/schools/schools.server";
import { schoolSeeds, seedFactsColumns, seedSchools } from "~/features/schools/schools-seed.server";
import { locales } from "~/lib/locales";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { factsProblems, regulatedReason, regulatedSentences } from "./article-facts";
import { factsToRecheck } from "./facts-recheck.server";

/**
 * Issue 30: every regulated or changing figure carries the day it was checked and its official
 * sources. Regulated: money amounts; deadlines and the dates rules take effect; visa rules counted
 * in days, weeks or months; hours of work per week or fortnight; the length of work rights (OPT,
 * PGWP, Graduate Route, subclass 485…); test scores and their validity.
 */
const now = new Date();

describe("the regulated-figure detector", () => {
  it("sees work hours, work rights, test scores and their validity in every language", () => {
    const cases: Array<[string, string]> = [
      ["up to 20 hours a week on campus during term", "work hours"],
      ["up to 48 hours per fortnight during term", "work hours"],
      ["學期中每兩週最多工作 48 小時", "work hours"],
      ["学期中每周最多工作 20 小时", "work hours"],
      ["tối đa 24 giờ mỗi tuần ngoài trường", "work hours"],
      ["ทำงานได้ไม่เกิน 48 ชั่วโมงต่อสองสัปดาห์", "work hours"],
      ["after graduation, 12 months of OPT", "work rights"],
      ["a post-graduation work permit (PGWP) of up to 3 years", "work rights"],
      ["畢業後可申請 12 個月的 OPT", "work rights"],
      ["Graduate Route: 18 tháng", "work rights"],
      ["วีซ่า 485 ราว 2–3 ปี", "work rights"],
      ["bachelor's programs often ask for IELTS 6.0–6.5 or TOEFL 79–90", "test score"],
      ["雅思6.0", "test score"],
      ["TOEFL and IELTS scores are generally valid for 2 years.", "test score"],
      ["GRE 與 GMAT 成績有效期為 5 年。", "test score"],
      ["Điểm GRE và GMAT có giá trị trong 5 năm.", "test score"],
      ["A shared room costs about US$700 a month.", "money amount"],
      ["University of Toronto: CAD 45,000–70,000", "money amount"],
      ["since January 1, 2026, master's students do not need a PAL", "rule date"],
      ["You can apply for a UK Student visa up to 6 months before your course starts.", "visa rule"],
      ["The visa fee is AUD 2,000.", "fee or funds"],
    ];
    for (const [sentence, reason] of cases) expect(regulatedReason(sentence), sentence).toBe(reason);
    for (const sentence of [
      "Bachelor's degrees take 3 years; founded in 1992.",
      "A UK bachelor's takes 3 years, and you can stay on through the Graduate Route visa.",
      "Have your TOEFL or IELTS scores ready.",
      "Classes start on 15 September.",
      "A typical list has 8 to 12 schools.",
    ]) {
      expect(regulatedReason(sentence), sentence).toBeUndefined();
    }
  });
});

describe("seed content dates its regulated figures", () => {
  it("every FAQ answer that states one carries a checked date and official sources", () => {
    const undated: string[] = [];
    for (const group of faqSeed) {
      for (const entry of group.questions) {
        const hits = locales.flatMap((l) =>
          regulatedSentences(entry.a[l]).map((h) => `${l} ${h.reason}: ${h.sentence}`),
        );
        if (hits.length > 0 && !entry.checked) undated.push(`${entry.q.en} (${hits[0]})`);
        if (entry.checked) {
          const facts = { checkedOn: entry.checked.on, sources: entry.checked.sources };
          expect(factsProblems(facts, now), entry.q.en).toEqual([]);
        }
      }
    }
    expect(undated).toEqual([]);
    // Work hours, OPT/PGWP, test validity, tuition, visa timing: ten answers state such figures.
    expect(faqSeed.flatMap((g) => g.questions).filter((q) => q.checked).length).toBeGreaterThanOrEqual(10);
  });

  const guideCodes = (["usa", "uk", "ca", "au", "nl", "ie"] as const).filter((c) => isGuideCountry(c));
  for (const code of guideCodes) {
    it(`${code}: every guide block that states one carries facts`, () => {
      const undated = locales.flatMap((locale) =>
        guideBlocks(getGuideSet(code)[locale])
          .filter(
            (b) =>
              !b.facts &&
              regulatedSentences(
                b.text
                  .split("\n")
                  .map((t) => `<p>${t}</p>`)
                  .join(""),
              ).length,
          )
          .map((b) => `${locale} ${b.block}`),
      );
      expect(undated).toEqual([]);
    });
  }

  it("every seed school that states tuition or an English minimum carries a checked date and its website", () => {
    const undated = schoolSeeds
      .filter((s) => s.tuition_min !== null || s.toefl !== null || s.ielts !== null)
      .filter((s) => {
        const columns = seedFactsColumns(s);
        if (!columns.facts_checked_on || !columns.facts_sources) return true;
        const facts = { checkedOn: columns.facts_checked_on, sources: JSON.parse(columns.facts_sources) };
        return factsProblems(facts, now).length > 0;
      })
      .map((s) => s.key);
    expect(undated).toEqual([]);
    // School intros state no regulated figure of their own (the facts note covers tuition and English only).
    const introFigures = schoolSeeds.flatMap((s) =>
      locales.flatMap((l) =>
        regulatedSentences(`<p>${s.intro[l] ?? ""}</p>`).map((h) => `${s.key} ${l}: ${h.sentence}`),
      ),
    );
    expect(introFigures).toEqual([]);
  });
});

describe("checked facts of FAQ answers and schools in the database", () => {
  const test = scopedTestDatabase();
  const actor = { userId: null, ip: "127.0.0.1" };
  const workQuestion = faqSeed.flatMap((g) => g.questions).find((q) => /work while studying/.test(q.q.en));
  if (!workQuestion?.checked) throw new Error("the FAQ work question is not dated");

  it("the public FAQ gives each dated answer its checked date and sources", async () => {
    const entries = (await listFaq(test.db, "th")).flatMap((g) => g.questions);
    const work = entries.find((q) => q.question === workQuestion.q.th);
    expect(work?.facts).toEqual({ checkedOn: workQuestion.checked?.on, sources: workQuestion.checked?.sources });
    expect(entries.filter((q) => q.facts).length).toBe(
      faqSeed.flatMap((g) => g.questions).filter((q) => q.checked).length,
    );
  });

  it("every school row stating tuition or an English minimum has a checked date; the school page gets it", async () => {
    const undated = await test.db
      .selectFrom("schools")
      .select("key")
      .where((eb) =>
        eb.or([eb("tuition_min", "is not", null), eb("toefl", "is not", null), eb("ielts", "is not", null)]),
      )
      .where("facts_checked_on", "is", null)
      .execute();
    expect(undated).toEqual([]);
    const row = await test.db
      .selectFrom("schools")
      .select("id")
      .where("key", "=", "harvard-university")
      .executeTakeFirstOrThrow();
    const school = await getSchool(test.db, "en", row.id);
    expect(school?.facts?.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(school?.facts?.sources).toEqual([
      { name: "Harvard University (official website)", url: "https://www.harvard.edu" },
    ]);
  });

  it("an older database gets the dates for entries and schools staff never changed", async () => {
    const entry = (await listFaqForAdmin(test.db))
      .flatMap((g) => g.entries)
      .find((e) => e.question.en === workQuestion.q.en);
    const other = (await listFaqForAdmin(test.db))
      .flatMap((g) => g.entries)
      .find((e) => /English test/.test(e.question.en));
    if (!entry || !other) throw new Error("seed entries missing");
    await test.db.updateTable("faq_entries").set({ checked_on: null, checked_sources: null }).execute();
    await recordAudit(test.db, actor, "faq.update", "faq_entry", other.id);
    const schools = await test.db.selectFrom("schools").select(["id", "key"]).orderBy("id").limit(2).execute();
    const [kept, changed] = schools;
    if (!kept || !changed) throw new Error("no schools");
    await test.db.updateTable("schools").set({ facts_checked_on: null, facts_sources: null }).execute();
    await test.db.updateTable("schools").set({ tuition_min: 1 }).where("id", "=", changed.id).execute();
    await sql`DELETE FROM seed_state WHERE name IN ('faq-v3', 'school-facts-checked-v1')`.execute(test.db);

    await seedFaq(test.db);
    await seedSchools(test.db);

    const after = (await listFaqForAdmin(test.db)).flatMap((g) => g.entries);
    expect(after.find((e) => e.id === entry.id)?.checkedOn).toBe(workQuestion.checked?.on);
    expect(after.find((e) => e.id === other.id)?.checkedOn).toBe("");
    const rows = await test.db
      .selectFrom("schools")
      .select(["id", "facts_checked_on"])
      .where("id", "in", [kept.id, changed.id])
      .execute();
    expect(rows.find((r) => r.id === kept.id)?.facts_checked_on).not.toBeNull();
    expect(rows.find((r) => r.id === changed.id)?.facts_checked_on).toBeNull();
  });

  it("the FAQ editor reads, checks and stores the checked date and sources", async () => {
    const entry = (await listFaqForAdmin(test.db))
      .flatMap((g) => g.entries)
      .find((e) => e.question.en === workQuestion.q.en);
    if (!entry) throw new Error("missing");
    const form = new FormData();
    form.set("group_id", String(entry.groupId));
    for (const l of locales) {
      form.set(`question_${l}`, entry.question[l]);
      form.set(`answer_${l}`, entry.answer[l]);
    }
    form.set("checked_on", "2026-11-20");
    form.set("sources", "GOV.UK – Graduate visa | https://www.gov.uk/graduate-visa");
    const parsed = parseFaqEntryForm(form, [entry.groupId], new Date("2026-11-28T00:00:00Z"));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(await updateFaqEntry(test.db, actor, entry.id, parsed.value)).toBe(true);
    const stored = (await listFaqForAdmin(test.db)).flatMap((g) => g.entries).find((e) => e.id === entry.id);
    expect([stored?.checkedOn, stored?.sources]).toEqual([
      "2026-11-20",
      "GOV.UK – Graduate visa | https://www.gov.uk/graduate-visa",
    ]);

    for (const [date, sources, field] of [
      ["2026-11-20", "", "sources"],
      ["", "GOV.UK | https://www.gov.uk/", "checked_on"],
      ["2099-01-01", "GOV.UK | https://www.gov.uk/", "checked_on"],
      ["2026-11-20", "GOV.UK | http://insecure.example/", "sources"],
    ] as const) {
      form.set("checked_on", date);
      form.set("sources", sources);
      const refused = parseFaqEntryForm(form, [entry.groupId], new Date("2026-11-28T00:00:00Z"));
      expect(!refused.ok && Object.keys(refused.errors), `${date} ${sources}`).toEqual([field]);
    }
  });

  it("the school editor reads, checks and stores the checked date and sources", async () => {
    const row = await test.db
      .selectFrom("schools")
      .select("id")
      .where("key", "=", "harvard-university")
      .executeTakeFirstOrThrow();
    const fields = await getSchoolForEdit(test.db, row.id);
    if (!fields) throw new Error("missing");
    const form = schoolFormData({
      ...fields,
      facts_checked_on: "2026-11-25",
      facts_sources: "Harvard – Cost of attendance | https://college.harvard.edu/",
    });
    const parsed = parseSchoolForm(form, new Date("2026-11-28T00:00:00Z"));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(await saveSchool(test.db, actor, row.id, parsed.value)).toBe(true);
    expect((await getSchool(test.db, "tw", row.id))?.facts).toEqual({
      checkedOn: "2026-11-25",
      sources: [{ name: "Harvard – Cost of attendance", url: "https://college.harvard.edu/" }],
    });
    const refused = parseSchoolForm(
      schoolFormData({ ...fields, facts_checked_on: "2026-11-25", facts_sources: "no link" }),
    );
    expect(!refused.ok && Object.keys(refused.errors)).toEqual(["facts_sources"]);
  });

  it("/admin/facts lists FAQ answers and schools checked more than six months ago, oldest first", async () => {
    const row = await test.db
      .selectFrom("schools")
      .select("id")
      .where("key", "=", "harvard-university")
      .executeTakeFirstOrThrow();
    await test.db.updateTable("schools").set({ facts_checked_on: "2026-01-10" }).where("id", "=", row.id).execute();
    const today = new Date("2026-11-28T00:00:00Z");
    expect((await staleSchoolFacts(test.db, today)).map((s) => s.schoolId)).toEqual([row.id]);
    expect(await staleFaqFacts(test.db, today)).toEqual([]);
    const later = await factsToRecheck(test.db, new Date("2027-07-01T00:00:00Z"));
    expect(later.some((r) => r.kind === "faq")).toBe(true);
    expect(later.filter((r) => r.kind === "school").length).toBeGreaterThan(300);
    expect(later[0]).toMatchObject({ kind: "school", schoolId: row.id, checkedOn: "2026-01-10" });
    expect(later.map((r) => r.checkedOn)).toEqual(later.map((r) => r.checkedOn).sort());
  });
});
