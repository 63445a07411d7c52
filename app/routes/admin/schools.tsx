import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { FilterSelect, ListFilters, ListPage } from "~/features/admin/admin-ui";
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
  return (
    <ListPage
      title={t("admin.schools.title")}
      intro={t("admin.schools.intro")}
      filters={
        <ListFilters searchLabel={t("admin.rankings.search")} searchMax={100}>
          <FilterSelect
            name="country"
            label={t("admin.rankings.country")}
            allLabel={t("admin.leads.all")}
            options={countryCodes.map((c) => ({ value: c, label: t(`admin.country.${c}`) }))}
          />
        </ListFilters>
      }
      list={loaderData}
      empty={t("admin.empty")}
      columns={[
        t("admin.rankings.school"),
        t("admin.schools.city"),
        t("admin.rankings.country"),
        t("admin.schools.flags"),
      ]}
    >
      {(s) => (
        <tr key={s.id}>
          <td>
            <Link to={`/admin/schools/${s.id}`}>{s.name_en}</Link>
            <br />
            <small lang="zh-Hant">{s.name_tw}</small>
          </td>
          <td>{s.city_en}</td>
          <td>{t(`admin.country.${s.code}`)}</td>
          <td>
            {[s.featured === 1 ? t("admin.schools.featured") : "", s.no_exam === 1 ? t("admin.schools.noExam") : ""]
              .filter(Boolean)
              .join(" · ")}
          </td>
        </tr>
      )}
    </ListPage>
  );
}
