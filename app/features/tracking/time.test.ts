import { describe, expect, it } from "vitest";
import { businessHoursBetween, formatDateTime, utcToLocalInput, zonedToUtc } from "./time";

describe("wall-clock times", () => {
  it("convert between an office's local time and instants", () => {
    expect(zonedToUtc("2026-12-01T10:00", "Asia/Taipei")?.toISOString()).toBe("2026-12-01T02:00:00.000Z");
    expect(zonedToUtc("2026-12-01T10:00", "Asia/Ho_Chi_Minh")?.toISOString()).toBe("2026-12-01T03:00:00.000Z");
    expect(zonedToUtc("2026-12-01", "Asia/Manila")?.toISOString()).toBe("2026-11-30T16:00:00.000Z");
    // Across a daylight-saving change (US Eastern, 8 March 2026).
    expect(zonedToUtc("2026-03-08T12:00", "America/New_York")?.toISOString()).toBe("2026-03-08T16:00:00.000Z");
    expect(zonedToUtc("2026-02-30T10:00", "Asia/Taipei")).toBeUndefined();
    expect(zonedToUtc("2026-12-01T24:00", "Asia/Taipei")).toBeUndefined();
    expect(zonedToUtc("tomorrow", "Asia/Taipei")).toBeUndefined();
    expect(utcToLocalInput("2026-12-01T03:00:00.000Z", "Asia/Bangkok")).toBe("2026-12-01T10:00");
  });

  it("are written in the Buddhist era in th", () => {
    expect(formatDateTime("th", "2026-12-01T03:00:00.000Z", "Asia/Bangkok", "date")).toContain("2569");
    expect(formatDateTime("en", "2026-12-01T03:00:00.000Z", "Asia/Manila")).toContain("2026");
  });
});

describe("business hours", () => {
  const taipei = (local: string) => zonedToUtc(local, "Asia/Taipei") ?? new Date(Number.NaN);
  it("count Monday to Friday, 09:00 to 18:00 office time", () => {
    // Friday 17:00 to Monday 10:00: one hour on Friday, one on Monday.
    expect(businessHoursBetween(taipei("2026-11-27T17:00"), taipei("2026-11-30T10:00"), "Asia/Taipei")).toBe(2);
    // A booking sent on Saturday night waits from Monday 09:00.
    expect(businessHoursBetween(taipei("2026-11-28T22:00"), taipei("2026-11-30T17:30"), "Asia/Taipei")).toBe(8.5);
    // Inside one day.
    expect(businessHoursBetween(taipei("2026-11-26T08:00"), taipei("2026-11-26T12:00"), "Asia/Taipei")).toBe(3);
    // A full working week.
    expect(businessHoursBetween(taipei("2026-11-23T00:00"), taipei("2026-11-30T00:00"), "Asia/Taipei")).toBe(45);
    expect(businessHoursBetween(taipei("2026-11-26T12:00"), taipei("2026-11-26T11:00"), "Asia/Taipei")).toBe(0);
    // Counting stops at the cap.
    expect(businessHoursBetween(taipei("2020-01-01T00:00"), taipei("2026-11-26T00:00"), "Asia/Taipei", 100)).toBe(100);
  });

  it("follow each office's own clock", () => {
    // 09:00–10:00 in Taipei is 08:00–09:00 in Ho Chi Minh City: not yet open there.
    const from = new Date("2026-11-26T01:00:00Z");
    const to = new Date("2026-11-26T02:00:00Z");
    expect(businessHoursBetween(from, to, "Asia/Taipei")).toBe(1);
    expect(businessHoursBetween(from, to, "Asia/Ho_Chi_Minh")).toBe(0);
  });
});
