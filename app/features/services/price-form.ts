import * as z from "zod/mini";
import { formIds, formRules } from "~/lib/form";
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

/** A decimal amount as typed ("8800", "290.5", "1,200.00") to minor units of the currency; undefined if invalid. */
export function parseAmount(value: FormDataEntryValue | null, currency: string): number | undefined {
  const digits = currencyDigits[currency as keyof typeof currencyDigits];
  if (digits === undefined || typeof value !== "string") return undefined;
  const text = value.trim().replace(/,/g, "");
  const pattern = digits === 0 ? /^\d{1,12}$/ : new RegExp(`^\\d{1,12}(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(text)) return undefined;
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

/** The ids of the price table's rows (`id` repeated), each a positive whole number once. */
export function bandRowIds(form: FormData): number[] {
  return formIds(form);
}

/**
 * The price table of one currency (`amount_<id>` per band row): an amount with no more decimals
 * than the currency has, read in minor units; else "admin.prices.invalidAmount" with `{ digits }`.
 */
export function bandAmountsSchema(ids: readonly number[], currency: string) {
  const digits = currencyDigits[currency as keyof typeof currencyDigits] ?? 0;
  const amount = () =>
    z.pipe(
      z.string().check(
        z.refine((v) => parseAmount(v, currency) !== undefined, {
          message: "admin.prices.invalidAmount",
          params: { digits },
        }),
      ),
      z.transform((v) => parseAmount(v, currency) ?? 0),
    );
  return z.object(Object.fromEntries(ids.map((id) => [`amount_${id}`, amount()])));
}
