import * as z from "zod/mini";
import { formRules } from "~/lib/form";
import { locales } from "~/lib/locales";

/** The home items staff edit, shared by the admin form (client) and its checks (server). */
export const HOME_KINDS = ["banners", "flows", "videos"] as const;
export type HomeKind = (typeof HOME_KINDS)[number];
export const isHomeKind = (v: unknown): v is HomeKind => (HOME_KINDS as readonly unknown[]).includes(v);

export const HOME_TEXT_MAX = 500;
export const HOME_PATH_MAX = 300;
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export type HomeCheck = "path" | "youtube" | "text" | "int";

/** Per kind: its plain columns (with how each is checked) and its localized JSON columns. */
export const homeFields: Record<HomeKind, { plain: Record<string, HomeCheck>; localized: readonly string[] }> = {
  banners: { plain: { image: "path", link: "path" }, localized: ["title", "subtitle", "cta"] },
  flows: { plain: { icon: "text" }, localized: ["title", "text"] },
  videos: {
    plain: { youtube_id: "youtube", poster: "path", duration_seconds: "int" },
    localized: ["title", "description"],
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
  return z.object({
    key: formRules.text(100),
    sort: formRules.int(0, 9999),
    is_active: formRules.checkbox(),
    ...Object.fromEntries([...plain, ...localized]),
  });
}
