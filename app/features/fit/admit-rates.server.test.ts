import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import ukSchools from "~/features/schools/seed/schools-uk-nl.json";
import usSchools from "~/features/schools/seed/schools-usa.json";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import {
  createAdmitRate,
  deleteAdmitRate,
  listAdmitRatesForAdmin,
  parseAdmitRateForm,
  updateAdmitRate,
} from "./admit-rate-editing.server";
import {
  type AdmitRateBackfillV4,
  type AdmitRateBackfillV5,
  admitRateSeeds,
  admitRatesV3,
  admitRatesV4,
  admitRatesV5,
  SOURCE_KINDS,
  seedAdmitRates,
  seededAdmitRates,
} from "./admit-rates-seed.server";
import { fitsFor } from "./fit.server";
import type { FitProfile } from "./profile";

const test = scopedTestDatabase();

/**
 * The seeded rates of a database that every batch but `batch` (and `alsoSkipped`, which stay skipped)
 * has seeded, as one seeded before `batch` existed; the next `seedAdmitRates` applies `batch`.
 */
async function seededBefore(batch: string, alsoSkipped: string[] = []) {
  await test.db.deleteFrom("school_admit_rates").execute();
  await test.db.deleteFrom("seed_state").where("name", "like", "admit-rates-v%").execute();
  await test.db
    .insertInto("seed_state")
    .values([batch, ...alsoSkipped].map((name) => ({ name, applied_at: "2026-11-28" })))
    .execute();
  await seedAdmitRates(test.db);
  await test.db.deleteFrom("seed_state").where("name", "=", batch).execute();
  return listAdmitRatesForAdmin(test.db);
}

/** The detail of the newest backfill audit line, which the seed (actor "seed") wrote. */
async function lastBackfillAudit<Detail>(): Promise<Detail> {
  const audit = await test.db
    .selectFrom("audit_log")
    .select(["detail", "ip"])
    .where("action", "=", "admitRate.backfill")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  expect(audit.ip).toBe("seed");
  return JSON.parse(audit.detail) as Detail;
}

