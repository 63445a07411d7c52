import * as z from "zod/mini";
import { type FieldError, type FormValues, formRules } from "~/lib/form";
import { type Locale, locales } from "~/lib/locales";
import { schoolLimits, schoolNations, schoolTypes } from "./school-limits";

/** The school form as the editor shows it: text as typed, the ticks as values. */
export interface SchoolForm {
  name_en: string;
  name_tw: string;
  name_cn: string;
  city_en: string;
  city_tw: string;
  city_cn: string;
  region_en: string;
  region_tw: string;
  region_cn: string;
  /** the school's own country (ISO code): US, GB, CA, AU, NL, IE */
  nation: string;
  type: string;
  founded: string;
  website: string;
  tuition_min: string;
  tuition_max: string;
  toefl: string;
  ielts: string;
  /** the day tuition and the English minimums were last checked (YYYY-MM-DD), "" for never */
  facts_checked_on: string;
  /** the pages they were checked against, one `Name | https://…` a line */
  facts_sources: string;
  featured: boolean;
  /** enrollment types (ids) that need no SAT/ACT/GRE/GMAT or other admissions test */
  no_exam_for: number[];
  intro: Record<Locale, string>;
}

/** An optional whole number (digits only) from min to max: "" gives null, else "admin.schools.range". */
const whole = (min: number, max: number) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((v) => v === "" || (/^\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max), "admin.schools.range"),
    ),
    z.transform((v) => (v === "" ? null : Number(v))),
  );

/** An IELTS band 0–9 in halves ("6.5"), or "" for none. */
const ielts = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((v) => v === "" || (/^\d(\.[05])?$/.test(v) && Number(v) <= 9), "admin.schools.ieltsInvalid"),
  ),
  z.transform((v) => (v === "" ? null : Number(v))),
);

/** Enrollment type ids ticked (1–31, each once); anything else is dropped. */
const enrollmentIds = z.pipe(
  z.string(),
  z.transform((v) => [
    ...new Set(
      v
        .split(",")
        .filter((id) => /^\d{1,2}$/.test(id))
        .map(Number)
        .filter((id) => id >= 1 && id <= 31),
    ),
  ]),
);

/** Fields of the school form read as one list (`parseForm`'s `multi`). */
export const schoolMultiFields = ["no_exam_for"] as const;

/**
 * The school editor's form (back office, client-safe): three names, places, the school's own
 * country and type, numbers in range, an https website and the intros. The tuition order is
 * `schoolTuitionOrder`, checked after.
 */
export const schoolSchema = z.object({
  name_en: formRules.text(schoolLimits.name),
  name_tw: formRules.text(schoolLimits.name),
  name_cn: formRules.text(schoolLimits.name),
  city_en: formRules.text(schoolLimits.city, true),
  city_tw: formRules.text(schoolLimits.city, true),
  city_cn: formRules.text(schoolLimits.city, true),
  region_en: formRules.text(schoolLimits.city, true),
  region_tw: formRules.text(schoolLimits.city, true),
  region_cn: formRules.text(schoolLimits.city, true),
  nation: formRules.oneOf(schoolNations),
  type: formRules.oneOf(schoolTypes),
  founded: whole(1000, 2100),
  website: z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (v) => v === "" || (/^https:\/\/[^\s]+$/.test(v) && v.length <= schoolLimits.website),
        "admin.schools.websiteInvalid",
      ),
    ),
    z.transform((v) => v || null),
  ),
  tuition_min: whole(0, 1_000_000),
  tuition_max: whole(0, 1_000_000),
  toefl: whole(0, 120),
  ielts,
  facts_checked_on: z.string().check(z.trim()),
  facts_sources: z.string().check(z.trim()),
  featured: formRules.checkbox(),
  no_exam_for: enrollmentIds,
  ...(Object.fromEntries(locales.map((l) => [`intro_${l}`, formRules.text(schoolLimits.intro, true)])) as Record<
    `intro_${Locale}`,
    ReturnType<typeof formRules.text>
  >),
});

/** The upper tuition must not be below the lower one (on `tuition_max`). */
export function schoolTuitionOrder(values: FormValues): FieldError | undefined {
  const [min, max] = [values.tuition_min?.trim() ?? "", values.tuition_max?.trim() ?? ""];
  const valid = (v: string) => /^\d{1,9}$/.test(v) && Number(v) <= 1_000_000;
  if (!valid(min) || !valid(max)) return undefined;
  return Number(min) > Number(max) ? { key: "admin.schools.tuitionOrder" } : undefined;
}

/** The form again from what was typed (a refused form shows it unchanged). */
export function schoolFormOf(values: FormValues): SchoolForm {
  const text = (name: string) => values[name] ?? "";
  return {
    name_en: text("name_en"),
    name_tw: text("name_tw"),
    name_cn: text("name_cn"),
    city_en: text("city_en"),
    city_tw: text("city_tw"),
    city_cn: text("city_cn"),
    region_en: text("region_en"),
    region_tw: text("region_tw"),
    region_cn: text("region_cn"),
    nation: text("nation"),
    type: text("type"),
    founded: text("founded"),
    website: text("website"),
    tuition_min: text("tuition_min"),
    tuition_max: text("tuition_max"),
    toefl: text("toefl"),
    ielts: text("ielts"),
    facts_checked_on: text("facts_checked_on"),
    facts_sources: text("facts_sources"),
    featured: text("featured") === "1",
    no_exam_for: text("no_exam_for")
      .split(",")
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    intro: Object.fromEntries(locales.map((l) => [l, text(`intro_${l}`)])) as Record<Locale, string>,
  };
}

/** The form data a school's fields make, as the browser sends them. */
export function schoolFormData(school: SchoolForm): FormData {
  const form = new FormData();
  const { featured, no_exam_for, intro, ...text } = school;
  for (const [name, value] of Object.entries(text)) if (typeof value === "string") form.set(name, value);
  if (featured) form.set("featured", "1");
  for (const id of no_exam_for) form.append("no_exam_for", String(id));
  for (const l of locales) form.set(`intro_${l}`, intro[l]);
  return form;
}
