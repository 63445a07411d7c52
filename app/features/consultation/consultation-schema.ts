import type { Locale } from "~/lib/locales";
import {
  acceptedEnrolYears,
  contactMethodsByLocale,
  countryChoices,
  degrees,
  formerCountryChoices,
  heardFromByLocale,
  maxLength,
  studyFields,
  terms,
  titles,
} from "./consultation-options";

/**
 * The booking form's one set of rules, in plain TypeScript so that it costs the browser a few
 * hundred bytes (no validation library): the browser runs it for instant messages, the page
 * action and `POST /api/Home/add_inq` run it as the authority. Messages are catalog keys.
 *
 * The phone rule is passed in: the server checks numbers fully against the locale's numbering
 * plan (`toE164`, libphonenumber metadata), the browser only checks their shape (`phoneShape`),
 * so the metadata never ships to the browser.
 */
export interface ConsultationInput {
  name: string;
  title: string;
  email: string;
  phone: string;
  line_id: string;
  office: string;
  contact_method: string;
  countries: string[];
  degree: string;
  enrol_year: string;
  enrol_term: string;
  major: string;
  heard_from: string;
  remark: string;
  captcha: string;
}

export interface Consultation extends Omit<ConsultationInput, "enrol_year"> {
  /** As the phone rule returned it: E.164 on the server */
  phone: string;
  enrol_year: number | null;
}

export type ConsultationField = keyof ConsultationInput;

/** Catalog key per field, first problem only (what is shown next to the field). */
export type FieldErrors = Partial<Record<ConsultationField, string>>;

export type Step = 1 | 2;

/** The booking form's state when it works without JavaScript (from the page action or its draft). */
export interface ConsultationFormState {
  step: Step;
  values: ConsultationInput;
  /** Catalog keys per field */
  errors?: FieldErrors;
  /** Catalog key of a form-wide problem (rate limit) */
  formError?: string;
  /** This sending of the form (features/submissions), kept from step to step */
  submissionKey?: string;
}

export type ConsultationCheck = { ok: true; value: Consultation } | { ok: false; errors: FieldErrors };

/** A phone rule: the number as it should be stored, or undefined when it is not one. */
export type PhoneRule = (value: string, locale: Locale) => string | undefined;

/**
 * The browser's light phone check: digits with the usual separators, an optional leading +,
 * 7 to 15 digits (E.164 allows at most 15). The server's full check decides.
 */
export const phoneShape: PhoneRule = (value) => {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15 ? value : undefined;
};

/** One or more labels of letters, digits and inner hyphens, then a top-level domain of letters. */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const CAPTCHA = /^[a-z0-9]{4,6}$/i;

export function checkConsultation(
  input: ConsultationInput,
  locale: Locale,
  options: { phone: PhoneRule; now?: Date; only?: "study" },
): ConsultationCheck {
  const errors: FieldErrors = {};
  const fail = (field: ConsultationField, key: string) => {
    errors[field] ??= key;
  };
  const text = (field: Exclude<ConsultationField, "countries">, max: number, required?: string) => {
    const value = input[field].trim();
    if (required && value === "") fail(field, required);
    else if (value.length > max) fail(field, "form.tooLong");
    return value;
  };
  const oneOf = (
    field: Exclude<ConsultationField, "countries">,
    values: readonly string[],
    key: string,
    optional = false,
  ) => {
    const value = input[field];
    if (!(optional && value === "") && !values.includes(value)) fail(field, key);
    return value;
  };

  const office = text("office", 40, "consultation.error.office");
  const countries = [...new Set(input.countries.flatMap((c): readonly string[] => formerCountryChoices[c] ?? [c]))];
  if (countries.length === 0) fail("countries", "consultation.error.countries");
  else if (countries.some((c) => !(countryChoices as readonly string[]).includes(c))) {
    fail("countries", "consultation.error.countries");
  }
  const degree = oneOf("degree", degrees, "consultation.error.degree");
  const year = input.enrol_year === "" ? null : Number(input.enrol_year);
  if (year !== null && !acceptedEnrolYears(options.now).includes(year)) fail("enrol_year", "form.invalid");
  const enrol_term = oneOf("enrol_term", terms, "form.invalid", true);
  const major = text("major", maxLength.major);

  const studyOnly = options.only === "study";
  const name = studyOnly ? "" : text("name", maxLength.name, "consultation.error.name");
  const title = studyOnly ? "" : oneOf("title", titles, "form.invalid", true);
  const email = studyOnly ? "" : text("email", maxLength.email, "consultation.error.email");
  if (!studyOnly && email && !errors.email && !EMAIL.test(email)) fail("email", "consultation.error.emailFormat");
  let phone = studyOnly ? "" : text("phone", maxLength.phone, "consultation.error.phone");
  if (!studyOnly && phone && !errors.phone) {
    const checked = options.phone(phone, locale);
    if (checked === undefined) fail("phone", "consultation.error.phoneFormat");
    else phone = checked;
  }
  const line_id = studyOnly ? "" : text("line_id", maxLength.line_id);
  const contact_method = studyOnly ? "" : oneOf("contact_method", contactMethodsByLocale[locale], "form.invalid", true);
  const heard_from = studyOnly ? "" : oneOf("heard_from", heardFromByLocale[locale], "consultation.error.heardFrom");
  const remark = studyOnly ? "" : text("remark", maxLength.remark);
  const captcha = studyOnly ? "" : text("captcha", maxLength.captcha, "consultation.error.captcha");
  if (!studyOnly && captcha && !errors.captcha && !CAPTCHA.test(captcha))
    fail("captcha", "consultation.error.captchaFormat");

  if (Object.keys(errors).length) {
    // In the form's field order: the first one is the message an API client shows.
    const ordered: FieldErrors = {};
    for (const field of fields) if (errors[field]) ordered[field] = errors[field];
    return { ok: false, errors: ordered };
  }
  return {
    ok: true,
    value: {
      name,
      title,
      email,
      phone,
      line_id,
      office,
      contact_method,
      countries,
      degree,
      enrol_year: year,
      enrol_term,
      major,
      heard_from,
      remark,
      captcha,
    },
  };
}

const fields: ConsultationField[] = [
  "name",
  "title",
  "email",
  "phone",
  "line_id",
  "office",
  "contact_method",
  "countries",
  "degree",
  "enrol_year",
  "enrol_term",
  "major",
  "heard_from",
  "remark",
  "captcha",
];

/**
 * Normalizes a form post or a JSON body into the rules' input: every field present, strings
 * everywhere but `countries` (a list; a JSON string "us,uk" is accepted too). Unknown keys drop.
 */
export function consultationInput(source: FormData | Record<string, unknown>): ConsultationInput {
  const get = (key: string): unknown => (source instanceof FormData ? source.get(key) : source[key]);
  const asText = (value: unknown) =>
    typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  const rawCountries = source instanceof FormData ? source.getAll("countries") : source.countries;
  const countries = (
    Array.isArray(rawCountries) ? rawCountries : typeof rawCountries === "string" ? rawCountries.split(",") : []
  )
    .map(asText)
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 20);
  const input = Object.fromEntries(fields.map((f) => [f, asText(get(f))])) as Omit<ConsultationInput, "countries">;
  return { ...input, countries };
}

/** Step 1 of the form checks only its own fields. */
export function isStudyField(field: string): boolean {
  return (studyFields as readonly string[]).includes(field);
}
