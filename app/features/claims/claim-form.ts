/** The key figure form of /admin/claims (client-safe; messages are back-office catalog keys). */
import * as z from "zod/mini";
import { formRules } from "~/lib/form";
import { locales } from "~/lib/locales";
import { CLAIM_FORMATS } from "./claim-format";

export const CLAIM_LABEL_MAX = 120;
export const CLAIM_BASIS_MAX = 400;
export const CLAIM_VALUE_MAX = 20;

export const claimSchema = z.object({
  format: formRules.oneOf(CLAIM_FORMATS),
  amount: formRules.optionalNumber(0, 1_000_000_000),
  value: formRules.text(CLAIM_VALUE_MAX, true),
  at_least: formRules.checkbox(),
  basis_year: formRules.optionalNumber(1900, 2100),
  is_active: formRules.checkbox(),
  ...Object.fromEntries(locales.map((l) => [`label_${l}`, formRules.text(CLAIM_LABEL_MAX)] as const)),
  // What the figure counts: required, a figure without its basis is not shown as a claim (decision 0019)
  ...Object.fromEntries(locales.map((l) => [`basis_${l}`, formRules.text(CLAIM_BASIS_MAX)] as const)),
});
