import { describe, expect, it } from "vitest";
import { getGuidePage, publishedGuides } from "./guides.server";

/**
 * Thai readers count years in the Buddhist era (พ.ศ. = CE + 543): calendar years are written in
 * BE; a CE year appears only in brackets after the BE year of a foreign intake, "พ.ศ. 2570 (ค.ศ. 2027)".
 */
function ceYearsOutsideBrackets(text: string): string[] {
  const withoutBracketed = text
    .replace(/\(ค\.ศ\.\s*\d{4}\)/g, "")
    .replace(/"(?:url|checkedOn)":"[^"]*"/g, "") // data, not text: ISO dates are shown with formatDate
    .replace(/"\w+En":"[^"]*"/g, "") // the English labels beside the Thai ones
    .replace(/https?:\/\/[^\s"]+/g, "");
  return [...withoutBracketed.matchAll(/ค\.ศ\.\s*\d{4}|(?<![\d.,])(?:19|20)\d\d(?![\d.,])/g)].map((m) => m[0]);
}

describe("Thai guides follow the Buddhist-era rule", () => {
  for (const code of publishedGuides) {
    for (const enrollment of [1, 2, 3, 4, undefined]) {
      it(`${code} (mode ${enrollment ?? "default"}): no CE year outside brackets`, () => {
        const page = getGuidePage(code, "th", enrollment, new Date("2026-11-26T00:00:00Z"));
        if (!page) return;
        expect(ceYearsOutsideBrackets(JSON.stringify(page))).toEqual([]);
      });
    }
  }

  it("the UCAS cycle years are filled in both eras", () => {
    const page = getGuidePage("uk", "th", undefined, new Date("2026-11-26T00:00:00Z"));
    const text = JSON.stringify(page);
    expect(text).toContain("พ.ศ. 2570 (ค.ศ. 2027)");
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
