import { data } from "react-router";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { RecommendedBlock } from "~/features/articles/RecommendedBlock";
import { loadRecommendations } from "~/features/articles/recommendations.server";
import { currentRates } from "~/features/costs/exchange-rates.server";
import { FactsNote } from "~/features/guides/FactsNote";
import { formatRank, useRankingEditionName } from "~/features/schools/ranking-editions";
import { SchoolMonogram, SchoolPlace } from "~/features/schools/SchoolCard";
import { SchoolJsonLd } from "~/features/schools/SchoolJsonLd";
import { getSchool } from "~/features/schools/schools.server";
import { SaveSchoolButton } from "~/features/shortlist/SaveSchoolButton";
import { SchoolPageSections } from "~/features/shortlist/SchoolExtras";
import { loadSchoolPageExtras } from "~/features/shortlist/school-extras.server";
import { ExampleNote, ExampleTag } from "~/features/students/ExampleMark";
import { listAdmittedStudents } from "~/features/students/students.server";
import { formatMoneyRange } from "~/lib/format";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { useSiteData } from "~/lib/site-data";
import { localeUrl } from "~/lib/urls";
import type { Route } from "./+types/school";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, localeResolution, config, contentVersion } = context.get(appContext);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  const school = await getSchool(db, localeResolution.locale, id);
  if (!school) throw data(null, { status: 404 });
  const rates = await currentRates(db, config.EXCHANGE_RATES);
  const [admitted, recommendations, extras] = await Promise.all([
    listAdmittedStudents(db, localeResolution.locale, { schoolId: id, pageSize: 10 }),
    loadRecommendations(db, localeResolution.locale, request, { country: school.country_code, contentVersion }),
    loadSchoolPageExtras({ db, locale: localeResolution.locale, request, rates }, id),
  ]);
  return { school, admitted: admitted.items, recommendations, extras };
}

export default function SchoolPage({ loaderData }: Route.ComponentProps) {
  const { t, locale, formatYear } = useTranslator();
  const editionName = useRankingEditionName();
  const site = useSiteData();
  const { school, admitted, recommendations, extras } = loaderData;
  const tuition = formatMoneyRange(locale, school.tuition_min, school.tuition_max, school.currency);
  const absolute = (path: string) => (site ? localeUrl(site.locale, path, site.addressing) : path);
  const countryPath = paths.schools(school.country_code as "usa");
  return (
    <>
      <article className="container school-page">
        <PageMeta
          title={`${school.name} ${school.name !== school.name_en ? school.name_en : ""}`.trim()}
          description={school.intro}
        />
        <SchoolJsonLd school={school} absolute={absolute} countryPath={countryPath} />
        <Breadcrumb
          items={[
            { label: t("nav.home"), to: paths.home() },
            { label: school.country_name, to: countryPath },
            { label: school.name },
          ]}
        />
        <header className="school-header">
          <SchoolMonogram name={school.name_en} size={72} />
          <div>
            <h1>{school.name}</h1>
            {school.name !== school.name_en && <p className="lead">{school.name_en}</p>}
            <SchoolPlace school={school} className="muted" />
          </div>
          <SaveSchoolButton schoolId={school.id} schoolName={school.name} />
        </header>
        <p className="school-intro">{school.intro}</p>

        <dl className="facts card">
          {school.rank_latest !== null && (
            <div>
              <dt>{t("schools.worldRank")}</dt>
              <dd>
                {formatRank(school.rank_latest, school.rank_band)}
                {school.ranking_editions.current && (
                  <span className="muted"> · {editionName(school.ranking_editions.current)}</span>
                )}
                {school.ranking_editions.previous && school.rank_previous !== null && (
                  <span className="muted">
                    {" "}
                    (
                    {t("schools.previousRankIn", {
                      edition: editionName(school.ranking_editions.previous),
                      rank: formatRank(school.rank_previous, school.rank_previous_band),
                    })}
                    )
                  </span>
                )}
              </dd>
            </div>
          )}
          <div>
            <dt>{t("schools.typeLabel")}</dt>
            <dd>{t(`schools.type.${school.type}`)}</dd>
          </div>
          {school.founded && (
            <div>
              <dt>{t("schools.founded")}</dt>
              <dd>{school.founded}</dd>
            </div>
          )}
          {tuition && (
            <div>
              <dt>{t("schools.tuitionPerYear")}</dt>
              <dd>{tuition}</dd>
            </div>
          )}
          {(school.toefl !== null || school.ielts !== null) && (
            <div>
              <dt>{t("schools.english")}</dt>
              <dd>
                {[
                  school.toefl !== null && `TOEFL iBT ${school.toefl}`,
                  school.ielts !== null && `IELTS ${school.ielts.toFixed(1)}`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </dd>
            </div>
          )}

          <div style={{ gridColumn: "1 / -1" }}>
            <dt>{t("schools.exams")}</dt>
            <dd>
              {/* Per enrollment type: Oxford needs tests for every level, a community college for none. */}
              <ul className="exam-levels" style={{ margin: 0, paddingLeft: "1.2em", fontWeight: 400 }}>
                {school.enrollments.map((e) => (
                  <li key={e.id}>
                    {t(school.no_exam_for.includes(e.id) ? "schools.examsLevelFree" : "schools.examsLevelMaybe", {
                      level: e.name,
                    })}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          {school.website && (
            <div>
              <dt>{t("schools.website")}</dt>
              <dd>
                <a href={school.website} rel="noopener noreferrer" target="_blank">
                  {new URL(school.website).host}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {(tuition || school.toefl !== null || school.ielts !== null) && <FactsNote facts={school.facts} />}

        <SchoolPageSections extras={extras} />

        <section aria-labelledby="programs-title">
          <h2 id="programs-title">{t("schools.programs")}</h2>
          <ul className="tags">
            {school.enrollments.map((e) => (
              <li key={e.id} className="tag">
                <LocaleLink to={paths.schools(school.country_code as "usa", { enrollments: e.id })}>
                  {e.name}
                </LocaleLink>
              </li>
            ))}
          </ul>
          <h3>{t("schools.majors")}</h3>
          <ul className="tags">
            {school.colleges.map((c) => (
              <li key={c.id} className={c.popular ? "tag tag-rank" : "tag"}>
                {c.name}
                {c.popular && <span className="visually-hidden"> ({t("schools.popular")})</span>}
              </li>
            ))}
          </ul>
        </section>

        {admitted.length > 0 && (
          <section aria-labelledby="admitted-title">
            <h2 id="admitted-title">{t("students.admittedHere")}</h2>
            <ExampleNote shown={admitted.some((a) => a.example)} />
            <ul className="admitted-list">
              {admitted.map((a) => (
                <li key={a.id} className="card">
                  <p>
                    <strong>{a.student}</strong> · {a.major} · {formatYear(a.year)}
                    {a.example && <ExampleTag />}
                  </p>
                  <p className="muted">{a.score}</p>
                  {a.scholarship && <p className="scholarship">{a.scholarship}</p>}
                  <blockquote>{a.feedback}</blockquote>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className="cta-band">
          <h2>{t("schools.ctaTitle", { school: school.name })}</h2>
          <LocaleLink to={paths.consultation()} className="button button-primary">
            {t("nav.bookNow")}
          </LocaleLink>
        </section>
      </article>
      <RecommendedBlock recommendations={recommendations} />
    </>
  );
}
