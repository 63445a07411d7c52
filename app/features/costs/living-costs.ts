/**
 * Living costs for a year, in the destination's currency: the amount the student visa asks a
 * student to show, per city where the rule names cities (London), else per country. Figures
 * that change are stated with their official page and the day they were checked; where we are
 * not sure of the current figure we state none and point to the page instead.
 */
export const LIVING_COSTS_CHECKED_ON = "2026-11-28";

export type LivingBasis =
  /** a monthly amount for a number of months (UK: up to 9) */
  | { kind: "visaMonthly"; monthly: number; months: number }
  /** an amount for a year */
  | { kind: "visaYearly" }
  /** the school's own published cost of attendance, less tuition and fees, for an academic year */
  | { kind: "schoolBudget"; year: string }
  /** no figure: the reason names who sets it */
  | { kind: "none"; reason: "us" | "unknown" };

export interface LivingCost {
  /** per year, in `currency`; null when we state no figure */
  amount: number | null;
  currency: string;
  basis: LivingBasis;
  source: string | null;
}

/** The 32 boroughs and the City of London are "London" for the UK rule; these are our catalogue's cities there. */
const LONDON_CITIES = new Set(["London", "Kingston upon Thames"]);

const UK_SOURCE = "https://www.gov.uk/student-visa/money";
const QUEBEC_SOURCE = "https://www.quebec.ca/en/education/study-quebec/required-conditions/costs-studies";
const NL_SOURCE = "https://ind.nl/en/required-amounts-income-requirements";
/**
 * The IND study norm for higher education (hbo and university), per month, and the day it took
 * effect. IND's own page says the study norm changes once a year, on 1 January (the sponsor's
 * normbedrag, not this, also changes on 1 July). No stored copy of ind.nl shows the 2026 amount:
 * €1,130.77 was read on third-party pages citing the IND (decision 0029), so it is a secondary
 * figure; an AUAS page quotes €1,217.96 without a date. Check ind.nl each January.
 */
export const NL_STUDY_NORM = { monthly: 1130.77, effectiveFrom: "2026-01-01", sourceKind: "secondary" } as const;
const NL_MONTHLY = NL_STUDY_NORM.monthly;
/**
 * Québec's CAQ living expenses for one person aged 18 or over, for the calendar year from
 * 1 January. quebec.ca's stored page shows 2023 (14,349) and 2024 (15,078); CAD 24,617 for 2026
 * was read on a third-party page (decision 0029).
 */
export const QUEBEC_YEARLY = { amount: 24_617, effectiveFrom: "2026-01-01", sourceKind: "secondary" } as const;

/** A school's own published living budget (school_living_costs), which takes the country's place. */
export interface SchoolBudget {
  amount: number;
  currency: string;
  year: string;
  source: string;
}

/** The living cost of a school: its own published budget where it has one, else its city's or country's. */
export function schoolLivingCost(
  nation: string,
  city: string,
  region: string,
  budget: SchoolBudget | null,
): LivingCost {
  if (budget)
    return {
      amount: budget.amount,
      currency: budget.currency,
      basis: { kind: "schoolBudget", year: budget.year },
      source: budget.source,
    };
  return livingCost(nation, city, region);
}

/** The living cost of a school's city, from its nation (ISO code), city and region. */
export function livingCost(nation: string, city: string, region: string): LivingCost {
  switch (nation) {
    case "GB": {
      // Student visa: £1,529 a month in London, £1,171 elsewhere, for up to 9 months (since 11 November 2025).
      const monthly = LONDON_CITIES.has(city) ? 1529 : 1171;
      return {
        amount: monthly * 9,
        currency: "GBP",
        basis: { kind: "visaMonthly", monthly, months: 9 },
        source: UK_SOURCE,
      };
    }
    case "CA":
      if (region === "Quebec") {
        // Québec's CAQ (MIFI): CAD 24,617 for one person for a year, from 1 January 2026 (was 15,508 in 2025).
        return {
          amount: QUEBEC_YEARLY.amount,
          currency: "CAD",
          basis: { kind: "visaYearly" },
          source: QUEBEC_SOURCE,
        };
      }
      // Study permit, outside Quebec: CAD 22,895 for one person for a year (since 1 September 2025).
      return {
        amount: 22_895,
        currency: "CAD",
        basis: { kind: "visaYearly" },
        source:
          "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
      };
    case "AU":
      // Student visa (subclass 500): AUD 29,710 for a year of living costs (since 10 May 2024).
      return {
        amount: 29_710,
        currency: "AUD",
        basis: { kind: "visaYearly" },
        source: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500",
      };
    case "IE":
      // Study visa: access to at least €10,000 for each year of study.
      return {
        amount: 10_000,
        currency: "EUR",
        basis: { kind: "visaYearly" },
        source: "https://www.irishimmigration.ie/",
      };
    case "NL":
      // The IND's study norm for higher education (hbo and university): €1,130.77 a month in 2026,
      // twelve months shown before the residence permit; in force from 1 January 2026 (NL_STUDY_NORM).
      return {
        amount: Math.round(NL_MONTHLY * 12),
        currency: "EUR",
        basis: { kind: "visaMonthly", monthly: NL_MONTHLY, months: 12 },
        source: NL_SOURCE,
      };
    case "US":
      // No fixed federal amount: each school's I-20 states its own estimate.
      return {
        amount: null,
        currency: "USD",
        basis: { kind: "none", reason: "us" },
        source: "https://studyinthestates.dhs.gov/",
      };
    default:
      return { amount: null, currency: "USD", basis: { kind: "none", reason: "unknown" }, source: null };
  }
}
