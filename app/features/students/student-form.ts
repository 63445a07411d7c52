import * as z from "zod/mini";
import { formRules } from "~/lib/form";
import { locales } from "~/lib/locales";

/** Form limits and schemas of the testimonial and admitted-student editors (client-safe). */
export const STUDENT_NAME_MAX = 100;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const DEGREES = [1, 2, 3, 4] as const;

/** The fields both lists share: a locale, a student's name, a school id and a year. */
const common = {
  locale: formRules.oneOf(locales),
  student: formRules.text(STUDENT_NAME_MAX),
  school_id: formRules.int(1, Number.MAX_SAFE_INTEGER),
  year: formRules.int(1950, 2100),
};

export const testimonialSchema = z.object({
  ...common,
  program: formRules.text(SHORT_TEXT_MAX),
  title: formRules.text(SHORT_TEXT_MAX),
  quote: formRules.text(LONG_TEXT_MAX),
  rating: formRules.int(1, 5),
});

export const admittedStudentSchema = z.object({
  ...common,
  degree: formRules.int(1, DEGREES.length),
  major: formRules.text(SHORT_TEXT_MAX),
  score: formRules.text(SHORT_TEXT_MAX, true),
  scholarship: formRules.text(SHORT_TEXT_MAX, true),
  feedback: formRules.text(LONG_TEXT_MAX, true),
});
