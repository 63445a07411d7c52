import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import type { DeadlineKind, IntakeTerm } from "./deadline-kinds";
import { knownRoundLabels } from "./round-names.server";

interface SeedRow {
  kind: DeadlineKind;
  date: string;
  label: string;
}

interface SeedSchool {
  keys: string[];
  source: string;
  rows: SeedRow[];
  term?: IntakeTerm;
}

/**
 * First-year (undergraduate, enrolment type 1) application dates for entry in autumn 2027, for
 * the best-known schools only. These schools publish the same dates every cycle (a fixed day of
 * the month); each row names the admissions page it comes from and the day it was checked.
 * Schools whose dates move from year to year, or differ by programme, are left out on purpose:
 * staff add them in the back office (Deadlines) from the school's page.
 */
export const CHECKED_ON = "2026-11-26";
const INTAKE_YEAR = 2027;

const commonApp = (early: { label: string; date: string }, regular: { label: string; date: string }): SeedRow[] => [
  { kind: "early", date: early.date, label: early.label },
  { kind: "close", date: regular.date, label: regular.label },
];

export const deadlineSeeds: SeedSchool[] = [
  {
    keys: ["harvard-university"],
    source: "https://college.harvard.edu/admissions/apply",
    rows: commonApp(
      { label: "Restrictive Early Action", date: "2026-11-01" },
      { label: "Regular Decision", date: "2027-01-01" },
    ),
  },
  {
    keys: ["yale-university"],
    source: "https://admissions.yale.edu/dates-deadlines",
    rows: commonApp(
      { label: "Single-Choice Early Action", date: "2026-11-01" },
      { label: "Regular Decision", date: "2027-01-02" },
    ),
  },
  {
    keys: ["princeton-university"],
    source: "https://admission.princeton.edu/apply",
    rows: commonApp(
      { label: "Single-Choice Early Action", date: "2026-11-01" },
      { label: "Regular Decision", date: "2027-01-01" },
    ),
  },
  {
    keys: ["columbia-university"],
    source: "https://undergrad.admissions.columbia.edu/apply",
    rows: commonApp({ label: "Early Decision", date: "2026-11-01" }, { label: "Regular Decision", date: "2027-01-01" }),
  },
  {
    keys: ["stanford-university"],
    source: "https://admission.stanford.edu/apply/",
    rows: commonApp(
      { label: "Restrictive Early Action", date: "2026-11-01" },
      { label: "Regular Decision", date: "2027-01-05" },
    ),
  },
  {
    keys: ["university-of-pennsylvania"],
    source: "https://admissions.upenn.edu/",
    rows: commonApp({ label: "Early Decision", date: "2026-11-01" }, { label: "Regular Decision", date: "2027-01-05" }),
  },
  {
    keys: ["cornell-university"],
    source: "https://admissions.cornell.edu/apply",
    rows: commonApp({ label: "Early Decision", date: "2026-11-01" }, { label: "Regular Decision", date: "2027-01-02" }),
  },
  {
    keys: ["new-york-university"],
    source: "https://www.nyu.edu/admissions/undergraduate-admissions/how-to-apply.html",
    rows: commonApp(
      { label: "Early Decision I", date: "2026-11-01" },
      { label: "Regular Decision", date: "2027-01-05" },
    ),
  },
  {
    keys: ["university-of-michigan"],
    source: "https://admissions.umich.edu/apply",
    rows: commonApp({ label: "Early Action", date: "2026-11-01" }, { label: "Regular Decision", date: "2027-02-01" }),
  },
  {
    keys: ["university-of-southern-california"],
    source: "https://admission.usc.edu/apply/",
    rows: commonApp({ label: "Early Action", date: "2026-11-01" }, { label: "Regular Decision", date: "2027-01-15" }),
  },
  {
    keys: ["university-of-illinois-urbana-champaign"],
    source: "https://admissions.illinois.edu/apply",
    rows: commonApp({ label: "Early Action", date: "2026-11-01" }, { label: "Regular Decision", date: "2027-01-05" }),
  },
  {
    keys: ["university-of-washington"],
    source: "https://admit.washington.edu/apply/",
    rows: [{ kind: "close", date: "2026-11-15", label: "First-year application" }],
  },
  {
    keys: ["university-of-texas-at-austin"],
    source: "https://admissions.utexas.edu/apply/",
    rows: [{ kind: "close", date: "2026-12-01", label: "Regular deadline" }],
  },
  {
    // One application for every University of California campus: submitted from 1 October to 30 November.
    keys: [
      "university-of-california-berkeley",
      "university-of-california-los-angeles",
      "university-of-california-san-diego",
      "university-of-california-davis",
      "university-of-california-irvine",
      "university-of-california-santa-barbara",
      "university-of-california-riverside",
    ],
    source: "https://admission.universityofcalifornia.edu/how-to-apply/",
    rows: [
      { kind: "open", date: "2026-10-01", label: "UC application: submission opens" },
      { kind: "close", date: "2026-11-30", label: "UC application filing period ends" },
    ],
  },
  {
    keys: ["university-of-oxford"],
    source: "https://www.ox.ac.uk/admissions/undergraduate/applying-to-oxford",
    rows: [{ kind: "close", date: "2026-10-15", label: "UCAS deadline (18:00 UK time)" }],
  },
  {
    keys: ["university-of-cambridge"],
    source: "https://www.undergraduate.study.cam.ac.uk/applying",
    rows: [{ kind: "close", date: "2026-10-15", label: "UCAS deadline (18:00 UK time)" }],
  },
  {
    keys: ["university-of-british-columbia"],
    source: "https://you.ubc.ca/applying-ubc/",
    rows: [{ kind: "close", date: "2027-01-15", label: "Undergraduate application" }],
  },
  {
    keys: ["university-of-toronto"],
    source: "https://future.utoronto.ca/apply/",
    rows: [{ kind: "close", date: "2027-01-15", label: "Application (most programs)" }],
  },
  {
    keys: ["mcgill-university"],
    source: "https://www.mcgill.ca/undergraduate-admissions/apply",
    rows: [{ kind: "close", date: "2027-01-15", label: "Applicants from outside Canada" }],
  },
];

