/**
 * Country study guides (product-spec.md § 3): static, typed content.
 * One `CountryGuide` per destination country and locale.
 *
 * Texts that depend on the application cycle use year placeholders instead of a fixed year,
 * filled in for the day the page is rendered (see `guide-years.ts`): `{januaryEntry}`,
 * `{octoberDeadline}`, `{octoberEntry}`.
 */
import type { Locale } from "~/lib/locales";

export type GuideCode = "USA" | "UK" | "CA" | "AU" | "NL" | "IE";
/** Home country compared against, per locale: tw→TW, cn→CN, en→PH, vi→VN, th→TH. */
export type CompareCode = GuideCode | "TW" | "CN" | "VN" | "PH" | "TH";

/** 1 undergraduate, 2 graduate, 3 conditional admission (USA only). */
export type EnrollmentKind = 1 | 2 | 3;

export type LevelSymbol =
  | "senior"
  | "college"
  | "graduate"
  | "junior"
  | "gcse"
  | "academy"
  | "bachelor"
  | "specialties"
  | "technical"
  | "Postgraduate";

export interface LevelItem {
  Title: string;
  TitleEn: string;
}

export interface LevelRow {
  Diff?: false;
  Style: "dark" | "light";
  ClassName: string;
  ClassNameEn: string | null;
  Symbol: LevelSymbol;
  /** e.g. grade names or ages, one per year/stage in that level */
  Items: LevelItem[];
}

/** A row that stands for a pathway programme that only one side has. */
export interface DiffRow {
  Diff: true;
  ClassName: string;
  ClassNameEn: string | null;
  Desc: string;
}

export interface Compares {
  Country: string;
  Code: CompareCode;
  List: Array<LevelRow | DiffRow>;
}

export interface EducationBlock {
  Title: string;
  Type: "university" | "skill";
  ShowTitle: boolean;
  /** Exactly two entries: the destination country first, the home country second. */
  Compares: [Compares, Compares];
}

export interface EducationSystem {
  Title: string;
  TitleEn: string;
  Style: "default" | "normal";
  /** May contain line breaks as "\n". */
  Desc: string;
  Tips: string | null;
  Education: EducationBlock[];
  facts?: CheckedFacts;
}

export interface SchoolType {
  ID: number;
  Title: string;
  TitleEn: string;
  Desc: string;
  /** Path under /images/guides/, e.g. "/images/guides/usa-university.svg" */
  Img: string;
  facts?: CheckedFacts;
}

export interface Introduction {
  Title: string;
  TitleEn: string;
  /** May contain line breaks as "\n". */
  Desc: string;
  Schools: SchoolType[];
  facts?: CheckedFacts;
}

export interface SuitableFor {
  Title: string;
  TitleEn: string;
  List: Array<{ ID: number; Item: string }>;
  facts?: CheckedFacts;
}

export interface AdmissionMode {
  Enrollment: EnrollmentKind;
  Name: string;
  Introduction: Introduction;
  SuitableFor: SuitableFor | null;
  EducationSystem: EducationSystem;
}

export interface ProcessStep {
  ID: 1 | 2 | 3 | 4 | 5;
  /** Path under /images/guides/, e.g. "/images/guides/step-1.svg" */
  Icon: string;
  Title: string;
  /** Plain lines apply to every admission mode; a `ModeItem` only to the modes it names. */
  List: StepItem[];
  facts?: CheckedFacts;
}

export interface Process {
  Title: string;
  TitleEn: string;
  Desc: string;
  /** Exactly five steps: application preparation, document preparation, official application, application results, pre-departure preparation. */
  List: [ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep];
  facts?: CheckedFacts;
}

export interface CountryGuide {
  tableID: number;
  ID: 1 | 2 | 3;
  Code: GuideCode;
  Name: string;
  NameEn: string;
  Desc: string;
  AdmissionMode: AdmissionMode[];
  Process: Process;
  /** For the figures stated in `Desc`. */
  facts?: CheckedFacts;
}

export type GuideSet = Record<Locale, CountryGuide>;

/** An official page a regulated figure was checked against. */
export interface FactSource {
  /** The page's title or owner, e.g. "GOV.UK: Student visa – money". */
  name: string;
  url: string;
}

/**
 * Carried by every block that states a figure which can change: visa funds and fees, tuition,
 * deadlines, test-score requirements, work-hour limits, dates of rule changes. The guide page
 * shows "checked on <date>" with the source links, and `regulatedGuideFacts()` lists them so
 * the back office can find what is due for a re-check.
 */
export interface CheckedFacts {
  /** ISO date (YYYY-MM-DD) the figures were last checked against the sources. */
  checkedOn: string;
  sources: FactSource[];
}

/** A process line that is true for some admission modes only (e.g. a rule that differs for graduate students). */
export interface ModeItem {
  Modes: EnrollmentKind[];
  Text: string;
}

export type StepItem = string | ModeItem;
