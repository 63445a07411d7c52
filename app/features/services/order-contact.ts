import { z } from "zod";
import { toE164 } from "~/features/consultation/phone";
import type { Locale } from "~/lib/locales";

/** The order contact form (/service_submit): one schema for the browser and the server; messages are catalog keys. */
export const paymentMethodsByLocale: Record<Locale, readonly string[]> = {
  tw: ["transfer"],
  cn: ["cash", "transfer"],
  en: ["transfer"],
  vi: ["transfer"],
  th: ["transfer"],
};

export function orderContactSchema(locale: Locale) {
  const required = (max: number) => z.string().trim().min(1, "service.error.required").max(max, "form.tooLong");
  return z.object({
    name: required(60),
    email: required(254).pipe(z.email({ error: "consultation.error.emailFormat" })),
    phone: required(32).transform((value, ctx) => {
      const phone = toE164(value, locale);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: "consultation.error.phoneFormat" });
        return z.NEVER;
      }
      return phone;
    }),
    messenger_id: z.string().trim().max(50, "form.tooLong"),
    /** The office chosen (a code of an office serving the locale; the server checks it), "" for the default */
    office: z.string().trim().max(40, "form.invalid"),
    message: z.string().trim().max(2000, "form.tooLong"),
    payment_method: z
      .string()
      .refine((v) => (paymentMethodsByLocale[locale] as readonly string[]).includes(v), "form.invalid"),
    /** tw: the last five digits of the account the transfer will come from (optional; features/payments) */
    payer_account_last5: z
      .string()
      .default("")
      .transform((v) => v.replace(/[\s-]/g, ""))
      .refine((v) => v === "" || /^\d{5}$/.test(v), "service.error.accountLast5"),
  });
}

export type OrderContactInput = z.input<ReturnType<typeof orderContactSchema>>;
export type OrderField = keyof OrderContactInput;

export function orderContactInput(source: FormData | Record<string, unknown>): OrderContactInput {
  const get = (key: string) => {
    const value = source instanceof FormData ? source.get(key) : source[key];
    return typeof value === "string" ? value : "";
  };
  return {
    name: get("name"),
    email: get("email"),
    phone: get("phone"),
    messenger_id: get("messenger_id"),
    office: get("office"),
    message: get("message"),
    payment_method: get("payment_method") || "transfer",
    payer_account_last5: get("payer_account_last5"),
  };
}