export async function seedDeadlines(db: Db): Promise<void> {
  await seedOnce(db, "deadlines-v1", async (trx) => {
    const keys = deadlineSeeds.flatMap((s) => s.keys);
    const schools = await trx.selectFrom("schools").select(["id", "key"]).where("key", "in", keys).execute();
    const idOf = new Map(schools.map((s) => [s.key, s.id]));
    const at = new Date().toISOString();
    const values = deadlineSeeds.flatMap((s) =>
      s.keys.flatMap((key) => {
        const schoolId = idOf.get(key);
        if (schoolId === undefined) return [];
        return s.rows.map((r) => ({
          school_id: schoolId,
          enrollment_id: 1,
          intake_year: INTAKE_YEAR,
          intake_term: s.term ?? "fall",
          kind: r.kind,
          date: r.date,
          label: r.label,
          labels: JSON.stringify(knownRoundLabels(r.label)),
          source_url: s.source,
          checked_on: CHECKED_ON,
          created_at: at,
          updated_at: at,
        }));
      }),
    );
    if (values.length) await trx.insertInto("school_deadlines").values(values).execute();
  });
}

/**
 * Databases seeded before round names were translated (migration 0019): every deadline without
 * names in other languages whose English name is a known round gets its usual translations.
 */
export async function translateDeadlineLabels(db: Db): Promise<void> {
  await seedOnce(db, "deadline-labels-v1", async (trx) => {
    const rows = await trx
      .selectFrom("school_deadlines")
      .select(["id", "label"])
      .where("labels", "=", "{}")
      .where("label", "!=", "")
      .execute();
    for (const row of rows) {
      const labels = knownRoundLabels(row.label);
      if (Object.keys(labels).length === 0) continue;
      await trx
        .updateTable("school_deadlines")
        .set({ labels: JSON.stringify(labels) })
        .where("id", "=", row.id)
        .execute();
    }
  });
}
