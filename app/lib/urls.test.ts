import { describe, expect, it } from "vitest";
import { alternates, defaultUrl, localeUrl, withLocaleMarker } from "./urls";

const addressing = {
  origin: "https://www.example.tw",
  protocol: "https:",
  domains: { tw: "www.example.tw", en: "www.example.ph", vi: "www.example.vn" },
};

describe("language URLs", () => {
  it("uses a locale's own domain, and ?lang= on the current origin for the others", () => {
    expect(localeUrl("en", "/study/usa?lang=th", addressing)).toBe("https://www.example.ph/study/usa");
    expect(localeUrl("th", "/study/usa", addressing)).toBe("https://www.example.tw/study/usa?lang=th");
    expect(localeUrl("cn", "/search?q=visa", addressing)).toBe("https://www.example.tw/search?q=visa&lang=cn");
  });

  it("lists all five alternates and a negotiating x-default", () => {
    expect(alternates("/about", addressing).map((a) => a.locale)).toEqual(["tw", "cn", "en", "vi", "th"]);
    expect(defaultUrl("/about?lang=vi", addressing)).toBe("https://www.example.tw/about");
  });
});

describe("withLocaleMarker", () => {
  it("keeps valueless parameters as they are", () => {
    expect(withLocaleMarker("/countries/all/schools?enrollments=4&cities&hots", "th")).toBe(
      "/countries/all/schools?enrollments=4&cities&hots&lang=th",
    );
  });

  it("replaces an existing marker and keeps the hash", () => {
    expect(withLocaleMarker("/faq/1?lang=vi#visa", "cn")).toBe("/faq/1?lang=cn#visa");
    expect(withLocaleMarker("/a?x=1&lang=vi&y=2", "cn")).toBe("/a?x=1&y=2&lang=cn");
  });

  it("does nothing when the host implies the language, or for external links", () => {
    expect(withLocaleMarker("/about", null)).toBe("/about");
    expect(withLocaleMarker("https://line.me/x", "th")).toBe("https://line.me/x");
  });
});
