import { describe, expect, it } from "vitest";
import { formatMessage } from "./message-format";

describe("formatMessage", () => {
  it("replaces simple arguments", () => {
    expect(formatMessage("© {year} Studyway", { year: 2026 })).toBe("© 2026 Studyway");
  });

  it("picks plural branches by the locale's rules and fills #", () => {
    const tpl = "{count, plural, =0 {no schools} one {# school} other {# schools}}";
    expect(formatMessage(tpl, { count: 0 }, "en")).toBe("no schools");
    expect(formatMessage(tpl, { count: 1 }, "en")).toBe("1 school");
    expect(formatMessage(tpl, { count: 1200 }, "en")).toBe("1,200 schools");
  });

  it("supports select with an other branch and nested arguments", () => {
    const tpl = "{kind, select, line {Chat on LINE with {name}} other {Write to {name}}}";
    expect(formatMessage(tpl, { kind: "line", name: "Amy" })).toBe("Chat on LINE with Amy");
    expect(formatMessage(tpl, { kind: "mail", name: "Amy" })).toBe("Write to Amy");
  });

  it("formats numbers for the locale", () => {
    expect(formatMessage("{n, number}", { n: 1234567 }, "vi-VN")).toBe("1.234.567");
  });

  it("leaves an unknown argument visible rather than failing", () => {
    expect(formatMessage("Hello {who}", {})).toBe("Hello {who}");
  });

  it("rejects unbalanced templates", () => {
    expect(() => formatMessage("Hello {who", {})).toThrow(/Unbalanced/);
  });
});
