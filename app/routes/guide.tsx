import { data, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { ConsultationCta } from "~/components/ui/ConsultationCta";
import { breadcrumbJsonLd, JsonLd } from "~/components/ui/JsonLd";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { Paragraphs } from "~/components/ui/Paragraphs";
import { RecommendedBlock } from "~/features/articles/RecommendedBlock";
import { loadRecommendations } from "~/features/articles/recommendations.server";
import { FactsNote } from "~/features/guides/FactsNote";
import { GradeComparison } from "~/features/guides/GradeComparison";
import { getGuidePage, isGuideCountry } from "~/features/guides/guides.server";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { useSiteData } from "~/lib/site-data";
import { localeUrl } from "~/lib/urls";
import type { Route } from "./+types/guide";

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const { db, localeResolution, contentVersion } = context.get(appContext);
  // /study/USA: one address per guide, the lower-case one.
  const lower = params.code.toLowerCase();
  if (lower !== params.code && isGuideCountry(lower)) throw redirect(`${paths.guide(lower)}${url.search}`, 301);
  if (!isGuideCountry(params.code)) throw data(null, { status: 404 });
  // ?mode=2 selects an admission mode (each mode has its own crawlable URL); none means the first.
  const modeParam = new URL(request.url).searchParams.get("mode");
  const mode = modeParam === null ? undefined : Number(modeParam);
  const page = getGuidePage(params.code, localeResolution.locale, mode);
  if (!page) throw data(null, { status: 404 });
  const recommendations = await loadRecommendations(db, localeResolution.locale, request, {
    country: params.code,
    contentVersion,
  });
  return { ...page, recommendations };
}

export default function GuidePage({ loaderData: guide }: Route.ComponentProps) {
  const { t } = useTranslator();
  const site = useSiteData();
  const { mode, process } = guide;
  const introduction = mode.Introduction;
  const system = mode.EducationSystem;
  const guidePath = paths.guide(guide.code);
  const absolute = (path: string) => (site ? localeUrl(site.locale, path, site.addressing) : path);

  return (
    <article className="guide">
      <PageMeta title={guide.Name} description={guide.Desc} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t("nav.home"), url: absolute(paths.home()) },
          { name: guide.Name, url: absolute(guidePath) },
        ])}
      />
      <header className="guide-hero">
        <div className="container">
          <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: guide.Name }]} />
          <p className="eyebrow">{guide.NameEn}</p>
          <h1>{guide.Name}</h1>
          <Paragraphs text={guide.Desc} className="lead" />
          <FactsNote facts={guide.facts} />
          <p className="guide-schools">
            <LocaleLink to={paths.schools(guide.code)} className="button">
              {t(`guide.schoolsIn.${guide.code}`)}
            </LocaleLink>
          </p>
        </div>
      </header>

      <div className="container">
        <nav className="mode-tabs" aria-label={t("guide.modes")}>
          <ul>
            {guide.modes.map((m, index) => (
              <li key={m.Enrollment}>
                <LocaleLink
                  to={index === 0 ? guidePath : `${guidePath}?mode=${m.Enrollment}`}
                  aria-current={m.Enrollment === mode.Enrollment ? "page" : undefined}
                  preventScrollReset
                >
                  {m.Name}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>

        <section className="guide-section" aria-labelledby="intro-title">
          <h2 id="intro-title">{introduction.Title}</h2>
          <Paragraphs text={introduction.Desc} />
          <FactsNote facts={introduction.facts} />
          <ul className="school-types">
            {introduction.Schools.map((school) => (
              <li key={school.ID} className="card school-type">
                <img src={school.Img} alt="" width="480" height="320" loading="lazy" decoding="async" />
                <div>
                  <h3>{school.Title}</h3>
                  <p className="muted">{school.TitleEn}</p>
                  <p>{school.Desc}</p>
                  <FactsNote facts={school.facts} />
                </div>
              </li>
            ))}
          </ul>
        </section>

        {mode.SuitableFor && (
          <section className="guide-section" aria-labelledby="suitable-title">
            <h2 id="suitable-title">{mode.SuitableFor.Title}</h2>
            <ul className="check-list">
              {mode.SuitableFor.List.map((item) => (
                <li key={item.ID}>{item.Item}</li>
              ))}
            </ul>
            <FactsNote facts={mode.SuitableFor.facts} />
          </section>
        )}

        <section className="guide-section" aria-labelledby="system-title">
          <h2 id="system-title">{system.Title}</h2>
          <Paragraphs text={system.Desc} />
          {!system.Tips && <FactsNote facts={system.facts} />}
          {system.Education.map((block) => (
            <GradeComparison key={`${block.Type}|${block.Title}`} block={block} />
          ))}
          {system.Tips && (
            <aside className="tip">
              <Paragraphs text={system.Tips} />
              <FactsNote facts={system.facts} />
              <LocaleLink to={paths.consultation()} className="button button-primary">
                {t("guide.bookConsultation")}
              </LocaleLink>
            </aside>
          )}
        </section>

        <section className="guide-section" aria-labelledby="process-title">
          <h2 id="process-title">{process.Title}</h2>
          <Paragraphs text={process.Desc} />
          <FactsNote facts={process.facts} />
          <ol className="process-steps">
            {process.List.map((step) => (
              <li key={step.ID} className="card process-step">
                <img src={step.Icon} alt="" width="48" height="48" loading="lazy" />
                <h3>
                  <span className="step-number">{step.ID}</span> {step.Title}
                </h3>
                <ul>
                  {step.List.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <FactsNote facts={step.facts} />
              </li>
            ))}
          </ol>
        </section>

        <ConsultationCta />
      </div>
      <RecommendedBlock recommendations={guide.recommendations} />
    </article>
  );
}
