import { describe, expect, it } from "vitest";
import {
  applyShortlistIntent,
  COMPARE_MAX,
  parseShortlist,
  pickCompared,
  SHORTLIST_MAX,
  serializeShortlist,
} from "./shortlist-cookie";

describe("shortlist cookie", () => {
  it("parses ids, drops junk and duplicates, caps the length", () => {
    expect(parseShortlist("3.x.3.-1.7")).toEqual([3, 7]);
    expect(parseShortlist(undefined)).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => i + 1).join(".");
    expect(parseShortlist(many)).toHaveLength(SHORTLIST_MAX);
  });

  it("adds, removes and reorders", () => {
    expect(applyShortlistIntent([1, 2], "add", 3)).toEqual([1, 2, 3]);
    expect(applyShortlistIntent([1, 2], "add", 2)).toEqual([1, 2]);
    expect(applyShortlistIntent([1, 2, 3], "remove", 2)).toEqual([1, 3]);
    expect(applyShortlistIntent([1, 2, 3], "up", 3)).toEqual([1, 3, 2]);
    expect(applyShortlistIntent([1, 2, 3], "down", 1)).toEqual([2, 1, 3]);
    expect(applyShortlistIntent([1, 2, 3], "up", 1)).toEqual([1, 2, 3]);
    const full = Array.from({ length: SHORTLIST_MAX }, (_, i) => i + 1);
    expect(applyShortlistIntent(full, "add", 99)).toBe("full");
  });

  it("writes a year-long, same-site cookie", () => {
    expect(serializeShortlist([4, 5], true)).toBe(
      "shortlist=4.5; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure",
    );
  });

  it("compares at most four ticked schools and names the ones left out", () => {
    expect(COMPARE_MAX).toBe(4);
    const shortlist = [1, 2, 3, 4, 5, 6];
    expect(pickCompared(["2", "4"], shortlist)).toEqual({ ids: [2, 4], dropped: [] });
    expect(pickCompared(["1", "2", "3", "4", "5"], shortlist)).toEqual({ ids: [1, 2, 3, 4], dropped: [5] });
    // Not on the shortlist, repeated or junk: ignored, not counted as dropped.
    expect(pickCompared(["9,1", "1", "x", "3"], shortlist)).toEqual({ ids: [1, 3], dropped: [] });
  });
});
