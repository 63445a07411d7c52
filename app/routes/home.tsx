import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";

export default function Home() {
  const { t } = useTranslator();
  return (
    <div className="container home">
      <PageMeta title={t("home.title")} description={t("site.description")} />
      <section className="hero">
        <h1>{t("home.title")}</h1>
        <p>{t("home.intro")}</p>
        <p className="hero-actions">
          <LocaleLink to={paths.guide("usa")} className="button button-primary">
            {t("home.exploreGuides")}
          </LocaleLink>
          <LocaleLink to={paths.conditionalAdmission()} className="button">
            {t("home.readMore")}
          </LocaleLink>
        </p>
      </section>
    </div>
  );
}
