import { useLocation } from "react-router";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { Breadcrumb } from "./Breadcrumb";
import { PageMeta } from "./PageMeta";

/** The 404 and 500 pages and every other error status (spec § 2, § 8). */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslator();
  const { pathname } = useLocation();
  const notFound = status === 404;
  // 400: a page number, filter or search in the address is not valid; the way back is the
  // same page without its query.
  const badAddress = status === 400;
  const title = notFound
    ? t("error.notFound.title")
    : badAddress
      ? t("error.invalidAddress.title")
      : status >= 500
        ? t("error.server.title")
        : t("error.generic.title", { status });
  const heading = notFound ? t("error.notFound.text") : title;
  const text = notFound
    ? t("error.notFound.detail")
    : badAddress
      ? t("error.invalidAddress.text")
      : t("error.server.text");
  return (
    <div className="container error-page">
      <PageMeta title={title} noindex />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: String(status) }]} />
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1>{heading}</h1>
      <p className="error-text">{text}</p>
      <p className="error-actions">
        {badAddress && pathname !== paths.home() && (
          <LocaleLink to={pathname} className="button button-primary">
            {t("error.invalidAddress.back")}
          </LocaleLink>
        )}
        <LocaleLink to={paths.home()} className={badAddress ? "button" : "button button-primary"}>
          {t("error.goHome")}
        </LocaleLink>
      </p>
    </div>
  );
}
