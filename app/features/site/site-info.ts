/**
 * Per-locale contact channels, social links and QR codes (footer and contact shortcuts), built
 * from the settings (README, Configuration). Nothing is made up: a channel, network, QR code or
 * sister site that is not configured is not shown, in development as in production.
 */
import type { Config } from "~/.server/config";
import { type ChatChannel, chatOpensNewTab, marketChatChannels, marketSocialNetworks } from "~/lib/contact-channels";
import type { Locale } from "~/lib/locales";
import type { ChatLink, LocaleSiteInfo, SocialLink } from "~/lib/site-data";

export type { ChatLink, LocaleSiteInfo, SocialLink } from "~/lib/site-data";

export type ContactSettings = Pick<
  Config,
  "CHAT_LINKS" | "CHAT_QR_IMAGES" | "SOCIAL_LINKS" | "SISTER_SITES" | "CONTACT_WIDGET_URL"
>;

const channelName: Record<ChatChannel, string> = {
  line: "LINE",
  wechat: "WeChat",
  messenger: "Messenger",
  viber: "Viber",
  whatsapp: "WhatsApp",
  zalo: "Zalo",
};

/** The settings that concern one locale, in the market's order. */
export function siteInfoFor(locale: Locale, settings: ContactSettings): LocaleSiteInfo {
  const chatSettings = settings.CHAT_LINKS[locale] ?? {};
  const chats: ChatLink[] = [];
  for (const channel of marketChatChannels[locale]) {
    const href = chatSettings[channel];
    if (channel === "wechat" || !href) continue;
    chats.push({ channel, href, newTab: chatOpensNewTab(channel) });
  }
  const socialSettings = settings.SOCIAL_LINKS[locale] ?? {};
  const socials: SocialLink[] = marketSocialNetworks[locale].flatMap((network) => {
    const href = socialSettings[network];
    return href ? [{ network, href }] : [];
  });
  // The QR code of the market's first chat app that has one.
  const qrImages = settings.CHAT_QR_IMAGES[locale] ?? {};
  const qrChannel = marketChatChannels[locale].find((channel) => qrImages[channel]);
  const info: LocaleSiteInfo = {
    socials,
    chats,
    sisterSites: [],
  };
  if (chatSettings.wechat) info.wechatId = chatSettings.wechat;
  if (qrChannel) info.qr = { image: qrImages[qrChannel] ?? "", network: channelName[qrChannel] };
  if (locale === "cn") {
    const { grad, camp } = settings.SISTER_SITES;
    if (grad) info.sisterSites.push({ labelKey: "footer.sisterSiteA", href: grad });
    if (camp) info.sisterSites.push({ labelKey: "footer.sisterSiteB", href: camp });
  }
  // One button per channel: a widget that leads to one of the chat links is that chat link.
  const widget = settings.CONTACT_WIDGET_URL;
  if (locale === "tw" && widget && !chats.some((c) => c.href === widget)) info.widgetUrl = widget;
  return info;
}
