/**
 * Country study guides (product-spec.md § 3): static, typed content.
 * One `CountryGuide` per destination country and locale.
 */
import type { Locale } from "~/lib/locales";

export type GuideCode = "USA" | "UK" | "CA";
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
}

export interface SchoolType {
  ID: number;
  Title: string;
  TitleEn: string;
  Desc: string;
  /** Path under /images/guides/, e.g. "/images/guides/usa-university.svg" */
  Img: string;
}

export interface Introduction {
  Title: string;
  TitleEn: string;
  /** May contain line breaks as "\n". */
  Desc: string;
  Schools: SchoolType[];
}

export interface SuitableFor {
  Title: string;
  TitleEn: string;
  List: Array<{ ID: number; Item: string }>;
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
  List: string[];
}

export interface Process {
  Title: string;
  TitleEn: string;
  Desc: string;
  /** Exactly five steps: application preparation, document preparation, official application, application results, pre-departure preparation. */
  List: [ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep];
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
}

export type GuideSet = Record<Locale, CountryGuide>;
