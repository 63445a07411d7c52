import { data, Form, redirect, useLocation, useNavigate } from "react-router";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink, useLocalePath } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { Pagination } from "~/components/ui/Pagination";
import { currentRates } from "~/features/costs/exchange-rates.server";
import { deadlineWindows, siteToday } from "~/features/deadlines/deadline-kinds";
import { parseDeadlineWithin, schoolIdsWithDeadlineWithin } from "~/features/deadlines/deadlines.server";
import { isGuideCountry } from "~/features/guides/guides.server";
import { listCountries, listEnrollments, listSchoolColleges } from "~/features/reference/reference.server";
import { SchoolCard } from "~/features/schools/SchoolCard";
import { schoolFilterUrl } from "~/features/schools/school-filter-url";
import { InvalidQueryError, isCountryCode, parseSchoolQuery } from "~/features/schools/school-query";
import { findSchools } from "~/features/schools/schools.server";
import { CardExtrasLines, FitHint } from "~/features/shortlist/SchoolExtras";
import { loadCardExtras } from "~/features/shortlist/school-extras.server";
import { useTranslator } from "~/lib/i18n";
import { lastPageUrl } from "~/lib/paging";
import { paths } from "~/lib/paths";
import { useSiteData } from "~/lib/site-data";
import type { Route } from "./+types/schools";

