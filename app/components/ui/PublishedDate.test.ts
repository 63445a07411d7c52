import { describe, expect, it } from "vitest";
import { relativeTime } from "./PublishedDate";

const now = new Date("2026-11-21T12:00:00Z");
const ago = (days: number) => new Date(now.getTime() - days * 86400_000);

describe("relativeTime", () => {
  it("speaks each locale", () => {
    expect(relativeTime("en-PH", ago(14), now)).toBe("2 weeks ago");
    expect(relativeTime("zh-Hant-TW", ago(1), now)).toBe("昨天");
    expect(relativeTime("zh-Hans-CN", ago(60), now)).toBe("2个月前");
    expect(relativeTime("vi-VN", ago(3), now)).toBe("3 ngày trước");
    expect(relativeTime("th-TH", ago(400), now)).toBe("ปีที่แล้ว");
  });
});
