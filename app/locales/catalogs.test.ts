import { describe, expect, it } from "vitest";
import { catalogs } from "~/.server/messages";
import { locales } from "~/lib/locales";
import { formatMessage } from "~/lib/message-format";

// Argument names only ({name}, {count, plural, …}); the words inside plural branches are text.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe("message catalogs", () => {
  const english = catalogs.en;
  for (const locale of locales) {
    it(`${locale} has every key, with the same placeholders, and parses`, () => {
      const catalog = catalogs[locale];
      const missing = Object.keys(english).filter((key) => !(key in catalog));
      expect(missing).toEqual([]);
      const extra = Object.keys(catalog).filter((key) => !(key in english));
      expect(extra).toEqual([]);
      for (const [key, text] of Object.entries(catalog)) {
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ""));
        expect(() => formatMessage(text, { year: 2026, status: 404, name: "x", count: 2 })).not.toThrow();
      }
    });
  }

  it("leaves no English sentence in the Asian-script catalogs", () => {
    // Long runs of Latin words mean an untranslated string (brand and network names are short).
    for (const locale of ["tw", "cn", "th"] as const) {
      const english = Object.entries(catalogs[locale]).filter(([, text]) =>
        /[A-Za-z]{3,}(\s+[A-Za-z]{3,}){3,}/.test(text),
      );
      expect(english, locale).toEqual([]);
    }
  });
});
