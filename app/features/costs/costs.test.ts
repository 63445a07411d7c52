import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "~/.server/config";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { convert, type Rates, roughly, studentCurrency, totalCost, yearlyCost } from "./costs";
import { costsFor } from "./costs.server";
import { livingCost } from "./living-costs";

const rates: Rates = {
  setOn: "2026-11-26",
  perUsd: { USD: 1, TWD: 32, GBP: 0.8, CAD: 1.4, AUD: 1.5, EUR: 0.9, VND: 26000 },
};

describe("exchange rates from configuration", () => {
  it("reads the date they were set and units per USD, and refuses anything else", () => {
    const config = loadConfig({ EXCHANGE_RATES: "2026-11-26;USD=1;TWD=31.5;PHP=58" });
    expect(config.EXCHANGE_RATES).toEqual({ setOn: "2026-11-26", perUsd: { USD: 1, TWD: 31.5, PHP: 58 } });
    expect(loadConfig({}).EXCHANGE_RATES.perUsd).toHaveProperty("THB");
    expect(() => loadConfig({ EXCHANGE_RATES: "USD=1;TWD=31.5" })).toThrow(ConfigError);
    expect(() => loadConfig({ EXCHANGE_RATES: "2026-11-26;TWD=-3" })).toThrow(/EXCHANGE_RATES/);
    expect(() => loadConfig({ EXCHANGE_RATES: "2026-11-26;twd=3" })).toThrow(/EXCHANGE_RATES/);
  });

  it("converts through USD and rounds estimates to three significant digits", () => {
    expect(convert(100, "GBP", "TWD", rates)).toBeCloseTo(4000);
    expect(convert(100, "GBP", "GBP", rates)).toBe(100);
    expect(convert(100, "GBP", "THB", rates)).toBeNull();
    expect(roughly(1_734_567)).toBe(1_730_000);
    expect(roughly(987)).toBe(987);
    expect(roughly(12_345_678_901)).toBe(12_300_000_000);
    expect(studentCurrency).toEqual({ tw: "TWD", cn: "CNY", en: "PHP", vi: "VND", th: "THB" });
  });
});

