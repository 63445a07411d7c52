import { Form, Link, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { AdminTitle, Pager } from "~/features/admin/admin-ui";
import { countryCodes } from "~/features/schools/country-codes";
import { listSchoolsForEdit } from "~/features/schools/school-editing.server";
import { EDITORS, requireStaff } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/schools";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const country = url.searchParams.get("country") ?? "";
  const page = pageParam(url.searchParams);
  const result = await listSchoolsForEdit(
    db,
    {
      country: (countryCodes as readonly string[]).includes(country) ? country : undefined,
      q: url.searchParams.get("q")?.trim().slice(0, 100) || undefined,
    },
    page,
  );
  return { page, ...result };
}

export default function Schools({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const [search] = useSearchParams();
  return (
    <>
      <AdminTitle title={t("admin.schools.title")} />
      <h1>{t("admin.schools.title")}</h1>
      <p>{t("admin.schools.intro")}</p>
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
        <button type="submit" className="admin-button">
          {t("admin.leads.apply")}
        </button>
      </Form>
      {loaderData.rows.length === 0 ? (
        <p>{t("admin.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.rankings.school")}</th>
                <th scope="col">{t("admin.schools.city")}</th>
                <th scope="col">{t("admin.rankings.country")}</th>
                <th scope="col">{t("admin.schools.flags")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.rows.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Link to={`/admin/schools/${s.id}`}>{s.name_en}</Link>
                    <br />
                    <small lang="zh-Hant">{s.name_tw}</small>
                  </td>
                  <td>{s.city_en}</td>
                  <td>{t(`admin.country.${s.code}`)}</td>
                  <td>
                    {[
                      s.featured === 1 ? t("admin.schools.featured") : "",
                      s.no_exam === 1 ? t("admin.schools.noExam") : "",
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={search} />
    </>
  );
}
