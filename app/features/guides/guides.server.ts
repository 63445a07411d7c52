import type { Locale } from "~/lib/locales";
import type { GuideCountry } from "~/lib/paths";
import { caGuide } from "./content/ca";
import { ukGuide } from "./content/uk";
import { usaGuide } from "./content/usa";
import type { AdmissionMode, CountryGuide, GuideSet, Process } from "./guide-types";

const guides: Record<GuideCountry, GuideSet> = { usa: usaGuide, uk: ukGuide, ca: caGuide };

export function isGuideCountry(code: string | undefined): code is GuideCountry {
  return code === "usa" || code === "uk" || code === "ca";
}

/** What one guide page needs: the chosen admission mode only, to keep the document small. */
export interface GuidePage {
  code: GuideCountry;
  Name: string;
  NameEn: string;
  Desc: string;
  modes: Array<{ Enrollment: number; Name: string }>;
  mode: AdmissionMode;
  process: Process;
}

export function getGuide(code: GuideCountry, locale: Locale): CountryGuide {
  return guides[code][locale];
}

/** The page for one admission mode, or undefined when the guide has no such mode. */
export function getGuidePage(code: GuideCountry, locale: Locale, enrollment?: number): GuidePage | undefined {
  const guide = getGuide(code, locale);
  const mode =
    enrollment === undefined ? guide.AdmissionMode[0] : guide.AdmissionMode.find((m) => m.Enrollment === enrollment);
  if (!mode) return undefined;
  return {
    code,
    Name: guide.Name,
    NameEn: guide.NameEn,
    Desc: guide.Desc,
    modes: guide.AdmissionMode.map((m) => ({ Enrollment: m.Enrollment, Name: m.Name })),
    mode,
    process: guide.Process,
  };
}
