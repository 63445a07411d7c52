import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { intlLocale, locales } from "~/lib/locales";
import { formatMessage, type MessageValues } from "~/lib/message-format";
import { type AdminLocale, adminLocales, formatAdminDateTime, leadStatuses, staffRoles } from "./admin-locale";
import { adminAreas, adminCatalogs, adminMessages, signedOutLocale } from "./admin-messages.server";

/** tw and en are written together (every new key goes into both); the others follow them. */
const sources = ["tw", "en"] as const satisfies readonly AdminLocale[];
const followers = adminLocales.filter((l) => !(sources as readonly string[]).includes(l));

/** Per area, every key of tw or en: what each language must have. */
function expectedKeys(): Map<string, Set<string>> {
  const areas = new Map<string, Set<string>>();
  for (const locale of sources) {
    for (const [area, messages] of Object.entries(adminCatalogs[locale])) {
      const keys = areas.get(area) ?? new Set<string>();
      for (const key of Object.keys(messages)) keys.add(key);
      areas.set(area, keys);
    }
  }
  return areas;
}

/**
 * Values that stay the same in every language by design: names of languages in themselves,
 * pure placeholders, product and brand names.
 */
const untranslatable = new Set([
  ...adminLocales.map((l) => `admin.lang.${l}`),
  "admin.account.details",
  "admin.lead.statusChange",
  "admin.media.size",
  "admin.resume.file",
  "admin.outbox.tab",
]);
/** Words a language borrows from English on purpose (staff say them this way). */
const borrowed: Partial<Record<AdminLocale, Set<string>>> = {
  tw: new Set(["admin.lead.messenger"]),
  vi: new Set([
    "admin.country.ca",
    "admin.country.ie",
    "admin.schools.nation.CA",
    "admin.schools.nation.IE",
    "admin.lead.email",
    "admin.login.email",
    "admin.staff.email",
    "admin.lead.messenger",
  ]),
  th: new Set([]),
};

