import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { deadlineSchema } from "./deadline-form";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const valid = {
  school_id: "12",
  enrollment_id: "2",
  intake_year: "2027",
  intake_term: "s2",
  kind: "close",
  date: "2027-05-31",
  label: " Round 1 ",
  source_url: " https://study.unimelb.edu.au/how-to-apply ",
  checked_on: "2026-11-20",
};
const today = "2026-11-26";
const errorKey = (fields: Record<string, string>, name: string) => {
  const parsed = parseForm(deadlineSchema(today), form({ ...valid, ...fields }));
  return parsed.ok ? undefined : parsed.errors[name]?.key;
};

describe("deadlineSchema", () => {
  it("reads a valid form into typed values", () => {
    const parsed = parseForm(deadlineSchema(today), form(valid));
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        school_id: 12,
        enrollment_id: 2,
        intake_year: 2027,
        intake_term: "s2",
        kind: "close",
        label: "Round 1",
        source_url: "https://study.unimelb.edu.au/how-to-apply",
      },
    });
  });

  it("refuses each field with its key", () => {
    expect(errorKey({ school_id: "x" }, "school_id")).toBe("admin.form.required");
    expect(errorKey({ enrollment_id: "" }, "enrollment_id")).toBe("admin.form.required");
    expect(errorKey({ intake_year: "27" }, "intake_year")).toBe("admin.deadlines.error.year");
    expect(errorKey({ intake_year: "" }, "intake_year")).toBe("admin.deadlines.error.year");
    expect(errorKey({ intake_term: "autumn" }, "intake_term")).toBe("admin.form.required");
    expect(errorKey({ kind: "whenever" }, "kind")).toBe("admin.form.required");
    expect(errorKey({ date: "2027-02-30" }, "date")).toBe("admin.deadlines.error.date");
    expect(errorKey({ checked_on: "2026-11-27" }, "checked_on")).toBe("admin.deadlines.error.future");
    expect(errorKey({ checked_on: "26/11/2026" }, "checked_on")).toBe("admin.deadlines.error.date");
    expect(errorKey({ label: "x".repeat(81) }, "label")).toBe("admin.form.tooLong");
    expect(errorKey({ source_url: "" }, "source_url")).toBe("admin.form.required");
    expect(errorKey({ source_url: "http://example.edu/page" }, "source_url")).toBe("admin.deadlines.error.url");
    expect(errorKey({ source_url: "https://localhost/page" }, "source_url")).toBe("admin.deadlines.error.url");
    expect(errorKey({ source_url: `https://example.edu/${"a".repeat(500)}` }, "source_url")).toBe(
      "admin.deadlines.error.url",
    );
  });

  it("echoes what was typed when refused", () => {
    const parsed = parseForm(deadlineSchema(today), form({ ...valid, date: "2027-02-30" }));
    expect(parsed.ok).toBe(false);
    expect(parsed.values).toMatchObject({ date: "2027-02-30", label: " Round 1 ", kind: "close" });
  });
});
