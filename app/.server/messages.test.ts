import { describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import { catalogs, layoutCatalogFile, layoutMessages, routeMessages } from "./messages";

describe("catalog slices sent to the browser", () => {
  it("the layout gets shared keys but no feature or mail keys", () => {
    const layout = layoutMessages("th");
    expect(layout["nav.home"]).toBe(catalogs.th["nav.home"]);
    expect(layout["form.sendFailed.title"]).toBe(catalogs.th["form.sendFailed.title"]);
    expect(Object.keys(layout).some((k) => /^(consultation|service|upload|mail|tracking)\./.test(k))).toBe(false);
  });

  it("a route gets its feature's keys, never mail texts", () => {
    const booking = routeMessages("vi", ["consultation."]);
    expect(booking["consultation.error.name"]).toBe(catalogs.vi["consultation.error.name"]);
    expect(Object.keys(booking).every((k) => k.startsWith("consultation."))).toBe(true);
    expect(Object.keys(routeMessages("vi", ["mail.", "service."])).some((k) => k.startsWith("mail."))).toBe(false);
  });

  it("layout plus route slices cover every key the pages use, in every locale", () => {
    for (const locale of locales) {
      const sent = {
        ...layoutMessages(locale),
        ...routeMessages(locale, ["consultation.", "service.", "upload.", "tracking."]),
      };
      const expected = Object.keys(catalogs[locale]).filter((k) => !k.startsWith("mail."));
      expect(Object.keys(sent).sort()).toEqual(expected.sort());
    }
  });

  it("the layout catalog is one file per language, named by its content", () => {
    const files = locales.map((locale) => layoutCatalogFile(locale));
    for (const [i, locale] of locales.entries()) {
      expect(files[i]?.path).toMatch(new RegExp(`^/i18n/${locale}\\.[\\w-]{12}\\.json$`));
      expect(JSON.parse(files[i]?.json ?? "")).toEqual(layoutMessages(locale));
    }
    expect(new Set(files.map((f) => f.path)).size).toBe(locales.length);
  });
});
