import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * The country an office dials from: the Taiwan offices (and any office not listed) TW. One small
 * map beside `officeTimeZone` (features/tracking/time): switch both to an offices column when
 * the table has one.
 */
const officeCountries: Record<string, "TW" | "VN" | "TH" | "PH" | "CN"> = {
  vietnam: "VN",
  thailand: "TH",
  philippines: "PH",
  china: "CN",
};
export const officeCountry = (office: string) => officeCountries[office] ?? "TW";

/** The prefix for an international call from each country (Taiwan and Thailand have their own). */
const internationalPrefix: Record<string, string> = { TW: "002", TH: "001" };

/**
 * A stored E.164 phone as the office dials it: the national format for a number of the office's
 * country ("0912 345 678"), else the international prefix of the office's country and the number
 * ("002 84 90 123 4567" from Taipei). Never a leading "+" (a spreadsheet would take it for a
 * formula); a phone that does not parse is given back as stored.
 */
export function phoneAsDialled(e164: string, office: string): string {
  const number = parsePhoneNumberFromString(e164);
  if (!number?.isPossible()) return e164;
  const from = officeCountry(office);
  if (number.country === from) return number.formatNational();
  const international = number.formatInternational().replace(/^\+/, "");
  return `${internationalPrefix[from] ?? "00"} ${international}`;
}
