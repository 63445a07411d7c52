import { data, Form, redirect, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { AdminTitle, CsrfField, Notice, Pager } from "~/features/admin/admin-ui";
import { countryCodes } from "~/features/schools/country-codes";
import { listRankingsForEdit, parseRank, RANK_MAX, saveRankings } from "~/features/schools/ranking-editing.server";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/rankings";

function filtersOf(url: URL) {
  const country = url.searchParams.get("country") ?? "";
  return {
    country: (countryCodes as readonly string[]).includes(country) ? country : undefined,
    q: url.searchParams.get("q")?.trim().slice(0, 100) || undefined,
    ranked: url.searchParams.get("ranked") === "1",
  };
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const page = pageParam(url.searchParams);
  return { page, saved: url.searchParams.get("saved"), ...(await listRankingsForEdit(db, filtersOf(url), page)) };
}

export async function action(args: Route.ActionArgs) {
  const { session, actor, form } = await requireStaffAction(args, EDITORS);
  const { db } = args.context.get(appContext);
  const t = adminTranslator(session.user.uiLocale).t;
  const ids = form
    .getAll("id")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 200);
  const errors: Record<string, string> = {};
  const changes = ids.flatMap((id) => {
    const rankLatest = parseRank(form.get(`latest_${id}`));
    const rankPrevious = parseRank(form.get(`previous_${id}`));
    if (rankLatest === undefined) errors[`latest_${id}`] = t("admin.rankings.invalid", { max: RANK_MAX });
    if (rankPrevious === undefined) errors[`previous_${id}`] = t("admin.rankings.invalid", { max: RANK_MAX });
    return rankLatest === undefined || rankPrevious === undefined ? [] : [{ id, rankLatest, rankPrevious }];
  });
  if (Object.keys(errors).length) {
    const values = Object.fromEntries(
      ids.flatMap((id) => [`latest_${id}`, `previous_${id}`].map((k) => [k, String(form.get(k) ?? "")])),
    );
    return data({ errors, values }, { status: 400 });
  }
  const changed = await saveRankings(db, actor, changes);
  const back = new URL(args.request.url);
  back.searchParams.set("saved", String(changed.length));
  return redirect(`${back.pathname}${back.search}`);
}

export default function Rankings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const [search] = useSearchParams();
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const value = (key: string, fallback: number | null) => values[key] ?? (fallback === null ? "" : String(fallback));
  const input = (key: string, fallback: number | null, label: string) => (
    <>
      <input
        name={key}
        inputMode="numeric"
        pattern="[0-9]*"
        size={5}
        aria-label={label}
        defaultValue={value(key, fallback)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${key}-error` : undefined}
      />
      {errors[key] && (
        <small id={`${key}-error`} className="admin-error">
          {errors[key]}
        </small>
      )}
    </>
  );
  return (
    <>
      <AdminTitle title={t("admin.rankings.title")} />
      <h1>{t("admin.rankings.title")}</h1>
      <p>{t("admin.rankings.intro")}</p>
      {loaderData.saved !== null && !actionData && (
        <Notice>{t("admin.rankings.saved", { count: formatNumber(Number(loaderData.saved)) })}</Notice>
      )}
      {actionData?.errors && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      <Form method="get" className="admin-filters">
        <label>
          {t("admin.rankings.country")}
          <select name="country" defaultValue={search.get("country") ?? ""}>
            <option value="">{t("admin.leads.all")}</option>
            {countryCodes.map((c) => (
              <option key={c} value={c}>
                {t(`admin.country.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("admin.rankings.search")}
          <input type="search" name="q" maxLength={100} defaultValue={search.get("q") ?? ""} />
        </label>
        <label className="admin-check">
          <input type="checkbox" name="ranked" value="1" defaultChecked={search.get("ranked") === "1"} />
          {t("admin.rankings.rankedOnly")}
        </label>
        <button type="submit" className="admin-button">
          {t("admin.leads.apply")}
        </button>
      </Form>
      {loaderData.rows.length === 0 ? (
        <p>{t("admin.empty")}</p>
      ) : (
        <Form method="post">
          <CsrfField />
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.rankings.school")}</th>
                  <th scope="col">{t("admin.rankings.country")}</th>
                  <th scope="col">{t("admin.rankings.latest")}</th>
                  <th scope="col">{t("admin.rankings.previous")}</th>
                </tr>
              </thead>
              <tbody>
                {loaderData.rows.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <input type="hidden" name="id" value={r.id} />
                      <a href={`/schools/${r.id}`}>{r.nameEn}</a>
                      <br />
                      <small lang="zh-Hant">{r.nameTw}</small>
                    </td>
                    <td>{t(`admin.country.${r.country}`)}</td>
                    <td>{input(`latest_${r.id}`, r.rankLatest, `${t("admin.rankings.latest")}: ${r.nameEn}`)}</td>
                    <td>{input(`previous_${r.id}`, r.rankPrevious, `${t("admin.rankings.previous")}: ${r.nameEn}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <button type="submit" className="admin-button admin-button-primary">
              {t("admin.rankings.save")}
            </button>
          </p>
        </Form>
      )}
      <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={search} />
    </>
  );
}
