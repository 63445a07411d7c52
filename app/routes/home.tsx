import { appContext } from "~/.server/context";
import { ConsultationCta } from "~/components/ui/ConsultationCta";
import { JsonLd } from "~/components/ui/JsonLd";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { RecommendedBlock } from "~/features/articles/RecommendedBlock";
import { loadRecommendations } from "~/features/articles/recommendations.server";
import { Carousel } from "~/features/home/Carousel";
import { homeContent } from "~/features/home/home-page.server";
import { KeyFigures } from "~/features/home/KeyFigures";
import { VideoCard } from "~/features/home/VideoCard";
import { SchoolCard } from "~/features/schools/SchoolCard";
import { ExampleNote, ExampleTag } from "~/features/students/ExampleMark";
import { TestimonialCard } from "~/features/students/TestimonialCard";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { DEFAULT_FOUNDING_YEAR, useSiteData } from "~/lib/site-data";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, localeResolution, contentVersion } = context.get(appContext);
  const locale = localeResolution.locale;
  const [content, recommendations] = await Promise.all([
    homeContent(db, locale, contentVersion),
    loadRecommendations(db, locale, request, { contentVersion }),
  ]);
  return { ...content, recommendations };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, formatYear } = useTranslator();
  const site = useSiteData();
  const { banners, keyFigures, flows, videos, admissions, schools, testimonials, recommendations } = loaderData;
  return (
    <>
      <PageMeta
        title={t("home.title")}
        description={t("site.description", { year: formatYear(site?.foundedYear ?? DEFAULT_FOUNDING_YEAR) })}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "EducationalOrganization",
          name: "Studyway",
          foundingDate: "2006",
          url: site?.addressing.origin,
          logo: `${site?.addressing.origin ?? ""}/logo.svg`,
          address: site?.offices.map((o) => ({ "@type": "PostalAddress", name: o.name, streetAddress: o.address })),
          telephone: site?.offices[0]?.phone || undefined,
        }}
      />
      <div className="container home">
        <h1 className="home-title">{t("home.title")}</h1>
        <p className="lead">{t("home.intro")}</p>
        {banners.length > 0 && <Carousel banners={banners} />}

        <KeyFigures figures={keyFigures} />

        <section className="home-section" aria-labelledby="guides-title">
          <h2 id="guides-title">{t("home.exploreGuides")}</h2>
          <ul className="guide-links">
            {(site?.guides ?? []).map((code) => (
              <li key={code}>
                <LocaleLink to={paths.guide(code)} className="card guide-link">
                  <span>{t(`guide.${code}`)}</span>
                  <span aria-hidden="true">→</span>
                </LocaleLink>
              </li>
            ))}
            <li>
              <LocaleLink to={paths.conditionalAdmission()} className="card guide-link">
                <span>{t("nav.conditionalAdmission")}</span>
                <span aria-hidden="true">→</span>
              </LocaleLink>
            </li>
          </ul>
        </section>

        {flows.length > 0 && (
          <section className="home-section" aria-labelledby="flow-title">
            <h2 id="flow-title">{t("home.flowTitle")}</h2>
            <ol className="flow-steps">
              {flows.map((f) => (
                <li key={f.step} className="card">
                  <img src={f.icon} alt="" width="48" height="48" loading="lazy" />
                  <h3>
                    <span className="step-number">{f.step}</span> {f.title}
                  </h3>
                  <p>{f.text}</p>
                </li>
              ))}
            </ol>
          </section>
        )}

        {admissions.length > 0 && (
          <section className="home-section" aria-labelledby="admissions-title">
            <h2 id="admissions-title">{t("home.admissionsTitle")}</h2>
            <ExampleNote shown={admissions.some((a) => a.example)} />
            <ul className="admitted-list">
              {admissions.map((a) => (
                <li key={a.id} className="card">
                  <p>
                    <strong>{a.student}</strong> · {formatYear(a.year)}
                    {a.example && <ExampleTag />}
                  </p>
                  <p>
                    <LocaleLink to={paths.school(a.school_id)}>{a.school}</LocaleLink>
                  </p>
                  <p className="muted">{a.major}</p>
                  {a.scholarship && <p className="scholarship">{a.scholarship}</p>}
                </li>
              ))}
            </ul>
            <p>
              <LocaleLink to={paths.studentList()}>{t("home.allAdmissions")} →</LocaleLink>
            </p>
          </section>
        )}

        {schools.length > 0 && (
          <section className="home-section" aria-labelledby="schools-title">
            <h2 id="schools-title">{t("home.schoolsTitle")}</h2>
            <ul className="school-grid">
              {schools.map((school) => (
                <SchoolCard key={school.id} school={school} />
              ))}
            </ul>
            <p>
              {/* The outstanding schools are the best-ranked: the full list opens ranked, with them first. */}
              <LocaleLink to={paths.schools("all")} className="button read-more-schools">
                {t("home.allSchools")}
              </LocaleLink>
            </p>
          </section>
        )}

        {testimonials.length > 0 && (
          <section className="home-section" aria-labelledby="testimonials-title">
            <h2 id="testimonials-title">{t("testimonials.title")}</h2>
            <ExampleNote shown={testimonials.some((q) => q.example)} />
            <ul className="testimonial-grid">
              {testimonials.map((q) => (
                <TestimonialCard key={q.id} testimonial={q} />
              ))}
            </ul>
          </section>
        )}

        {videos.length > 0 && (
          <section className="home-section" aria-labelledby="videos-title">
            <h2 id="videos-title">{t("home.videosTitle")}</h2>
            <ul className="video-grid">
              {videos.map((v) => (
                <VideoCard key={v.id} video={v} />
              ))}
            </ul>
          </section>
        )}

        <ConsultationCta />
      </div>
      <RecommendedBlock recommendations={recommendations} />
    </>
  );
}
