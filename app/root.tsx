import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { versionedCopy } from "~/.server/db/snapshot";
import { linkLangOf } from "~/.server/http/locale";
import { layoutCatalogFile } from "~/.server/messages";
import { ErrorPage } from "~/components/ui/ErrorPage";
import { foundingYear } from "~/features/claims/claims.server";
import { publishedGuides } from "~/features/guides/guides.server";
import { listClassifications, listOffices } from "~/features/reference/reference.server";
import { parseShortlist, SHORTLIST_COOKIE } from "~/features/shortlist/shortlist-cookie";
import { ContactShortcuts } from "~/features/site/ContactShortcuts";
import { Footer } from "~/features/site/Footer";
import { Header } from "~/features/site/Header";
import { LoadingBar } from "~/features/site/LoadingBar";
import { siteInfoFor } from "~/features/site/site-info";
import { readCookie } from "~/lib/cookies";
import { createTranslator, TranslatorProvider, useLayoutMessages } from "~/lib/i18n";
import { htmlLang, isLocale, type Locale, locales } from "~/lib/locales";
import { type SiteData, useSiteData } from "~/lib/site-data";
import { defaultUrl, localeUrl } from "~/lib/urls";
import type { Route } from "./+types/root";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

async function loadShell(db: Db, locale: Locale): Promise<Pick<SiteData, "categories" | "offices" | "foundedYear">> {
  const [categories, offices, foundedYear] = await Promise.all([
    listClassifications(db, locale),
    listOffices(db, locale),
    foundingYear(db),
  ]);
  return { categories: categories.map((c) => ({ id: c.id, name: c.name })), offices, foundedYear };
}

/** Menu categories and offices of each locale, kept in process until content changes (data_versions). */
const shellCopy = versionedCopy("content", loadShell);

/** The render check (`routes/render-check.tsx`) is a bare document: no site data, no layout. */
const RENDER_CHECK_PATH = "/healthz/render";

export async function loader({ request, context }: Route.LoaderArgs): Promise<SiteData | null> {
  if (new URL(request.url).pathname === RENDER_CHECK_PATH) return null;
  const app = context.get(appContext);
  const { locale } = app.localeResolution;
  const { categories, offices, foundedYear } = await shellCopy(app.db, locale, app.contentVersion);
  // Addresses from OFFICE_EMAILS and phones from OFFICE_PHONES win over the table's (configuration, not content: not in the cached copy).
  const officesShown = offices.map((o) => ({
    ...o,
    email: app.config.OFFICE_EMAILS[o.code] ?? o.email,
    phone: app.config.OFFICE_PHONES[o.code] ?? o.phone,
  }));
  return {
    locale,
    layoutCatalog: layoutCatalogFile(locale).path,
    linkLang: linkLangOf(app.localeResolution),
    localeFromUrl: app.localeResolution.source === "query" || app.localeResolution.source === "host",
    addressing: {
      origin: app.origin,
      domains: app.config.LOCALE_DOMAINS,
      protocol: new URL(app.origin).protocol,
    },
    categories,
    guides: [...publishedGuides],
    offices: officesShown,
    foundedYear,
    siteInfo: siteInfoFor(locale, app.config),
    year: new Date().getFullYear(),
    shortlist: parseShortlist(readCookie(request.headers.get("cookie"), SHORTLIST_COOKIE)),
    mediaBase: app.config.MEDIA_BASE_URL,
  };
}

/** Site data depends only on the language: skip it on ordinary navigations. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lang") !== nextUrl.searchParams.get("lang");
}

function AlternateLinks({ site }: { site: SiteData }) {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  return (
    <>
      {/* The language-negotiating address (no marker: cookie, then browser language) is the
          x-default and canonical for itself; a marked or domain address is canonical for its language. */}
      <link
        rel="canonical"
        href={site.localeFromUrl ? localeUrl(site.locale, path, site.addressing) : defaultUrl(path, site.addressing)}
      />
      {locales.map((l) => (
        <link key={l} rel="alternate" hrefLang={htmlLang[l]} href={localeUrl(l, path, site.addressing)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={defaultUrl(path, site.addressing)} />
      <link rel="alternate" type="application/rss+xml" href={localeUrl(site.locale, "/rss.xml", site.addressing)} />
    </>
  );
}

/**
 * The layout's messages are not in the page's data: the browser fetches them from a file that
 * stays in its cache for every later page (entry.client.tsx; decision 0003).
 */
function LayoutCatalogLink({ site }: { site: SiteData }) {
  return (
    <link
      rel="preload"
      as="fetch"
      crossOrigin="anonymous"
      href={site.layoutCatalog}
      data-layout-catalog={site.locale}
    />
  );
}

/**
 * The site's stylesheet. With a React precedence, React writes it at the top of <head>, before the
 * modulepreload links of the page's scripts; from links() it came last in <head>, after 10-14 of
 * them, and the browser asked for it after all the scripts (docs/benchmarks.md, "Lighthouse,
 * third pass"). Route stylesheets (links()) still come after it in the cascade.
 */
function SiteStylesheet() {
  return <link rel="stylesheet" href={stylesheet} precedence="default" />;
}

/** The back office brings its own chrome and language (tw, en, vi or th). */
function useAdminLocale(): string | undefined {
  const signedIn = useRouteLoaderData<{ locale: string }>("routes/admin/layout");
  const signIn = useRouteLoaderData<{ locale: string }>("routes/admin/login");
  return (signedIn ?? signIn)?.locale;
}

export function Layout({ children }: { children: ReactNode }) {
  const site = useSiteData();
  const adminLocale = useAdminLocale();
  const location = useLocation();
  const isAdmin = location.pathname.startsWith("/admin");
  const messages = useLayoutMessages(site?.locale);
  const translator = createTranslator(site?.locale ?? "en", messages ?? {});
  useEffect(() => {
    // Lets tests (and CSS) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const shown = location.pathname + location.search;
  useEffect(() => {
    // The address of the page React has put on screen: after a client-side move the browser's
    // address changes first, the page when React commits it (tests wait for both to agree).
    document.documentElement.dataset.shown = shown;
  }, [shown]);
  // The browser holds the catalog of the language it loaded; a client-side move to another
  // language (rare: the language selector loads a new document) loads that language's document.
  const catalogMissing = site !== null && messages === undefined;
  useEffect(() => {
    if (catalogMissing) window.location.reload();
  }, [catalogMissing]);
  if (isAdmin) {
    return (
      <html lang={isLocale(adminLocale) ? htmlLang[adminLocale] : "zh-Hant-TW"} dir="ltr">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="referrer" content="same-origin" />
          <SiteStylesheet />
          <Links />
          {site && <LayoutCatalogLink site={site} />}
        </head>
        <body className="admin-body-root">
          <TranslatorProvider value={translator}>{children}</TranslatorProvider>
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    );
  }
  return (
    <html lang={site ? htmlLang[site.locale] : "en"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4e79" />
        <SiteStylesheet />
        <Links />
        {site && <LayoutCatalogLink site={site} />}
        {site && <AlternateLinks site={site} />}
      </head>
      <body>
        <TranslatorProvider value={translator}>
          {site ? (
            <>
              <LoadingBar />
              <Header />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <Footer />
              <ContactShortcuts />
            </>
          ) : (
            <main id="main">{children}</main>
          )}
        </TranslatorProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return <ErrorPage status={status} />;
}
