import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import {
  listRankingsForEdit,
  parseEditionsForm,
  parseRankEntry,
  parseRankingRows,
  saveRankingEditions,
  saveRankings,
} from "./ranking-editing.server";
import { getSchoolForEdit, parseSchoolForm, saveSchool } from "./school-editing.server";
import { findSchools, getRankingEditions, getSchool, listRanking } from "./schools.server";

// Back office for the issue-15 facts: bands and editions in the rankings editor, the school's
// own country, regions in Chinese and the no-exam enrolment types in the school editor.

let test: TestDatabase;
const actor = { userId: null, ip: "test" };
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

const idOf = async (key: string) =>
  (await test.db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;

describe("rank entries", () => {
  it("reads places, ties and QS bands", () => {
    expect(parseRankEntry("12")).toEqual({ rank: 12, band: null });
    expect(parseRankEntry("=25")).toEqual({ rank: 25, band: null });
    expect(parseRankEntry(" 801-850 ")).toEqual({ rank: 801, band: "801-850" });
    expect(parseRankEntry("801–850")).toEqual({ rank: 801, band: "801-850" });
    expect(parseRankEntry("1401+")).toEqual({ rank: 1401, band: "1401+" });
    expect(parseRankEntry("")).toBeNull();
    for (const bad of ["0", "850-801", "5001", "1.5", "12a", "-3", "801-", "１２"]) {
      expect(parseRankEntry(bad), bad).toBeUndefined();
    }
  });

  it("reads the form rows with their problems", () => {
    const form = new FormData();
    const fields: Array<[string, string]> = [
      ["id", "1"],
      ["latest_1", "801-850"],
      ["previous_1", ""],
      ["id", "2"],
      ["latest_2", "abc"],
      ["previous_2", "3"],
    ];
    for (const [k, v] of fields) form.append(k, v);
    const rows = parseRankingRows(form);
    expect(rows).toEqual({
      ok: false,
      errors: { latest_2: { key: "admin.rankings.invalid", params: { max: 5000 } } },
      values: { latest_1: "801-850", previous_1: "", latest_2: "abc", previous_2: "3" },
    });
    form.set("latest_2", "");
    const fixed = parseRankingRows(form);
    expect(fixed.ok && fixed.value).toEqual([
      { id: 1, rankLatest: 801, bandLatest: "801-850", rankPrevious: null, bandPrevious: null },
      { id: 2, rankLatest: null, bandLatest: null, rankPrevious: 3, bandPrevious: null },
    ]);
  });
});

describe("rankings editor", () => {
  it("saves a band and the public list shows it as QS prints it", async () => {
    const id = await idOf("university-of-oxford");
    const changed = await saveRankings(test.db, actor, [
      { id, rankLatest: 801, bandLatest: "801-850", rankPrevious: null, bandPrevious: null },
    ]);
    expect(changed).toEqual([id]);
    const { rows } = await listRankingsForEdit(test.db, { q: "University of Oxford" }, 1);
    expect(rows.find((r) => r.id === id)).toMatchObject({ rankLatest: 801, bandLatest: "801-850" });
    const ranking = await listRanking(test.db, "en", { country: "uk", pageSize: 200 });
    expect(ranking.items.find((r) => r.id === id)).toMatchObject({ rank_latest: 801, rank_band: "801-850" });
    // Saving the same again changes nothing.
    expect(
      await saveRankings(test.db, actor, [
        { id, rankLatest: 801, bandLatest: "801-850", rankPrevious: null, bandPrevious: null },
      ]),
    ).toEqual([]);
    await saveRankings(test.db, actor, [{ id, rankLatest: 3, rankPrevious: null }]);
  });

  it("checks the editions form", () => {
    const editions = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return parseEditionsForm(form);
    };
    const keys = (parsed: ReturnType<typeof editions>) =>
      parsed.ok ? null : Object.fromEntries(Object.entries(parsed.errors).map(([k, e]) => [k, e.key]));
    expect(editions({ currentYear: "2025", previousYear: "", url: "https://www.topuniversities.com/x" })).toMatchObject(
      {
        ok: true,
        value: { current: { source: "qs-wur", year: 2025, url: "https://www.topuniversities.com/x" }, previous: null },
      },
    );
    const bad = editions({ currentYear: "25", previousYear: "2026", url: "http://x" });
    expect(keys(bad)).toEqual({ currentYear: "admin.rankings.yearInvalid", url: "admin.schools.websiteInvalid" });
    expect(bad.values).toEqual({ currentYear: "25", previousYear: "2026", url: "http://x" });
    expect(keys(editions({ currentYear: "2025", previousYear: "2025", url: "https://x.example" }))).toEqual({
      previousYear: "admin.rankings.yearInvalid",
    });
  });

  it("shows the previous rank and the change once a previous edition is named", async () => {
    const url = "https://www.topuniversities.com/world-university-rankings";
    const oxford = await idOf("university-of-oxford");
    const harvard = await idOf("harvard-university");
    // A database that names one edition only (the seed names QS 2027 and 2026).
    await test.db.deleteFrom("ranking_editions").where("slot", "=", "previous").execute();
    await saveRankings(test.db, actor, [
      { id: oxford, rankLatest: 3, rankPrevious: 2 },
      { id: harvard, rankLatest: 4, rankPrevious: 4 },
    ]);
    // Stored, but not shown while no previous edition is published.
    expect((await listRanking(test.db, "en", { pageSize: 10 })).items.every((r) => r.change === null)).toBe(true);
    await saveRankingEditions(test.db, actor, {
      current: { source: "qs-wur", year: 2026, url },
      previous: { source: "qs-wur", year: 2025, url },
    });
    const ranking = await listRanking(test.db, "en", { pageSize: 10 });
    expect(ranking.edition).toMatchObject({ current: { year: 2026 }, previous: { year: 2025 } });
    expect(ranking.items.find((r) => r.id === oxford)).toMatchObject({ rank_previous: 2, change: -1 });
    expect(ranking.items.find((r) => r.id === harvard)).toMatchObject({ rank_previous: 4, change: 0 });
    expect((await getSchool(test.db, "en", oxford))?.rank_previous).toBe(2);
    const audit = await test.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "ranking.editions")
      .execute();
    expect(audit).toHaveLength(1);
    // Back to one edition.
    await saveRankingEditions(test.db, actor, { current: { source: "qs-wur", year: 2025, url }, previous: null });
    expect(await getRankingEditions(test.db)).toMatchObject({ current: { year: 2025 }, previous: null });
    expect((await getSchool(test.db, "en", oxford))?.rank_previous).toBeNull();
  });
});

