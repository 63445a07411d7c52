import { describe, expect, it } from "vitest";
import {
  gaokaoPercent,
  gradeScales,
  gradeSystems,
  ieltsForToefl,
  isValidGrade,
  toeflForIelts,
  toUsGpa,
} from "./grades";
import {
  describeFitProfile,
  fitProfileJson,
  parseFitForm,
  parseFitProfile,
  profileGaokaoPercent,
  profileGpa,
  serializeFitProfile,
} from "./profile";

/** [grade, US GPA] pairs at and around every band edge of each table. */
const cases: Record<(typeof gradeSystems)[number], Array<[number, number]>> = {
  tw100: [
    [100, 4.0],
    [90, 4.0],
    [89.9, 4.0],
    [85, 4.0],
    [84.9, 3.7],
    [80, 3.7],
    [79.9, 3.3],
    [77, 3.3],
    [76.9, 3.0],
    [73, 3.0],
    [72.9, 2.7],
    [70, 2.7],
    [69.9, 2.3],
    [67, 2.3],
    [66.9, 2.0],
    [63, 2.0],
    [62.9, 1.7],
    [60, 1.7],
    [59.9, 0],
    [0, 0],
  ],
  twGpa4: [
    [4, 4],
    [3.65, 3.65],
    [2, 2],
    [0, 0],
  ],
  // NTU's 4.3 scale: A+ 4.3 and A 4.0 are both US 4.0; A- 3.7 … C- 1.7 are the US points.
  twGpa43: [
    [4.3, 4.0],
    [4.0, 4.0],
    [3.7, 3.7],
    [3.3, 3.3],
    [3.0, 3.0],
    [2.7, 2.7],
    [1.7, 1.7],
    [0, 0],
  ],
  // No US GPA: compared as a percentage of the province's maximum (below).
  cnGaokao: [],
  cn100: [
    [100, 4.0],
    [85, 4.0],
    [84.9, 3.0],
    [75, 3.0],
    [74.9, 2.0],
    [60, 2.0],
    [59.9, 0],
    [0, 0],
  ],
  cnGpa: [
    [4, 4],
    [3.45, 3.45],
    [0, 0],
  ],
  vn10: [
    [10, 4.0],
    [8.5, 4.0],
    [8.49, 3.5],
    [8.0, 3.5],
    [7.99, 3.0],
    [7.0, 3.0],
    [6.99, 2.5],
    [6.5, 2.5],
    [6.49, 2.0],
    [5.5, 2.0],
    [5.49, 1.5],
    [5.0, 1.5],
    [4.99, 1.0],
    [4.0, 1.0],
    [3.99, 0],
    [0, 0],
  ],
  th4: [
    [4, 4],
    [3.5, 3.5],
    [2.75, 2.75],
    [0, 0],
  ],
  ph5: [
    [1.0, 4.0],
    [1.25, 4.0],
    [1.26, 3.7],
    [1.5, 3.7],
    [1.75, 3.3],
    [2.0, 3.0],
    [2.25, 2.7],
    [2.5, 2.3],
    [2.75, 2.0],
    [3.0, 1.7],
    // 4.0 is "conditional" (not passed), 5.0 failed: a fail, not a US D.
    [3.01, 0],
    [4.0, 0],
    [5.0, 0],
  ],
  // De La Salle / Ateneo: 4.0 is the best grade; 3.5 is a B+, not "barely passing".
  phGpa4: [
    [4.0, 4.0],
    [3.5, 3.5],
    [3.0, 3.0],
    [1.0, 1.0],
    [0, 0],
  ],
  phPercent: [
    [100, 4.0],
    [90, 4.0],
    [89.9, 3.3],
    [85, 3.3],
    [84.9, 3.0],
    [80, 3.0],
    [79.9, 2.0],
    [75, 2.0],
    [74.9, 0],
    [60, 0],
  ],
};