const id = async (key: string) =>
  (await test.db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("published admission rates", () => {
  it("seeds every rate of the data file, each with a year and an https source", async () => {
    const rows = await listAdmitRatesForAdmin(test.db);
    expect(rows).toHaveLength(admitRatesV3.length);
    for (const r of rows) {
      expect(r.rate, r.schoolName).toBeGreaterThan(0);
      expect(r.rate, r.schoolName).toBeLessThanOrEqual(100);
      expect(r.year, r.schoolName).toMatch(/20\d\d/);
      expect(r.sourceUrl, r.schoolName).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
    }
    // Sorted most selective first.
    expect(rows.map((r) => r.rate)).toEqual([...rows.map((r) => r.rate)].sort((a, b) => a - b));
    // The database says which were read from a source and of what kind, as the data files do
    // (batch 3's rows, batch 4's where it re-read them).
    const byKey = new Map(seededAdmitRates.map((r) => [r.school, r]));
    const keys = await test.db.selectFrom("schools").select(["id", "key"]).execute();
    const keyOf = new Map(keys.map((k) => [k.id, k.key]));
    for (const r of rows) {
      const seed = byKey.get(keyOf.get(r.schoolId) ?? "");
      expect(seed, r.schoolName).toBeDefined();
      expect(r.verified, r.schoolName).toBe(seed?.verified);
      expect(r.sourceKind, r.schoolName).toBe(seed?.sourceKind);
      expect(r.rate, r.schoolName).toBe(seed?.rate);
    }
  });

  it("has at least 60 US rates read from the Common Data Set, each computed from the counts it names", async () => {
    const us = new Set(usSchools.map((s) => s.key));
    const verifiedUs = admitRatesV3.filter((r) => r.verified && us.has(r.school));
    expect(verifiedUs.length).toBeGreaterThanOrEqual(60);
    for (const r of verifiedUs) {
      expect(r.sourceKind, r.school).toBe("cds");
      expect(r.year, r.school).toMatch(/^CDS 20\d\d-20\d\d \(fall 20\d\d\)$/);
      expect(r.source, r.school).toMatch(/^https:\/\/github\.com\/[\w-]+\/[\w-]+\/blob\/main\/\S+\.(json|md)$/);
      const { applied, admitted } = r as { applied: number | null; admitted: number | null };
      if (applied === null || admitted === null) throw new Error(`${r.school}: no counts`);
      expect(admitted, r.school).toBeLessThanOrEqual(applied);
      expect(r.rate, r.school).toBe(Math.round((admitted * 1000) / applied) / 10);
    }
    // Every row, verified or not, has a year, an https source and a known kind of source.
    for (const r of admitRatesV3) {
      expect(r.year, r.school).toMatch(/20\d\d/);
      expect(r.source, r.school).toMatch(/^https:\/\//);
      expect(SOURCE_KINDS, r.school).toContain(r.sourceKind);
    }
  });

  it("counts as verified only the UK figures read from the university's own page, each computed from its counts", () => {
    const uk = new Set(ukSchools.filter((s) => s.country === "uk").map((s) => s.key));
    const ukRows = seededAdmitRates.filter((r) => uk.has(r.school));
    // A third-party copy is never passed off as the publisher's, even with both counts.
    for (const r of seededAdmitRates) {
      if (r.sourceKind === "secondary") expect(r.verified, r.school).toBe(false);
    }
    for (const r of ukRows) {
      expect(["university", "ucas", "secondary"], r.school).toContain(r.sourceKind);
      if (r.verified) expect(["university", "ucas"], r.school).toContain(r.sourceKind);
      const { applied, admitted } = r as { applied: number | null; admitted: number | null };
      if (applied !== null && admitted !== null)
        expect(r.rate, r.school).toBe(Math.round((admitted * 1000) / applied) / 10);
    }
    // The 2021-cycle forum post is a source for no verified row.
    const forum = seededAdmitRates.filter((r) => r.source.includes("collegeconfidential"));
    expect(forum.length).toBe(10);
    expect(forum.every((r) => !r.verified)).toBe(true);
    const count = (f: (r: (typeof seededAdmitRates)[number]) => boolean) => seededAdmitRates.filter(f).length;
    const counts = {
      ukVerified: count((r) => uk.has(r.school) && r.verified),
      ukSecondaryWithCounts: count((r) => uk.has(r.school) && r.sourceKind === "secondary" && r.applied !== null),
      ukUnverified: count((r) => uk.has(r.school) && !r.verified),
      verified: count((r) => r.verified),
      unverified: count((r) => !r.verified),
    };
    expect(counts).toEqual({ ukVerified: 1, ukSecondaryWithCounts: 7, ukUnverified: 18, verified: 94, unverified: 23 });
    // Edinburgh's own page, 2023 cycle: 27,608 offers of 69,377 applications.
    expect(seededAdmitRates.find((r) => r.school === "university-of-edinburgh")).toMatchObject({
      rate: 39.8,
      applied: 69377,
      admitted: 27608,
      sourceKind: "university",
      verified: true,
    });
    // The decision record states the same counts.
    const decision = readFileSync("docs/decisions/0013-grade-conversion-and-fit.md", "utf8");
    expect(decision).toContain(`${counts.verified} verified and ${counts.unverified} not yet verified`);
    expect(decision).toContain(`UK: ${counts.ukVerified} verified, ${counts.ukUnverified} not yet verified`);
  });

  it("seeds published rates for at least 80 US and UK schools, the ultra-selective ones a reach for a top student", async () => {
    const rows = await listAdmitRatesForAdmin(test.db);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(admitRateSeeds.filter((r) => r.batch === 2).length).toBeGreaterThanOrEqual(46);
    const keys = admitRateSeeds.map((r) => r.school);
    expect(new Set(keys).size).toBe(keys.length);
    const top: FitProfile = {
      system: "tw100",
      grade: 99,
      level: "undergraduate",
      scores: { ielts: 8.5, toefl: 118, sat: 1580 },
    };
    const famous = [
      "yale-university",
      "princeton-university",
      "stanford-university",
      "massachusetts-institute-of-technology",
      "california-institute-of-technology",
      "johns-hopkins-university",
      "cornell-university",
      "university-of-oxford",
    ];
    const ids = await Promise.all(famous.map(id));
    const fits = await fitsFor(test.db, top, ids);
    for (const [i, key] of famous.entries()) {
      expect(fits[ids[i] as number]?.verdict, key).toBe("reach");
      expect(
        fits[ids[i] as number]?.reasons.some((r) => r.key.startsWith("fit.reason.rateReach")),
        key,
      ).toBe(true);
    }
    // Cambridge: the only stored figure for applicants from abroad with its counts is 1,137 offers of
    // 7,565 applications (2023 cycle, a third-party copy): 15.0%, not under 15%. Unchecked, it cannot
    // make a world top-20 school less than a reach: the rank decides too, and the reasons say so.
    const cambridge = await id("university-of-cambridge");
    const fit = (await fitsFor(test.db, top, [cambridge]))[cambridge];
    expect(fit?.verdict).toBe("reach");
    expect(fit?.reasons.slice(-3)).toEqual([
      { key: "fit.reason.rateSelectiveInternational", values: { rate: 15, year: "2023 cycle" }, weight: 0 },
      { key: "fit.reason.rateUnverified", values: {}, weight: 0 },
      { key: "fit.reason.topRankedUnchecked", values: { rank: 6 }, weight: -1 },
    ]);
  });

  it("brings the second batch to a database seeded before it, keeping what staff changed", async () => {
    const indiana = await id("indiana-university-bloomington");
    const harvard = await id("harvard-university");
    // As a database seeded with batch 1 only: no batch-2 rows and no admit-rates-v2 mark; staff removed Harvard's.
    await test.db.deleteFrom("school_admit_rates").where("school_id", "=", harvard).execute();
    const batch2 = admitRateSeeds.filter((r) => r.batch === 2).map((r) => r.school);
    const batch2Ids = (await test.db.selectFrom("schools").select("id").where("key", "in", batch2).execute()).map(
      (s) => s.id,
    );
    await test.db.deleteFrom("school_admit_rates").where("school_id", "in", batch2Ids).execute();
    await test.db.deleteFrom("seed_state").where("name", "=", "admit-rates-v2").execute();
    // Staff entered their own Indiana figure in the meantime.
    await test.db
      .insertInto("school_admit_rates")
      .values({
        school_id: indiana,
        enrollment_id: 1,
        rate: 77,
        applicants: "all",
        year: "CDS 2024-2025",
        sat_25: null,
        sat_75: null,
        source_url: "https://iuia.iu.edu/apps/cds/",
        checked_on: "2026-11-27",
      })
      .execute();
    await seedAdmitRates(test.db);
    const rows = await listAdmitRatesForAdmin(test.db);
    expect(rows).toHaveLength(admitRatesV3.length - 1);
    expect(rows.find((r) => r.schoolId === harvard)).toBeUndefined();
    expect(rows.find((r) => r.schoolId === indiana)?.rate).toBe(77);
    const caltech = await id("california-institute-of-technology");
    expect(rows.find((r) => r.schoolId === caltech)).toMatchObject({ rate: 2.6, year: "CDS 2024-2025" });
    await seedAdmitRates(test.db);
    expect(await listAdmitRatesForAdmin(test.db)).toHaveLength(admitRatesV3.length - 1);
  });

  it("corrects a rate batch 1 or 2 wrote, keeps one staff edited, and adds the schools that had none", async () => {
    const harvard = await id("harvard-university");
    const yale = await id("yale-university");
    const pomona = await id("pomona-college");
    const ohio = await id("ohio-state-university");
    const sheffield = await id("university-of-sheffield");
    // As a database seeded with batches 1 and 2 before batch 3 existed.
    const before = await seededBefore("admit-rates-v3", ["admit-rates-v4"]);
    expect(before).toHaveLength(admitRateSeeds.length);
    expect(before.every((r) => !r.verified)).toBe(true);
    expect(before.find((r) => r.schoolId === harvard)).toMatchObject({ rate: 3.4, year: "CDS 2023-2024" });
    // Staff corrected Yale's figure, and entered one for Sheffield, in the back office.
    const actor = { userId: 1, ip: "127.0.0.1" };
    const yaleRow = before.find((r) => r.schoolId === yale);
    if (!yaleRow) throw new Error("no Yale row");
    await updateAdmitRate(test.db, actor, yaleRow.id, { ...yaleRow, rate: 4.6, year: "CDS 2024-2025" });
    await test.db.updateTable("school_admit_rates").set({ verified: 0 }).where("id", "=", yaleRow.id).execute();
    await test.db
      .insertInto("school_admit_rates")
      .values({
        school_id: sheffield,
        enrollment_id: 1,
        rate: 70,
        applicants: "all",
        year: "2024 entry",
        sat_25: null,
        sat_75: null,
        source_url: "https://www.sheffield.ac.uk/undergraduate",
        checked_on: "2026-11-27",
      })
      .execute();

    await seedAdmitRates(test.db);
    const after = await listAdmitRatesForAdmin(test.db);
    const row = (schoolId: number) => after.find((r) => r.schoolId === schoolId);
    const harvardSeed = admitRatesV3.find((r) => r.school === "harvard-university");
    expect(row(harvard)).toMatchObject({
      rate: harvardSeed?.rate,
      year: "CDS 2025-2026 (fall 2025)",
      sourceUrl: harvardSeed?.source,
      verified: true,
      sourceKind: "cds",
      checkedOn: "2026-11-28",
    });
    expect(row(harvard)?.rate).not.toBe(3.4);
    // Staff's figures stay, counted as checked by them.
    expect(row(yale)).toMatchObject({ rate: 4.6, year: "CDS 2024-2025", verified: true, sourceKind: null });
    expect(row(sheffield)).toMatchObject({ rate: 70, verified: true });
    // A school with no rate before gets one; a figure no source confirmed stays, marked unverified.
    expect(row(ohio)).toMatchObject({ verified: true, sourceKind: "cds" });
    expect(row(pomona)).toMatchObject({ rate: 7, verified: false, sourceKind: "cds" });
    expect(after).toHaveLength(admitRatesV3.length + 1);
    const audit = await test.db
      .selectFrom("audit_log")
      .select(["detail", "ip"])
      .where("action", "=", "admitRate.backfill")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit.ip).toBe("seed");
    const detail = JSON.parse(audit.detail) as { corrected: { key: string; from: number }[]; kept: string[] };
    expect(detail.corrected).toContainEqual({ key: "harvard-university", from: 3.4, to: harvardSeed?.rate });
    expect(detail.kept).toEqual(["yale-university"]);
    // The fit links the verified source, and says when a figure is unchecked.
    const top: FitProfile = { system: "tw100", grade: 99, level: "undergraduate", scores: { ielts: 8.5, sat: 1580 } };
    const fits = await fitsFor(test.db, top, [harvard, pomona]);
    expect(fits[harvard]?.reasons.at(-1)).toMatchObject({ key: "fit.reason.rateReach", source: harvardSeed?.source });
    expect(fits[pomona]?.verdict).toBe("reach");
    expect(fits[pomona]?.reasons.map((r) => r.key).slice(-2)).toEqual([
      "fit.reason.rateReach",
      "fit.reason.rateUnverified",
    ]);
    expect(fits[pomona]?.reasons.some((r) => r.source !== undefined)).toBe(false);
    // Run again: nothing changes.
    await seedAdmitRates(test.db);
    expect(await listAdmitRatesForAdmin(test.db)).toHaveLength(admitRatesV3.length + 1);
    await test.db.deleteFrom("school_admit_rates").where("school_id", "=", sheffield).execute();
  });

  it("batch 4 re-reads the UK rows: corrects what batch 3 wrote, flags third-party figures, keeps staff's", async () => {
    const cambridge = await id("university-of-cambridge");
    const edinburgh = await id("university-of-edinburgh");
    const imperial = await id("imperial-college-london");
    const kings = await id("kings-college-london");
    const lse = await id("london-school-of-economics");
    const glasgow = await id("university-of-glasgow");
    const oxford = await id("university-of-oxford");
    // As a database seeded with batches 1 to 3 before batch 4 existed.
    const before = await seededBefore("admit-rates-v4");
    const was = (schoolId: number) => before.find((r) => r.schoolId === schoolId);
    expect(was(cambridge)).toMatchObject({ rate: 12, verified: false });
    expect(was(imperial)).toMatchObject({ rate: 25.1, verified: true, sourceKind: "secondary" });
    expect(was(kings)).toMatchObject({ rate: 52.9, verified: true, sourceKind: "secondary" });
    // Staff corrected LSE's figure and removed Glasgow's in the back office.
    const actor = { userId: 1, ip: "127.0.0.1" };
    const lseRow = was(lse);
    const glasgowRow = was(glasgow);
    if (!lseRow || !glasgowRow) throw new Error("no LSE or Glasgow row");
    await updateAdmitRate(test.db, actor, lseRow.id, { ...lseRow, rate: 18, year: "2024/25 entry" });
    await deleteAdmitRate(test.db, actor, glasgowRow.id);
    // ... and re-checked Bristol's forum figure against a source of their own, keeping the number.
    const bristol = await id("university-of-bristol");
    const bristolRow = was(bristol);
    if (!bristolRow) throw new Error("no Bristol row");
    await updateAdmitRate(test.db, actor, bristolRow.id, { ...bristolRow, checkedOn: "2026-11-29" });

    await seedAdmitRates(test.db);
    const after = await listAdmitRatesForAdmin(test.db);
    const row = (schoolId: number) => after.find((r) => r.schoolId === schoolId);
    const v4 = (key: string) => admitRatesV4.find((r) => r.school === key);
    expect(row(cambridge)).toMatchObject({
      rate: 15,
      applicants: "international",
      year: "2023 cycle",
      sourceUrl: v4("university-of-cambridge")?.source,
      verified: false,
      sourceKind: "secondary",
      checkedOn: "2026-11-28",
    });
    expect(row(edinburgh)).toMatchObject({ rate: 39.8, year: "2023 cycle", verified: true, sourceKind: "university" });
    // Same figure, now marked not yet verified: a third-party copy, a forum post.
    expect(row(imperial)).toMatchObject({ rate: 25.1, verified: false, sourceKind: "secondary" });
    expect(row(kings)).toMatchObject({ rate: 52.9, year: "2021 cycle", verified: false });
    // Staff's figure stays; the row they deleted stays deleted; Oxford is not in the batch.
    expect(row(lse)).toMatchObject({ rate: 18, year: "2024/25 entry", verified: true });
    expect(row(glasgow)).toBeUndefined();
    expect(row(bristol)).toMatchObject({ rate: 64.6, verified: true, checkedOn: "2026-11-29" });
    expect(row(oxford)).toMatchObject({ rate: 9, applicants: "international", verified: false });
    expect(after).toHaveLength(before.length - 1);
    const detail = await lastBackfillAudit<AdmitRateBackfillV4 & { batch: string }>();
    expect(detail.batch).toBe("admit-rates-v4");
    expect(detail.corrected).toContainEqual({ key: "university-of-cambridge", from: 12, to: 15 });
    expect(detail.corrected).toContainEqual({ key: "university-of-edinburgh", from: 39.3, to: 39.8 });
    expect(detail.corrected).toHaveLength(6);
    expect(detail.flagged).toContain("imperial-college-london");
    expect(detail.flagged).toHaveLength(9);
    expect(detail.kept.sort()).toEqual(["london-school-of-economics", "university-of-bristol"]);
    expect(detail.deleted).toEqual(["university-of-glasgow"]);
    // A student's fit now says Edinburgh's figure is checked and links the university's page.
    const top: FitProfile = { system: "tw100", grade: 95, level: "undergraduate", scores: { ielts: 8.5 } };
    const fits = await fitsFor(test.db, top, [edinburgh, imperial]);
    expect(fits[edinburgh]?.reasons.at(-1)).toMatchObject({
      key: "fit.reason.rateSelective",
      source: v4("university-of-edinburgh")?.source,
    });
    // Imperial's 25.1% is a third-party figure: unchecked, so its world rank (2) decides too.
    expect(fits[imperial]?.reasons.slice(-2).map((r) => r.key)).toEqual([
      "fit.reason.rateUnverified",
      "fit.reason.topRankedUnchecked",
    ]);
    // Run again: nothing changes.
    await seedAdmitRates(test.db);
    expect(await listAdmitRatesForAdmin(test.db)).toEqual(after);
  });

  it("batch 5 verifies a US rate only from the school's own page, computed from the counts it names", () => {
    const us = new Set(usSchools.map((s) => s.key));
    const v3 = new Map(admitRatesV3.map((r) => [r.school, r]));
    for (const r of admitRatesV5) {
      // Only rows batch 3 left unverified, each a US school.
      expect(us.has(r.school), r.school).toBe(true);
      expect(v3.get(r.school)?.verified, r.school).toBe(false);
      expect(SOURCE_KINDS, r.school).toContain(r.sourceKind);
      expect(r.source, r.school).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
      expect(r.year, r.school).toMatch(/^(fall 20\d\d \(class of 20\d\d\)|CDS 20\d\d-20\d\d \(fall 20\d\d\))$/);
      const { applied, admitted } = r as { applied: number | null; admitted: number | null };
      if (r.verified) {
        expect(["cds", "school"], r.school).toContain(r.sourceKind);
        if (applied === null || admitted === null) throw new Error(`${r.school}: verified without counts`);
      } else expect(r.sourceKind, r.school).toBe("secondary");
      if (applied !== null && admitted !== null) {
        expect(admitted, r.school).toBeLessThanOrEqual(applied);
        expect(r.rate, r.school).toBe(Math.round((admitted * 1000) / applied) / 10);
      }
    }
    const byKey = new Map(admitRatesV5.map((r) => [r.school, r]));
    // Class of 2028 pages of the colleges themselves; George Mason's own CDS page, fall 2022.
    expect(byKey.get("pomona-college")).toMatchObject({ rate: 6.6, applied: 12249, admitted: 811, verified: true });
    expect(byKey.get("colby-college")).toMatchObject({ rate: 6.6, applied: 19188, admitted: 1275, verified: true });
    expect(byKey.get("middlebury-college")).toMatchObject({ rate: 12, applied: 12541, admitted: 1500, verified: true });
    expect(byKey.get("george-mason-university")).toMatchObject({
      rate: 90,
      applied: 20001,
      admitted: 18001,
      sourceKind: "cds",
      verified: true,
    });
    // Arizona's CDS 2023-2024, section C1, as parsed in a public repository (like batch 3's copies).
    expect(byKey.get("university-of-arizona")).toMatchObject({
      rate: 85.7,
      applied: 56466,
      admitted: 48369,
      sourceKind: "cds",
      verified: true,
    });
    // No stored page gave Haverford's or Rutgers' figure with counts: not in the batch.
    for (const key of ["haverford-college", "rutgers-university-new-brunswick"])
      expect(byKey.has(key), key).toBe(false);
    const decision = readFileSync("docs/decisions/0013-grade-conversion-and-fit.md", "utf8");
    for (const r of admitRatesV5) expect(decision, r.school).toContain(r.source);
  });

  it("batch 5 re-reads the unverified US rows: corrects what batch 3 wrote, keeps staff's, and the fit links the source", async () => {
    const pomona = await id("pomona-college");
    const colby = await id("colby-college");
    const middlebury = await id("middlebury-college");
    const mason = await id("george-mason-university");
    const smith = await id("smith-college");
    const macalester = await id("macalester-college");
    const haverford = await id("haverford-college");
    // As a database seeded with batches 1 to 4 before batch 5 existed.
    const before = await seededBefore("admit-rates-v5");
    const was = (schoolId: number) => before.find((r) => r.schoolId === schoolId);
    expect(was(pomona)).toMatchObject({ rate: 7, year: "CDS 2023-2024", verified: false });
    expect(was(mason)).toMatchObject({ rate: 90, verified: false });
    // Staff corrected Colby's figure and removed Smith's in the back office.
    const actor = { userId: 1, ip: "127.0.0.1" };
    const colbyRow = was(colby);
    const smithRow = was(smith);
    if (!colbyRow || !smithRow) throw new Error("no Colby or Smith row");
    await updateAdmitRate(test.db, actor, colbyRow.id, { ...colbyRow, rate: 6.4, year: "fall 2025" });
    await deleteAdmitRate(test.db, actor, smithRow.id);

    await seedAdmitRates(test.db);
    const after = await listAdmitRatesForAdmin(test.db);
    const row = (schoolId: number) => after.find((r) => r.schoolId === schoolId);
    const v5 = (key: string) => admitRatesV5.find((r) => r.school === key);
    expect(row(pomona)).toMatchObject({
      rate: 6.6,
      year: "fall 2024 (class of 2028)",
      sourceUrl: v5("pomona-college")?.source,
      verified: true,
      sourceKind: "school",
      checkedOn: "2026-11-28",
    });
    expect(row(middlebury)).toMatchObject({ rate: 12, verified: true, sourceKind: "school" });
    expect(row(mason)).toMatchObject({
      rate: 90,
      year: "CDS 2022-2023 (fall 2022)",
      verified: true,
      sourceKind: "cds",
    });
    // A third-party page: the figure it gives, still not verified.
    expect(row(macalester)).toMatchObject({ rate: 27.8, verified: false, sourceKind: "secondary" });
    // Staff's figure stays; the row they deleted stays deleted; Haverford is not in the batch.
    expect(row(colby)).toMatchObject({ rate: 6.4, year: "fall 2025", verified: true });
    expect(row(smith)).toBeUndefined();
    expect(row(haverford)).toMatchObject({ rate: 13, verified: false });
    expect(after).toHaveLength(before.length - 1);
    const detail = await lastBackfillAudit<AdmitRateBackfillV5 & { batch: string }>();
    expect(detail.batch).toBe("admit-rates-v5");
    expect(detail.corrected).toContainEqual({ key: "pomona-college", from: 7, to: 6.6 });
    expect(detail.corrected).toContainEqual({ key: "george-mason-university", from: 90, to: 90 });
    expect(detail.corrected).toHaveLength(6);
    expect(detail.verified).toEqual([]);
    expect(detail.kept).toEqual(["colby-college"]);
    expect(detail.deleted).toEqual(["smith-college"]);
    // Pomona is still a reach for a top student, now on a checked figure whose source the reason links.
    const top: FitProfile = { system: "tw100", grade: 99, level: "undergraduate", scores: { ielts: 8.5, sat: 1580 } };
    const fits = await fitsFor(test.db, top, [pomona, middlebury]);
    for (const [schoolId, key] of [
      [pomona, "pomona-college"],
      [middlebury, "middlebury-college"],
    ] as const) {
      expect(fits[schoolId]?.verdict, key).toBe("reach");
      expect(fits[schoolId]?.reasons.at(-1), key).toMatchObject({
        key: "fit.reason.rateReach",
        source: v5(key)?.source,
      });
      expect(
        fits[schoolId]?.reasons.some((r) => r.key === "fit.reason.rateUnverified"),
        key,
      ).toBe(false);
    }
    // Run again: nothing changes.
    await seedAdmitRates(test.db);
    expect(await listAdmitRatesForAdmin(test.db)).toEqual(after);
  });

  it("lets staff add, correct and remove a rate, one per school and level, and the fit follows it", async () => {
    const actor = { userId: 1, ip: "127.0.0.1" };
    const uk = await id("university-of-sheffield");
    const top: FitProfile = { system: "tw100", grade: 95, level: "undergraduate", scores: { ielts: 8.5, sat: 1500 } };
    const initial = (await fitsFor(test.db, top, [uk]))[uk]?.verdict;
    expect(initial).not.toBe("reach");
    const fields = {
      school_id: String(uk),
      enrollment_id: "1",
      rate: "12,5",
      applicants: "international",
      year: "2024 entry",
      source_url: "https://www.sheffield.ac.uk/undergraduate",
      checked_on: "2026-11-20",
    };
    const bad = await parseAdmitRateForm(
      test.db,
      form({ ...fields, rate: "0", applicants: "everyone", sat_25: "1500", checked_on: "2027-01-01" }),
      "2026-11-26",
    );
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(["applicants", "checked_on", "rate", "sat_75"]);
    const reversed = await parseAdmitRateForm(
      test.db,
      form({ ...fields, sat_25: "1500", sat_75: "1400" }),
      "2026-11-26",
    );
    expect(!reversed.ok && reversed.errors.sat_75?.key).toBe("admin.admitRates.error.middle");
    const ok = await parseAdmitRateForm(test.db, form(fields), "2026-11-26");
    if (!ok.ok) throw new Error(JSON.stringify(ok.errors));
    expect(ok.value).toMatchObject({ rate: 12.5, applicants: "international", sat25: null });
    const rowId = await createAdmitRate(test.db, actor, ok.value);
    const fit = (await fitsFor(test.db, top, [uk]))[uk];
    expect(fit?.verdict).toBe("reach");
    expect(fit?.reasons.at(-1)).toMatchObject({
      key: "fit.reason.rateReachInternational",
      values: { rate: 12.5, year: "2024 entry" },
      source: fields.source_url,
    });
    const again = await parseAdmitRateForm(test.db, form(fields), "2026-11-26");
    expect(!again.ok && again.errors.school_id?.key).toBe("admin.requirements.error.exists");
    // Corrected to 55% with a middle 50% of SAT scores: the scores decide again.
    const same = await parseAdmitRateForm(
      test.db,
      form({ ...fields, id: String(rowId), rate: "55", applicants: "all", sat_25: "1350", sat_75: "1480" }),
      "2026-11-26",
    );
    if (!same.ok) throw new Error(JSON.stringify(same.errors));
    expect(await updateAdmitRate(test.db, actor, rowId, same.value)).toBe(true);
    const open = (await fitsFor(test.db, top, [uk]))[uk];
    expect(open?.verdict).toBe("likely");
    expect(open?.reasons.map((r) => r.key)).toEqual([
      "fit.reason.englishMeets",
      "fit.reason.gpaAboveGuide",
      "fit.reason.middleAbove",
      "fit.reason.rateOpen",
    ]);
    const audit = await test.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", String(rowId))
      .where("entity", "=", "school_admit_rate")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["admitRate.create", "admitRate.update"]);
    expect(await deleteAdmitRate(test.db, actor, rowId)).toBe(true);
    expect(await deleteAdmitRate(test.db, actor, rowId)).toBe(false);
    expect((await fitsFor(test.db, top, [uk]))[uk]?.verdict).toBe(initial);
  });
});
