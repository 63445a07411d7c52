import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { claimValues } from "~/features/claims/claims.server";
import { getPagesCopy } from "~/features/pages/pages.server";
import type { ServiceCopy } from "~/features/pages/pages-content-types";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/our-services";

const documentKeys = new Set(["sop-ps", "essay", "rl", "resume-cv"]);

export async function loader({ context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const locale = localeResolution.locale;
  return { copy: getPagesCopy(locale, await claimValues(db, locale)).ourServices };
}

function ServiceList({ services, orderLabel }: { services: ServiceCopy[]; orderLabel?: string }) {
  return (
    <ul className="service-grid">
      {services.map((s) => (
        <li key={s.key} id={s.key} className="card service-card">
          <h3>{s.name}</h3>
          <p>{s.summary}</p>
          <ul className="check-list">
            {s.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {s.notes.length > 0 && (
            <ul className="service-notes">
              {s.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          {orderLabel ? (
            <LocaleLink to={paths.serviceSelect(s.key)} className="button button-small">
              {orderLabel}
              <span className="visually-hidden"> {s.name}</span>
            </LocaleLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** `/our_services`: each standalone service explained (spec § 1, § 9). */
export default function OurServicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { copy } = loaderData;
  return (
    <div className="container static-page">
      <PageMeta title={copy.title} description={copy.metaDescription} />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: copy.title }]} />
      <h1>{copy.title}</h1>
      <p className="lead">{copy.lead}</p>
      <section className="home-section">
        <h2>{copy.documentGroupTitle}</h2>
        <ServiceList services={copy.services.filter((s) => documentKeys.has(s.key))} orderLabel={copy.orderButton} />
      </section>
      <section className="home-section">
        <h2>{copy.otherGroupTitle}</h2>
        <ServiceList services={copy.services.filter((s) => !documentKeys.has(s.key))} orderLabel={copy.orderButton} />
      </section>
      <section className="home-section two-columns">
        <div className="card padded">
          <h2>{copy.rushTitle}</h2>
          <p>{copy.rushText}</p>
        </div>
        <div className="card padded">
          <h2>{copy.paymentTitle}</h2>
          <p>{copy.paymentText}</p>
        </div>
      </section>
      <section className="cta-band">
        <LocaleLink to={paths.serviceSelect()} className="button button-primary">
          {copy.orderButton}
        </LocaleLink>
      </section>
    </div>
  );
}
