/**
 * Image paths stored in the database: absolute URLs and site paths ("/images/…") pass
 * through; relative media paths ("uploads/2026/cover.jpg") are prefixed with MEDIA_BASE_URL
 * (spec § 7: "Images use a relative path prefixed by a dashboard host"), or served from
 * /media/ when no media host is configured.
 */
export function mediaUrl(path: string, mediaBase: string | undefined): string {
  if (/^(https?:|data:)/i.test(path) || path.startsWith("/")) return path;
  const base = (mediaBase ?? "/media").replace(/\/+$/, "");
  return `${base}/${path.replace(/^\.?\/+/, "")}`;
}
