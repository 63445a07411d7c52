import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { recordAudit } from "~/.server/http/audit";
import seed from "./seed/admit-rates.json";
import seedV3 from "./seed/admit-rates-v3.json";
import seedV4 from "./seed/admit-rates-v4.json";
import seedV5 from "./seed/admit-rates-v5.json";

/**
 * Published admission rates as batches 1 and 2 wrote them (`seed/admit-rates.json`, never changed:
 * batch 3 compares a row with it before correcting): the US from each school's Common Data Set
 * (section C1), the UK from the university's published offer rates for applicants from outside the
 * UK. Seeded once per batch; staff edit them in the back office (Admission rates).
 */
export const admitRateSeeds = seed.rates;
export const ADMIT_RATES_CHECKED_ON = seed.checkedOn;

type AdmitRateSeed = (typeof admitRateSeeds)[number];

async function insertRates(trx: Db, rates: AdmitRateSeed[]): Promise<void> {
  const keys = rates.map((r) => r.school);
  if (!keys.length) return;
  const schools = await trx.selectFrom("schools").select(["id", "key"]).where("key", "in", keys).execute();
  const idOf = new Map(schools.map((s) => [s.key, s.id]));
  const values = rates.flatMap((r) => {
    const schoolId = idOf.get(r.school);
    return schoolId === undefined
      ? []
      : [
          {
            school_id: schoolId,
            enrollment_id: r.enrollment,
            rate: r.rate,
            applicants: r.applicants,
            year: r.year,
            sat_25: null,
            sat_75: null,
            source_url: r.source,
            checked_on: ADMIT_RATES_CHECKED_ON,
          },
        ];
  });
  // A rate staff entered for the same school and level before the batch arrived is kept.
  if (values.length)
    await trx
      .insertInto("school_admit_rates")
      .values(values)
      .onConflict((oc) => oc.columns(["school_id", "enrollment_id"]).doNothing())
      .execute();
}

/**
 * Batch 3 (`seed/admit-rates-v3.json`, issue 29): every figure read again from a stored copy of its
 * source (`verified`), or marked not yet verified. Inserts the schools that had no rate and corrects
 * a row only while it still holds what batch 1 or 2 wrote (rate, year and source), so a rate staff
 * edited since is kept. Rows staff entered themselves count as verified by them.
 */
export const admitRatesV3 = seedV3.rates;
export const ADMIT_RATES_V3_CHECKED_ON = seedV3.checkedOn;
export const SOURCE_KINDS = ["cds", "ipeds", "university", "school", "ucas", "secondary"] as const;

type AdmitRateV3 = (typeof admitRatesV3)[number];

export interface AdmitRateBackfill {
  inserted: string[];
  corrected: { key: string; from: number; to: number }[];
  /** batch 1/2 rows brought to the re-read year and source with an unchanged rate */
  confirmed: string[];
  /** rows staff changed since they were seeded: left as they are */
  kept: string[];
}

const sameRate = (a: number, b: number) => Math.abs(a - b) < 0.005;

export async function backfillAdmitRates(db: Db, now = new Date()): Promise<AdmitRateBackfill> {
  const result: AdmitRateBackfill = { inserted: [], corrected: [], confirmed: [], kept: [] };
  const seeded = new Map(admitRateSeeds.map((r) => [r.school, r]));
  const keys = [...new Set([...admitRatesV3.map((r) => r.school), ...seeded.keys()])];
  const schools = await db.selectFrom("schools").select(["id", "key"]).where("key", "in", keys).execute();
  const idOf = new Map(schools.map((s) => [s.key, s.id]));
  const rows = await db.selectFrom("school_admit_rates").selectAll().execute();
  const rowOf = new Map(rows.map((r) => [`${r.school_id}:${r.enrollment_id}`, r]));
  const fromSeed = new Set<number>();
  for (const r of admitRatesV3 as AdmitRateV3[]) {
    const schoolId = idOf.get(r.school);
    if (schoolId === undefined) continue;
    const values = {
      rate: r.rate,
      applicants: r.applicants,
      year: r.year,
      source_url: r.source,
      checked_on: ADMIT_RATES_V3_CHECKED_ON,
      verified: r.verified ? 1 : 0,
      source_kind: r.sourceKind,
    };
    const row = rowOf.get(`${schoolId}:${r.enrollment}`);
    if (!row) {
      await db
        .insertInto("school_admit_rates")
        .values({ school_id: schoolId, enrollment_id: r.enrollment, sat_25: null, sat_75: null, ...values })
        .execute();
      result.inserted.push(r.school);
      continue;
    }
    const was = seeded.get(r.school);
    const untouched =
      was !== undefined &&
      was.enrollment === row.enrollment_id &&
      sameRate(Number(row.rate), was.rate) &&
      row.year === was.year &&
      row.source_url === was.source;
    if (!untouched) {
      result.kept.push(r.school);
      continue;
    }
    fromSeed.add(row.id);
    await db.updateTable("school_admit_rates").set(values).where("id", "=", row.id).execute();
    if (sameRate(was.rate, r.rate)) result.confirmed.push(r.school);
    else result.corrected.push({ key: r.school, from: was.rate, to: r.rate });
  }
  // What staff saved in the back office (with its source and checked date) is theirs, verified.
  const keyOf = new Map(schools.map((s) => [s.id, s.key]));
  const staffIds = rows
    .filter((row) => {
      if (fromSeed.has(row.id)) return false;
      const was = seeded.get(keyOf.get(row.school_id) ?? "");
      const asSeeded =
        was !== undefined &&
        sameRate(Number(row.rate), was.rate) &&
        row.year === was.year &&
        row.source_url === was.source;
      return !asSeeded;
    })
    .map((row) => row.id);
  if (staffIds.length)
    await db.updateTable("school_admit_rates").set({ verified: 1 }).where("id", "in", staffIds).execute();
  await auditBackfill(db, { ...result }, now);
  return result;
}

