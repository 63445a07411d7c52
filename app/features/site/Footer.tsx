import { Icon } from "~/components/ui/Icon";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { countryCodes } from "~/features/schools/country-codes";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { DEFAULT_FOUNDING_YEAR, useMediaUrl, useSiteData } from "~/lib/site-data";
import { LanguageSelector } from "./LanguageSelector";

/**
 * Footer (spec § 2): language selector, offices, the market's chat apps and social networks, QR,
 * sister sites (cn), guide links, the year in the locale's calendar. Only configured channels show.
 */
export function Footer() {
  const { t, formatYear } = useTranslator();
  const site = useSiteData();
  const media = useMediaUrl();
  const info = site?.siteInfo;
  if (!info) return null;
  const guides: readonly string[] = site.guides;
  const follow = [
    ...info.chats.map((c) => ({ key: c.channel, label: t(`social.${c.channel}`), href: c.href })),
    ...info.socials.map((s) => ({ key: s.network, label: t(`social.${s.network}`), href: s.href })),
  ];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand">
          <p className="footer-title">{t("site.name")}</p>
          <p>{t("footer.founded", { year: formatYear(site?.foundedYear ?? DEFAULT_FOUNDING_YEAR) })}</p>
          {info.qr && (
            <figure className="footer-qr" data-channel={info.qr.network}>
              <img src={media(info.qr.image)} alt={`${info.qr.network} QR`} width="112" height="112" loading="lazy" />
              <figcaption>
                {t("footer.qrCaption")}
                {info.wechatId && <span className="block">{t("contact.wechatId", { id: info.wechatId })}</span>}
              </figcaption>
            </figure>
          )}
          {!info.qr && info.wechatId && <p>{t("contact.wechatId", { id: info.wechatId })}</p>}
        </section>
        <section>
          <h2 className="footer-title">{t("footer.studyIn")}</h2>
          <ul className="footer-links">
            {countryCodes.map((code) => (
              <li key={code}>
                {guides.includes(code) ? (
                  <LocaleLink to={paths.guide(code)}>{t(`guide.${code}`)}</LocaleLink>
                ) : (
                  <LocaleLink to={paths.schools(code)}>{t(`country.${code}`)}</LocaleLink>
                )}
              </li>
            ))}
            <li>
              <LocaleLink to={paths.conditionalAdmission()}>{t("nav.conditionalAdmission")}</LocaleLink>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="footer-title">{t("footer.offices")}</h2>
          <ul className="footer-offices">
            {site?.offices.map((office) => (
              <li key={office.code}>
                <strong>{office.name}</strong>
                <span>
                  <Icon name="pin" size={14} /> {office.address}
                </span>
                {office.phone ? (
                  <a href={`tel:${office.phone.replace(/\s+/g, "")}`}>
                    <Icon name="phone" size={14} /> {office.phone}
                  </a>
                ) : (
                  // Not configured yet (OFFICE_PHONES): no number that could be dialled (decision 0019).
                  <span className="phone-pending">
                    <Icon name="phone" size={14} /> {t("offices.phonePending")}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section>
          {follow.length > 0 && (
            <>
              <h2 className="footer-title">{t("footer.follow")}</h2>
              <ul className="footer-links social-links">
                {follow.map((f) => (
                  <li key={f.key} data-channel={f.key}>
                    <a href={f.href} rel="noopener noreferrer" target="_blank">
                      {f.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {info.sisterSites.length > 0 && (
            <>
              <h2 className="footer-title">{t("footer.sisterSites")}</h2>
              <ul className="footer-links">
                {info.sisterSites.map((s) => (
                  <li key={s.href}>
                    <a href={s.href} rel="noopener">
                      {t(s.labelKey)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2 className="footer-title">{t("footer.language")}</h2>
          <LanguageSelector />
        </section>
      </div>
      <p className="container copyright">
        {t("footer.copyright", { year: formatYear(site?.year ?? new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
