/**
 * Home-system grades to the US 4.0 scale, and TOEFL iBT to IELTS: the published conversion table
 * of the fit check (docs/decisions/0013-grade-conversion-and-fit.md gives the sources and why).
 * Client-safe: the shortlist page prints these same rows as its "How we convert" table.
 */

export const gradeSystems = [
  "tw100",
  "twGpa4",
  "twGpa43",
  "cn100",
  "cnGpa",
  "cnGaokao",
  "vn10",
  "th4",
  "ph5",
  "phGpa4",
  "phPercent",
] as const;
export type GradeSystem = (typeof gradeSystems)[number];

/** One row: a grade from `from` upwards (or, for `lowerIsBetter`, up to `from`) is worth `gpa`. */
export interface GradeBand {
  from: number;
  gpa: number;
  /** the home system's own name for the band, as printed in the table */
  label: string;
}

export interface GradeScale {
  min: number;
  max: number;
  step: number;
  /** the Philippine 1.0-5.0 scale: 1.0 is the best grade */
  lowerIsBetter?: boolean;
  /** the gaokao: a score out of the province's maximum, compared as a percentage, with no US GPA */
  percentOfMaximum?: boolean;
  /** bands, best first; absent for scales that are already 4.0 scales */
  bands?: GradeBand[];
  /** who publishes the home scale (official source for the table) */
  source: string;
}

export const gradeScales: Record<GradeSystem, GradeScale> = {
  // National Taiwan University's letter grades (國立臺灣大學學生成績評量要點); A+ is 4.3 there, 4.0 on the US scale.
  tw100: {
    min: 0,
    max: 100,
    step: 0.1,
    source: "https://www.aca.ntu.edu.tw/",
    bands: [
      { from: 90, gpa: 4.0, label: "A+" },
      { from: 85, gpa: 4.0, label: "A" },
      { from: 80, gpa: 3.7, label: "A-" },
      { from: 77, gpa: 3.3, label: "B+" },
      { from: 73, gpa: 3.0, label: "B" },
      { from: 70, gpa: 2.7, label: "B-" },
      { from: 67, gpa: 2.3, label: "C+" },
      { from: 63, gpa: 2.0, label: "C" },
      { from: 60, gpa: 1.7, label: "C-" },
      { from: 0, gpa: 0, label: "F" },
    ],
  },
  // A Taiwanese transcript's GPA on a 4-point scale (A 4, B 3, C 2, D 1): taken as it is.
  twGpa4: { min: 0, max: 4, step: 0.01, source: "https://www.aca.ntu.edu.tw/" },
  // National Taiwan University's 4.3 scale (A+ 4.3, A 4.0, A- 3.7 … C- 1.7, F 0): the points below
  // A+ are the US points, so the GPA is taken as it is and capped at 4.0.
  twGpa43: { min: 0, max: 4.3, step: 0.01, source: "https://www.aca.ntu.edu.tw/" },
  // WES (World Education Services), the credential evaluator most US schools accept: four tiers.
  cn100: {
    min: 0,
    max: 100,
    step: 0.1,
    source: "https://www.wes.org/",
    bands: [
      { from: 85, gpa: 4.0, label: "优秀 / A" },
      { from: 75, gpa: 3.0, label: "良好 / B" },
      { from: 60, gpa: 2.0, label: "中等、及格 / C" },
      { from: 0, gpa: 0, label: "不及格 / F" },
    ],
  },
  // A Chinese transcript's GPA on a 4-point scale, taken as it is.
  cnGpa: { min: 0, max: 4, step: 0.01, source: "https://www.wes.org/" },
  // The gaokao total out of the province's maximum (750 in most provinces, 660 in Shanghai, 900 in
  // Hainan): compared as a percentage with a school's published gaokao requirement, never as a GPA.
  cnGaokao: {
    min: 0,
    max: 1000,
    step: 0.5,
    percentOfMaximum: true,
    source: "https://gaokao.chsi.com.cn/",
  },
  // Ministry of Education and Training, Circular 08/2021/TT-BGDĐT, Article 10 (10-point → letter → 4-point).
  vn10: {
    min: 0,
    max: 10,
    step: 0.01,
    source: "https://moet.gov.vn/",
    bands: [
      { from: 8.5, gpa: 4.0, label: "A" },
      { from: 8.0, gpa: 3.5, label: "B+" },
      { from: 7.0, gpa: 3.0, label: "B" },
      { from: 6.5, gpa: 2.5, label: "C+" },
      { from: 5.5, gpa: 2.0, label: "C" },
      { from: 5.0, gpa: 1.5, label: "D+" },
      { from: 4.0, gpa: 1.0, label: "D" },
      { from: 0, gpa: 0, label: "F" },
    ],
  },
  // Thai GPA/GPAX is a 4.0 scale (grades 4, 3.5 … 0): taken as it is.
  th4: { min: 0, max: 4, step: 0.01, source: "https://www.obec.go.th/" },
  // The University of the Philippines' 1.0-5.0 scale (1.0 best, 3.0 lowest pass, 4.0 conditional, 5.0 fail).
  ph5: {
    min: 1,
    max: 5,
    step: 0.01,
    lowerIsBetter: true,
    source: "https://our.upd.edu.ph/",
    bands: [
      { from: 1.25, gpa: 4.0, label: "1.00–1.25" },
      { from: 1.5, gpa: 3.7, label: "1.50" },
      { from: 1.75, gpa: 3.3, label: "1.75" },
      { from: 2.0, gpa: 3.0, label: "2.00" },
      { from: 2.25, gpa: 2.7, label: "2.25" },
      { from: 2.5, gpa: 2.3, label: "2.50" },
      { from: 2.75, gpa: 2.0, label: "2.75" },
      { from: 3.0, gpa: 1.7, label: "3.00" },
      // 4.00 is "conditional" (not passed until removed), 5.00 failed: below 3.00 no pass.
      { from: 5.0, gpa: 0, label: "4.00–5.00" },
    ],
  },
  // De La Salle University and Ateneo de Manila University grade on a 4.0 scale where 4.0 is best
  // (DLSU 4.0, 3.5 … 1.0, 0.0; Ateneo A 4.0, B+ 3.5, B 3.0, C+ 2.5, C 2.0, D 1.0, F 0): taken as it is.
  phGpa4: { min: 0, max: 4, step: 0.01, source: "https://www.dlsu.edu.ph/" },
  // DepEd Order No. 8, s. 2015: descriptors of the K to 12 report card (percent grades).
  phPercent: {
    min: 0,
    max: 100,
    step: 0.1,
    source:
      "https://www.deped.gov.ph/2015/04/01/do-8-s-2015-policy-guidelines-on-classroom-assessment-for-the-k-to-12-basic-education-program/",
    bands: [
      { from: 90, gpa: 4.0, label: "Outstanding" },
      { from: 85, gpa: 3.3, label: "Very Satisfactory" },
      { from: 80, gpa: 3.0, label: "Satisfactory" },
      { from: 75, gpa: 2.0, label: "Fairly Satisfactory" },
      { from: 0, gpa: 0, label: "Did Not Meet Expectations" },
    ],
  },
};