export async function loader({ params, request, context, url: routeUrl }: Route.LoaderArgs) {
  const { db, localeResolution, config, contentVersion } = context.get(appContext);
  const locale = localeResolution.locale;
  const code = params.code;
  // /countries/USA/schools: one address per list, the lower-case one.
  const lower = code.toLowerCase();
  if (lower !== code && (lower === "all" || isCountryCode(lower))) {
    throw redirect(`/countries/${lower}/schools${routeUrl.search}`, 301);
  }
  if (code !== "all" && !isCountryCode(code)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  // The filter form without JavaScript names the country as a field: redirect to the clean URL
  // (country in the path, no empty fields).
  const chosen = url.searchParams.get("country");
  if (chosen !== null) {
    if (chosen !== "all" && !isCountryCode(chosen)) url.searchParams.set("country", "all");
    throw redirect(schoolFilterUrl(url.searchParams));
  }
  let filters: ReturnType<typeof parseSchoolQuery>;
  try {
    filters = parseSchoolQuery(url.searchParams, code);
  } catch (error) {
    if (error instanceof InvalidQueryError) throw data(null, { status: 400 });
    throw error;
  }
  const deadlineWithin = parseDeadlineWithin(url.searchParams);
  if (deadlineWithin === "invalid") throw data(null, { status: 400 });
  const now = new Date();
  const onlyIds = deadlineWithin ? await schoolIdsWithDeadlineWithin(db, deadlineWithin, siteToday(now)) : undefined;
  const countries = await listCountries(db, locale, contentVersion);
  const countryId = countries.find((c) => c.country_code === code)?.id;
  const [result, enrollments, colleges] = await Promise.all([
    findSchools(db, locale, { ...filters, onlyIds }),
    listEnrollments(db, locale, countryId, contentVersion),
    listSchoolColleges(db, locale, contentVersion),
  ]);
  const lastPage = lastPageUrl(routeUrl, result);
  if (lastPage) throw redirect(lastPage);
  const extras = await loadCardExtras(
    { db, locale, request, rates: await currentRates(db, config.EXCHANGE_RATES), now },
    result.items.map((s) => s.id),
  );
  // The country's guide, when it has one published.
  const guide = isGuideCountry(code) ? code : null;
  return { code, guide, filters, deadlineWithin, result, countries, enrollments, colleges, extras };
}

export default function SchoolList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const localePath = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const site = useSiteData();
  const { code, guide, filters, deadlineWithin, result, countries, enrollments, colleges, extras } = loaderData;
  const countryName = code === "all" ? t("schools.allCountries") : countries.find((c) => c.country_code === code)?.name;
  const title = code === "all" ? t("schools.titleAll") : t("schools.titleCountry", { country: countryName ?? "" });
  const groups = [...new Map(colleges.map((c) => [c.group_id, c.group_name])).entries()];
  const chosenColleges = new Set(filters.colleges ?? []);
  const hasFilters = Boolean(
    filters.enrollment || filters.colleges?.length || filters.name || filters.noExam || deadlineWithin,
  );

  return (
    <div className="container schools-page">
      <PageMeta title={title} description={t("schools.description")} />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: title }]} />
      <h1>{title}</h1>
      {guide && (
        <p className="schools-guide">
          <LocaleLink to={paths.guide(guide)}>{t("schools.guideLink", { guide: t(`guide.${guide}`) })}</LocaleLink>
        </p>
      )}
      <div className="schools-layout">
        <Form
          // A new URL (popup search, menu link, Back) gives a new form: it always shows the URL's filters.
          key={`${location.pathname}${location.search}`}
          method="get"
          action={localePath(`/countries/${code}/schools`)}
          className="filter-form card"
          aria-label={t("schools.filters")}
          onSubmit={(event) => {
            // With JavaScript, straight to the clean URL (no empty fields, no redirect hop).
            event.preventDefault();
            const fields = new URLSearchParams();
            for (const [name, value] of new FormData(event.currentTarget)) {
              if (typeof value === "string" && name !== "lang") fields.append(name, value);
            }
            navigate(localePath(schoolFilterUrl(fields)));
          }}
        >
          {/* A GET form drops its action's query: the language marker travels as a field. */}
          {site?.linkLang ? <input type="hidden" name="lang" value={site.linkLang} /> : null}
          <label className="field">
            <span>{t("schools.name")}</span>
            <input type="search" name="school" defaultValue={filters.name ?? ""} maxLength={100} />
          </label>
          <label className="field">
            <span>{t("schools.country")}</span>
            <select name="country" defaultValue={code}>
              <option value="all">{t("schools.allCountries")}</option>
              {countries.map((c) => (
                <option key={c.id} value={c.country_code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t("schools.enrollment")}</span>
            <select name="enrollments" defaultValue={filters.enrollment ?? ""}>
              <option value="">{t("schools.anyEnrollment")}</option>
              {enrollments.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="field majors-field">
            <legend>{t("schools.majors")}</legend>
            {groups.map(([groupId, groupName]) => (
              <details key={groupId} open={colleges.some((c) => c.group_id === groupId && chosenColleges.has(c.id))}>
                <summary>{groupName}</summary>
                <div className="checkbox-grid">
                  {colleges
                    .filter((c) => c.group_id === groupId)
                    .map((c) => (
                      <label key={c.id} className="checkbox">
                        <input type="checkbox" name="hots" value={c.id} defaultChecked={chosenColleges.has(c.id)} />
                        {c.name}
                      </label>
                    ))}
                </div>
              </details>
            ))}
          </fieldset>
          <label className="checkbox">
            <input type="checkbox" name="no_exam" value="1" defaultChecked={filters.noExam} />
            {t("schools.noExamOnly")}
          </label>
          <label className="field">
            <span>{t("deadlines.filter")}</span>
            <select name="deadline_within" defaultValue={deadlineWithin ?? ""}>
              <option value="">{t("deadlines.filterAny")}</option>
              {deadlineWindows.map((days) => (
                <option key={days} value={days}>
                  {t("deadlines.filterWithin", { count: days })}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t("schools.sort")}</span>
            <select name="sort" defaultValue={filters.sort}>
              <option value="rank">{t("schools.sortRank")}</option>
              <option value="name">{t("schools.sortName")}</option>
              <option value="tuition">{t("schools.sortTuition")}</option>
            </select>
          </label>
          <button type="submit" className="button button-primary">
            {t("schools.apply")}
          </button>
        </Form>

        <section aria-labelledby="results-title" className="results">
          <h2 id="results-title" className="result-count" aria-live="polite">
            {t("schools.resultCount", { count: result.total })}
          </h2>
          {!extras.hasProfile && result.items.length > 0 && <FitHint />}
          {result.items.length === 0 ? (
            <div className="empty-state card">
              <p>{t("schools.emptyTitle")}</p>
              <ul>
                {filters.name && <li>{t("schools.emptyName")}</li>}
                {(filters.colleges?.length ?? 0) > 0 && <li>{t("schools.emptyMajors")}</li>}
                {filters.enrollment && <li>{t("schools.emptyEnrollment")}</li>}
                {code !== "all" && <li>{t("schools.emptyCountry")}</li>}
                {deadlineWithin && <li>{t("deadlines.emptyWithin")}</li>}
              </ul>
              {(hasFilters || code !== "all") && (
                <LocaleLink className="button" to={paths.schools("all")}>
                  {t("schools.clearFilters")}
                </LocaleLink>
              )}
            </div>
          ) : (
            <ul className="school-grid">
              {result.items.map((school) => (
                <SchoolCard key={school.id} school={school} enrollment={filters.enrollment}>
                  <CardExtrasLines extras={extras.bySchool[school.id]} today={extras.today} />
                </SchoolCard>
              ))}
            </ul>
          )}
          <Pagination page={result.page} pageCount={result.pageCount} />
        </section>
      </div>
    </div>
  );
}
