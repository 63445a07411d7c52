import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { listRankingsForEdit, parseRank, saveRankings } from "~/features/schools/ranking-editing.server";
import {
  getSchoolForEdit,
  listSchoolsForEdit,
  parseSchoolForm,
  saveSchool,
} from "~/features/schools/school-editing.server";
import { schoolFormData } from "~/features/schools/school-form";
import { findSchools, getSchool, listRanking } from "~/features/schools/schools.server";
import { listBands, minorToInput, parseAmount, saveBandAmounts, saveDiscount } from "./price-editing.server";
import { loadCatalogue } from "./services.server";

let test: TestDatabase;
const actor = { userId: null, ip: "test" };
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

describe("form values", () => {
  it("reads ranks as whole numbers 1–5000 or empty", () => {
    expect(parseRank("12")).toBe(12);
    expect(parseRank(" ")).toBeNull();
    for (const bad of ["0", "5001", "1.5", "-3", "12a", "１２"]) expect(parseRank(bad), bad).toBeUndefined();
  });

  it("reads amounts in the currency's minor units", () => {
    expect(parseAmount("8,800", "TWD")).toBe(8800);
    expect(parseAmount("8800.5", "TWD")).toBeUndefined();
    expect(parseAmount("290.5", "USD")).toBe(29050);
    expect(parseAmount("290.555", "USD")).toBeUndefined();
    expect(parseAmount("9200000", "VND")).toBe(9_200_000);
    expect(parseAmount("-1", "THB")).toBeUndefined();
    expect(parseAmount("10", "EUR")).toBeUndefined();
    expect(minorToInput(29050, "USD")).toBe("290.50");
  });
});

describe("rankings", () => {
  it("saves only what changed, audits it and the public ranking shows it", async () => {
    const { rows } = await listRankingsForEdit(test.db, { country: "uk", ranked: true }, 1);
    const first = rows[0];
    if (!first) throw new Error("no ranked UK school in the seed");
    const changed = await saveRankings(test.db, actor, [
      { id: first.id, rankLatest: 1, rankPrevious: 7 },
      ...rows.slice(1, 3).map((r) => ({ id: r.id, rankLatest: r.rankLatest, rankPrevious: r.rankPrevious })),
    ]);
    expect(changed).toEqual([first.id]);
    const ranking = await listRanking(test.db, "en", { country: "uk" });
    const top = ranking.items.find((r) => r.id === first.id);
    // The staff edit is public at once, with the previous edition's place (QS 2026 is verified for
    // every school, decision 0027) and the change.
    expect(top).toMatchObject({ rank_latest: 1, rank_previous: 7, change: 6 });
    const stored = await test.db
      .selectFrom("schools")
      .select("rank_previous")
      .where("id", "=", first.id)
      .executeTakeFirst();
    expect(stored?.rank_previous).toBe(7);
    const audit = await test.db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("action", "=", "ranking.update")
      .execute();
    expect(audit).toEqual([{ action: "ranking.update", entity_id: String(first.id) }]);
  });

  it("finds schools by a part of their English or Chinese name", async () => {
    const { rows } = await listRankingsForEdit(test.db, { q: "牛津" }, 1);
    expect(rows.map((r) => r.nameEn)).toContain("University of Oxford");
    expect((await listRankingsForEdit(test.db, { q: "%" }, 1)).rows).toEqual([]);
  });
});

describe("prices", () => {
  it("changes a band's amount for new quotes and keeps other bands", async () => {
    const bands = await listBands(test.db, "sop-ps", "TWD");
    const band = bands[0];
    const other = bands[1];
    if (!band || !other) throw new Error("no TWD bands for sop-ps");
    const count = await saveBandAmounts(test.db, actor, "sop-ps", "TWD", [
      { id: band.id, amountMinor: band.amountMinor + 500 },
      { id: other.id, amountMinor: other.amountMinor },
    ]);
    expect(count).toBe(1);
    const catalogue = await loadCatalogue(test.db, "tw", "TWD");
    const row = catalogue.bands.find(
      (b) => b.service === "sop-ps" && b.minUnits === band.minUnits && b.method === band.method,
    );
    expect(row?.amountMinor).toBe(band.amountMinor + 500);
    // A band of another service cannot be changed through this service's form.
    const foreign = (await listBands(test.db, "essay", "TWD"))[0];
    if (!foreign) throw new Error("no essay bands");
    expect(await saveBandAmounts(test.db, actor, "sop-ps", "TWD", [{ id: foreign.id, amountMinor: 1 }])).toBe(0);
  });

  it("edits a discount rule", async () => {
    const [rule] = await test.db.selectFrom("discount_rules").select("code").orderBy("min_services").execute();
    if (!rule) throw new Error("no discount rules");
    expect(await saveDiscount(test.db, actor, rule.code, { minServices: 2, percentOff: 8, active: true })).toBe(true);
    const catalogue = await loadCatalogue(test.db, "en", "USD");
    expect(catalogue.rules.find((r) => r.code === rule.code)?.percentOff).toBe(8);
    expect(await saveDiscount(test.db, actor, "no-such-rule", { minServices: 2, percentOff: 8, active: true })).toBe(
      false,
    );
  });
});

