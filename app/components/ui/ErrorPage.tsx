import { LocaleLink } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { Breadcrumb } from "./Breadcrumb";
import { PageMeta } from "./PageMeta";

/** The 404 and 500 pages and every other error status (spec § 2, § 8). */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslator();
  const notFound = status === 404;
  const title = notFound
    ? t("error.notFound.title")
    : status >= 500
      ? t("error.server.title")
      : t("error.generic.title", { status });
  return (
    <div className="container error-page">
      <PageMeta title={title} noindex />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: String(status) }]} />
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1>{notFound ? t("error.notFound.text") : title}</h1>
      <p className="error-text">{notFound ? t("error.notFound.detail") : t("error.server.text")}</p>
      <LocaleLink to={paths.home()} className="button button-primary">
        {t("error.goHome")}
      </LocaleLink>
    </div>
  );
}
