import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { claimValues, listClaims } from "~/features/claims/claims.server";
import { KeyFigures } from "~/features/home/KeyFigures";
import { getPagesCopy } from "~/features/pages/pages.server";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { useSiteData } from "~/lib/site-data";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const locale = localeResolution.locale;
  const [values, figures] = await Promise.all([claimValues(db, locale), listClaims(db, locale)]);
  return { copy: getPagesCopy(locale, values).about, figures };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const site = useSiteData();
  const { copy, figures } = loaderData;
  return (
    <div className="container static-page">
      <PageMeta title={copy.title} description={copy.metaDescription} />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: copy.title }]} />
      <h1>{copy.title}</h1>
      <p className="lead">{copy.lead}</p>
      {copy.story.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <KeyFigures figures={figures} />
      <section className="home-section">
        <h2>{copy.missionTitle}</h2>
        <p>{copy.mission}</p>
        <h2>{copy.valuesTitle}</h2>
        <ul className="value-grid">
          {copy.values.map((v) => (
            <li key={v.title} className="card">
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section">
        <h2>{copy.officesTitle}</h2>
        <ul className="value-grid">
          {site?.offices.map((o) => (
            <li key={o.code} className="card">
              <h3>{o.name}</h3>
              <p>{o.address}</p>
              <p>
                {o.phone ? (
                  <a href={`tel:${o.phone.replace(/\s+/g, "")}`}>{o.phone}</a>
                ) : (
                  <span className="phone-pending">{t("offices.phonePending")}</span>
                )}
                {o.email && (
                  <>
                    {" · "}
                    <a href={`mailto:${o.email}`}>{o.email}</a>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="cta-band">
        <h2>{copy.ctaTitle}</h2>
        <p>{copy.ctaText}</p>
        <LocaleLink to={paths.consultation()} className="button button-primary">
          {copy.ctaButton}
        </LocaleLink>
      </section>
    </div>
  );
}
