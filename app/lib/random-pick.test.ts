import { describe, expect, it } from "vitest";
import { pickRandom } from "./random-pick";

describe("pickRandom", () => {
  const items = Array.from({ length: 10 }, (_, i) => ({ id: i, group: i < 3 ? "a" : i < 6 ? "b" : "c" }));
  const rank = (item: { group: string }) => ({ a: 0, b: 1, c: 2 })[item.group] ?? 3;

  it("takes lower ranks first and never the same item twice", () => {
    for (let run = 0; run < 50; run++) {
      const picked = pickRandom(items, 5, rank);
      expect(picked).toHaveLength(5);
      expect(new Set(picked.map((p) => p.id)).size).toBe(5);
      expect(picked.slice(0, 3).every((p) => p.group === "a")).toBe(true);
      expect(picked.slice(3).every((p) => p.group === "b")).toBe(true);
    }
  });

  it("returns everything when fewer items than asked exist, and nothing from nothing", () => {
    expect(pickRandom(items, 50, rank)).toHaveLength(10);
    expect(pickRandom([], 4)).toEqual([]);
    expect(pickRandom(items, 0)).toEqual([]);
  });

  it("gives each item of a rank the same chance", () => {
    const counts = new Map<number, number>();
    const runs = 20_000;
    for (let run = 0; run < runs; run++) {
      const [first] = pickRandom(items, 1);
      if (first) counts.set(first.id, (counts.get(first.id) ?? 0) + 1);
    }
    expect(counts.size).toBe(10);
    // Each of 10 items expects 2,000; five standard deviations (~212) is far beyond chance.
    for (const n of counts.values()) expect(Math.abs(n - runs / 10)).toBeLessThan(220);
  });

  it("does not reorder the caller's list", () => {
    const copy = items.map((i) => i.id);
    pickRandom(items, 4, rank);
    expect(items.map((i) => i.id)).toEqual(copy);
  });
});
