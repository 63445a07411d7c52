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
