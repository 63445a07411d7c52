import { data, redirect } from "react-router";
import { z } from "zod";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { Pagination } from "~/components/ui/Pagination";
import { countryCodes } from "~/features/schools/country-codes";
import { formatRank, useRankingEditionName } from "~/features/schools/ranking-editions";
import { listRanking } from "~/features/schools/schools.server";
import { useTranslator } from "~/lib/i18n";
import { lastPageUrl } from "~/lib/paging";
import { paths } from "~/lib/paths";
import rankingStyles from "~/styles/ranking.css?url";
import type { Route } from "./+types/ranking";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: rankingStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Inside the loader so the validation library stays out of the browser bundle.
  const query = z.object({
    country: z.enum(countryCodes).optional(),
    page: z.coerce.number().int().positive().max(10_000).default(1),
  });
  const { db, localeResolution } = context.get(appContext);
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(null, { status: 400 });
  const ranking = await listRanking(db, localeResolution.locale, parsed.data);
  // A page past the end goes to the last page, never "N schools" over an empty list (issue 14).
  const lastPage = lastPageUrl(new URL(request.url), ranking);
  if (lastPage) throw redirect(lastPage);
  return { ranking, country: parsed.data.country ?? null };
}

function Change({ change }: { change: number | null }) {
  const { t } = useTranslator();
  if (change === null) return <span className="muted">—</span>;
  if (change === 0) return <span className="change-same">{t("ranking.same")}</span>;
  return change > 0 ? (
    <span className="change-up">▲ {t("ranking.up", { places: change })}</span>
  ) : (
    <span className="change-down">▼ {t("ranking.down", { places: -change })}</span>
  );
}

export default function RankingPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const editionName = useRankingEditionName();
  const { ranking, country } = loaderData;
  const { current, previous } = ranking.edition;
  const chinese = locale === "tw" || locale === "cn";
  const rankLabel = t("ranking.rank");
  const previousLabel = t("ranking.previous");
  return (
    <div className="container ranking-page">
      <PageMeta title={t("ranking.title")} description={t("ranking.description")} />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: t("ranking.title") }]} />
      <h1>{t("ranking.title")}</h1>
      {current && <p className="lead">{t("ranking.lead", { edition: editionName(current) })}</p>}
      <nav className="mode-tabs" aria-label={t("schools.country")}>
        <ul>
          <li>
            <LocaleLink to="/ranking_list" aria-current={country === null ? "page" : undefined}>
              {t("schools.allCountries")}
            </LocaleLink>
          </li>
          {countryCodes.map((code) => (
            <li key={code}>
              <LocaleLink to={`/ranking_list?country=${code}`} aria-current={country === code ? "page" : undefined}>
                {t(`country.${code}`)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="table-scroll">
        <table className="data-table ranking-table">
          <caption className="visually-hidden">
            {current ? `${t("ranking.title")}: ${editionName(current)}` : t("ranking.title")}
          </caption>
          <thead>
            <tr>
              <th scope="col">{rankLabel}</th>
              {previous && <th scope="col">{previousLabel}</th>}
              {previous && <th scope="col">{t("ranking.change")}</th>}
              {chinese && <th scope="col">{t("ranking.chineseName")}</th>}
              <th scope="col">{t("ranking.englishName")}</th>
              <th scope="col">{t("ranking.introColumn")}</th>
              <th scope="col">{t("ranking.popular")}</th>
            </tr>
          </thead>
          <tbody>
            {ranking.items.map((row) => (
              <tr key={row.id}>
                <td className="num rank-cell" data-label={rankLabel}>
                  {formatRank(row.rank_latest, row.rank_band)}
                </td>
                {previous && (
                  <td className="num" data-label={previousLabel}>
                    {row.rank_previous === null ? "—" : formatRank(row.rank_previous, row.previous_band)}
                  </td>
                )}
                {previous && (
                  <td className="change-cell">
                    <Change change={row.change} />
                  </td>
                )}
                {chinese && (
                  <th scope="row">
                    <LocaleLink to={paths.school(row.id)}>{row.name_zh}</LocaleLink>
                  </th>
                )}
                {chinese ? (
                  <td className="name-en" lang="en">
                    {row.name_en}
                  </td>
                ) : (
                  <th scope="row">
                    <LocaleLink to={paths.school(row.id)}>{row.name_en}</LocaleLink>
                  </th>
                )}
                <td className="intro-cell">{row.intro}</td>
                <td className="popular-cell">{row.popular.join(" · ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={ranking.page} pageCount={ranking.pageCount} />
      {current && (
        <footer className="ranking-notes muted">
          <p>
            {t("ranking.sourceNote", { edition: editionName(current) })}{" "}
            <a href={current.url} rel="noopener noreferrer" target="_blank">
              {t("ranking.sourceLink")}
            </a>
          </p>
          <p>{t("ranking.bandNote")}</p>
          {previous ? (
            <p>{t("ranking.previousNote", { edition: editionName(previous) })}</p>
          ) : (
            <p>{t("ranking.previousNotShown")}</p>
          )}
        </footer>
      )}
    </div>
  );
}
