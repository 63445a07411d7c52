import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/Icon";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { countryCodes } from "~/features/schools/country-codes";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { useSiteData } from "~/lib/site-data";

// Loaded on first use: pages that never open it never download it.
const SearchPopup = lazy(() => import("~/features/schools/SearchPopup"));

interface MenuItem {
  label: string;
  to: string;
}

function Dropdown({ label, items }: { label: string; items: MenuItem[] }) {
  return (
    // Same `name`: the browser keeps one open at a time, even without JavaScript.
    <details className="dropdown" name="main-menu">
      <summary>
        {label}
        <Icon name="chevron" size={16} />
      </summary>
      <ul className="dropdown-panel">
        {items.map((item) => (
          <li key={item.to}>
            <LocaleLink to={item.to}>{item.label}</LocaleLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Top menu (spec § 2). Dropdowns are <details>, so they work without JavaScript and with the
 * keyboard; the script adds "one open at a time", "click outside closes" and Escape.
 * The mobile toggle is a link to #main-nav (CSS :target opens it without JavaScript).
 */
export function Header() {
  const { t } = useTranslator();
  const site = useSiteData();
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  // Close everything on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    setMobileOpen(false);
    for (const d of navRef.current?.querySelectorAll("details[open]") ?? []) d.removeAttribute("open");
  }, [location.pathname, location.search]);

  // Any route change closes the search popup, except the name search's own navigation,
  // after which the popup closes by itself 500 ms later (spec § 9).
  const popupNavigating = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    if (popupNavigating.current) popupNavigating.current = false;
    else setSearchOpen(false);
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const all = () => Array.from(nav.querySelectorAll<HTMLDetailsElement>("details.dropdown"));
    // Fallback for browsers without exclusive <details name>.
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (opened.open) for (const d of all()) if (d !== opened) d.open = false;
    };
    const onDocumentClick = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !nav.contains(event.target)) for (const d of all()) d.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = all().find((d) => d.open);
      if (open) {
        open.open = false;
        open.querySelector("summary")?.focus();
      }
      setMobileOpen(false);
    };
    nav.addEventListener("toggle", onToggle, true);
    document.addEventListener("click", onDocumentClick);
    document.addEventListener("keydown", onKey);
    return () => {
      nav.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("click", onDocumentClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  const categories = site?.categories ?? [];
  const guides: readonly string[] = site?.guides ?? [];

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <div className="container header-bar">
        <LocaleLink to={paths.home()} className="brand">
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span>{t("site.name")}</span>
        </LocaleLink>
        <nav
          id="main-nav"
          ref={navRef}
          className={mobileOpen ? "main-nav is-open" : "main-nav"}
          aria-label={t("a11y.mainNavigation")}
        >
          <ul className="menu">
            <li>
              <LocaleLink to={paths.home()} className="menu-link">
                {t("nav.home")}
              </LocaleLink>
            </li>
            <li>
              <Dropdown
                label={t("nav.services")}
                items={[
                  { label: t("nav.servicePackage"), to: paths.servicePackage() },
                  { label: t("nav.serviceDescription"), to: paths.ourServices() },
                  { label: t("nav.documentPurchase"), to: paths.serviceSelect() },
                ]}
              />
            </li>
            <li>
              <Dropdown
                label={t("nav.schoolsByCountry")}
                // A country with a published guide opens it (the guide links its schools); the others their school list.
                items={countryCodes.map((code) => ({
                  label: t(`country.${code}`),
                  to: guides.includes(code) ? paths.guide(code) : paths.schools(code),
                }))}
              />
            </li>
            <li>
              <LocaleLink to={paths.ranking()} className="menu-link">
                {t("nav.ranking")}
              </LocaleLink>
            </li>
            <li>
              <Dropdown
                label={t("nav.articles")}
                items={[
                  ...categories.map((c) => ({ label: c.name, to: paths.category(c.id) })),
                  { label: t("nav.allArticles"), to: paths.articleSearch() },
                ]}
              />
            </li>
            <li>
              <LocaleLink to={paths.faq(1)} className="menu-link">
                {t("nav.faq")}
              </LocaleLink>
            </li>
            <li>
              <Dropdown
                label={t("nav.about")}
                items={[
                  { label: t("nav.aboutUs"), to: paths.about() },
                  { label: t("nav.admissionList"), to: paths.studentList() },
                  { label: t("nav.testimonials"), to: paths.testimonials() },
                ]}
              />
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <LocaleLink
            to={paths.schools("all")}
            className="icon-button search-toggle"
            aria-label={t("a11y.openSearch")}
            aria-haspopup="dialog"
            onClick={(event) => {
              // Without JavaScript this is a link to the full search page.
              event.preventDefault();
              setSearchOpen(true);
            }}
          >
            <Icon name="search" />
          </LocaleLink>
          <LocaleLink
            to="/shortlist"
            className="icon-button shortlist-link"
            aria-label={t("shortlist.headerLabel", { count: site?.shortlist.length ?? 0 })}
          >
            <Icon name="bookmark" />
            {(site?.shortlist.length ?? 0) > 0 && (
              <span className="badge" aria-hidden="true">
                {site?.shortlist.length}
              </span>
            )}
          </LocaleLink>
          <LocaleLink to={paths.consultation()} className="button button-primary book-now">
            {t("nav.bookNow")}
          </LocaleLink>
          {/* biome-ignore lint/a11y/useValidAnchor: a link to #main-nav opens the menu through CSS :target when JavaScript is off; the script turns it into a toggle */}
          <a
            href="#main-nav"
            className="icon-button menu-toggle"
            aria-controls="main-nav"
            aria-expanded={mobileOpen}
            aria-label={mobileOpen ? t("a11y.closeMenu") : t("a11y.openMenu")}
            onClick={(event) => {
              event.preventDefault();
              setMobileOpen((open) => !open);
            }}
          >
            <Icon name={mobileOpen ? "close" : "menu"} />
          </a>
          {/* Without JavaScript the open menu is the :target; this link (shown by CSS only then) clears it. */}
          <a href="#menu-closed" className="icon-button menu-close-nojs" aria-label={t("a11y.closeMenu")}>
            <Icon name="close" />
          </a>
        </div>
      </div>
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchPopup
            onClose={() => setSearchOpen(false)}
            onNavigate={() => {
              popupNavigating.current = true;
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
