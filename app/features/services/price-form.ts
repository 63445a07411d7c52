import * as z from "zod/mini";
import { formRules } from "~/lib/form";
import { currencyDigits } from "./pricing";

/** The currencies a price table exists in. */
export const PRICE_CURRENCIES = Object.keys(currencyDigits);

/** The discount rule form (back office): at least 2 and at most 50 services, 0-90 % off. */
export const discountSchema = z.object({
  code: formRules.text(40),
  min_services: formRules.int(2, 50),
  percent_off: formRules.int(0, 90),
  active: formRules.checkbox(),
});
