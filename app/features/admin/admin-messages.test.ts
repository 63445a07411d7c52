import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "~/lib/locales";
import { adminLocales, leadStatuses, staffRoles } from "./admin-locale";
import { adminCatalogs, adminMessages } from "./admin-messages.server";

/** Values that are the same in both languages by design (names of languages, product names). */
const sameInBoth = new Set([
  "admin.lang.en",
  "admin.lang.tw",
  "admin.lead.messenger",
  "admin.lead.statusChange",
  "admin.account.details",
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("back-office catalogs", () => {
  it("have the same keys in tw and en, area by area", () => {
    adminCatalogs.en.forEach((en, area) => {
      expect(Object.keys(adminCatalogs.tw[area] ?? {}).sort()).toEqual(Object.keys(en).sort());
    });
  });

  it("have no English left in tw", () => {
    const tw = adminMessages("tw");
    const en = adminMessages("en");
    for (const [key, value] of Object.entries(tw)) {
      expect(value.trim(), key).not.toBe("");
      if (sameInBoth.has(key)) continue;
      expect(/[\u4e00-\u9fff]/.test(value), `${key}: ${value}`).toBe(true);
      expect(value, key).not.toBe(en[key]);
    }
  });

  it("contain every key the admin code asks for", () => {
    const code = [...sources("app/routes/admin"), ...sources("app/features/admin"), ...sources("app/features/leads")]
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const literal = [...code.matchAll(/["'`](admin\.[a-zA-Z0-9_.]+)["'`]/g)].map((m) => m[1] as string);
    const dynamic = [
      ...leadStatuses.map((s) => `admin.status.${s}`),
      ...staffRoles.map((r) => `admin.role.${r}`),
      ...locales.map((l) => `admin.locale.${l}`),
      ...adminLocales.map((l) => `admin.lang.${l}`),
    ];
    for (const locale of adminLocales) {
      const messages = adminMessages(locale);
      const missing = [...new Set([...literal, ...dynamic])].filter((key) => !(key in messages) && !key.endsWith("."));
      expect(missing, locale).toEqual([]);
    }
  });
});
