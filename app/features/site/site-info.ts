/** Per-locale contact channels, social links and QR codes (footer and contact shortcuts). */
import type { Locale } from "~/lib/locales";
import type { LocaleSiteInfo } from "~/lib/site-data";

export type { ContactShortcut, LocaleSiteInfo, SocialLink, SocialNetwork } from "~/lib/site-data";

export const siteInfo: Record<Locale, LocaleSiteInfo> = {
  tw: {
    socials: [
      { network: "line", href: "https://line.me/R/ti/p/@studyway" },
      { network: "facebook", href: "https://www.facebook.com/studyway.tw" },
      { network: "instagram", href: "https://www.instagram.com/studyway.tw" },
      { network: "youtube", href: "https://www.youtube.com/@studyway-tw" },
    ],
    contact: { kind: "line", href: "https://line.me/R/ti/p/@studyway", newTab: true },
    qr: { image: "/images/qr/line-tw.svg", network: "LINE" },
    sisterSites: [],
  },
  cn: {
    socials: [
      { network: "xiaohongshu", href: "https://www.xiaohongshu.com/user/profile/studyway" },
      { network: "youtube", href: "https://www.youtube.com/@studyway-tw" },
    ],
    contact: { kind: "wechat", newTab: false },
    qr: { image: "/images/qr/wechat-cn.svg", network: "WeChat" },
    sisterSites: [
      { labelKey: "footer.sisterSiteA", href: "https://grad.studyway.example" },
      { labelKey: "footer.sisterSiteB", href: "https://camp.studyway.example" },
    ],
  },
  en: {
    socials: [
      { network: "facebook", href: "https://www.facebook.com/studyway.ph" },
      { network: "instagram", href: "https://www.instagram.com/studyway.ph" },
      { network: "youtube", href: "https://www.youtube.com/@studyway-ph" },
      { network: "whatsapp", href: "https://wa.me/639171234567" },
    ],
    contact: { kind: "messenger", href: "https://m.me/studyway.ph", newTab: true },
    qr: { image: "/images/qr/whatsapp-en.svg", network: "WhatsApp" },
    sisterSites: [],
  },
  vi: {
    socials: [
      { network: "facebook", href: "https://www.facebook.com/studyway.vn" },
      { network: "zalo", href: "https://zalo.me/84938226688" },
      { network: "youtube", href: "https://www.youtube.com/@studyway-vn" },
    ],
    contact: { kind: "zalo", href: "https://zalo.me/84938226688", newTab: false },
    qr: { image: "/images/qr/zalo-vi.svg", network: "Zalo" },
    sisterSites: [],
  },
  th: {
    socials: [
      { network: "line", href: "https://line.me/R/ti/p/@studyway.th" },
      { network: "facebook", href: "https://www.facebook.com/studyway.th" },
      { network: "instagram", href: "https://www.instagram.com/studyway.th" },
      { network: "youtube", href: "https://www.youtube.com/@studyway-th" },
    ],
    contact: { kind: "line", href: "https://line.me/R/ti/p/@studyway.th", newTab: true },
    qr: { image: "/images/qr/line-th.svg", network: "LINE" },
    sisterSites: [],
  },
};
