import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogs } from "~/.server/messages";
import { formatClaimValue } from "~/features/claims/claim-format";
import { homeContent } from "~/features/home/home-content";
import { pagesCopy } from "~/features/pages/pages-content";
import { contactMethodInTextKey } from "~/lib/contact-channels";
import { type Locale, locales } from "~/lib/locales";
import { formatMessage } from "~/lib/message-format";

/**
 * Tone rules per locale (issue 30, decision 0022), over the locale catalogs and the seed content
 * (articles, FAQ, pages, guides, home): each offence is reported as "file key: the offending words".
 */
const root = join(import.meta.dirname, "..", "..");
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), "utf8"));

/** Every string in a value, with its path ("0.body", "AdmissionMode.1.Introduction.Desc"). */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      // Data, not text: source names and links, image paths, the English labels beside Thai ones.
      ["facts", "checked", "sources", "url", "Img", "Icon", "image", "slug"].includes(key)
        ? []
        : strings(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** The text a reader of `locale` sees: [file, key, text]. */
function texts(locale: Locale): Array<[string, string, string]> {
  const rows: Array<[string, string, string]> = [];
  const add = (file: string, entries: Array<[string, string]>) => {
    for (const [key, text] of entries) rows.push([file, key, text]);
  };
  add(`app/locales/${locale}.json`, Object.entries(catalogs[locale]));
  const articles = readJson(`app/features/articles/seed/${locale}.json`) as Array<{ key: string }>;
  for (const article of articles) add(`app/features/articles/seed/${locale}.json`, strings(article, article.key));
  const faq = readJson("app/features/faq/seed/faq.json") as Array<{
    id: number;
    title: Record<Locale, string>;
    questions: Array<{ q: Record<Locale, string>; a: Record<Locale, string> }>;
  }>;
  for (const group of faq) {
    add("app/features/faq/seed/faq.json", [[`${group.id}.title.${locale}`, group.title[locale]]]);
    for (const [i, entry] of group.questions.entries()) {
      add("app/features/faq/seed/faq.json", [
        [`${group.id}.${i + 1}.q.${locale}`, entry.q[locale]],
        [`${group.id}.${i + 1}.a.${locale}`, entry.a[locale]],
      ]);
    }
  }
  add(`app/features/pages/copy/${locale}.ts`, strings(pagesCopy[locale]));
  for (const guide of readdirSync(join(root, "app/features/guides/content"))) {
    const file = `app/features/guides/content/${guide}/${locale}.json`;
    try {
      add(file, strings(readJson(file)));
    } catch {
      // a guide folder without this locale (systems, a guide being written)
    }
  }
  const home = strings(homeContent).filter(([key]) => key.endsWith(`.${locale}`));
  add("app/features/home/home-content.ts", home);
  return rows;
}

function offences(locale: Locale, pattern: RegExp, unless?: RegExp): string[] {
  return texts(locale).flatMap(([file, key, text]) => {
    if (unless?.test(text)) return [];
    const found = [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))];
    return found.map((m) => {
      const at = m.index ?? 0;
      return `${file} ${key}: …${text.slice(Math.max(0, at - 15), at + m[0].length + 15)}…`;
    });
  });
}

describe("tone rules per locale", () => {
  it("covers the catalogs and the seed content of every locale", () => {
    for (const locale of locales) {
      const files = new Set(texts(locale).map(([file]) => file.replace(/\/[^/]+$/, "")));
      expect([...files].sort(), locale).toEqual(
        expect.arrayContaining([
          "app/features/articles/seed",
          "app/features/faq/seed",
          "app/features/home",
          "app/features/pages/copy",
          "app/locales",
        ]),
      );
      expect(texts(locale).some(([file]) => file.startsWith("app/features/guides/content/usa/"))).toBe(true);
    }
  });

  it("tw and cn address the reader as 你, never 您", () => {
    expect([...offences("tw", /您/), ...offences("cn", /您/)]).toEqual([]);
  });

  it("vi addresses the reader as bạn (no quý khách, quý vị or anh/chị)", () => {
    expect(offences("vi", /\b(?:quý khách|quý vị|anh\/chị)\b/i)).toEqual([]);
    expect(texts("vi").filter(([, , text]) => /\bbạn\b/.test(text)).length).toBeGreaterThan(100);
  });

  it("th addresses the reader as คุณ, in the neutral polite register of the copy", () => {
    // not น้อง or ท่าน for the reader (ท่าน stays the classifier "2–3 ท่าน" and part of เท่านั้น),
    // no gendered sentence particles
    expect(offences("th", /(?<!พี่)น้อง|(?<!เ)(?<!\d\s?)ท่าน|ครับ|ค่ะ|นะคะ|จ้ะ|(?<!เ)จ้า(?!ง)/)).toEqual([]);
    expect(texts("th").filter(([, , text]) => text.includes("คุณ")).length).toBeGreaterThan(100);
  });

  it("th calls a Canadian province รัฐ; มณฑล only for China's provinces", () => {
    expect(offences("th", /มณฑล/, /จีน|เกาเข่า|เกาเข่า/)).toEqual([]);
  });

  it("th writes the founding year in the Buddhist era", () => {
    const founded = homeContent.keyFigures.find((f) => f.key === "founded");
    const year = { amount: Number(founded?.value), format: "year", atLeast: false, value: founded?.value ?? "" };
    expect(formatClaimValue("th", year)).toBe("2549");
    expect(formatClaimValue("en", year)).toBe("2006");
    expect(offences("th", /(?:ตั้งแต่|ก่อตั้ง\S*)\s*(?:ปี|พ\.ศ\.)?\s*2006/)).toEqual([]);
  });

  it("en writes sentence case in running text: by phone, by email", () => {
    expect(offences("en", /\b(?:by|via|through) (?:Phone|Email|E-mail|Mail|Telephone)\b/)).toEqual([]);
    const next = catalogs.en["tracking.next.booking.received"] ?? "";
    for (const [method, words] of [
      ["phone", "by phone"],
      ["email", "by email"],
      ["viber", "by Viber"],
      [null, "by phone"],
    ] as const) {
      const text = formatMessage(next, { office: "Makati", method: catalogs.en[contactMethodInTextKey(method)] ?? "" });
      expect(text).toContain(words);
    }
    const vi = formatMessage(catalogs.vi["tracking.next.booking.received"] ?? "", {
      office: "TP.HCM",
      method: catalogs.vi[contactMethodInTextKey("phone")] ?? "",
    });
    expect(vi).toContain("qua điện thoại");
  });
});
