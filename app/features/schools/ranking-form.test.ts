import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { editionsSchema, editionsYearOrder, rankingRowIds, rankingRowsSchema } from "./ranking-form";

const form = (fields: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, v);
  return f;
};

describe("rankingRowsSchema", () => {
  it("reads places, ties and bands; empty is no rank", () => {
    const f = form([
      ["id", "4"],
      ["id", "4"],
      ["id", "x"],
      ["latest_4", " =12 "],
      ["previous_4", "1401+"],
    ]);
    expect(rankingRowIds(f)).toEqual([4]);
    expect(parseForm(rankingRowsSchema([4]), f)).toMatchObject({
      ok: true,
      value: { latest_4: { rank: 12, band: null }, previous_4: { rank: 1401, band: "1401+" } },
    });
    expect(parseForm(rankingRowsSchema([4]), form([["latest_4", ""]])).ok && true).toBe(true);
  });

  it("refuses a cell with its key and echoes what was typed", () => {
    const parsed = parseForm(rankingRowsSchema([4]), form([["latest_4", "850-801"]]));
    expect(parsed).toEqual({
      ok: false,
      errors: { latest_4: { key: "admin.rankings.invalid", params: { max: 5000 } } },
      values: { latest_4: "850-801", previous_4: "" },
    });
  });
});

describe("editionsSchema", () => {
  const valid = { currentYear: "2026", previousYear: "2025", url: "https://www.topuniversities.com/x" };
  const parse = (fields: Record<string, string>) =>
    parseForm(editionsSchema, form(Object.entries({ ...valid, ...fields })));

  it("reads the years and the page", () => {
    expect(parse({})).toMatchObject({ ok: true, value: { currentYear: 2026, previousYear: 2025 } });
    expect(parse({ previousYear: "" })).toMatchObject({ ok: true, value: { previousYear: null } });
  });

  it("refuses each field with its key", () => {
    const key = (fields: Record<string, string>, name: string) => {
      const parsed = parse(fields);
      return parsed.ok ? undefined : parsed.errors[name]?.key;
    };
    expect(key({ currentYear: "" }, "currentYear")).toBe("admin.rankings.yearInvalid");
    expect(key({ currentYear: "1999" }, "currentYear")).toBe("admin.rankings.yearInvalid");
    expect(key({ previousYear: "26" }, "previousYear")).toBe("admin.rankings.yearInvalid");
    expect(key({ url: "http://www.topuniversities.com" }, "url")).toBe("admin.schools.websiteInvalid");
    expect(key({ url: `https://x.example/${"a".repeat(300)}` }, "url")).toBe("admin.schools.websiteInvalid");
    expect(editionsYearOrder({ ...valid, previousYear: "2026" })).toEqual({ key: "admin.rankings.yearInvalid" });
    expect(editionsYearOrder(valid)).toBeUndefined();
  });
});
