import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/http/audit";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { findSchools } from "~/features/schools/schools.server";
import {
  createDeadline,
  type DeadlineInput,
  deleteDeadline,
  listDeadlinesForAdmin,
  parseDeadlineForm,
  updateDeadline,
} from "./deadline-editing.server";
import {
  addDays,
  daysBetween,
  deadlineName,
  dueMark,
  isIsoDate,
  labelLocales,
  localLabel,
  localYear,
  siteToday,
} from "./deadline-kinds";
import {
  listSchoolDeadlines,
  nextActionDeadlines,
  parseDeadlineWithin,
  schoolIdsWithDeadlineWithin,
} from "./deadlines.server";
import { CHECKED_ON, deadlineSeeds, translateDeadlineLabels } from "./deadlines-seed.server";
import roundNames from "./seed/round-names.json";

let test: TestDatabase;
const actor: Actor = { userId: 3, ip: "203.0.113.7" };
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

const schoolId = async (key: string) =>
  (await test.db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;

describe("deadline dates", () => {
  it("counts days between calendar dates and takes today in Taipei", () => {
    expect(daysBetween("2026-11-26", "2027-01-01")).toBe(36);
    expect(daysBetween("2027-01-01", "2026-12-31")).toBe(-1);
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    // 20:00 UTC on 26 November is already 27 November in Taipei.
    expect(siteToday(new Date("2026-11-26T15:59:00Z"))).toBe("2026-11-26");
    expect(siteToday(new Date("2026-11-26T16:00:00Z"))).toBe("2026-11-27");
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-1-5")).toBe(false);
    expect(localYear("th", 2027)).toBe(2570);
    expect(localYear("vi", 2027)).toBe(2027);
  });

  it("puts a deadline in the 30, 7 or 2 day reminder mark", () => {
    const deadline = "2027-01-15";
    expect(dueMark(deadline, "2026-12-16")).toBe(30);
    expect(dueMark(deadline, "2026-12-15")).toBeNull();
    expect(dueMark(deadline, "2027-01-07")).toBe(30);
    expect(dueMark(deadline, "2027-01-08")).toBe(7);
    expect(dueMark(deadline, "2027-01-12")).toBe(7);
    expect(dueMark(deadline, "2027-01-13")).toBe(2);
    expect(dueMark(deadline, "2027-01-15")).toBe(2);
    expect(dueMark(deadline, "2027-01-16")).toBeNull();
  });
});

describe("deadline seed", () => {
  it("names an https admissions page for every school and only schools that exist", async () => {
    for (const s of deadlineSeeds) {
      expect(s.source).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\//);
      for (const row of s.rows) expect(isIsoDate(row.date), `${s.keys[0]} ${row.date}`).toBe(true);
    }
    const rows = await test.db.selectFrom("school_deadlines").selectAll().execute();
    expect(rows.length).toBe(deadlineSeeds.reduce((n, s) => n + s.keys.length * s.rows.length, 0));
    expect(new Set(rows.map((r) => r.checked_on))).toEqual(new Set([CHECKED_ON]));
    const harvard = await listSchoolDeadlines(test.db, await schoolId("harvard-university"), "2026-11-26");
    expect(harvard.map((d) => [d.kind, d.date, d.label])).toEqual([
      ["early", "2026-11-01", "Restrictive Early Action"],
      ["close", "2027-01-01", "Regular Decision"],
    ]);
  });
});

describe("round names in five languages", () => {
  it("seeds every round name translated into tw, cn, vi and th, none of them English", async () => {
    const rows = await listDeadlinesForAdmin(test.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const d of rows) {
      for (const locale of labelLocales) {
        const name = localLabel(d, locale);
        expect(name, `${d.schoolName} ${d.label} ${locale}`).not.toBe("");
        expect(name, `${d.schoolName} ${locale}`).not.toBe(d.label);
        // No run of English words: the names are translated, brand names (UCAS, UC) aside.
        expect(name).not.toMatch(/[A-Za-z]{3,}\s+[A-Za-z]{3,}/);
      }
      expect(localLabel(d, "en")).toBe(d.label);
    }
    const uc = rows.find((d) => d.label === "UC application filing period ends");
    expect(uc && localLabel(uc, "tw")).toBe("加州大學（UC）申請：送件期截止");
    expect(uc && localLabel(uc, "th")).toBe("ใบสมัครมหาวิทยาลัยแคลิฟอร์เนีย (UC): สิ้นสุดช่วงยื่น");
    // Every translation of the list is complete.
    for (const [english, names] of Object.entries(roundNames))
      expect(Object.keys(names).sort(), english).toEqual([...labelLocales].sort());
  });

  it("names the kind where a round has no name in the page's language, never the English one", () => {
    const t = (key: string) => `[${key}]`;
    const unnamed = { label: "Round 2", labels: {}, kind: "close" as const };
    expect(deadlineName(t, unnamed, "en")).toBe("Round 2");
    expect(deadlineName(t, unnamed, "vi")).toBe("[deadlines.kind.close]");
    expect(deadlineName(t, { ...unnamed, labels: { vi: "Vòng 2" } }, "vi")).toBe("Vòng 2");
  });

  it("translates the names of deadlines stored before names were translated, once", async () => {
    const harvard = await schoolId("harvard-university");
    const id = await createDeadline(test.db, actor, {
      schoolId: harvard,
      enrollmentId: 2,
      intakeYear: 2027,
      intakeTerm: "fall",
      kind: "close",
      date: "2027-01-03",
      label: "Regular Decision",
      sourceUrl: "https://college.harvard.edu/admissions/apply",
      checkedOn: "2026-11-20",
    });
    await test.db.deleteFrom("seed_state").where("name", "=", "deadline-labels-v1").execute();
    await translateDeadlineLabels(test.db);
    const row = (await listDeadlinesForAdmin(test.db)).find((d) => d.id === id);
    expect(row?.labels).toEqual(roundNames["Regular Decision"]);
    await deleteDeadline(test.db, actor, id);
  });
});

describe("deadline queries", () => {
  it("finds the next date to act on, and the schools with one within N days", async () => {
    const ubc = await schoolId("university-of-british-columbia");
    const harvard = await schoolId("harvard-university");
    const next = await nextActionDeadlines(test.db, [ubc, harvard], "2026-11-26");
    expect(next.get(harvard)?.date).toBe("2027-01-01");
    expect(next.get(ubc)?.date).toBe("2027-01-15");
    const within = await schoolIdsWithDeadlineWithin(test.db, 14, "2026-11-26");
    // The UC filing period ends on 30 November and UT Austin's deadline is 1 December.
    expect(within.has(await schoolId("university-of-california-berkeley"))).toBe(true);
    expect(within.has(await schoolId("university-of-texas-at-austin"))).toBe(true);
    expect(within.has(harvard)).toBe(false);
  });

  it("filters the school list to those schools, in process and in the database", async () => {
    const onlyIds = await schoolIdsWithDeadlineWithin(test.db, 14, "2026-11-26");
    const list = await findSchools(test.db, "en", { country: "usa", onlyIds, sort: "name" });
    expect(list.total).toBe(onlyIds.size);
    expect(list.items.every((s) => onlyIds.has(s.id))).toBe(true);
    // Inside a transaction the list is filtered by the database itself.
    const inTransaction = await test.db
      .transaction()
      .execute((trx) => findSchools(trx, "en", { country: "usa", onlyIds, sort: "name" }));
    expect(inTransaction.items.map((s) => s.id)).toEqual(list.items.map((s) => s.id));
    const none = await findSchools(test.db, "en", { country: "all", onlyIds: new Set() });
    expect(none.total).toBe(0);
  });

  it("accepts only the offered windows in ?deadline_within=", () => {
    expect(parseDeadlineWithin(new URLSearchParams("deadline_within=30"))).toBe(30);
    expect(parseDeadlineWithin(new URLSearchParams(""))).toBeUndefined();
    expect(parseDeadlineWithin(new URLSearchParams("deadline_within=31"))).toBe("invalid");
    expect(parseDeadlineWithin(new URLSearchParams("deadline_within=x"))).toBe("invalid");
  });
});

describe("deadline editing", () => {
  const form = async (overrides: Record<string, string> = {}) => {
    const f = new FormData();
    const values: Record<string, string> = {
      school_id: String(await schoolId("university-of-melbourne")),
      enrollment_id: "2",
      intake_year: "2027",
      intake_term: "s2",
      kind: "close",
      date: "2027-05-31",
      label: " Round 1 ",
      source_url: "https://study.unimelb.edu.au/how-to-apply",
      checked_on: "2026-11-20",
      ...overrides,
    };
    for (const [k, v] of Object.entries(values)) f.set(k, v);
    return f;
  };

  it("keeps the names typed for each language and fills the others of a known round", async () => {
    const typed = await parseDeadlineForm(test.db, await form({ label_vi: " Vòng 1 " }), "2026-11-26");
    expect(typed.ok && typed.value.labels).toEqual({ vi: "Vòng 1" });
    const known = await parseDeadlineForm(
      test.db,
      await form({ label: "Early Action", label_th: "รอบแรก" }),
      "2026-11-26",
    );
    expect(known.ok && known.value.labels).toEqual({ ...roundNames["Early Action"], th: "รอบแรก" });
  });

  it("checks every field, and keeps what was typed", async () => {
    const ok = await parseDeadlineForm(test.db, await form(), "2026-11-26");
    expect(ok.ok && ok.value).toMatchObject({ intakeTerm: "s2", kind: "close", label: "Round 1", enrollmentId: 2 });
    const bad = await parseDeadlineForm(
      test.db,
      await form({
        school_id: "999999",
        kind: "whenever",
        date: "2027-02-30",
        source_url: "http://example.edu/page",
        checked_on: "2026-11-27",
        intake_year: "27",
      }),
      "2026-11-26",
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(
      ["checked_on", "date", "intake_year", "kind", "school_id", "source_url"].sort(),
    );
    expect(bad.errors.checked_on?.key).toBe("admin.deadlines.error.future");
    expect(bad.values.date).toBe("2027-02-30");
  });

  it("records a change of date for the reminder job, and audits every change", async () => {
    const parsed = await parseDeadlineForm(test.db, await form(), "2026-11-26");
    if (!parsed.ok) throw new Error("form should parse");
    const input: DeadlineInput = parsed.value;
    const id = await createDeadline(test.db, actor, input);
    expect(await updateDeadline(test.db, actor, id, { ...input, label: "Round one" })).toBe(true);
    expect(
      await test.db.selectFrom("school_deadline_changes").selectAll().where("deadline_id", "=", id).execute(),
    ).toEqual([]);
    expect(await updateDeadline(test.db, actor, id, { ...input, date: "2027-06-15" })).toBe(true);
    const changes = await test.db
      .selectFrom("school_deadline_changes")
      .selectAll()
      .where("deadline_id", "=", id)
      .execute();
    expect(changes.map((c) => [c.old_date, c.new_date, c.school_id])).toEqual([
      ["2027-05-31", "2027-06-15", input.schoolId],
    ]);
    const listed = await listDeadlinesForAdmin(test.db, { schoolId: input.schoolId });
    expect(listed.map((d) => d.date)).toContain("2027-06-15");
    expect(await deleteDeadline(test.db, actor, id)).toBe(true);
    expect(await deleteDeadline(test.db, actor, id)).toBe(false);
    expect(await updateDeadline(test.db, actor, id, input)).toBe(false);
    const audit = await test.db
      .selectFrom("audit_log")
      .select(["action", "user_id"])
      .where("entity", "=", "school_deadline")
      .where("entity_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "deadline.create",
      "deadline.update",
      "deadline.update",
      "deadline.delete",
    ]);
    expect(audit.every((a) => a.user_id === 3)).toBe(true);
  });
});