/**
 * Batch 4 (`seed/admit-rates-v4.json`, issue 29): the UK rows read again. A figure read from the
 * university's own stored page is verified; one read from a third-party copy (even with both counts)
 * is not, and the 2021-cycle forum figures no other copy confirmed are kept but marked unverified.
 * A row is corrected only while it still holds exactly what batch 3 wrote (rate, year and source);
 * a rate staff edited, or a row staff deleted, stays as it is.
 */
export const admitRatesV4 = seedV4.rates;
export const ADMIT_RATES_V4_CHECKED_ON = seedV4.checkedOn;

type AdmitRateV4 = (typeof admitRatesV4)[number];

/**
 * Batch 5 (`seed/admit-rates-v5.json`, issue 29): the US rows batch 3 left unverified, read again.
 * Verified only where both counts were read on the school's own page (its Common Data Set, `cds`, or
 * its admissions news page for the class, `school`); a third-party page stays `secondary`, unverified.
 */
export const admitRatesV5 = seedV5.rates;
export const ADMIT_RATES_V5_CHECKED_ON = seedV5.checkedOn;

type AdmitRateV5 = (typeof admitRatesV5)[number];
type SeededRate = AdmitRateV4 | AdmitRateV5;

/** One rate per school and enrolment type. */
const rateKey = (r: { school: string; enrollment: number }) => `${r.school}:${r.enrollment}`;

/** Batch 3's rows, by school and enrolment type: what batches 4 and 5 re-read. */
const batch3Rows = new Map(admitRatesV3.map((r) => [rateKey(r), r]));

/** What a database seeded with every batch holds (batch 3's rows, batch 4's and 5's where they re-read them). */
export const seededAdmitRates: SeededRate[] = (() => {
  const later = new Map<string, SeededRate>([...admitRatesV4, ...admitRatesV5].map((r) => [rateKey(r), r]));
  return admitRatesV3.map((r) => later.get(rateKey(r)) ?? r);
})();

/** What a batch that re-reads batch 3's rows did, row by row (its audit line lists the same). */
interface Batch3Rewrite {
  /** new figure, year or source (batch 5: or kind) written over batch 3's */
  corrected: { key: string; from: number; to: number }[];
  /** batch 3's figure, year and source written again with the batch's flag and kind */
  same: string[];
  /** rows staff changed since batch 3: left as they are */
  kept: string[];
  /** rows staff deleted: not brought back */
  deleted: string[];
}

/**
 * Writes a later batch's rows over batch 3's, each only while the database still holds exactly what
 * batch 3 wrote: saving a row in the back office marks it verified and sets its checked date, so a
 * row staff saved since, even with the same figure, is theirs. `withKind`: the source kind must
 * match too (batch 5: a row still as batch 1 or 2 wrote it has none), and a changed kind is a
 * correction.
 */
