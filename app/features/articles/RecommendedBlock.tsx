import { LocaleLink } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { ArticleCard } from "./ArticleCard";
import type { Recommendations } from "./recommendations.server";

/**
 * Recommended articles (a horizontal slider on phones: CSS scroll snapping, no script) and a
 * card of schools that need no entrance exam, each with the degree level(s) that holds for.
 */
export function RecommendedBlock({ recommendations }: { recommendations: Recommendations }) {
  const { t } = useTranslator();
  const { articles, noExamSchools } = recommendations;
  if (!articles.length && !noExamSchools.length) return null;
  return (
    <section className="recommended" aria-labelledby="recommended-title">
      <div className="container">
        <h2 id="recommended-title">{t("articles.recommended")}</h2>
        <div className="recommended-layout">
          <ul className="article-slider">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </ul>
          {noExamSchools.length > 0 && (
            <aside className="card no-exam-card" aria-labelledby="no-exam-title">
              <h3 id="no-exam-title">{t("articles.noExamSchools")}</h3>
              <p className="muted">{t("articles.noExamSchoolsText")}</p>
              <ul>
                {noExamSchools.map((school) => (
                  <li key={school.id}>
                    <LocaleLink to={paths.school(school.id)}>{school.name}</LocaleLink>
                    <span className="muted">
                      {" · "}
                      {t(`schools.nation.${school.nation}`)} · {school.no_exam_levels.map((l) => l.name).join(" / ")}
                    </span>
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
      </div>
    </section>
  );
}
