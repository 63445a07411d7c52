import type { Locale } from "~/lib/locales";

/** Option codes of the booking form; labels are catalog keys `consultation.<field>.<code>`. */
export const titles = ["mr", "ms"] as const;
export const countryChoices = ["us", "uk", "ca", "nl", "ie", "au", "other"] as const;
/**
 * Choices of earlier forms, still read (decision 0020): bookings stored with "nl_ie" show it as
 * "Netherlands / Ireland" (its catalog key stays), and a form opened before the split that sends it
 * is taken as both countries.
 */
export const formerCountryChoices: Readonly<Record<string, readonly (typeof countryChoices)[number][]>> = {
  nl_ie: ["nl", "ie"],
};
export const degrees = ["high_school", "bachelor", "master", "other"] as const;
export const terms = ["fall", "spring"] as const;

const heardFrom = [
  "keyword_search",
  "online_forum",
  "facebook",
  "instagram",
  "youtube",
  "alumni_referral",
  "other",
] as const;
export type HeardFrom = (typeof heardFrom)[number];

/** "How did you hear about us" per market: YouTube is not reachable in mainland China. */
export const heardFromByLocale: Record<Locale, readonly HeardFrom[]> = {
  tw: heardFrom,
  cn: heardFrom.filter((h) => h !== "youtube"),
  en: heardFrom,
  vi: heardFrom,
  th: heardFrom,
};

/** Each chat app has its own code and label, so staff reading a booking in any language see which one. */
export type ChatApp = "line" | "zalo" | "wechat" | "messenger" | "viber" | "whatsapp";
export type ContactMethod = "phone" | "email" | ChatApp;

/**
 * The chat apps students use in each market: LINE in Taiwan and Thailand, Zalo in Vietnam,
 * WeChat in mainland China, Messenger, Viber and WhatsApp in the Philippines.
 */
export const chatAppsByLocale: Record<Locale, readonly ChatApp[]> = {
  tw: ["line"],
  cn: ["wechat"],
  en: ["messenger", "viber", "whatsapp"],
  vi: ["zalo"],
  th: ["line"],
};

/** Preferred contact methods: phone, the market's chat apps, email. */
export const contactMethodsByLocale: Record<Locale, readonly ContactMethod[]> = {
  tw: ["phone", ...chatAppsByLocale.tw, "email"],
  cn: ["phone", ...chatAppsByLocale.cn, "email"],
  en: ["phone", ...chatAppsByLocale.en, "email"],
  vi: ["phone", ...chatAppsByLocale.vi, "email"],
  th: ["phone", ...chatAppsByLocale.th, "email"],
};

/**
 * Catalog key of the chat-ID field for a booking or order made on a locale's site: "LINE ID",
 * "Zalo ID", "WeChat ID", or "Messenger, Viber or WhatsApp" (the Philippines). Staff pages and
 * mails label a stored ID with the key of the booking's own locale.
 */
export function chatIdLabelKey(locale: Locale): string {
  return `consultation.field.chatId.${chatAppsByLocale[locale].join("_")}`;
}

/** The fall intake starts in September: from then on the next intake is in the following year. */
export const FALL_INTAKE_MONTH = 9;
export const ENROL_YEARS_OFFERED = 5;

/**
 * Intended enrolment years offered: from the current intake (the next one that has not started:
 * this year's fall until August, next year's spring or fall from September), five years.
 */
export function enrolYears(now: Date = new Date()): number[] {
  const first = now.getUTCFullYear() + (now.getUTCMonth() + 1 >= FALL_INTAKE_MONTH ? 1 : 0);
  return Array.from({ length: ENROL_YEARS_OFFERED }, (_, i) => first + i);
}

/** Years a submitted form may carry: today's list, and the one of a form opened up to a month ago. */
export function acceptedEnrolYears(now: Date = new Date()): number[] {
  const monthAgo = new Date(now.getTime() - 31 * 24 * 3600 * 1000);
  return [...new Set([...enrolYears(monthAgo), ...enrolYears(now)])];
}

/** A year as the locale counts it: Thai uses the Buddhist era (2027 is 2570), with the Western year after it. */
export function formatEnrolYear(locale: Locale, year: number): string {
  return locale === "th" ? `${year + 543} (${year})` : String(year);
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