async function rewriteBatch3Rows(
  db: Db,
  rows: readonly SeededRate[],
  checkedOn: string,
  withKind: boolean,
): Promise<Batch3Rewrite> {
  const result: Batch3Rewrite = { corrected: [], same: [], kept: [], deleted: [] };
  const keys = rows.map((r) => r.school);
  const schools = await db.selectFrom("schools").select(["id", "key"]).where("key", "in", keys).execute();
  const idOf = new Map(schools.map((s) => [s.key, s.id]));
  for (const r of rows) {
    const schoolId = idOf.get(r.school);
    const was = batch3Rows.get(rateKey(r));
    if (schoolId === undefined || was === undefined) continue;
    const row = await db
      .selectFrom("school_admit_rates")
      .selectAll()
      .where("school_id", "=", schoolId)
      .where("enrollment_id", "=", r.enrollment)
      .executeTakeFirst();
    if (!row) {
      result.deleted.push(r.school);
      continue;
    }
    const asBatch3 =
      sameRate(Number(row.rate), was.rate) &&
      row.year === was.year &&
      row.source_url === was.source &&
      row.applicants === was.applicants &&
      row.verified === (was.verified ? 1 : 0) &&
      (!withKind || row.source_kind === was.sourceKind) &&
      row.checked_on === ADMIT_RATES_V3_CHECKED_ON &&
      row.sat_25 === null &&
      row.sat_75 === null;
    if (!asBatch3) {
      result.kept.push(r.school);
      continue;
    }
    await db
      .updateTable("school_admit_rates")
      .set({
        rate: r.rate,
        applicants: r.applicants,
        year: r.year,
        source_url: r.source,
        checked_on: checkedOn,
        verified: r.verified ? 1 : 0,
        source_kind: r.sourceKind,
      })
      .where("id", "=", row.id)
      .execute();
    const sameFigure =
      sameRate(was.rate, r.rate) &&
      was.year === r.year &&
      was.source === r.source &&
      (!withKind || was.sourceKind === r.sourceKind);
    if (sameFigure) result.same.push(r.school);
    else result.corrected.push({ key: r.school, from: was.rate, to: r.rate });
  }
  return result;
}

export interface AdmitRateBackfillV4 {
  corrected: Batch3Rewrite["corrected"];
  /** batch 3's figure kept, now marked not yet verified */
  flagged: string[];
  kept: string[];
  deleted: string[];
}

export async function backfillAdmitRatesV4(db: Db, now = new Date()): Promise<AdmitRateBackfillV4> {
  const { same, ...rest } = await rewriteBatch3Rows(db, admitRatesV4, ADMIT_RATES_V4_CHECKED_ON, false);
  const result: AdmitRateBackfillV4 = {
    corrected: rest.corrected,
    flagged: same,
    kept: rest.kept,
    deleted: rest.deleted,
  };
  await auditBackfill(db, { batch: "admit-rates-v4", ...result }, now);
  return result;
}

export interface AdmitRateBackfillV5 {
  corrected: Batch3Rewrite["corrected"];
  /** batch 3's figure, year and source, now read with its counts and marked verified */
  verified: string[];
  kept: string[];
  deleted: string[];
}

/** None of batch 5's rows is in batch 4 (UK only): what stands before is batch 3's row. */
export async function backfillAdmitRatesV5(db: Db, now = new Date()): Promise<AdmitRateBackfillV5> {
  const { same, ...rest } = await rewriteBatch3Rows(db, admitRatesV5, ADMIT_RATES_V5_CHECKED_ON, true);
  const result: AdmitRateBackfillV5 = {
    corrected: rest.corrected,
    verified: same,
    kept: rest.kept,
    deleted: rest.deleted,
  };
  await auditBackfill(db, { batch: "admit-rates-v5", ...result }, now);
  return result;
}

/** The audit line of a batch that corrected seeded rates: actor "seed", what changed in `detail`. */
function auditBackfill(db: Db, detail: Record<string, unknown>, now: Date) {
  return recordAudit(db, { userId: null, ip: "seed" }, "admitRate.backfill", "school_admit_rates", "all", detail, now);
}

export async function seedAdmitRates(db: Db): Promise<void> {
  await seedOnce(db, "admit-rates-v1", (trx) =>
    insertRates(
      trx,
      admitRateSeeds.filter((r) => r.batch === 1),
    ),
  );
  // Batch 2 (issue 29): 45 more US schools, added to databases seeded with batch 1 as well.
  await seedOnce(db, "admit-rates-v2", (trx) =>
    insertRates(
      trx,
      admitRateSeeds.filter((r) => r.batch === 2),
    ),
  );
  // Batch 3 (issue 29): re-read from stored sources, corrected where batch 1/2 still stands.
  await seedOnce(db, "admit-rates-v3", async (trx) => {
    await backfillAdmitRates(trx);
  });
  // Batch 4 (issue 29): the UK rows re-read; third-party copies marked unverified.
  await seedOnce(db, "admit-rates-v4", async (trx) => {
    await backfillAdmitRatesV4(trx);
  });
  // Batch 5 (issue 29): the US rows batch 3 left unverified, re-read from the schools' own pages.
  await seedOnce(db, "admit-rates-v5", async (trx) => {
    await backfillAdmitRatesV5(trx);
  });
}
