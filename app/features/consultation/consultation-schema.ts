// zod/mini: the same validation as classic zod in a fraction of the bytes, since this schema
// also ships to the browser (docs/decisions/0007).
import * as z from "zod/mini";
import type { Locale } from "~/lib/locales";
import {
  contactMethodsByLocale,
  countryChoices,
  degrees,
  enrolYears,
  heardFromChoices,
  maxLength,
  studyFields,
  terms,
  titles,
} from "./consultation-options";
import { toE164 } from "./phone";

/**
 * The booking form's one schema: the browser runs it for instant messages, the page action and
 * `POST /api/Home/add_inq` run it as the authority. Messages are catalog keys.
 */
export function consultationSchema(locale: Locale, now: Date = new Date()) {
  const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, "form.tooLong"));
  const required = (key: string, max: number) =>
    z.string().check(z.trim(), z.minLength(1, key), z.maxLength(max, "form.tooLong"));
  const oneOf = (values: readonly string[], key: string, allowEmpty = false) =>
    z.string().check(z.refine((v) => (allowEmpty && v === "") || values.includes(v), key));
  const years = enrolYears(now);

  return z.object({
    name: required("consultation.error.name", maxLength.name),
    title: oneOf(titles, "form.invalid", true),
    email: z.pipe(
      required("consultation.error.email", maxLength.email),
      z.email({ error: "consultation.error.emailFormat" }),
    ),
    phone: z.pipe(
      required("consultation.error.phone", maxLength.phone),
      z.transform((value: string, ctx) => {
        const phone = toE164(value, locale);
        if (!phone) {
          ctx.issues.push({ code: "custom", message: "consultation.error.phoneFormat", input: value });
          return z.NEVER;
        }
        return phone;
      }),
    ),
    line_id: text(maxLength.line_id),
    office: required("consultation.error.office", 40),
    contact_method: oneOf(contactMethodsByLocale[locale], "form.invalid", true),
    countries: z.pipe(
      z
        .array(oneOf(countryChoices, "consultation.error.countries"))
        .check(z.minLength(1, "consultation.error.countries"), z.maxLength(countryChoices.length)),
      z.transform((list: string[]) => [...new Set(list)]),
    ),
    degree: oneOf(degrees, "consultation.error.degree"),
    enrol_year: z.pipe(
      z.string().check(z.refine((v) => v === "" || years.includes(Number(v)), "form.invalid")),
      z.transform((v: string) => (v === "" ? null : Number(v))),
    ),
    enrol_term: oneOf(terms, "form.invalid", true),
    major: text(maxLength.major),
    heard_from: oneOf(heardFromChoices, "consultation.error.heardFrom"),
    remark: text(maxLength.remark),
    captcha: required("consultation.error.captcha", maxLength.captcha).check(
      z.regex(/^[a-z0-9]{4,6}$/i, "consultation.error.captchaFormat"),
    ),
  });
}

export type ConsultationSchema = ReturnType<typeof consultationSchema>;
export type ConsultationInput = z.input<ConsultationSchema>;
export type Consultation = z.output<ConsultationSchema>;
export type ConsultationField = keyof ConsultationInput;

/** Catalog key per field, first problem only (what is shown next to the field). */
export type FieldErrors = Partial<Record<ConsultationField, string>>;

export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ConsultationField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
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
 * Normalizes a form post or a JSON body into the schema's input: every field present, strings
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
  const input = Object.fromEntries(fields.map((f) => [f, asText(get(f))])) as Record<ConsultationField, string>;
  return { ...input, countries };
}

/** Step 1 of the form checks only its own fields. */
export function isStudyField(field: string): boolean {
  return (studyFields as readonly string[]).includes(field);
}
