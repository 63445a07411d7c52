import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { claimValues } from "~/features/claims/claims.server";
import { getPagesCopy } from "~/features/pages/pages.server";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/service-package";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const locale = localeResolution.locale;
  return { copy: getPagesCopy(locale, await claimValues(db, locale)).package };
}

/** `/service`: the all-in-one dual-consultant package and its package-only majors (spec § 9). */
export default function ServicePackagePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { copy } = loaderData;
  return (
    <div className="container static-page">
      <PageMeta title={copy.title} description={copy.metaDescription} />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: copy.title }]} />
      <h1>{copy.title}</h1>
      <p className="lead">{copy.lead}</p>
      <section className="home-section card padded">
        <h2>{copy.dualTitle}</h2>
        <p>{copy.dualText}</p>
      </section>
      <section className="home-section two-columns">
        <div>
          <h2>{copy.includesTitle}</h2>
          <ul className="check-list">
            {copy.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{copy.suitsTitle}</h2>
          <ul className="check-list">
            {copy.suits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>
      <section className="home-section">
        <h2>{copy.majorsTitle}</h2>
        <p>{copy.majorsText}</p>
        <ul className="tags package-majors">
          {copy.majors.map((m) => (
            <li key={m} className="tag">
              {m}
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section">
        <h2>{copy.stepsTitle}</h2>
        <ol className="flow-steps">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="card">
              <h3>
                <span className="step-number">{index + 1}</span> {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="cta-band">
        <h2>{copy.ctaTitle}</h2>
        <LocaleLink to={paths.consultation()} className="button button-primary">
          {copy.ctaButton}
        </LocaleLink>
      </section>
    </div>
  );
}
