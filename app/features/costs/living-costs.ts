/**
 * Living costs for a year, in the destination's currency: the amount the student visa asks a
 * student to show, per city where the rule names cities (London), else per country. Figures
 * that change are stated with their official page and the day they were checked; where we are
 * not sure of the current figure we state none and point to the page instead.
 */
export const LIVING_COSTS_CHECKED_ON = "2026-11-26";

export type LivingBasis =
  /** a monthly amount for a number of months (UK: up to 9) */
  | { kind: "visaMonthly"; monthly: number; months: number }
  /** an amount for a year */
  | { kind: "visaYearly" }
  /** no figure: the reason names who sets it */
  | { kind: "none"; reason: "us" | "nl" | "quebec" | "unknown" };

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
        return {
          amount: null,
          currency: "CAD",
          basis: { kind: "none", reason: "quebec" },
          source: "https://www.quebec.ca/en/immigration",
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
      // The IND's monthly norm amount for students changes every 1 January and 1 July: no figure here.
      return {
        amount: null,
        currency: "EUR",
        basis: { kind: "none", reason: "nl" },
        source: "https://ind.nl/en/required-amounts-income-requirements",
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
