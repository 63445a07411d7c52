import { describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import faq from "./seed/faq.json";

type Group = { questions: Array<{ a: Record<string, string> }> };

describe("the FAQ on ordering", () => {
  it("names every format an order accepts, in every locale (issue 30: not '.doc or .docx only')", () => {
    const answers = (faq as Group[]).flatMap((g) => g.questions).filter((q) => q.a.en?.includes(".docx"));
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      for (const locale of locales) {
        const text = answer.a[locale] ?? "";
        for (const format of [".doc", ".docx", ".odt", ".rtf", ".txt", "PDF"]) expect(text, locale).toContain(format);
      }
    }
  });
});