/** The text a reader sees, without {arguments} (their names are English on purpose). */
function visibleText(template: string): string {
  return argumentNames(template).size || template.includes("{")
    ? template
        .replace(/\{\s*[a-zA-Z_]\w*\s*\}/g, " ")
        .replace(/\{\s*[a-zA-Z_]\w*\s*,\s*(plural|select|number)\s*,?/g, " ")
    : template;
}

/** Names of the ICU arguments of a message, plural and select branches included. */
function argumentNames(template: string, names = new Set<string>()): Set<string> {
  let depth = 0;
  let start = -1;
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    if (c === "{" && depth++ === 0) start = i + 1;
    else if (c === "}" && --depth === 0) {
      const inner = template.slice(start, i);
      const [name = "", type, ...rest] = inner.split(",");
      names.add(name.trim());
      if (type && (type.trim() === "plural" || type.trim() === "select")) {
        for (const branch of rest.join(",").matchAll(/\{((?:[^{}]|\{[^{}]*\})*)\}/g))
          argumentNames(branch[1] ?? "", names);
      }
    }
  }
  return names;
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return codeFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A readable list of problems, one line per language and area: the test output says what to fill in. */
function expectNone(problems: string[]) {
  if (problems.length) expect.fail(`${problems.length} problem(s):\n${problems.join("\n")}`);
}

describe("back-office catalogs", () => {
  it("exist for every back-office language and area", () => {
    const areas = [...expectedKeys().keys()].sort();
    expect(areas).toContain("core");
    const problems = adminLocales.flatMap((locale) =>
      areas
        .filter((area) => !adminCatalogs[locale][area])
        .map((area) => `${locale}: no file locales/${area}.${locale}.json`),
    );
    expectNone(problems);
  });

  it("have the same keys in every language, area by area", () => {
    const problems: string[] = [];
    const expected = expectedKeys();
    for (const locale of adminLocales) {
      for (const [area, keys] of expected) {
        const own = adminCatalogs[locale][area];
        if (!own) continue; // reported above: no file at all
        const missing = [...keys].filter((key) => !(key in own));
        const extra = Object.keys(own).filter((key) => !keys.has(key));
        if (missing.length)
          problems.push(`${locale}: ${area}.${locale}.json lacks ${missing.length}: ${missing.join(", ")}`);
        if (extra.length) problems.push(`${locale}: ${area}.${locale}.json has keys tw/en lack: ${extra.join(", ")}`);
      }
    }
    expectNone(problems);
  });

  it("have no empty message and the same {arguments} as English", () => {
    const problems: string[] = [];
    const en = adminMessages("en");
    for (const locale of adminLocales) {
      for (const area of adminAreas(locale)) {
        for (const [key, value] of Object.entries(adminCatalogs[locale][area] ?? {})) {
          if (!value.trim()) problems.push(`${locale}: ${key} is empty`);
          const reference = en[key];
          if (reference === undefined) continue;
          const want = [...argumentNames(reference)].sort().join(",");
          const got = [...argumentNames(value)].sort().join(",");
          if (want !== got) problems.push(`${locale}: ${key} has {${got}}, English has {${want}}`);
        }
      }
    }
    expectNone(problems);
  });

  it("render every message with sample values", () => {
    const values: MessageValues = new Proxy({}, { get: () => 2, has: () => true });
    for (const locale of adminLocales) {
      for (const [key, value] of Object.entries(adminMessages(locale))) {
        const out = formatMessage(value, values, intlLocale[locale]);
        expect(out.includes("{") || out.includes("}"), `${locale}: ${key} renders as ${out}`).toBe(false);
      }
    }
  });

  it("have no English left in tw, vi or th", () => {
    const problems: string[] = [];
    const en = adminMessages("en");
    const script: Partial<Record<AdminLocale, RegExp>> = {
      tw: /[\u4e00-\u9fff]/,
      // Vietnamese letters ASCII lacks (ă â đ ê ô ơ ư and the tone marks).
      vi: /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i,
      th: /[\u0e00-\u0e7f]/,
    };
    const englishWord =
      /\b(the|and|of|is|are|this|that|with|your|you|from|for|not|please|enter|choose|save|delete|page|file|image|order|booking|mail|password|account|staff|school|article|price)\b/i;
    for (const locale of adminLocales) {
      const pattern = script[locale];
      if (!pattern) continue;
      for (const area of adminAreas(locale)) {
        for (const [key, value] of Object.entries(adminCatalogs[locale][area] ?? {})) {
          if (untranslatable.has(key) || borrowed[locale]?.has(key)) continue;
          const text = visibleText(value);
          // A short Vietnamese label can be all ASCII ("Trang sau"); a sentence never is.
          const short = locale === "vi" && text.trim().split(/\s+/).length < 4;
          if (!short && !pattern.test(text)) problems.push(`${locale}: ${key} is not in ${locale}: ${value}`);
          else if (value === en[key]) problems.push(`${locale}: ${key} is the English text: ${value}`);
          else if (locale !== "tw" && englishWord.test(text)) {
            problems.push(`${locale}: ${key} has English words: ${value}`);
          }
        }
      }
    }
    expectNone(problems);
  });

  // vi and th are held to tw and en by "the same keys in every language".
  it("contain, in tw and en, every key the code asks for", () => {
    const code = [
      ...codeFiles("app/routes"),
      ...codeFiles("app/features"),
      ...codeFiles("app/.server"),
      ...codeFiles("app/lib"),
    ]
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const literal = [...code.matchAll(/["'`](admin\.[a-zA-Z0-9_.]+)["'`]/g)].map((m) => m[1] as string);
    const dynamic = [
      ...leadStatuses.map((s) => `admin.status.${s}`),
      ...staffRoles.map((r) => `admin.role.${r}`),
      ...locales.map((l) => `admin.locale.${l}`),
      ...locales.map((l) => `admin.content.locale.${l}`),
      ...adminLocales.map((l) => `admin.lang.${l}`),
      ...["forbidden", "notFound", "other"].flatMap((k) => [`admin.error.${k}.title`, `admin.error.${k}.text`]),
    ];
    const used = [...new Set([...literal, ...dynamic])].filter((key) => !key.endsWith(".")).sort();
    expect(used.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const locale of sources) {
      const own = Object.assign({}, ...Object.values(adminCatalogs[locale])) as Record<string, string>;
      const missing = used.filter((key) => !(key in own));
      if (missing.length)
        problems.push(`${locale}: ${missing.length} keys used by the code are missing: ${missing.join(", ")}`);
    }
    expectNone(problems);
  });

  it("name every back-office language in its own language", () => {
    for (const locale of adminLocales) {
      const names = adminLocales.map((l) => adminMessages(locale)[`admin.lang.${l}`]);
      expect(names).toEqual(["繁體中文", "English", "Tiếng Việt", "ภาษาไทย"]);
    }
  });
});

describe("back-office language", () => {
  const request = (headers: Record<string, string>, query = "") =>
    new Request(`http://127.0.0.1/admin/login${query}`, { headers });

  it("before sign-in comes from ?lang=, then the cookie, then Accept-Language, else tw", () => {
    expect(signedOutLocale(request({ cookie: "sw_admin_lang=th" }, "?lang=vi"))).toBe("vi");
    expect(signedOutLocale(request({ cookie: "sw_admin_lang=th", "accept-language": "vi" }))).toBe("th");
    expect(signedOutLocale(request({ "accept-language": "vi-VN,vi;q=0.9,en;q=0.8" }))).toBe("vi");
    expect(signedOutLocale(request({ "accept-language": "th-TH,th;q=0.9" }))).toBe("th");
    expect(signedOutLocale(request({ "accept-language": "fil-PH,en;q=0.5" }))).toBe("en");
    expect(signedOutLocale(request({ "accept-language": "en-PH" }))).toBe("en");
    expect(signedOutLocale(request({ "accept-language": "fr;q=0.9,th;q=0.8,en;q=0.5" }))).toBe("th");
    expect(signedOutLocale(request({ "accept-language": "zh-CN" }))).toBe("tw");
    expect(signedOutLocale(request({ "accept-language": "de" }))).toBe("tw");
    expect(signedOutLocale(request({}, "?lang=cn"))).toBe("tw");
    expect(signedOutLocale(request({ cookie: "sw_admin_lang=xx" }))).toBe("tw");
  });

  it("formats dates for the staff's language, Taipei time, Thai in the Buddhist era", () => {
    const at = "2026-11-26T07:05:00Z";
    expect(formatAdminDateTime("th", at)).toContain("2569");
    expect(formatAdminDateTime("th", at)).not.toContain("2026");
    expect(formatAdminDateTime("tw", at)).toContain("2026年11月26日");
    expect(formatAdminDateTime("vi", at)).toContain("15:05");
    expect(formatAdminDateTime("en", at)).toBe("Nov 26, 2026, 3:05 PM");
    expect(formatAdminDateTime("en", at, "time")).toBe("3:05 PM");
  });

  it("falls back to English for a key vi or th does not have yet, never to a raw key", () => {
    for (const locale of followers) {
      const messages = adminMessages(locale);
      for (const key of Object.keys(adminMessages("en"))) expect(messages[key], `${locale}: ${key}`).toBeTruthy();
    }
  });
});
