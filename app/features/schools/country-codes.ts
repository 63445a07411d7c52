import type { CountryCode } from "~/features/reference/reference-data";

/** URL codes of the destination countries (client-safe: no validation library attached). */
export const countryCodes = ["usa", "uk", "ca", "au", "nl", "ie"] as const satisfies readonly CountryCode[];

export function isCountryCode(value: string | undefined): value is CountryCode {
  return (countryCodes as readonly string[]).includes(value ?? "");
}
