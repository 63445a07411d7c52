import { describe, expect, it } from "vitest";
import { createCaptcha } from "~/features/consultation/captcha.server";
import { createConsultation } from "~/features/consultation/consultation.server";
import { validBooking } from "../../../tests/support/consultation";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { fitProfileOf, fitsFor, loadRequirements } from "./fit.server";
import { describeFitProfile, type FitProfile, parseFitProfile, serializeFitProfile } from "./profile";
import {
  createRequirement,
  deleteRequirement,
  listRequirementsForAdmin,
  parseRequirementForm,
  updateRequirement,
} from "./requirement-editing.server";

const test = scopedTestDatabase();

const id = async (key: string) =>
  (await test.db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;
const profile: FitProfile = { system: "vn10", grade: 8.2, level: "undergraduate", scores: { ielts: 6.5 } };

describe("fit check on the database", () => {
  it("uses the seeded stated minimum GPA of the University of California for bachelor's applicants only", async () => {
    const ucla = await id("university-of-california-los-angeles");
    const undergraduate = await loadRequirements(test.db, [ucla], "undergraduate");
    expect(undergraduate.get(ucla)).toMatchObject({ minGpa: 3.4, ielts: 7, toefl: 100, rank: 49 });
    const graduate = await loadRequirements(test.db, [ucla], "graduate");
    expect(graduate.get(ucla)?.minGpa).toBeNull();
    const fits = await fitsFor(test.db, profile, [ucla]);
    // 8.2/10 is 3.5 (B+ in Circular 08/2021), over UC's 3.4 but not by 0.3; IELTS 6.5 is under 7.
    expect(fits[ucla]?.verdict).toBe("reach");
    expect(fits[ucla]?.reasons.map((r) => r.key)).toEqual([
      "fit.reason.englishBelow",
      "fit.reason.gpaMeetsStated",
      "fit.reason.rateReach",
    ]);
  });

  it("makes Yale, Princeton, Stanford, MIT, Oxford and Cambridge a reach for a student with top grades, by their published admission rates (Cambridge's unchecked one by its rank too)", async () => {
    // Taiwan 95/100 (≈ US 4.0), IELTS 8.5, SAT 1600: nothing below any stated minimum.
    const top: FitProfile = { system: "tw100", grade: 95, level: "undergraduate", scores: { ielts: 8.5, sat: 1600 } };
    const keys = [
      "yale-university",
      "princeton-university",
      "stanford-university",
      "massachusetts-institute-of-technology",
      "university-of-oxford",
    ];
    const ids = await Promise.all(keys.map(id));
    const fits = await fitsFor(test.db, top, ids);
    for (const [i, schoolId] of ids.entries()) {
      const fit = fits[schoolId];
      expect(fit?.verdict, keys[i]).toBe("reach");
      const basis = fit?.reasons.find((r) => r.key.startsWith("fit.reason.rateReach"));
      expect(basis, keys[i]).toBeDefined();
      expect(
        fit?.reasons.filter((r) => r.weight < 0),
        keys[i],
      ).toEqual([basis]);
      if (i < 4) {
        // The US rates were read from each school's Common Data Set: the reason links it.
        expect(basis?.source, keys[i]).toMatch(/^https:\/\//);
        expect(fit?.reasons.at(-1), keys[i]).toBe(basis);
      } else {
        // Oxford's offer rate for applicants from outside the UK: no stored source confirmed it, so
        // the reason links none and says the figure is unchecked.
        expect(basis?.key, keys[i]).toBe("fit.reason.rateReachInternational");
        expect(basis?.source, keys[i]).toBeUndefined();
        expect(fit?.reasons.at(-1)?.key, keys[i]).toBe("fit.reason.rateUnverified");
      }
    }
    // Cambridge's offer rate for applicants from abroad, 2023 cycle, from a third-party copy with its
    // counts: 1,137 of 7,565 = 15.0%, not under 15%. Unchecked, it cannot make a world top-20 school
    // less than a reach: its rank (QS 2027: 6) decides, and the reasons say so.
    const cambridge = await id("university-of-cambridge");
    const fit = (await fitsFor(test.db, top, [cambridge]))[cambridge];
    expect(fit?.verdict).toBe("reach");
    expect(fit?.reasons.map((r) => r.key).slice(-3)).toEqual([
      "fit.reason.rateSelectiveInternational",
      "fit.reason.rateUnverified",
      "fit.reason.topRankedUnchecked",
    ]);
  });

  it("falls back to grades and the rank where no rate is published, and says so", async () => {
    const top: FitProfile = { system: "tw100", grade: 95, level: "undergraduate", scores: { ielts: 8.5 } };
    // No published rate seeded for UNSW Sydney (QS 2027: 19) or McGill.
    const [unsw, mcgill] = await Promise.all([id("unsw-sydney"), id("mcgill-university")]);
    const fits = await fitsFor(test.db, top, [unsw, mcgill]);
    expect(fits[unsw]?.verdict).toBe("reach");
    expect(fits[unsw]?.reasons.at(-1)?.key).toBe("fit.reason.topRanked");
    expect(fits[mcgill]?.verdict).toBe("match");
    expect(fits[mcgill]?.reasons.at(-1)?.key).toBe("fit.reason.highRanked");
    // Graduate level: no rate seeded for Yale's master's programmes, so the rank decides.
    const yale = await id("yale-university");
    const graduate = await loadRequirements(test.db, [yale], "graduate");
    expect(graduate.get(yale)?.admitRate).toBeNull();
  });

  it("reads the profile from its cookie, and nothing without one", async () => {
    const cookie = serializeFitProfile(profile, false).split(";")[0] ?? "";
    const request = new Request("http://x/", { headers: { cookie: `a=b; ${cookie}` } });
    expect(fitProfileOf(request)).toEqual(profile);
    expect(fitProfileOf(new Request("http://x/"))).toBeNull();
    expect(await fitsFor(test.db, null, [1, 2])).toEqual({});
  });

  it("attaches the profile to a consultation booking, and nothing when there is none", async () => {
    const book = async (fitProfile: FitProfile | null) => {
      const { id: captchaId } = await createCaptcha(test.db);
      const { answer } = await test.db
        .selectFrom("captcha_challenges")
        .select("answer")
        .where("id", "=", captchaId)
        .executeTakeFirstOrThrow();
      const result = await createConsultation(
        test.db,
        { OFFICE_EMAILS: {} },
        {
          input: validBooking({ captcha: answer }),
          locale: "vi",
          captchaId,
          shortlist: [],
          honeypot: "",
          fitProfile,
        },
      );
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return test.db
        .selectFrom("consultations")
        .select("fit_profile")
        .where("reference", "=", result.reference)
        .executeTakeFirstOrThrow();
    };
    const withProfile = await book(profile);
    expect(parseFitProfile(withProfile.fit_profile ?? undefined)).toEqual(profile);
    expect(describeFitProfile(withProfile.fit_profile)).toBe("Vietnam /10 8.2 (≈ 3.5 US) · IELTS 6.5 · undergraduate");
    expect((await book(null)).fit_profile).toBeNull();
  });

  it("lets staff state requirements, one row per school and level, and the fit uses them", async () => {
    const actor = { userId: 1, ip: "127.0.0.1" };
    const lse = await id("london-school-of-economics");
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const fields = {
      school_id: String(lse),
      enrollment_id: "2",
      gmat: "655",
      source_url: "https://www.lse.ac.uk/study-at-lse/Graduate",
      checked_on: "2026-11-20",
    };
    const empty = await parseRequirementForm(test.db, form({ ...fields, gmat: "" }), "2026-11-26");
    expect(!empty.ok && empty.errors.min_gpa?.key).toBe("admin.requirements.error.empty");
    const bad = await parseRequirementForm(
      test.db,
      form({ ...fields, min_gpa: "4.5", checked_on: "2027-01-01" }),
      "2026-11-26",
    );
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(["checked_on", "min_gpa"]);
    const ok = await parseRequirementForm(test.db, form(fields), "2026-11-26");
    if (!ok.ok) throw new Error(JSON.stringify(ok.errors));
    const rowId = await createRequirement(test.db, actor, ok.value);
    const again = await parseRequirementForm(test.db, form(fields), "2026-11-26");
    expect(!again.ok && again.errors.school_id?.key).toBe("admin.requirements.error.exists");
    // The same row may be saved again (its own id is not a duplicate).
    const same = await parseRequirementForm(test.db, form({ ...fields, id: String(rowId), gmat: "705" }), "2026-11-26");
    if (!same.ok) throw new Error("own row");
    expect(await updateRequirement(test.db, actor, rowId, same.value)).toBe(true);
    expect((await listRequirementsForAdmin(test.db)).find((r) => r.id === rowId)).toMatchObject({
      gmat: 705,
      minGpa: null,
    });
    const graduate: FitProfile = { system: "th4", grade: 3.8, level: "graduate", scores: { ielts: 7.5, gmat: 665 } };
    expect((await fitsFor(test.db, graduate, [lse]))[lse]?.reasons.map((r) => r.key)).toContain("fit.reason.testBelow");
    expect(await deleteRequirement(test.db, actor, rowId)).toBe(true);
    expect(await deleteRequirement(test.db, actor, rowId)).toBe(false);
    // A gaokao minimum alone is a requirement row; a mainland student's percentage meets it or not.
    const gaokaoForm = await parseRequirementForm(
      test.db,
      form({ ...fields, enrollment_id: "1", gmat: "", gaokao_pct: "85" }),
      "2026-11-26",
    );
    if (!gaokaoForm.ok) throw new Error(JSON.stringify(gaokaoForm.errors));
    const gaokaoRow = await createRequirement(test.db, actor, gaokaoForm.value);
    expect((await loadRequirements(test.db, [lse], "undergraduate")).get(lse)?.gaokaoPct).toBe(85);
    const mainland: FitProfile = {
      system: "cnGaokao",
      grade: 600,
      gradeMax: 750,
      level: "undergraduate",
      scores: { ielts: 7.5 },
    };
    const fit = (await fitsFor(test.db, mainland, [lse]))[lse];
    expect(fit?.reasons[1]).toMatchObject({ key: "fit.reason.gaokaoBelow", values: { percent: 80, min: 85 } });
    await deleteRequirement(test.db, actor, gaokaoRow);
  });
});
