import { useRouteLoaderData } from "react-router";
import type { Office } from "~/features/reference/reference.server";
import type { LocaleSiteInfo } from "~/features/site/site-info";
import type { Messages } from "./i18n";
import type { Locale } from "./locales";
import { mediaUrl } from "./media";
import type { LocaleAddressing } from "./urls";

/** What the root loader gives every page (kept small: it is serialized into each document). */
export interface SiteData {
  locale: Locale;
  messages: Messages;
  /** `lang` marker appended to internal links, or null when the host implies the locale. */
  linkLang: Locale | null;
  addressing: LocaleAddressing;
  categories: Array<{ id: number; name: string }>;
  offices: Office[];
  /** This locale's socials, contact shortcut and QR code (only this locale's: less JavaScript). */
  siteInfo: LocaleSiteInfo;
  year: number;
  contactWidgetUrl: string;
  isMobile: boolean;
  /** School ids on the visitor's shortlist (cookie), for the header counter and save buttons. */
  shortlist: number[];
  /** MEDIA_BASE_URL, for image paths stored in the database */
  mediaBase: string | undefined;
}

/** Resolves an image path from the database (see lib/media). */
export function useMediaUrl(): (path: string) => string {
  const site = useSiteData();
  return (path) => mediaUrl(path, site?.mediaBase);
}

export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData("root") as SiteData | undefined;
}
