/**
 * Which chat apps and social networks each market uses (issue 15, "Fit to each market").
 * Shared by the configuration check (a setting for the wrong market stops the server) and the
 * site shell (footer, contact shortcuts).
 */
import type { Locale } from "./locales";

export const chatChannels = ["line", "wechat", "messenger", "viber", "whatsapp", "zalo"] as const;
export type ChatChannel = (typeof chatChannels)[number];

/**
 * tw and th chat on LINE, vi on Zalo, the Philippines on Messenger, Viber or WhatsApp, mainland
 * China on WeChat (LINE, WhatsApp and Messenger are blocked there).
 */
export const marketChatChannels: Record<Locale, readonly ChatChannel[]> = {
  tw: ["line"],
  cn: ["wechat"],
  en: ["messenger", "viber", "whatsapp"],
  vi: ["zalo"],
  th: ["line"],
};

export const socialNetworks = ["facebook", "instagram", "youtube", "xiaohongshu", "bilibili"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Facebook, Instagram and YouTube cannot be opened in mainland China; Xiaohongshu and Bilibili are Chinese networks. */
export const marketSocialNetworks: Record<Locale, readonly SocialNetwork[]> = {
  tw: ["facebook", "instagram", "youtube"],
  cn: ["xiaohongshu", "bilibili"],
  en: ["facebook", "instagram", "youtube"],
  vi: ["facebook", "youtube"],
  th: ["facebook", "instagram", "youtube"],
};

/** The link each chat app opens: its own short-link host (WeChat has none: it is an ID and a QR code). */
const chatLink: Record<Exclude<ChatChannel, "wechat">, RegExp> = {
  line: /^https:\/\/(?:line\.me|lin\.ee)\/\S+$/,
  messenger: /^https:\/\/m\.me\/\S+$/,
  viber: /^(?:viber:\/\/\S+|https:\/\/invite\.viber\.com\/\S+)$/,
  whatsapp: /^https:\/\/(?:wa\.me|api\.whatsapp\.com)\/\S+$/,
  zalo: /^https:\/\/zalo\.me\/\S+$/,
};

/** A WeChat ID: 6-20 characters, a letter first, then letters, digits, _ or -. */
const WECHAT_ID = /^[A-Za-z][-_A-Za-z0-9]{5,19}$/;

/** Why a chat target is refused, or undefined when it is fine for the channel. */
export function chatTargetProblem(channel: ChatChannel, target: string): string | undefined {
  if (channel === "wechat") return WECHAT_ID.test(target) ? undefined : "a WeChat ID (6-20 letters, digits, _ or -)";
  return chatLink[channel].test(target) ? undefined : `a ${channel} link such as ${chatExample[channel]}`;
}

const chatExample: Record<Exclude<ChatChannel, "wechat">, string> = {
  line: "https://line.me/R/ti/p/@youraccount",
  messenger: "https://m.me/yourpage",
  viber: "viber://chat?number=%2B63…",
  whatsapp: "https://wa.me/63…",
  zalo: "https://zalo.me/…",
};

/** The vi chat link opens in the same tab, as the original site did (spec § 2); the others in a new one. */
export const chatOpensNewTab = (channel: ChatChannel) => channel !== "zalo";

/**
 * The message key that names a contact method inside a sentence ("will contact you by {method}"):
 * phone and email in running-text case ("by phone", "qua điện thoại"), the apps by their names.
 */
export function contactMethodInTextKey(method: string | null | undefined): string {
  const code = method || "phone";
  return code === "phone" || code === "email" ? `consultation.contactInText.${code}` : `consultation.contact.${code}`;
}