describe("schools", () => {
  it("refuses bad values with the field's problem", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name_en: "X",
      name_tw: "",
      name_cn: "X",
      type: "castle",
      toefl: "130",
      ielts: "6.7",
      website: "http://x",
      tuition_min: "50000",
      tuition_max: "100",
    }))
      form.set(k, v);
    const checked = parseSchoolForm(form);
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(Object.fromEntries(Object.entries(checked.errors).map(([k, e]) => [k, e.key]))).toEqual({
        name_tw: "admin.form.required",
        nation: "admin.form.required",
        type: "admin.form.required",
        toefl: "admin.schools.range",
        ielts: "admin.schools.ieltsInvalid",
        website: "admin.schools.websiteInvalid",
        tuition_max: "admin.schools.tuitionOrder",
      });
  });

  it("saves a school so the public page and the name search see it at once", async () => {
    const { rows } = await listSchoolsForEdit(test.db, { q: "oxford" }, 1);
    const id = rows[0]?.id;
    if (!id) throw new Error("no Oxford in the seed");
    const current = await getSchoolForEdit(test.db, id);
    if (!current) throw new Error("no school");
    const checked = parseSchoolForm(
      schoolFormData({
        ...current,
        name_tw: "牛津大學（測試）",
        toefl: "110",
        intro: { ...current.intro, th: "มหาวิทยาลัยเก่าแก่ที่สุดในโลกที่ใช้ภาษาอังกฤษ" },
      }),
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(await saveSchool(test.db, actor, id, checked.value)).toBe(true);
    const publicTw = await getSchool(test.db, "tw", id);
    expect(publicTw?.name).toBe("牛津大學（測試）");
    const publicTh = await getSchool(test.db, "th", id);
    expect(publicTh?.intro).toContain("มหาวิทยาลัยเก่าแก่");
    const found = await findSchools(test.db, "tw", { country: "all", name: "測試" });
    expect(found.items.map((s) => s.id)).toEqual([id]);
    expect(await saveSchool(test.db, actor, 999_999, checked.value)).toBe(false);
  });
});

describe("price editor rules", () => {
  it("reads band amounts in minor units and names the rows that are not amounts", async () => {
    const { parseBandAmounts, priceTableOf } = await import("./price-editing.server");
    const form = new FormData();
    for (const [id, amount] of [
      ["1", "1,250"],
      ["2", "12.5"],
      ["3", "abc"],
      ["x", "9"],
    ]) {
      form.append("id", id as string);
      form.set(`amount_${id}`, amount as string);
    }
    const twd = parseBandAmounts(form, "TWD");
    expect(twd.ok ? null : twd.errors).toEqual({
      amount_2: { key: "admin.prices.invalidAmount", params: { digits: 0 } },
      amount_3: { key: "admin.prices.invalidAmount", params: { digits: 0 } },
    });
    expect(twd.values).toEqual({ amount_1: "1,250", amount_2: "12.5", amount_3: "abc" });
    form.set("amount_3", "7");
    const usd = parseBandAmounts(form, "USD");
    expect(usd.ok && usd.value).toEqual([
      { id: 1, amountMinor: 125_000 },
      { id: 2, amountMinor: 1250 },
      { id: 3, amountMinor: 700 },
    ]);
    expect(priceTableOf(new URLSearchParams("service=sop&currency=XYZ"), [{ code: "cv" }, { code: "sop" }])).toEqual({
      service: "sop",
      currency: "TWD",
    });
  });
});
