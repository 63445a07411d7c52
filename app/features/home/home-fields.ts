/** The home items staff edit, shared by the admin form (client) and its checks (server). */
import * as z from "zod/mini";
import { formRules } from "~/lib/form";
import { type Locale, locales } from "~/lib/locales";

export const HOME_KINDS = ["banners", "flows", "videos"] as const;
export type HomeKind = (typeof HOME_KINDS)[number];
export const isHomeKind = (v: unknown): v is HomeKind => (HOME_KINDS as readonly unknown[]).includes(v);

export const HOME_TEXT_MAX = 500;
export const HOME_PATH_MAX = 300;
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export type HomeCheck = "path" | "youtube" | "text" | "int";

/**
 * Locales that can play a YouTube video: it is blocked in mainland China, so cn has no video id
 * and shows no video.
 */
export const VIDEO_LOCALES = ["tw", "en", "vi", "th"] as const satisfies readonly Locale[];
export type VideoLocale = (typeof VIDEO_LOCALES)[number];

/**
 * Per kind: its plain columns (with how each is checked), its localized JSON columns (required in
 * every locale) and its per-locale JSON columns (optional values for some locales, checked).
 */
export const homeFields: Record<
  HomeKind,
  {
    plain: Record<string, HomeCheck>;
    localized: readonly string[];
    perLocale?: { fields: Record<string, HomeCheck>; locales: readonly Locale[] };
  }
> = {
  banners: { plain: { image: "path", link: "path" }, localized: ["title", "subtitle", "cta"] },
  flows: { plain: { icon: "text" }, localized: ["title", "text"] },
  videos: {
    plain: { poster: "path", duration_seconds: "int" },
    localized: ["title", "description"],
    // Each language plays its own video (its own narration); a language left empty shows none.
    perLocale: { fields: { youtube_id: "youtube" }, locales: VIDEO_LOCALES },
  },
};

const PATH = /^\/\S*$|^https:\/\/\S+$/;

/** The form schema of one kind of home item (client-safe; messages are admin catalog keys). */
export function homeItemSchema(kind: HomeKind) {
  const plain = Object.entries(homeFields[kind].plain).map(([name, check]) => {
    const rule =
      check === "youtube"
        ? formRules.matching(YOUTUBE_ID, "admin.home.badYoutubeId", HOME_PATH_MAX)
        : check === "path"
          ? formRules.matching(PATH, "admin.home.badPath", HOME_PATH_MAX)
          : check === "int"
            ? formRules.int(0, 86_400)
            : formRules.text(HOME_PATH_MAX);
    return [name, rule] as const;
  });
  const localized = homeFields[kind].localized.flatMap((name) =>
    locales.map((l) => [`${name}_${l}`, formRules.text(HOME_TEXT_MAX)] as const),
  );
  // Optional values of some locales: empty is fine, anything else must pass its check.
  const optional = homeFields[kind].perLocale;
  const perLocale = Object.entries(optional?.fields ?? {}).flatMap(([name, check]) =>
    (optional?.locales ?? []).map((l) => {
      const [pattern, key] =
        check === "youtube" ? [YOUTUBE_ID, "admin.home.badYoutubeId"] : [PATH, "admin.home.badPath"];
      const rule = z.string().check(
        z.trim(),
        z.maxLength(HOME_PATH_MAX, "admin.form.tooLong"),
        z.refine((v) => v === "" || pattern.test(v), key),
      );
      return [`${name}_${l}`, rule] as const;
    }),
  );
  return z.object({
    key: formRules.text(100),
    sort: formRules.int(0, 9999),
    is_active: formRules.checkbox(),
    ...Object.fromEntries([...plain, ...localized, ...perLocale]),
  });
}

/**
 * Reads a per-locale column: JSON `{"tw":"…","en":"…"}`. A value written before the column was
 * per-locale (one plain value) stands for every locale in `forLocales`.
 */
export function readPerLocale(raw: string, forLocales: readonly Locale[]): Partial<Record<Locale, string>> {
  const value = raw.trim();
  if (!value) return {};
  if (!value.startsWith("{")) return Object.fromEntries(forLocales.map((l) => [l, value]));
  const parsed = JSON.parse(value) as Partial<Record<Locale, unknown>>;
  return Object.fromEntries(
    forLocales.flatMap((l) => (typeof parsed[l] === "string" && parsed[l] ? [[l, parsed[l]]] : [])),
  );
}
