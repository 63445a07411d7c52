import { describe, expect, it } from "vitest";
import { migrateToLatest } from "~/.server/db/migrations";
import type { Actor } from "~/.server/http/audit";
import { seedReferenceData } from "~/entry/seed";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import {
  countExamples,
  createAdmittedStudent,
  deleteExamples,
  listAdmittedStudentsForAdmin,
  listTestimonialsForAdmin,
} from "./student-editing.server";
import { listAdmittedStudents, listTestimonials } from "./students.server";
import { admissionSeeds, seedStudents, testimonialSeeds } from "./students-seed.server";

const actor: Actor = { userId: 5, ip: "203.0.113.5" };

describe("the invented students and testimonials of the seed (decision 0019)", () => {
  const test = scopedTestDatabase();

  it("are marked as examples in the database and on the public lists", async () => {
    const admissions = await test.db.selectFrom("admitted_students").select("is_example").execute();
    expect(admissions.length).toBe(150);
    expect(admissions.every((r) => r.is_example === 1)).toBe(true);
    expect(await countExamples(test.db, "testimonials")).toBe(30);
    const page = await listAdmittedStudents(test.db, "en", { pageSize: 5 });
    expect(page.examples).toBe(page.total);
    expect(page.items.every((s) => s.example)).toBe(true);
    expect((await listTestimonials(test.db, "th")).every((q) => q.example)).toBe(true);
  });

  it("are filtered in the back office and deleted in one step, keeping the real records", async () => {
    const school = await test.db.selectFrom("schools").select("id").orderBy("id").executeTakeFirstOrThrow();
    const realId = await createAdmittedStudent(test.db, actor, {
      locale: "en",
      student: "Maria Santos",
      schoolId: school.id,
      year: 2026,
      degree: 2,
      major: "MSc Data Science",
      score: "IELTS 7.5",
      scholarship: "",
      feedback: "Real.",
    });
    expect((await listAdmittedStudentsForAdmin(test.db, { example: false })).map((s) => s.id)).toEqual([realId]);
    expect(await listAdmittedStudentsForAdmin(test.db, { locale: "vi", example: true })).toHaveLength(
      admissionSeeds.filter((a) => a.locale === "vi").length,
    );
    const onPage = await listAdmittedStudents(test.db, "en");
    expect(onPage.total - onPage.examples).toBe(1);

    expect(await deleteExamples(test.db, actor, "admitted_students")).toBe(150);
    expect(await deleteExamples(test.db, actor, "testimonials")).toBe(30);
    expect((await listAdmittedStudentsForAdmin(test.db)).map((s) => s.id)).toEqual([realId]);
    expect(await listTestimonialsForAdmin(test.db)).toEqual([]);
    expect(await countExamples(test.db, "admitted_students")).toBe(0);
    const audit = await test.db
      .selectFrom("audit_log")
      .select(["entity", "detail"])
      .where("action", "=", "examples.delete")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => [a.entity, JSON.parse(a.detail).count])).toEqual([
      ["admitted_students", 150],
      ["testimonials", 30],
    ]);
  });
});

describe("a database seeded before the examples were marked (migration 0028)", () => {
  const old = scopedTestDatabase({ upTo: "0027-claim-basis" });

  it("marks the rows that still match a seed record, not those staff wrote or rewrote", async () => {
    await seedReferenceData(old.db);
    // One school as the schema of 0027 has it (today's school seed writes later columns).
    const country = await old.db.selectFrom("countries").select("id").executeTakeFirstOrThrow();
    const { id: schoolId } = await old.db
      .insertInto("schools")
      .values({
        key: "old-school",
        country_id: country.id,
        nation: "US",
        name_en: "Old School",
        name_tw: "舊學校",
        name_cn: "旧学校",
        city_en: "Boston",
        city_tw: "波士頓",
        city_cn: "波士顿",
        region_en: "Massachusetts",
        type: "university",
        currency: "USD",
        search_text: "old school",
        // the columns of 0027's schools table, not today's Database type
      } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    const [seedA, seedB] = admissionSeeds;
    const [quote] = testimonialSeeds;
    if (!seedA || !seedB || !quote) throw new Error("no seed");
    const row = ({ school_key: _, ...a }: typeof seedA) => ({ ...a, school_id: schoolId });
    await old.db
      .insertInto("admitted_students")
      .values([row(seedA), { ...row(seedB), feedback: "Rewritten by staff." }])
      .execute();
    const { school_key: _, ...q } = quote;
    await old.db
      .insertInto("testimonials")
      .values({ ...q, school_id: schoolId })
      .execute();
    await old.db.insertInto("seed_state").values({ name: "students-v1", applied_at: "2026-01-01" }).execute();
    await migrateToLatest(old.db);
    await seedStudents(old.db);
    const marks = await old.db
      .selectFrom("admitted_students")
      .select(["feedback", "is_example"])
      .orderBy("id")
      .execute();
    expect(marks).toEqual([
      { feedback: seedA.feedback, is_example: 1 },
      { feedback: "Rewritten by staff.", is_example: 0 },
    ]);
    expect(await countExamples(old.db, "testimonials")).toBe(1);
  });
});
