/** Copy of the static pages /about, /our_services and /service, one object per locale. */
export interface AboutCopy {
  title: string;
  metaDescription: string;
  lead: string;
  /**
   * 2-4 paragraphs about the company: founded 2006, offices, consultants. Years of experience are
   * written `{yearsSinceFounding}` and counted from today, never typed in.
   */
  story: string[];
  missionTitle: string;
  mission: string;
  valuesTitle: string;
  values: Array<{ title: string; text: string }>;
  officesTitle: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
}

export interface ServiceCopy {
  /** Stable key: sop-ps | essay | rl | resume-cv | application | interview | translation | school-selection | visa-departure */
  key: string;
  name: string;
  summary: string;
  includes: string[];
  /** Facts such as "one round of revision", "CV 1-2 pages", "8-12 schools", "72-hour rush +25%". */
  notes: string[];
}

export interface OurServicesCopy {
  title: string;
  metaDescription: string;
  lead: string;
  documentGroupTitle: string;
  otherGroupTitle: string;
  services: ServiceCopy[];
  rushTitle: string;
  rushText: string;
  paymentTitle: string;
  paymentText: string;
  orderButton: string;
}

export interface PackageCopy {
  title: string;
  metaDescription: string;
  lead: string;
  dualTitle: string;
  dualText: string;
  includesTitle: string;
  includes: string[];
  suitsTitle: string;
  suits: string[];
  majorsTitle: string;
  majorsText: string;
  /** The package-only majors of the spec, translated: MBA, marketing, finance, accounting, management,
   * sports management, art and design, information technology, electronics, electrical, mechanical. */
  majors: string[];
  stepsTitle: string;
  steps: Array<{ title: string; text: string }>;
  ctaTitle: string;
  ctaButton: string;
}

export interface PagesCopy {
  about: AboutCopy;
  ourServices: OurServicesCopy;
  package: PackageCopy;
}
