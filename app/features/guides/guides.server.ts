import type { Locale } from "~/lib/locales";
import { locales } from "~/lib/locales";
import { type GuideCountry, paths } from "~/lib/paths";
import { guideBlocks, stepItemText } from "./guide-blocks";
import { guideDataFiles, loadGuides } from "./guide-content.server";
import type {
  AdmissionMode,
  CheckedFacts,
  CountryGuide,
  FactSource,
  GuideSet,
  Process,
  ProcessStep,
} from "./guide-types";
import { fillYearsDeep, guideYears } from "./guide-years";

/** Every country that may have a guide, in the order menus and lists show them. */
export const guideCountries = ["usa", "uk", "ca", "au", "nl", "ie"] as const satisfies readonly GuideCountry[];

/**
 * The guides whose content is there: a country is published once `content/<c>/facts.json` exists
 * (its five locale files are then required, and checked by `loadGuides` at start-up).
 */
export function publishableGuides(files: Readonly<Record<string, unknown>> = guideDataFiles): GuideCountry[] {
  return guideCountries.filter((code) => files[`./content/${code}/facts.json`] !== undefined);
}

/** The published guides, in menu order. */
export const publishedGuides: readonly GuideCountry[] = publishableGuides();

const guides = loadGuides(publishedGuides);

/** One published guide in every locale (for tests and checks over the content). */
export function getGuideSet(code: GuideCountry): GuideSet {
  const set = guides[code];
  if (!set) throw new Error(`guides: no published guide "${code}"`);
  return set;
}

export function isGuideCountry(code: string | undefined): code is GuideCountry {
  return (publishedGuides as readonly string[]).includes(code ?? "");
}

/** The addresses of one guide: the first admission mode at `/study/<c>`, each other one with `?mode=`. */
export function guideModePaths(code: GuideCountry): string[] {
  return getGuideSet(code).en.AdmissionMode.map((mode, index) =>
    index === 0 ? paths.guide(code) : `${paths.guide(code)}?mode=${mode.Enrollment}`,
  );
}

/** A process step as one admission mode sees it: only the lines for that mode. */
export interface PageStep extends Omit<ProcessStep, "List"> {
  List: string[];
}

export interface PageProcess extends Omit<Process, "List"> {
  List: PageStep[];
}

/** What one guide page needs: the chosen admission mode only, to keep the document small. */
export interface GuidePage {
  code: GuideCountry;
  Name: string;
  NameEn: string;
  Desc: string;
  /** For the figures stated in `Desc`. */
  facts: CheckedFacts | undefined;
  modes: Array<{ Enrollment: number; Name: string }>;
  mode: AdmissionMode;
  process: PageProcess;
}

export function getGuide(code: GuideCountry, locale: Locale): CountryGuide {
  return getGuideSet(code)[locale];
}

function processFor(process: Process, enrollment: number): PageProcess {
  return {
    ...process,
    List: process.List.map((step) => ({
      ...step,
      List: step.List.filter((item) => typeof item === "string" || item.Modes.some((m) => m === enrollment)).map(
        stepItemText,
      ),
    })),
  };
}

/**
 * The page for one admission mode, or undefined when the guide has no such mode.
 * Cycle years in the texts are filled in for `today`.
 */
export function getGuidePage(
  code: GuideCountry,
  locale: Locale,
  enrollment?: number,
  today: Date = new Date(),
): GuidePage | undefined {
  const guide = getGuide(code, locale);
  const mode =
    enrollment === undefined ? guide.AdmissionMode[0] : guide.AdmissionMode.find((m) => m.Enrollment === enrollment);
  if (!mode) return undefined;
  const page: GuidePage = {
    code,
    Name: guide.Name,
    NameEn: guide.NameEn,
    Desc: guide.Desc,
    facts: guide.facts,
    modes: guide.AdmissionMode.map((m) => ({ Enrollment: m.Enrollment, Name: m.Name })),
    mode,
    process: processFor(guide.Process, mode.Enrollment),
  };
  return fillYearsDeep(page, guideYears(today));
}

/** A block of a guide that states regulated figures, and when they were last checked. */
export interface RegulatedGuideFact {
  guide: GuideCountry;
  locale: Locale;
  /** e.g. "desc", "mode2.school3", "process.step5" (see `guideBlocks`). */
  block: string;
  checkedOn: string;
  sources: FactSource[];
}

/** Every block of every guide that carries `facts`, for the back office's re-check list. */
export function regulatedGuideFacts(): RegulatedGuideFact[] {
  const rows: RegulatedGuideFact[] = [];
  for (const code of publishedGuides) {
    const set = getGuideSet(code);
    for (const locale of locales) {
      for (const { block, facts } of guideBlocks(set[locale])) {
        if (facts) rows.push({ guide: code, locale, block, checkedOn: facts.checkedOn, sources: facts.sources });
      }
    }
  }
  return rows;
}

/** The regulated blocks last checked more than `months` months before `today` (oldest first). */
export function staleGuideFacts(today: Date, months = 6): RegulatedGuideFact[] {
  const limit = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  const cutoff = limit.toISOString().slice(0, 10);
  return regulatedGuideFacts()
    .filter((row) => row.checkedOn < cutoff)
    .sort((a, b) => a.checkedOn.localeCompare(b.checkedOn));
}
