import { describe, expect, it } from "vitest";
import { highlightParts } from "./highlight";

describe("highlightParts", () => {
  it("marks matches regardless of case and accents", () => {
    expect(highlightParts("Thị thực du học Mỹ", "thi thuc")).toEqual(["", "Thị thực", " du học Mỹ"]);
    expect(highlightParts("IELTS or TOEFL? Pick IELTS", "ielts")).toEqual([
      "",
      "IELTS",
      " or TOEFL? Pick ",
      "IELTS",
      "",
    ]);
  });

  it("works in scripts without spaces", () => {
    expect(highlightParts("英國學生簽證申請", "簽證")).toEqual(["英國學生", "簽證", "申請"]);
    expect(highlightParts("วีซ่านักเรียน", "วีซ่า")).toEqual(["", "วีซ่า", "นักเรียน"]);
  });

  it("returns the text whole when nothing matches", () => {
    expect(highlightParts("Budget", "visa")).toEqual(["Budget"]);
    expect(highlightParts("Budget", "  ")).toEqual(["Budget"]);
  });
});
