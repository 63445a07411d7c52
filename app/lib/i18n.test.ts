import { describe, expect, it } from "vitest";
import { createTranslator } from "./i18n";

describe("createTranslator", () => {
  it("formats dates for each locale even though formatters are shared", () => {
    const date = "2026-09-14";
    expect(createTranslator("en", {}).formatDate(date)).toBe("September 14, 2026");
    expect(createTranslator("tw", {}).formatDate(date)).toBe("2026年9月14日");
    expect(createTranslator("vi", {}).formatDate(date)).toMatch(/14 tháng 9, 2026/);
    expect(createTranslator("en", {}).formatDate(date)).toBe("September 14, 2026");
  });

  it("prints years in the locale's calendar: Buddhist era in Thai, Gregorian elsewhere", () => {
    expect(createTranslator("th", {}).formatYear(2026)).toBe("2569");
    expect(createTranslator("th", {}).formatDate("2026-01-01")).toContain("2569");
    for (const locale of ["tw", "cn", "en", "vi"] as const)
      expect(createTranslator(locale, {}).formatYear(2026)).toBe("2026");
  });
});
