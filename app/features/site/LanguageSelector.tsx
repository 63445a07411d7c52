import { useLocation } from "react-router";
import { useTranslator } from "~/lib/i18n";
import { htmlLang, languageName, locales } from "~/lib/locales";
import { useSiteData } from "~/lib/site-data";
import { localeUrl } from "~/lib/urls";

/** Links to this same page in every language (its own domain, or `?lang=`); a full load sets the cookie. */
export function LanguageSelector() {
  const { t, locale } = useTranslator();
  const site = useSiteData();
  const location = useLocation();
  if (!site) return null;
  const path = `${location.pathname}${location.search}`;
  return (
    <nav className="language-selector" aria-label={t("a11y.languageSelector")}>
      <ul>
        {locales.map((l) => (
          <li key={l}>
            <a
              href={localeUrl(l, path, site.addressing)}
              hrefLang={htmlLang[l]}
              lang={htmlLang[l]}
              aria-current={l === locale ? "true" : undefined}
            >
              {languageName[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
