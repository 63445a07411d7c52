import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { formRules, isHttpsUrl, parseForm, withErrors } from "./form";

const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("parseForm", () => {
  const schema = z.object({
    id: formRules.id(),
    year: formRules.int(2000, 2100, "custom.year"),
    gpa: formRules.optionalNumber(0, 4),
    url: formRules.httpsUrl(40, "custom.url"),
    tags: z.string(),
    secret: z.string(),
  });

  it("reads a multi-value field whole and keeps secrets out of the echo", () => {
    const parsed = parseForm(
      schema,
      form([
        ["id", "7"],
        ["year", "2027"],
        ["gpa", "3,5"],
        ["url", "https://x.example/a"],
        ["tags", "a"],
        ["tags", "b"],
        ["secret", "pw"],
      ]),
      ["secret"],
      ["tags"],
    );
    expect(parsed).toEqual({
      ok: true,
      value: { id: 7, year: 2027, gpa: 3.5, url: "https://x.example/a", tags: "a,b", secret: "pw" },
      values: { id: "7", year: "2027", gpa: "3,5", url: "https://x.example/a", tags: "a,b" },
    });
  });

  it("gives each rule's key and params", () => {
    const parsed = parseForm(
      schema,
      form([
        ["gpa", "5"],
        ["url", "http://x.example"],
      ]),
    );
    expect(parsed.ok ? null : parsed.errors).toEqual({
      id: { key: "admin.form.required" },
      year: { key: "custom.year", params: { min: 2000, max: 2100 } },
      gpa: { key: "admin.content.between", params: { min: 0, max: 4 } },
      url: { key: "custom.url" },
    });
    expect(isHttpsUrl("https://localhost/")).toBe(false);
  });
});

describe("withErrors", () => {
  it("adds the server's checks; a field keeps its first error", () => {
    const ok = { ok: true as const, value: 1, values: { a: "1" } };
    expect(withErrors(ok, { a: undefined })).toBe(ok);
    expect(withErrors(ok, { a: { key: "taken" } })).toEqual({
      ok: false,
      errors: { a: { key: "taken" } },
      values: { a: "1" },
    });
    const refused = { ok: false as const, errors: { a: { key: "first" } }, values: { a: "" } };
    expect(withErrors(refused, { a: { key: "second" }, b: { key: "b" } })).toEqual({
      ok: false,
      errors: { a: { key: "first" }, b: { key: "b" } },
      values: { a: "" },
    });
  });
});