describe("living costs", () => {
  it("uses the UK rule per city, the country's visa amount elsewhere, and no figure where we are not sure", () => {
    expect(livingCost("GB", "London", "England")).toMatchObject({ amount: 13_761, currency: "GBP" });
    expect(livingCost("GB", "Kingston upon Thames", "England").amount).toBe(13_761);
    expect(livingCost("GB", "Egham", "England")).toMatchObject({
      amount: 10_539,
      basis: { kind: "visaMonthly", monthly: 1171, months: 9 },
    });
    expect(livingCost("CA", "Toronto", "Ontario")).toMatchObject({ amount: 22_895, currency: "CAD" });
    // Québec (MIFI, CAQ): CAD 24,617 for one person for 2026; the Netherlands: the IND study norm × 12.
    expect(livingCost("CA", "Montreal", "Quebec")).toMatchObject({
      amount: 24_617,
      currency: "CAD",
      basis: { kind: "visaYearly" },
      source: "https://www.quebec.ca/en/education/study-quebec/required-conditions/costs-studies",
    });
    expect(livingCost("AU", "Sydney", "New South Wales")).toMatchObject({ amount: 29_710, currency: "AUD" });
    expect(livingCost("IE", "Dublin", "Leinster")).toMatchObject({ amount: 10_000, currency: "EUR" });
    expect(livingCost("NL", "Delft", "South Holland")).toMatchObject({
      amount: 13_569,
      currency: "EUR",
      basis: { kind: "visaMonthly", monthly: 1130.77, months: 12 },
      source: "https://ind.nl/en/required-amounts-income-requirements",
    });
    expect(livingCost("US", "Boston", "Massachusetts")).toMatchObject({ amount: null, basis: { reason: "us" } });
    for (const nation of ["GB", "CA", "AU", "IE", "NL", "US"]) {
      expect(livingCost(nation, "x", "y").source).toMatch(/^https:\/\//);
    }
  });
});

describe("yearly cost", () => {
  const school = { schoolId: 1, city: "London", region: "England", nation: "GB", currency: "GBP" };
  it("adds living costs to the tuition range and converts the sum", () => {
    const cost = yearlyCost({ ...school, tuitionMin: 30_000, tuitionMax: 40_000 }, "TWD", rates);
    // (30,000 + 13,761) / 0.8 × 32 = 1,750,440 → 1,750,000
    expect(cost.total).toEqual({ min: 1_750_000, max: 2_150_000, currency: "TWD", tuitionOnly: false });
  });

  it("counts tuition only where we state no living cost, and nothing without tuition or a rate", () => {
    const us = yearlyCost(
      { ...school, nation: "US", city: "Boston", currency: "USD", tuitionMin: 60_000, tuitionMax: null },
      "VND",
      rates,
    );
    expect(us.total).toEqual({ min: 1_560_000_000, max: 1_560_000_000, currency: "VND", tuitionOnly: true });
    expect(yearlyCost({ ...school, tuitionMin: null, tuitionMax: null }, "TWD", rates).total).toBeNull();
    expect(yearlyCost({ ...school, tuitionMin: 1, tuitionMax: 2 }, "THB", rates).total).toBeNull();
  });

  it("totals a shortlist and says what it left out", () => {
    const costs = [
      yearlyCost({ ...school, tuitionMin: 30_000, tuitionMax: 40_000 }, "TWD", rates),
      yearlyCost({ ...school, nation: "US", currency: "USD", tuitionMin: 10_000, tuitionMax: 12_000 }, "TWD", rates),
      yearlyCost({ ...school, tuitionMin: null, tuitionMax: null }, "TWD", rates),
    ];
    expect(totalCost(costs, "TWD")).toEqual({
      min: 2_070_000,
      max: 2_530_000,
      currency: "TWD",
      tuitionOnly: 1,
      missing: 1,
    });
  });
});

describe("costs of seeded schools", () => {
  const test = scopedTestDatabase();

  it("uses a US school's published budget, and the official figures for Dutch and Québec schools", async () => {
    const idOf = async (key: string) =>
      (await test.db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;
    const mit = await idOf("massachusetts-institute-of-technology");
    const syracuse = await idOf("syracuse-university");
    const mcgill = await idOf("mcgill-university");
    const delft = await idOf("delft-university-of-technology");
    const costs = await costsFor(test.db, "en", { ...rates, perUsd: { ...rates.perUsd, PHP: 58 } }, [
      mit,
      syracuse,
      mcgill,
      delft,
    ]);
    // MIT's 2025-26 Common Data Set: G1 food and housing + G5 books and other expenses.
    expect(costs[mit]?.living).toEqual({
      amount: 22_194 + 930 + 2_496,
      currency: "USD",
      basis: { kind: "schoolBudget", year: "2025-2026" },
      source: "https://github.com/DylMon/CommonDataSets/blob/main/data/cds/2025-2026/mit.json",
    });
    expect(costs[mit]?.total?.tuitionOnly).toBe(false);
    const tuition = costs[mit]?.tuition;
    if (!tuition) throw new Error("MIT has a tuition figure");
    // (tuition + 25,620 USD) × 58 PHP, to three significant digits: tuition counted once, living once
    expect(costs[mit]?.total?.min).toBe(roughly((tuition.min + 25_620) * 58));
    expect(costs[mit]?.total?.currency).toBe("PHP");
    // No published budget seeded: tuition only, and the page says why.
    expect(costs[syracuse]?.living.basis).toEqual({ kind: "none", reason: "us" });
    expect(costs[syracuse]?.total?.tuitionOnly).toBe(true);
    expect(costs[mcgill]?.living.amount).toBe(24_617);
    expect(costs[mcgill]?.total?.tuitionOnly).toBe(false);
    expect(costs[delft]?.living.amount).toBe(13_569);
    expect(costs[delft]?.total?.tuitionOnly).toBe(false);
  });

  it("reads the school's city, country, tuition and currency", async () => {
    const { id } = await test.db
      .selectFrom("schools")
      .select("id")
      .where("key", "=", "university-college-london")
      .executeTakeFirstOrThrow();
    const costs = await costsFor(test.db, "tw", rates, [id]);
    expect(costs[id]?.living.amount).toBe(13_761);
    expect(costs[id]?.tuition?.currency).toBe("GBP");
    expect(costs[id]?.total?.currency).toBe("TWD");
  });
});
