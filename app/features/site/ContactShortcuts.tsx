import { Icon } from "~/components/ui/Icon";
import { useTranslator } from "~/lib/i18n";
import { useMediaUrl, useSiteData } from "~/lib/site-data";

/**
 * Per-locale contact shortcuts (spec § 2), one button per configured chat app of the market:
 * LINE for tw and th, Messenger/Viber/WhatsApp for en, Zalo for vi, and for cn a WeChat QR in a
 * popover (works without JavaScript). On tw, above 767 px, the LINE button takes the look of the
 * floating contact widget; a widget with a target of its own (CONTACT_WIDGET_URL) gets its own button.
 * On phones the buttons sit in the page flow instead of floating, so they never cover content.
 */
export function ContactShortcuts() {
  const { t, locale } = useTranslator();
  const site = useSiteData();
  const media = useMediaUrl();
  const info = site?.siteInfo;
  if (!info) return null;
  const wechat = locale === "cn" && (info.wechatId || info.qr);
  if (!wechat && info.chats.length === 0 && !info.widgetUrl) return null;
  // tw's floating widget (spec: tw only, above 767 px) is its own target, or else the LINE button.
  const widgetIsLine = locale === "tw" && !info.widgetUrl;
  // How many buttons float on a desktop: the footer leaves that much room below its last line.
  const floating = (wechat ? 1 : 0) + info.chats.length + (locale === "tw" && info.widgetUrl ? 1 : 0);
  return (
    <aside className="contact-shortcuts" aria-label={t("a11y.contactShortcuts")} data-count={Math.min(floating, 3)}>
      {wechat && (
        <>
          <button type="button" className="contact-chip" popoverTarget="wechat-qr" data-channel="wechat">
            <Icon name="chat" size={18} /> {t("contact.wechat")}
          </button>
          <div id="wechat-qr" popover="auto" className="qr-popover">
            {info.qr && <img src={media(info.qr.image)} alt="WeChat QR" width="200" height="200" loading="lazy" />}
            <p>{t(info.qr ? "contact.wechatScan" : "contact.wechatSearch")}</p>
            {info.wechatId && <p>{t("contact.wechatId", { id: info.wechatId })}</p>}
            <button type="button" className="button" popoverTarget="wechat-qr" popoverTargetAction="hide">
              {t("contact.close")}
            </button>
          </div>
        </>
      )}
      {info.chats.map((chat) => (
        <a
          key={chat.channel}
          className={widgetIsLine && chat.channel === "line" ? "contact-chip contact-widget" : "contact-chip"}
          href={chat.href}
          data-channel={chat.channel}
          {...(chat.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          <Icon name="chat" size={18} /> {t(`contact.${chat.channel}`)}
        </a>
      ))}
      {locale === "tw" && info.widgetUrl && (
        <a
          className="contact-chip contact-widget widget-only"
          href={info.widgetUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-channel="widget"
        >
          <Icon name="chat" size={22} />
          <span>{t("contact.floating")}</span>
        </a>
      )}
    </aside>
  );
}
