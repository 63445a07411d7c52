import { readCookie, serializeCookie, YEAR_SECONDS } from "~/lib/cookies";

/** Client state kept in cookies (spec § 3): `globalCountry` (a country code) and `checkedList` (JSON array of major ids). */
export function readClientCookie(name: string): string | undefined {
  return readCookie(document.cookie, name);
}

export function writeClientCookie(name: string, value: string | undefined): void {
  const maxAge = value === undefined ? 0 : YEAR_SECONDS;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = serializeCookie(name, value ?? "", { maxAge });
}

export function readCheckedList(): number[] {
  try {
    const parsed: unknown = JSON.parse(readClientCookie("checkedList") ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}
