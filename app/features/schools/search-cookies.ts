/** Client state kept in cookies (spec § 3): `globalCountry` (a country code) and `checkedList` (JSON array of major ids). */
export function readClientCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function writeClientCookie(name: string, value: string | undefined): void {
  const maxAge = value === undefined ? 0 : 365 * 24 * 3600;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${name}=${encodeURIComponent(value ?? "")}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function readCheckedList(): number[] {
  try {
    const parsed: unknown = JSON.parse(readClientCookie("checkedList") ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}