/** The grade system a visitor most likely has, by site language. */
export const defaultGradeSystem: Record<string, GradeSystem> = {
  tw: "tw100",
  cn: "cn100",
  en: "ph5",
  vi: "vn10",
  th: "th4",
};

export const isGradeSystem = (value: unknown): value is GradeSystem =>
  typeof value === "string" && (gradeSystems as readonly string[]).includes(value);

/** The range a province's gaokao maximum may take (750 most, 660 Shanghai, 900 Hainan). */
export const GAOKAO_MAXIMUM = { min: 300, max: 1000 } as const;

/** Is the grade within the system's scale (the gaokao: within 0 and the province's maximum)? */
export function isValidGrade(system: GradeSystem, grade: number, maximum?: number | null): boolean {
  const scale = gradeScales[system];
  if (!Number.isFinite(grade) || grade < scale.min || grade > scale.max) return false;
  if (!scale.percentOfMaximum) return true;
  return (
    typeof maximum === "number" &&
    Number.isInteger(maximum) &&
    maximum >= GAOKAO_MAXIMUM.min &&
    maximum <= GAOKAO_MAXIMUM.max &&
    grade <= maximum
  );
}

/** A gaokao score as a percentage of the province's maximum, to one decimal. */
export const gaokaoPercent = (score: number, maximum: number): number => Math.round((score / maximum) * 1000) / 10;

/**
 * The grade on the US 4.0 scale, or undefined when it is outside the system's range or the system
 * has no US equivalent (the gaokao).
 */
export function toUsGpa(system: GradeSystem, grade: number): number | undefined {
  const scale = gradeScales[system];
  if (!Number.isFinite(grade) || grade < scale.min || grade > scale.max) return undefined;
  if (scale.percentOfMaximum) return undefined;
  if (!scale.bands) return Math.min(4, grade);
  if (scale.lowerIsBetter) {
    const band = scale.bands.find((b) => grade <= b.from);
    return band?.gpa ?? 0;
  }
  const band = scale.bands.find((b) => grade >= b.from);
  return band?.gpa ?? 0;
}

/**
 * ETS's published comparison of TOEFL iBT total scores with IELTS bands: the lowest TOEFL score of
 * each band. Used when a school states one test and the student took the other.
 */
export const toeflToIelts: ReadonlyArray<{ toefl: number; ielts: number }> = [
  { toefl: 118, ielts: 9 },
  { toefl: 115, ielts: 8.5 },
  { toefl: 110, ielts: 8 },
  { toefl: 102, ielts: 7.5 },
  { toefl: 94, ielts: 7 },
  { toefl: 79, ielts: 6.5 },
  { toefl: 60, ielts: 6 },
  { toefl: 46, ielts: 5.5 },
  { toefl: 35, ielts: 5 },
  { toefl: 32, ielts: 4.5 },
  { toefl: 0, ielts: 4 },
];
export const ETS_COMPARISON_SOURCE = "https://www.ets.org/toefl/score-users/scores-admissions/compare.html";

/** The IELTS band ETS compares a TOEFL iBT total with (4 stands for "4 or below"). */
export function ieltsForToefl(toefl: number): number {
  return toeflToIelts.find((row) => toefl >= row.toefl)?.ielts ?? 4;
}

/** The lowest TOEFL iBT total ETS compares with an IELTS band (a school's IELTS minimum in TOEFL terms). */
export function toeflForIelts(ielts: number): number {
  const rows = toeflToIelts.filter((row) => row.ielts <= ielts);
  return rows[0]?.toefl ?? 0;
}

/** The ranges the form accepts for each test (GRE: verbal + quantitative; GMAT: Focus Edition). */
export const testRanges = {
  ielts: { min: 0, max: 9, step: 0.5 },
  toefl: { min: 0, max: 120, step: 1 },
  sat: { min: 400, max: 1600, step: 10 },
  gre: { min: 260, max: 340, step: 1 },
  gmat: { min: 205, max: 805, step: 10 },
} as const;
export type TestName = keyof typeof testRanges;
export const testNames = Object.keys(testRanges) as TestName[];
