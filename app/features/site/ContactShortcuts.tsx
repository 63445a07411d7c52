import { Icon } from "~/components/ui/Icon";
import { useTranslator } from "~/lib/i18n";
import { useSiteData } from "~/lib/site-data";

/**
 * Per-locale contact shortcut (spec § 2): LINE for tw and th, Messenger for en, Zalo for vi,
 * and for cn a WeChat QR in a popover (works without JavaScript). tw also gets the floating
 * contact button, self-hosted, shown only above 767 px.
 */
export function ContactShortcuts() {
  const { t, locale } = useTranslator();
  const site = useSiteData();
  const info = site?.siteInfo;
  if (!info) return null;
  const contact = info.contact;
  const label = t(`contact.${contact.kind}`);
  return (
    <aside className="contact-shortcuts" aria-label={t("a11y.contactShortcuts")}>
      {contact.kind === "wechat" ? (
        <>
          <button type="button" className="contact-chip" popoverTarget="wechat-qr">
            <Icon name="chat" size={18} /> {label}
          </button>
          <div id="wechat-qr" popover="auto" className="qr-popover">
            <img src={info.qr.image} alt="WeChat QR" width="200" height="200" loading="lazy" />
            <p>{t("contact.wechatScan")}</p>
            <button type="button" className="button" popoverTarget="wechat-qr" popoverTargetAction="hide">
              {t("contact.close")}
            </button>
          </div>
        </>
      ) : (
        <a
          className="contact-chip"
          href={contact.href}
          {...(contact.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          <Icon name="chat" size={18} /> {label}
        </a>
      )}
      {locale === "tw" && site && (
        <a className="floating-contact" href={site.contactWidgetUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="chat" size={22} />
          <span>{t("contact.floating")}</span>
        </a>
      )}
    </aside>
  );
}
