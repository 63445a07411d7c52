import { describe, expect, it } from "vitest";
import { inIdOrder, lastPageUrl, pageOf, pageParam } from "./paging";

describe("paging helpers", () => {
  it("counts pages, with at least one", () => {
    expect(pageOf([], 0, 1, 20).pageCount).toBe(1);
    expect(pageOf([1], 41, 3, 20)).toEqual({ items: [1], total: 41, page: 3, pageSize: 20, pageCount: 3 });
  });

  it("returns rows in the order of the ids, dropping ids without a row, and skips an empty load", async () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const loaded: number[][] = [];
    const load = async (ids: number[]) => {
      loaded.push(ids);
      return rows.filter((r) => ids.includes(r.id));
    };
    expect(await inIdOrder([3, 9, 1], load)).toEqual([{ id: 3 }, { id: 1 }]);
    expect(await inIdOrder([], load)).toEqual([]);
    expect(loaded).toEqual([[3, 9, 1]]);
  });

  it("reads ?page= within bounds", () => {
    const page = (query: string, max?: number) => pageParam(new URLSearchParams(query), max);
    expect(page("")).toBe(1);
    expect(page("page=7")).toBe(7);
    expect(page("page=0")).toBe(1);
    expect(page("page=-4")).toBe(1);
    expect(page("page=abc")).toBe(1);
    expect(page("page=5000")).toBe(1000);
    expect(page("page=5000", 10_000)).toBe(5000);
  });

  it("sends a page past the end to the last page, keeping the rest of the query", () => {
    const url = (path: string) => new URL(`http://localhost${path}`);
    const list = (page: number, pageCount: number) => ({ page, pageCount });
    expect(lastPageUrl(url("/countries/usa/schools?page=999&lang=en"), list(999, 7))).toBe(
      "/countries/usa/schools?page=7&lang=en",
    );
    expect(lastPageUrl(url("/tags/gmat?pageIndex=2&lang=en"), list(2, 1), "pageIndex")).toBe("/tags/gmat?lang=en");
    expect(lastPageUrl(url("/search?q=visa+usa&page=3"), list(3, 1))).toBe("/search?q=visa+usa");
    expect(lastPageUrl(url("/student_list?page=2"), list(2, 2))).toBeNull();
    expect(lastPageUrl(url("/student_list"), list(1, 1))).toBeNull();
  });
});
