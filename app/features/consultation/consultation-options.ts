import type { Locale } from "~/lib/locales";

/** Option codes of the booking form; labels are catalog keys `consultation.<field>.<code>`. */
export const titles = ["mr", "ms"] as const;
export const countryChoices = ["us", "uk", "ca", "nl_ie", "au", "other"] as const;
export const degrees = ["high_school", "bachelor", "master", "other"] as const;
export const terms = ["fall", "spring"] as const;
export const heardFromChoices = [
  "keyword_search",
  "online_forum",
  "facebook",
  "instagram",
  "youtube",
  "alumni_referral",
  "other",
] as const;
export type ContactMethod = "phone" | "line" | "zalo" | "email";

/** Vietnam uses Zalo where Taiwan and Thailand use Line; the Philippines uses neither widely. */
export const contactMethodsByLocale: Record<Locale, readonly ContactMethod[]> = {
  tw: ["phone", "line", "email"],
  cn: ["phone", "line", "email"],
  en: ["phone", "email"],
  vi: ["phone", "zalo", "email"],
  th: ["phone", "line", "email"],
};

/** The messenger ID field is labelled Zalo ID in Vietnamese and Line ID elsewhere. */
export const messengerByLocale: Record<Locale, "line" | "zalo"> = {
  tw: "line",
  cn: "line",
  en: "line",
  vi: "zalo",
  th: "line",
};

/** Intended enrolment years offered: this year and the next four. */
export function enrolYears(now: Date = new Date()): number[] {
  const year = now.getUTCFullYear();
  return [0, 1, 2, 3, 4].map((i) => year + i);
}

/** Field length limits, shared by the browser, the server and the database writer. */
export const maxLength = {
  name: 60,
  email: 254,
  phone: 32,
  line_id: 50,
  major: 100,
  remark: 1000,
  captcha: 8,
} as const;

/** Fields of step 1 (study information); the rest are step 2 (contact information). */
export const studyFields = ["office", "countries", "degree", "enrol_year", "enrol_term", "major"] as const;
