import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";
import { applicableDiscount, type PriceBand, previewPrice, priceUnits, quoteOrder, roundHalfUp } from "./pricing";

const sopBands: PriceBand[] = [
  { minUnits: 1, maxUnits: 500, pricing: "band", amountMinor: 6800 },
  { minUnits: 501, maxUnits: 1000, pricing: "band", amountMinor: 8800 },
  { minUnits: 1001, maxUnits: 1500, pricing: "band", amountMinor: 10800 },
];
const perWordUsd: PriceBand[] = [
  { minUnits: 1, maxUnits: 2000, pricing: "per_unit", amountMinor: 8 },
  { minUnits: 2001, maxUnits: 5000, pricing: "per_unit", amountMinor: 7 },
];
const rules = [
  { code: "multi_service_2", minServices: 2, percentOff: 5 },
  { code: "multi_service_3", minServices: 3, percentOff: 10 },
];

describe("band prices", () => {
  it.each([
    [1, 6800],
    [500, 6800],
    [501, 8800],
    [1000, 8800],
    [1001, 10800],
    [1500, 10800],
  ])("%i words cost %i", (words, amount) => {
    expect(priceUnits(sopBands, words)).toEqual({ kind: "priced", originalMinor: amount });
  });

  it("reports a count above the last band as out of the priced range", () => {
    expect(priceUnits(sopBands, 1501)).toEqual({ kind: "over_range", maxUnits: 1500 });
  });

  it("has no price for zero, fractions or a service without bands", () => {
    expect(priceUnits(sopBands, 0).kind).toBe("no_price");
    expect(priceUnits(sopBands, 2.5).kind).toBe("no_price");
    expect(priceUnits([], 100).kind).toBe("no_price");
  });

  it("charges per-unit bands like tax brackets, so one more word never costs less", () => {
    expect(priceUnits(perWordUsd, 2000)).toEqual({ kind: "priced", originalMinor: 16000 });
    expect(priceUnits(perWordUsd, 2001)).toEqual({ kind: "priced", originalMinor: 16007 });
    let previous = 0;
    for (let words = 1; words <= 5000; words += 37) {
      const price = priceUnits(perWordUsd, words);
      if (price.kind !== "priced") throw new Error("unpriced");
      expect(price.originalMinor).toBeGreaterThan(previous);
      previous = price.originalMinor;
    }
  });
});

describe("order quote", () => {
  it("adds 25% of the original price for an urgent line", () => {
    const quote = quoteOrder([{ service: "sop-ps", originalMinor: 8800, rush: true }], rules);
    expect(quote).toMatchObject({ originalMinor: 8800, discountMinor: 0, rushMinor: 2200, totalMinor: 11000 });
  });

  it("gives 5% off for two different services and 10% for three", () => {
    const two = quoteOrder(
      [
        { service: "sop-ps", originalMinor: 8800, rush: false },
        { service: "resume-cv", originalMinor: 3800, rush: false },
      ],
      rules,
    );
    expect(two).toMatchObject({ originalMinor: 12600, discountMinor: 630, totalMinor: 11970 });
    expect(two.discount?.code).toBe("multi_service_2");
    const three = quoteOrder(
      [
        { service: "sop-ps", originalMinor: 8800, rush: true },
        { service: "resume-cv", originalMinor: 3800, rush: false },
        { service: "essay", originalMinor: 8800, rush: false },
      ],
      rules,
    );
    // Discount on the original price; the rush fee on the rushed line's original price.
    expect(three).toMatchObject({ originalMinor: 21400, discountMinor: 2140, rushMinor: 2200, totalMinor: 21460 });
  });

  it("does not count the same service twice for the discount", () => {
    expect(applicableDiscount(rules, 1)).toBeNull();
    expect(
      quoteOrder(
        [
          { service: "sop-ps", originalMinor: 100, rush: false },
          { service: "sop-ps", originalMinor: 100, rush: false },
        ],
        rules,
      ).discountMinor,
    ).toBe(0);
  });

  it("rounds each derived amount once, half up, and the parts add up to the total", () => {
    expect(roundHalfUp(250, 100)).toBe(3);
    expect(roundHalfUp(249, 100)).toBe(2);
    // US$12.99 urgent and US$3.01: rush 324.75 → 325 cents; discount 5% of 1600 = 80.
    const quote = quoteOrder(
      [
        { service: "rl", originalMinor: 1299, rush: true },
        { service: "resume-cv", originalMinor: 301, rush: false },
      ],
      rules,
    );
    expect(quote).toMatchObject({ rushMinor: 325, discountMinor: 80, totalMinor: 1600 - 80 + 325 });
    // Two urgent lines of 1 cent each: 0.5 cent of rush in total rounds once to 1, not 0 + 0.
    expect(
      quoteOrder(
        [
          { service: "a", originalMinor: 1, rush: true },
          { service: "b", originalMinor: 1, rush: true },
        ],
        [],
      ).rushMinor,
    ).toBe(1);
  });
});

describe("prices in each currency", () => {
  it.each([
    ["tw", 880000 / 100, "TWD", 0, "NT$8,800"],
    ["cn", 8800, "TWD", 0, "NT$8,800"],
    ["vi", 5200000, "VND", 0, "5.200.000 ₫"],
    ["vi", 22000, "USD", 2, "220,00 US$"],
    ["en", 1190000, "PHP", 2, "₱11,900.00"],
    ["en", 22000, "USD", 2, "US$220.00"],
    ["th", 690000, "THB", 2, "฿6,900.00"],
  ] as const)("%s shows %i %s minor units as %s", (locale, minor, currency, digits, text) => {
    expect(formatPrice(locale, minor, currency, digits).replace(/\u00a0/g, " ")).toBe(text);
  });
});

describe("price preview next to the upload", () => {
  it("follows the bands it is given and adds the urgent fee", () => {
    expect(previewPrice(sopBands, 450, false)).toEqual({
      kind: "priced",
      originalMinor: 6800,
      rushMinor: 0,
      totalMinor: 6800,
    });
    expect(previewPrice(sopBands, 450, true)).toEqual({
      kind: "priced",
      originalMinor: 6800,
      rushMinor: 1700,
      totalMinor: 8500,
    });
    // Another method means other bands: the same words, another price.
    expect(previewPrice(perWordUsd, 450, false)).toMatchObject({ originalMinor: 3600 });
    expect(previewPrice(sopBands, 2000, false)).toEqual({ kind: "over_range", maxUnits: 1500 });
    expect(previewPrice(sopBands, 0, false)).toEqual({ kind: "no_price" });
  });
});
