import * as z from "zod/mini";
import { adminLocales, PASSWORD_MAX, PASSWORD_MIN, staffRoles } from "~/features/admin/admin-locale";
import { formRules } from "~/lib/form";

/** The staff account forms (back office, admins only): client-safe schemas, messages are catalog keys. */
export const STAFF_NAME_MAX = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const password = () =>
  z
    .string()
    .check(z.minLength(PASSWORD_MIN, "admin.password.tooShort"), z.maxLength(PASSWORD_MAX, "admin.password.tooLong"));

/** A consultant belongs to an office; the other roles may have none. */
const consultantHasOffice = (offices: readonly string[]) =>
  z.superRefine<{ role: string; office: string }>((value, ctx) => {
    if (value.office && !offices.includes(value.office))
      ctx.issues.push({ code: "custom", path: ["office"], message: "admin.form.required", input: value.office });
    else if (value.role === "consultant" && !value.office)
      ctx.issues.push({ code: "custom", path: ["office"], message: "admin.staff.officeRequired", input: value.office });
  });

export function newStaffSchema(offices: readonly string[]) {
  return z
    .object({
      name: formRules.text(STAFF_NAME_MAX),
      email: formRules.matching(EMAIL, "admin.form.invalidEmail", 254),
      password: password(),
      role: formRules.oneOf(staffRoles),
      office: formRules.text(40, true),
      ui_locale: z.pipe(
        z.string(),
        z.transform((v) => ((adminLocales as readonly string[]).includes(v) ? v : "tw")),
      ),
    })
    .check(
      consultantHasOffice(offices),
      z.superRefine((value, ctx) => {
        if (value.password.trim().toLowerCase() === value.email.toLowerCase())
          ctx.issues.push({ code: "custom", path: ["password"], message: "admin.password.sameAsEmail", input: "" });
      }),
    );
}

export function staffUpdateSchema(offices: readonly string[]) {
  return z
    .object({
      name: formRules.text(STAFF_NAME_MAX),
      role: formRules.oneOf(staffRoles),
      office: formRules.text(40, true),
      active: formRules.checkbox(),
      unlock: formRules.checkbox(),
    })
    .check(consultantHasOffice(offices));
}
