import type { Insertable } from "kysely";
import { describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/database";
import { migrateToLatest } from "~/.server/db/migrations";
import type { SchoolTable } from "~/.server/db/schema";
import { seedReferenceData } from "~/entry/seed";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { backfillRankingEdition, backfillSchoolFacts, qs2025PublishedRanks, shortHash } from "./school-facts.server";
import { findSchools, getSchool, listRanking } from "./schools.server";
import { firstSeedFacts } from "./schools-first-seed.server";
import {
  idMask,
  type SchoolSeed,
  schoolSearchText,
  schoolSeeds,
  seedSchools,
  storedSearchText,
} from "./schools-seed.server";

const seedOf = (key: string): SchoolSeed => {
  const seed = schoolSeeds.find((s) => s.key === key);
  if (!seed) throw new Error(`no school ${key} in the seed`);
  return seed;
};
const rowOf = (db: Db, key: string) =>
  db.selectFrom("schools").selectAll().where("key", "=", key).executeTakeFirstOrThrow();

describe("backfill of an existing database (first seed → corrected facts)", () => {
  const test = scopedTestDatabase();

  /** Puts a school back as the first seed wrote it: ranks, flag, names, no Chinese regions. */
  async function asFirstSeeded(key: string, extra: Partial<Insertable<SchoolTable>> = {}) {
    const first = firstSeedFacts[key] ?? {};
    const seed = seedOf(key);
    await test.db
      .updateTable("schools")
      .set({
        rank_latest: first.rank?.[0] ?? null,
        rank_previous: first.rank?.[1] ?? null,
        rank_latest_band: null,
        rank_previous_band: null,
        no_exam: first.no_exam ? 1 : 0,
        no_exam_mask: first.no_exam ? idMask(seed.enrollments) : 0,
        name_tw: first.name_tw ?? seed.name_tw,
        name_cn: first.name_cn ?? seed.name_cn,
        region_tw: "",
        region_cn: "",
        ...extra,
      })
      .where("key", "=", key)
      .execute();
  }

  it("corrects what staff left alone and keeps what staff changed", async () => {
    await asFirstSeeded("university-of-oxford");
    await asFirstSeeded("northeastern-university");
    await asFirstSeeded("edinburgh-napier-university");
    // Staff changed Harvard's ranks and switched Columbia's no-exam flag off after seeding.
    await asFirstSeeded("harvard-university", { rank_latest: 2, rank_previous: 4 });
    await asFirstSeeded("columbia-university", { no_exam: 0, no_exam_mask: 0 });
    // An intro untouched since the first seed, and one staff rewrote.
    const intros = async (key: string) => {
      const { id } = await rowOf(test.db, key);
      const row = await test.db
        .selectFrom("school_intros")
        .select("intro")
        .where("school_id", "=", id)
        .executeTakeFirstOrThrow();
      return { id, intro: JSON.parse(row.intro) as Record<string, string> };
    };
    const oxfordIntro = await intros("university-of-oxford");
    await test.db
      .updateTable("school_intros")
      .set({ intro: JSON.stringify({ ...oxfordIntro.intro, en: "Oxford, as first seeded." }) })
      .where("school_id", "=", oxfordIntro.id)
      .execute();
    const cambridgeIntro = await intros("university-of-cambridge");
    await test.db
      .updateTable("school_intros")
      .set({ intro: JSON.stringify({ ...cambridgeIntro.intro, en: "Cambridge, as staff wrote it." }) })
      .where("school_id", "=", cambridgeIntro.id)
      .execute();
    const first = {
      ...firstSeedFacts,
      "university-of-oxford": {
        ...firstSeedFacts["university-of-oxford"],
        intro: { en: shortHash("Oxford, as first seeded.") },
      },
      "university-of-cambridge": {
        ...firstSeedFacts["university-of-cambridge"],
        intro: { en: shortHash("Cambridge, as first seeded.") },
      },
    };

    const result = await test.db
      .transaction()
      .execute((trx) => backfillSchoolFacts(trx, schoolSeeds, storedSearchText, first));

    const oxford = await rowOf(test.db, "university-of-oxford");
    expect(oxford).toMatchObject({
      rank_latest: 3,
      rank_previous: null,
      no_exam: 0,
      no_exam_mask: 0,
      region_tw: "英格蘭",
      region_cn: "英格兰",
    });
    expect((await intros("university-of-oxford")).intro.en).toBe(seedOf("university-of-oxford").intro.en);
    expect((await intros("university-of-cambridge")).intro.en).toBe("Cambridge, as staff wrote it.");
    const napier = await rowOf(test.db, "edinburgh-napier-university");
    expect([napier.rank_latest, napier.rank_latest_band]).toEqual([801, "801-850"]);
    expect(napier.no_exam_mask).toBe(idMask(seedOf("edinburgh-napier-university").no_exam_for));
    const northeastern = await rowOf(test.db, "northeastern-university");
    expect(northeastern.name_cn).toBe("美国东北大学");
    // The search text follows the corrected name.
    const found = await findSchools(test.db, "cn", { country: "usa", name: "美国东北", pageSize: 5 });
    expect(found.items.map((s) => s.name)).toContain("美国东北大学");

    expect(await rowOf(test.db, "harvard-university")).toMatchObject({ rank_latest: 2, rank_previous: 4 });
    expect(await rowOf(test.db, "columbia-university")).toMatchObject({ no_exam: 0, no_exam_mask: 0 });
    expect(result.kept).toEqual(
      expect.arrayContaining([
        { key: "harvard-university", fact: "rank" },
        { key: "columbia-university", fact: "no_exam" },
        { key: "university-of-cambridge", fact: "intro.en" },
      ]),
    );
    const audit = await test.db
      .selectFrom("audit_log")
      .select(["detail"])
      .where("action", "=", "school.facts-backfill")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toContain("harvard-university");
  });
});

describe("migration 0013-school-facts on a database seeded before it", () => {
  const test = scopedTestDatabase({ upTo: "0011-data-versions" });

  it("keeps the old rows, then the seed step backfills them once", async () => {
    await seedReferenceData(test.db);
    const oxford = seedOf("university-of-oxford");
    // The shape and values the first seed wrote (columns of migrations 0002-0011 only).
    const old = {
      key: oxford.key,
      country_id: 2,
      nation: oxford.nation,
      name_en: oxford.name_en,
      name_tw: oxford.name_tw,
      name_cn: oxford.name_cn,
      city_en: oxford.city_en,
      city_tw: oxford.city_tw,
      city_cn: oxford.city_cn,
      region_en: oxford.region_en,
      type: oxford.type,
      founded: oxford.founded,
      website: oxford.website,
      logo: null,
      tuition_min: oxford.tuition_min,
      tuition_max: oxford.tuition_max,
      currency: oxford.currency,
      toefl: oxford.toefl,
      ielts: oxford.ielts,
      rank_latest: 4,
      rank_previous: 3,
      no_exam: 1,
      featured: 1,
      search_text: schoolSearchText(oxford),
      enrollment_mask: idMask(oxford.enrollments),
      college_mask: 0,
    };
    const { id } = await test.db
      .insertInto("schools")
      .values(old as unknown as Insertable<SchoolTable>)
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto("school_intros")
      .values({ school_id: id, intro: JSON.stringify(oxford.intro) })
      .execute();
    await test.db
      .insertInto("school_enrollment_links")
      .values(oxford.enrollments.map((enrollment_id) => ({ school_id: id, enrollment_id })))
      .execute();
    await test.db.insertInto("seed_state").values({ name: "schools-v1", applied_at: "2026-01-01T00:00:00Z" }).execute();

    await migrateToLatest(test.db);
    // Before the seed step, the old flag still covers every enrolment type.
    expect((await rowOf(test.db, oxford.key)).no_exam_mask).toBe(idMask(oxford.enrollments));
    await seedSchools(test.db);

    // schools-facts-v2 published QS 2025 (Oxford 3), then school-ranks-qs2027 moved it to QS 2027 (4, was 4 in 2026).
    const school = await getSchool(test.db, "tw", id);
    expect(school).toMatchObject({ rank_latest: 4, rank_band: null, rank_previous: 4, no_exam_for: [] });
    expect(school?.region).toBe("英格蘭");
    expect(school?.ranking_editions).toMatchObject({
      current: { source: "qs-wur", year: 2027 },
      previous: { source: "qs-wur", year: 2026 },
    });
    const ranking = await listRanking(test.db, "en");
    expect(ranking.items.map((r) => [r.name_en, r.rank_latest, r.change])).toEqual([["University of Oxford", 4, 0]]);
    // Once: a restart changes nothing, staff edits after the backfill stay.
    await test.db.updateTable("schools").set({ rank_latest: 9 }).where("id", "=", id).execute();
    await seedSchools(test.db);
    expect((await rowOf(test.db, oxford.key)).rank_latest).toBe(9);
    expect(await test.db.selectFrom("schools").select("id").execute()).toHaveLength(1);
  });
});

describe("QS 2027 on a database that publishes QS 2025 (issue 29)", () => {
  const test = scopedTestDatabase();

  /** Puts every school back as the site published it before QS 2027: QS 2025, no previous edition. */
  async function asQs2025() {
    for (const s of schoolSeeds)
      await test.db.updateTable("schools").set(qs2025PublishedRanks(s.key)).where("key", "=", s.key).execute();
    await test.db.deleteFrom("ranking_editions").execute();
    await test.db
      .insertInto("ranking_editions")
      .values({
        slot: "current",
        source: "qs-wur",
        year: 2025,
        url: "https://www.topuniversities.com/world-university-rankings",
      })
      .execute();
  }
  const ranksOf = async (key: string) => {
    const r = await rowOf(test.db, key);
    return [r.rank_latest, r.rank_latest_band, r.rank_previous, r.rank_previous_band];
  };

  it("moves the ranks staff left alone, once, keeps the ones staff changed and names both editions", async () => {
    await asQs2025();
    expect(await ranksOf("university-of-oxford")).toEqual([3, null, null, null]);
    // Staff re-ranked Harvard by hand after the QS 2025 backfill.
    await test.db.updateTable("schools").set({ rank_latest: 7 }).where("key", "=", "harvard-university").execute();
    // The step runs from the seed, once: an existing database has seeded schools-v1 long ago.
    await test.db.deleteFrom("seed_state").where("name", "=", "school-ranks-qs2027").execute();
    await seedSchools(test.db);

    expect(await ranksOf("university-of-oxford")).toEqual([4, null, 4, null]);
    expect(await ranksOf("stanford-university")).toEqual([2, null, 3, null]);
    expect(await ranksOf("carleton-university")).toEqual([801, "801-850", 781, "781-790"]);
    // Unranked in 2025, in the 2027 table: ranked now; new in 2027: no 2026 place.
    expect(await ranksOf("williams-college")).toEqual([851, "851-900", null, null]);
    // In QS 2025, in neither 2026 nor 2027: unranked now.
    expect(await ranksOf("swarthmore-college")).toEqual([null, null, null, null]);
    expect(await ranksOf("harvard-university")).toEqual([7, null, null, null]);
    const ranking = await listRanking(test.db, "en", { pageSize: 500 });
    expect(ranking.edition).toMatchObject({
      current: { source: "qs-wur", year: 2027 },
      previous: { source: "qs-wur", year: 2026 },
    });
    expect(ranking.items.find((r) => r.name_en === "Yale University")).toMatchObject({ rank_latest: 16, change: 5 });

    const audit = await test.db
      .selectFrom("audit_log")
      .select(["detail"])
      .where("action", "=", "school.ranks-backfill")
      .execute();
    expect(audit).toHaveLength(1);
    const detail = JSON.parse(audit[0]?.detail ?? "{}");
    expect(detail).toMatchObject({ kept: ["harvard-university"], editions: "updated" });
    // 236 schools ranked in 2027, plus Swarthmore leaving the table, minus Harvard (kept).
    expect(detail.updated).toBe(236);

    // Once: a restart changes nothing, and ranks staff set afterwards stay.
    await test.db.updateTable("schools").set({ rank_latest: 9 }).where("key", "=", "university-of-oxford").execute();
    await seedSchools(test.db);
    expect((await rowOf(test.db, "university-of-oxford")).rank_latest).toBe(9);
  });

  it("leaves editions staff named otherwise, and is a no-op where the ranks are already published", async () => {
    await test.db.updateTable("ranking_editions").set({ year: 2024 }).where("slot", "=", "previous").execute();
    const result = await test.db
      .transaction()
      .execute((trx) => backfillRankingEdition(trx, schoolSeeds, undefined, new Date("2026-11-28T12:00:00Z")));
    expect(result.editions).toBe("kept");
    // Oxford 9 (staff) and Harvard 7 (staff) stay; everything else already holds QS 2027.
    expect(result.updated).toBe(0);
    expect(result.kept.sort()).toEqual(["harvard-university", "university-of-oxford"]);
    const previous = await test.db
      .selectFrom("ranking_editions")
      .select("year")
      .where("slot", "=", "previous")
      .executeTakeFirstOrThrow();
    expect(previous.year).toBe(2024);
  });
});
