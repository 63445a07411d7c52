import { describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { localeFromAcceptLanguage, localeFromApiLang, resolveLocale } from "./locale";

const config = loadConfig({ LOCALE_DOMAINS: "tw=www.example.tw,en=www.example.ph,vi=www.example.vn" });

function resolve(url: string, headers: Record<string, string> = {}) {
  const u = new URL(url);
  return resolveLocale(u, new Headers(headers), u.host, config);
}

describe("resolveLocale", () => {
  it("takes the locale from its own domain and rewrites a different cookie", () => {
    const r = resolve("https://www.example.vn/", { cookie: "i18n_redirected=tw" });
    expect(r).toMatchObject({ locale: "vi", source: "host", setCookie: true });
    expect(resolve("https://www.example.vn/", { cookie: "i18n_redirected=vi" }).setCookie).toBe(false);
  });

  it("lets an explicit ?lang= marker win and remembers it", () => {
    expect(resolve("https://www.example.tw/about?lang=th")).toMatchObject({
      locale: "th",
      source: "query",
      setCookie: true,
    });
    expect(resolve("https://www.example.tw/about?lang=xx").locale).toBe("tw");
  });

  it("then uses the cookie, then Accept-Language, then the default", () => {
    expect(resolve("http://localhost/", { cookie: "a=1; i18n_redirected=cn" })).toMatchObject({
      locale: "cn",
      source: "cookie",
    });
    expect(resolve("http://localhost/", { "accept-language": "fr;q=1, vi-VN;q=0.8, en;q=0.5" })).toMatchObject({
      locale: "vi",
      source: "header",
    });
    expect(resolve("http://localhost/")).toMatchObject({ locale: "tw", source: "default" });
  });

  it("maps Chinese variants to tw or cn", () => {
    expect(localeFromAcceptLanguage("zh-TW")).toBe("tw");
    expect(localeFromAcceptLanguage("zh-Hant-HK,zh;q=0.8")).toBe("tw");
    expect(localeFromAcceptLanguage("zh-CN")).toBe("cn");
    expect(localeFromAcceptLanguage("fil-PH")).toBe("en");
    expect(localeFromAcceptLanguage("de-DE")).toBeUndefined();
  });

  it("reads the API Lang header values", () => {
    expect(localeFromApiLang("zh_tw")).toBe("tw");
    expect(localeFromApiLang("zh_cn")).toBe("cn");
    expect(localeFromApiLang("th")).toBe("th");
    expect(localeFromApiLang("klingon")).toBeUndefined();
  });
});