describe("grade conversion to the US 4.0 scale", () => {
  for (const system of gradeSystems) {
    it(`${system}: every band edge of the published table, and nothing outside the scale`, () => {
      for (const [grade, gpa] of cases[system]) expect(toUsGpa(system, grade), `${system} ${grade}`).toBe(gpa);
      const { min, max } = gradeScales[system];
      expect(toUsGpa(system, min - 0.01)).toBeUndefined();
      expect(toUsGpa(system, max + 0.01)).toBeUndefined();
      expect(toUsGpa(system, Number.NaN)).toBeUndefined();
      expect(gradeScales[system].source).toMatch(/^https:\/\//);
    });
  }

  it("tables are ordered best first, so the first matching band wins", () => {
    for (const system of gradeSystems) {
      const { bands, lowerIsBetter } = gradeScales[system];
      if (!bands) continue;
      const edges = bands.map((b) => b.from);
      const sorted = [...edges].sort((a, b) => (lowerIsBetter ? a - b : b - a));
      expect(edges, system).toEqual(sorted);
      const points = bands.map((b) => b.gpa);
      expect(points, system).toEqual([...points].sort((a, b) => b - a));
    }
  });
});

describe("the gaokao", () => {
  it("is a score out of the province's maximum, a percentage and no US GPA", () => {
    expect(isValidGrade("cnGaokao", 650, 750)).toBe(true);
    expect(isValidGrade("cnGaokao", 751, 750)).toBe(false);
    expect(isValidGrade("cnGaokao", 600, null)).toBe(false);
    expect(isValidGrade("cnGaokao", 600, 200)).toBe(false);
    expect(gaokaoPercent(650, 750)).toBe(86.7);
    expect(gaokaoPercent(594, 660)).toBe(90);
    expect(toUsGpa("cnGaokao", 650)).toBeUndefined();
    const form = new FormData();
    for (const [k, v] of Object.entries({ system: "cnGaokao", grade: "620", grade_max: "660", level: "undergraduate" }))
      form.set(k, v);
    const parsed = parseFitForm(form);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.profile).toEqual({
      system: "cnGaokao",
      grade: 620,
      gradeMax: 660,
      level: "undergraduate",
      scores: {},
    });
    expect(profileGaokaoPercent(parsed.profile)).toBe(93.9);
    expect(profileGpa(parsed.profile)).toBeNull();
    expect(parseFitProfile(fitProfileJson(parsed.profile))).toEqual(parsed.profile);
    expect(describeFitProfile(fitProfileJson(parsed.profile))).toBe("China gaokao 620/660 (93.9%) · undergraduate");
    form.set("grade_max", "");
    const missing = parseFitForm(form);
    expect(!missing.ok && missing.errors).toEqual({ grade_max: "fit.error.gradeMax" });
    form.set("grade_max", "660");
    form.set("grade", "700");
    const over = parseFitForm(form);
    expect(!over.ok && over.errors).toEqual({ grade: "fit.error.grade" });
  });
});

describe("TOEFL iBT and IELTS (ETS's comparison)", () => {
  it("maps each TOEFL range to its IELTS band and back", () => {
    expect(ieltsForToefl(120)).toBe(9);
    expect(ieltsForToefl(117)).toBe(8.5);
    expect(ieltsForToefl(101)).toBe(7);
    expect(ieltsForToefl(94)).toBe(7);
    expect(ieltsForToefl(93)).toBe(6.5);
    expect(ieltsForToefl(79)).toBe(6.5);
    expect(ieltsForToefl(78)).toBe(6);
    expect(ieltsForToefl(31)).toBe(4);
    expect(toeflForIelts(6.5)).toBe(79);
    expect(toeflForIelts(7)).toBe(94);
    expect(toeflForIelts(4)).toBe(0);
  });
});

describe("fit profile", () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };

  it("reads the form: a grade in range for its system, optional scores on their scales", () => {
    const ok = parseFitForm(form({ system: "vn10", grade: "8,2", level: "graduate", ielts: "6.5", gre: "" }));
    expect(ok).toEqual({
      ok: true,
      profile: { system: "vn10", grade: 8.2, level: "graduate", scores: { ielts: 6.5 } },
    });
    const bad = parseFitForm(
      form({ system: "ph5", grade: "0.5", ielts: "6.3", toefl: "121", sat: "1605", gmat: "700" }),
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toEqual({
      grade: "fit.error.grade",
      ielts: "fit.error.ielts",
      toefl: "fit.error.toefl",
      sat: "fit.error.sat",
      gmat: "fit.error.gmat",
    });
    expect(bad.values.grade).toBe("0.5");
    expect(parseFitForm(form({ system: "us", grade: "3" })).ok).toBe(false);
  });

  it("round-trips through its cookie and ignores a tampered one", () => {
    const profile = { system: "tw100", grade: 86, level: "undergraduate", scores: { toefl: 95 } } as const;
    const cookie = serializeFitProfile({ ...profile, scores: { ...profile.scores } }, true);
    expect(cookie).toMatch(/^fit_profile=.+; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure$/);
    const value = decodeURIComponent(cookie.split(";")[0]?.slice("fit_profile=".length) ?? "");
    const back = parseFitProfile(value);
    expect(back).toEqual(profile);
    expect(back && profileGpa(back)).toBe(4.0);
    expect(parseFitProfile('{"s":"tw100","g":101,"toefl":500}')).toEqual({
      system: "tw100",
      grade: null,
      level: "undergraduate",
      scores: {},
    });
    expect(parseFitProfile("not json")).toBeNull();
    expect(parseFitProfile('{"s":"xx"}')).toBeNull();
  });
});
