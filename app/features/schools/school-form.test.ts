import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { schoolFormOf, schoolMultiFields, schoolSchema, schoolTuitionOrder } from "./school-form";

const valid: Record<string, string> = {
  name_en: " University of Edinburgh ",
  name_tw: "愛丁堡大學",
  name_cn: "爱丁堡大学",
  city_en: "Edinburgh",
  region_en: "Scotland",
  nation: "GB",
  type: "university",
  founded: "1583",
  website: "https://www.ed.ac.uk",
  tuition_min: "26500",
  tuition_max: "38500",
  toefl: "92",
  ielts: "6.5",
  featured: "1",
  intro_th: "มหาวิทยาลัย",
};
const form = (fields: Record<string, string>, noExam: string[] = []) => {
  const f = new FormData();
  for (const [k, v] of Object.entries({ ...valid, ...fields })) f.set(k, v);
  for (const id of noExam) f.append("no_exam_for", id);
  return f;
};
const parse = (fields: Record<string, string> = {}, noExam: string[] = []) =>
  parseForm(schoolSchema, form(fields, noExam), [], schoolMultiFields);
const key = (fields: Record<string, string>, name: string) => {
  const parsed = parse(fields);
  return parsed.ok ? undefined : parsed.errors[name];
};

describe("schoolSchema", () => {
  it("reads a valid form: numbers, the tick, the enrollment types once each", () => {
    const parsed = parse({}, ["1", "3", "3", "x", "40"]);
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        name_en: "University of Edinburgh",
        founded: 1583,
        website: "https://www.ed.ac.uk",
        tuition_min: 26500,
        toefl: 92,
        ielts: 6.5,
        featured: true,
        no_exam_for: [1, 3],
        intro_th: "มหาวิทยาลัย",
        intro_tw: "",
      },
    });
    expect(parse({ founded: "", website: "", ielts: "" })).toMatchObject({
      ok: true,
      value: { founded: null, website: null, ielts: null },
    });
  });

  it("refuses each field with its key", () => {
    expect(key({ name_tw: " " }, "name_tw")).toEqual({ key: "admin.form.required" });
    expect(key({ name_en: "x".repeat(201) }, "name_en")).toEqual({ key: "admin.form.tooLong", params: { max: 200 } });
    expect(key({ city_tw: "x".repeat(101) }, "city_tw")).toEqual({ key: "admin.form.tooLong", params: { max: 100 } });
    expect(key({ intro_vi: "x".repeat(4001) }, "intro_vi")?.params).toEqual({ max: 4000 });
    expect(key({ nation: "FR" }, "nation")?.key).toBe("admin.form.required");
    expect(key({ type: "castle" }, "type")?.key).toBe("admin.form.required");
    expect(key({ founded: "999" }, "founded")?.key).toBe("admin.schools.range");
    expect(key({ founded: "1e3" }, "founded")?.key).toBe("admin.schools.range");
    expect(key({ toefl: "130" }, "toefl")?.key).toBe("admin.schools.range");
    expect(key({ tuition_min: "-1" }, "tuition_min")?.key).toBe("admin.schools.range");
    expect(key({ ielts: "6.7" }, "ielts")?.key).toBe("admin.schools.ieltsInvalid");
    expect(key({ ielts: "9.5" }, "ielts")?.key).toBe("admin.schools.ieltsInvalid");
    expect(key({ website: "http://x" }, "website")?.key).toBe("admin.schools.websiteInvalid");
  });

  it("wants the upper tuition not below the lower one", () => {
    expect(schoolTuitionOrder({ tuition_min: "50000", tuition_max: "100" })).toEqual({
      key: "admin.schools.tuitionOrder",
    });
    expect(schoolTuitionOrder({ tuition_min: "100", tuition_max: "100" })).toBeUndefined();
    expect(schoolTuitionOrder({ tuition_min: "", tuition_max: "100" })).toBeUndefined();
  });

  it("echoes what was typed, and makes the form of it again", () => {
    const parsed = parse({ toefl: "130" }, ["2", "4"]);
    expect(parsed.ok).toBe(false);
    expect(parsed.values).toMatchObject({ toefl: "130", name_en: " University of Edinburgh ", no_exam_for: "2,4" });
    expect(schoolFormOf(parsed.values)).toMatchObject({
      toefl: "130",
      featured: true,
      no_exam_for: [2, 4],
      intro: { th: "มหาวิทยาลัย", tw: "" },
    });
  });
});