describe("school editor", () => {
  it("edits the country, the regions and the no-exam enrolment types", async () => {
    const id = await idOf("university-of-edinburgh");
    const current = await getSchoolForEdit(test.db, id);
    if (!current) throw new Error("no Edinburgh");
    expect(current).toMatchObject({ nation: "GB", region_en: "Scotland", region_tw: "蘇格蘭", no_exam_for: [3, 4, 5] });
    expect(current.enrollments.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const form = new FormData();
    const { intro, no_exam_for: _, featured, enrollments: __, ...fields } = current;
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    for (const [l, text] of Object.entries(intro)) form.set(`intro_${l}`, text);
    if (featured) form.set("featured", "1");
    form.set("region_cn", "苏格兰地区");
    // Undergraduate and an id the school does not offer (7) or that is no id at all.
    for (const e of ["1", "3", "7", "x"]) form.append("no_exam_for", e);
    const checked = parseSchoolForm(form);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(await saveSchool(test.db, actor, id, checked.value)).toBe(true);
    const school = await getSchool(test.db, "cn", id);
    expect(school).toMatchObject({ region: "苏格兰地区", nation: "GB", no_exam_for: [1, 3], no_exam: true });
    const undergraduate = await findSchools(test.db, "en", {
      country: "uk",
      enrollment: 1,
      noExam: true,
      name: "Edinburgh",
    });
    expect(undergraduate.items.map((s) => s.id)).toContain(id);
    const graduate = await findSchools(test.db, "en", {
      country: "uk",
      enrollment: 2,
      noExam: true,
      name: "Edinburgh",
    });
    expect(graduate.items.map((s) => s.id)).not.toContain(id);

    form.set("nation", "FR");
    const refused = parseSchoolForm(form);
    expect(refused.ok ? null : refused.errors).toEqual({ nation: { key: "admin.form.required" } });
  });
});
