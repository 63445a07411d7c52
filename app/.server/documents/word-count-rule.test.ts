import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogs } from "~/.server/messages";
import { WordCountRule } from "~/features/services/WordCountRule";
import { createTranslator, TranslatorProvider } from "~/lib/i18n";
import { locales } from "~/lib/locales";
import { countWords } from "./word-count";

/** The rule as students read it (WordCountRule.tsx), checked against the counter it describes. */
function render(locale: (typeof locales)[number]): string {
  const translator = createTranslator(locale, catalogs[locale]);
  return renderToStaticMarkup(
    createElement(TranslatorProvider, { value: translator }, createElement(WordCountRule, { id: "word-rule" })),
  );
}

describe("the published word-count rule", () => {
  for (const locale of locales) {
    it(`is complete in ${locale}`, () => {
      const html = render(locale);
      expect(html).not.toContain("service.wordRule.");
      expect(html).toContain('id="word-rule"');
      expect(html.match(/<li>/g)).toHaveLength(6); // words, CJK, Thai, counted, not counted, other formats
    });
  }

  it("gives examples that the counter counts as it says", () => {
    // "… so “e.g.”, “U.S.A.”, “Python/SQL” and “2019–2023” each count as one word."
    for (const example of ["e.g.", "U.S.A.", "Python/SQL", "2019–2023"]) expect(countWords(example), example).toBe(1);
    // "Punctuation on its own, such as “—” or “...”, is not a word; a symbol on its own, such as +, =, × or ©, is."
    for (const example of ["—", "..."]) expect(countWords(example), example).toBe(0);
    for (const example of ["+", "=", "×", "©"]) expect(countWords(example), example).toBe(1);
    // "every character is one word, so “研究計畫” is 4 words"; the Simplified catalog says 研究计划.
    expect(countWords("研究計畫")).toBe(4);
    expect(countWords("研究计划")).toBe(4);
    // vi: "“đại học” là 2 từ"
    expect(countWords("đại học")).toBe(2);
    // "Punctuation such as commas, periods and quotation marks is not counted."
    expect(countWords("，。、「」“”")).toBe(0);
  });
});
