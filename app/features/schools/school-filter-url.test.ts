import { describe, expect, it } from "vitest";
import { schoolFilterUrl } from "./school-filter-url";

const url = (query: string) => schoolFilterUrl(new URLSearchParams(query));

describe("school filter URL", () => {
  it("moves the country into the path and leaves out empty fields and the default sort", () => {
    expect(url("school=&country=uk&enrollments=&hots=1&hots=2&sort=rank")).toBe("/countries/uk/schools?hots=1,2");
    expect(url("school=Melbourne&country=all&enrollments=&sort=rank")).toBe("/countries/all/schools?school=Melbourne");
    expect(url("country=ca&enrollments=1&hots=37&no_exam=1&sort=name")).toBe(
      "/countries/ca/schools?enrollments=1&hots=37&no_exam=1&sort=name",
    );
  });

  it("never carries React Router's _routes, and keeps the language marker", () => {
    expect(url("country=au&enrollments=2&_routes=routes%2Fschools&lang=vi")).toBe(
      "/countries/au/schools?enrollments=2&lang=vi",
    );
  });

  it("falls back to all countries for a bad code and encodes names", () => {
    expect(url("country=../../x&school=a%26b")).toBe("/countries/all/schools?school=a%26b");
  });
});

describe("school filter URL with the deadline filter", () => {
  it("keeps deadline_within (the shortlist's deadline filter) and drops it when empty", () => {
    expect(url("country=usa&deadline_within=90")).toBe("/countries/usa/schools?deadline_within=90");
    expect(url("country=usa&deadline_within=")).toBe("/countries/usa/schools");
  });
});
