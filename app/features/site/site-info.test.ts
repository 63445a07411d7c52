import { describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { marketChatChannels } from "~/lib/contact-channels";
import { locales } from "~/lib/locales";
import { contactEnv } from "../../../tests/support/contact-settings";
import { siteInfoFor } from "./site-info";

describe("contact channels per market", () => {
  const config = loadConfig(contactEnv);

  it("gives each locale its market's chat apps only: LINE (tw, th), WeChat (cn), Messenger/Viber/WhatsApp (en), Zalo (vi)", () => {
    const channels = Object.fromEntries(
      locales.map((l) => {
        const info = siteInfoFor(l, config);
        return [l, [...info.chats.map((c) => c.channel), ...(info.wechatId ? ["wechat"] : [])]];
      }),
    );
    expect(channels).toEqual({
      tw: ["line"],
      cn: ["wechat"],
      en: ["messenger", "viber", "whatsapp"],
      vi: ["zalo"],
      th: ["line"],
    });
    expect(siteInfoFor("cn", config).qr).toEqual({ image: "/images/qr/wechat-cn.svg", network: "WeChat" });
    expect(siteInfoFor("vi", config).chats[0]?.newTab).toBe(false);
  });

  it("refuses a chat app or network from the wrong market, and a link that is not the app's", () => {
    expect(() => loadConfig({ CHAT_LINKS: "cn.line=https://line.me/R/ti/p/@agency" })).toThrow(/CHAT_LINKS/);
    expect(() => loadConfig({ CHAT_LINKS: "en.line=https://line.me/R/ti/p/@agency" })).toThrow(/CHAT_LINKS/);
    expect(() => loadConfig({ CHAT_LINKS: "tw.line=https://evil.example/line" })).toThrow(/a line link/);
    expect(() => loadConfig({ CHAT_LINKS: "cn.wechat=https://weixin.qq.com/x" })).toThrow(/WeChat ID/);
    expect(() => loadConfig({ SOCIAL_LINKS: "cn.youtube=https://www.youtube.com/@agency" })).toThrow(/SOCIAL_LINKS/);
    expect(() => loadConfig({ CHAT_QR_IMAGES: "th.zalo=/images/qr/x.svg" })).toThrow(/CHAT_QR_IMAGES/);
  });

  it("cn shows no YouTube, LINE or other blocked network; sister sites only in cn", () => {
    const cn = siteInfoFor("cn", loadConfig({ ...contactEnv }));
    expect(cn.socials.map((s) => s.network)).toEqual(["xiaohongshu"]);
    expect(cn.sisterSites.map((s) => s.href)).toEqual(["https://grad.agency.cn", "https://camp.agency.cn"]);
    expect(siteInfoFor("tw", config).sisterSites).toEqual([]);
    for (const l of locales) expect(marketChatChannels[l].length).toBeGreaterThan(0);
  });

  it("shows nothing made up when nothing is configured", () => {
    const empty = loadConfig({});
    for (const l of locales) {
      const info = siteInfoFor(l, empty);
      expect(info).toEqual({ socials: [], chats: [], sisterSites: [] });
    }
  });

  it("one button per channel: a tw widget that leads to the LINE link is the LINE button", () => {
    const same = loadConfig({ ...contactEnv, CONTACT_WIDGET_URL: "https://line.me/R/ti/p/@agency-tw" });
    expect(siteInfoFor("tw", same).widgetUrl).toBeUndefined();
    const own = loadConfig({ ...contactEnv, CONTACT_WIDGET_URL: "https://chat.agency.tw/" });
    expect(siteInfoFor("tw", own).widgetUrl).toBe("https://chat.agency.tw/");
    expect(siteInfoFor("en", own).widgetUrl).toBeUndefined();
  });
});
