import { useRouteLoaderData } from "react-router";
import type { ChatChannel, SocialNetwork } from "./contact-channels";
import type { Locale } from "./locales";
import { mediaUrl } from "./media";
import type { GuideCountry } from "./paths";
import type { LocaleAddressing } from "./urls";

/** An office as shown to visitors of one locale (footer, consultation form). */
export interface Office {
  id: number;
  code: string;
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** Per-locale contact channels, social links and QR codes (footer and contact shortcuts). */
export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** A chat app with a link (WeChat has none: see `wechatId`). */
export interface ChatLink {
  channel: Exclude<ChatChannel, "wechat">;
  href: string;
  /** Opens in a new tab (the vi chat link stays in the same tab, as the original did). */
  newTab: boolean;
}

/** What the settings give one locale; a channel that is not configured is not shown at all. */
export interface LocaleSiteInfo {
  socials: SocialLink[];
  /** One entry per configured chat app of the market, in the market's order. */
  chats: ChatLink[];
  /** cn: the WeChat ID shown beside the QR code. */
  wechatId?: string;
  /** The QR code of the locale's chat app. */
  qr?: { image: string; network: string };
  sisterSites: Array<{ labelKey: string; href: string }>;
  /** tw: the floating contact widget's own target, when it is not one of `chats`. */
  widgetUrl?: string;
}

/** What the root loader gives every page (kept small: it is serialized into each document). */
export interface SiteData {
  locale: Locale;
  /** Address of the layout's catalog of messages (`/i18n/<locale>.<hash>.json`), fetched once and cached by the browser. */
  layoutCatalog: string;
  /** `lang` marker appended to internal links, or null when the host implies the locale. */
  linkLang: Locale | null;
  /** Whether the address chose the language (a `lang` marker or a locale's domain), not the cookie or browser. */
  localeFromUrl: boolean;
  addressing: LocaleAddressing;
  categories: Array<{ id: number; name: string }>;
  /** The published country guides, in menu order (header, footer and home page link them). */
  guides: GuideCountry[];
  offices: Office[];
  /** The founding year staff set (/admin/claims): footer and site description */
  foundedYear: number;
  /** This locale's socials, contact shortcut and QR code (only this locale's: less JavaScript). */
  siteInfo: LocaleSiteInfo;
  year: number;
  /** School ids on the visitor's shortlist (cookie), for the header counter and save buttons. */
  shortlist: number[];
  /** MEDIA_BASE_URL, for image paths stored in the database */
  mediaBase: string | undefined;
}

/** The spec's founding year, until the database says otherwise (the render check has no site data). */
export const DEFAULT_FOUNDING_YEAR = 2006;

/** Resolves an image path from the database (see lib/media). */
export function useMediaUrl(): (path: string) => string {
  const site = useSiteData();
  return (path) => mediaUrl(path, site?.mediaBase);
}

export function useSiteData(): SiteData | undefined {
  // null on the bare render check (/healthz/render)
  return (useRouteLoaderData("root") as SiteData | null | undefined) ?? undefined;
}
