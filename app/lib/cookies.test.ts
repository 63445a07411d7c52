import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "./cookies";

describe("cookies", () => {
  it("reads one cookie among several, decoded", () => {
    expect(readCookie("a=1; shortlist=12.45; b=%E5%8F%B0", "shortlist")).toBe("12.45");
    expect(readCookie("a=1; b=%E5%8F%B0", "b")).toBe("台");
    expect(readCookie("a=1", "missing")).toBeUndefined();
    expect(readCookie("bad=%E5%8F", "bad")).toBeUndefined();
    expect(readCookie(null, "a")).toBeUndefined();
  });
  it("writes attributes in one format", () => {
    expect(serializeCookie("sw", "x y", { maxAge: 60, httpOnly: true, secure: true })).toBe(
      "sw=x%20y; Path=/; Max-Age=60; SameSite=Lax; HttpOnly; Secure",
    );
    expect(serializeCookie("sw", "", { maxAge: 0, path: "/admin" })).toBe("sw=; Path=/admin; Max-Age=0; SameSite=Lax");
  });
});
