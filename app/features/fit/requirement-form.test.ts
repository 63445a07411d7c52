import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { requirementNumbersMissing, requirementSchema } from "./requirement-form";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const valid = {
  school_id: "7",
  enrollment_id: "2",
  min_gpa: "3,5",
  gmat: "655",
  source_url: "https://www.lse.ac.uk/study-at-lse/Graduate",
  checked_on: "2026-11-20",
};
const today = "2026-11-26";
const refusal = (fields: Record<string, string>, name: string) => {
  const parsed = parseForm(requirementSchema(today), form({ ...valid, ...fields }));
  return parsed.ok ? undefined : parsed.errors[name];
};

describe("requirementSchema", () => {
  it("reads a valid row: numbers (a decimal comma too), empty ones as null", () => {
    const parsed = parseForm(requirementSchema(today), form(valid));
    expect(parsed).toMatchObject({
      ok: true,
      value: { school_id: 7, enrollment_id: 2, min_gpa: 3.5, sat: null, gre: null, gmat: 655 },
    });
  });

  it("refuses each field with its key", () => {
    expect(refusal({ school_id: "0" }, "school_id")?.key).toBe("admin.form.required");
    expect(refusal({ enrollment_id: "3" }, "enrollment_id")?.key).toBe("admin.form.required");
    expect(refusal({ min_gpa: "4.5" }, "min_gpa")).toEqual({
      key: "admin.requirements.error.range",
      params: { min: 0, max: 4 },
    });
    expect(refusal({ sat: "1700" }, "sat")?.key).toBe("admin.requirements.error.range");
    expect(refusal({ gre: "abc" }, "gre")?.key).toBe("admin.requirements.error.range");
    expect(refusal({ gmat: "900" }, "gmat")?.params).toEqual({ min: 205, max: 805 });
    expect(refusal({ source_url: "" }, "source_url")?.key).toBe("admin.deadlines.error.url");
    expect(refusal({ source_url: "http://www.lse.ac.uk/" }, "source_url")?.key).toBe("admin.deadlines.error.url");
    expect(refusal({ checked_on: "2027-01-01" }, "checked_on")?.key).toBe("admin.deadlines.error.future");
  });

  it("needs at least one number", () => {
    expect(requirementNumbersMissing({ min_gpa: " ", sat: "", gre: "", gmat: "" })).toEqual({
      key: "admin.requirements.error.empty",
    });
    expect(requirementNumbersMissing({ gmat: "655" })).toBeUndefined();
  });

  it("echoes what was typed when refused", () => {
    const parsed = parseForm(requirementSchema(today), form({ ...valid, min_gpa: "4.5" }));
    expect(parsed.ok).toBe(false);
    expect(parsed.values).toMatchObject({ min_gpa: "4.5", gmat: "655" });
  });
});
