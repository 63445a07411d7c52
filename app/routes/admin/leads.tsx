import { Link, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { leadStatuses } from "~/features/admin/admin-locale";
import {
  AdminTitle,
  DataTable,
  FilterSelect,
  ListFilters,
  Pager,
  useAdmin,
  useAdminMoney,
  useDateTime,
} from "~/features/admin/admin-ui";
import { listLeads, parseLeadFilters } from "~/features/leads/leads.server";
import { listAgencyOffices } from "~/features/reference/reference.server";
import { CONSULTANTS, requireStaff } from "~/features/staff/guard.server";
import { listAssignable } from "~/features/staff/staff.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import { locales } from "~/lib/locales";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/leads";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, CONSULTANTS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const filters = parseLeadFilters(url.searchParams);
  const page = pageParam(url.searchParams);
  const [{ rows, hasNext }, offices, assignable] = await Promise.all([
    listLeads(db, session, filters, page),
    listAgencyOffices(db, session.user.uiLocale),
    listAssignable(db, session.user.role === "consultant" ? session.user.office : null),
  ]);
  return {
    rows,
    hasNext,
    page,
    offices,
    assignable,
  };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { staff } = useAdmin();
  const [search] = useSearchParams();
  const dateTime = useDateTime();
  const money = useAdminMoney();
  const officeName = new Map(loaderData.offices.map((o) => [o.code, o.name]));
  const exportSearch = new URLSearchParams(search);
  exportSearch.delete("page");
  return (
    <>
      <AdminTitle title={t("admin.leads.title")} />
      <h1>{t("admin.leads.title")}</h1>
      <ListFilters
        label={t("admin.leads.filters")}
        search={search}
        searchLabel={t("admin.leads.search")}
        searchMax={100}
      >
        <FilterSelect
          name="type"
          label={t("admin.leads.type")}
          allLabel={t("admin.leads.all")}
          options={(["consultation", "order"] as const).map((v) => ({ value: v, label: t(`admin.leads.type.${v}`) }))}
        />
        <FilterSelect
          name="status"
          label={t("admin.leads.status")}
          allLabel={t("admin.leads.all")}
          options={leadStatuses.map((v) => ({ value: v, label: t(`admin.status.${v}`) }))}
        />
        {staff.role !== "consultant" && (
          <FilterSelect
            name="office"
            label={t("admin.leads.office")}
            allLabel={t("admin.leads.all")}
            options={loaderData.offices.map((o) => ({ value: o.code, label: o.name }))}
          />
        )}
        <FilterSelect
          name="locale"
          label={t("admin.leads.locale")}
          allLabel={t("admin.leads.all")}
          options={locales.map((l) => ({ value: l, label: t(`admin.locale.${l}`) }))}
        />
        <FilterSelect
          name="assigned"
          label={t("admin.leads.assigned")}
          allLabel={t("admin.leads.all")}
          options={[
            { value: "me", label: t("admin.leads.assignedMe") },
            { value: "none", label: t("admin.leads.unassigned") },
            ...loaderData.assignable.map((a) => ({ value: a.id, label: a.name })),
          ]}
        />
        <label>
          {t("admin.leads.from")}
          <input type="date" name="from" defaultValue={search.get("from") ?? ""} />
        </label>
        <label>
          {t("admin.leads.to")}
          <input type="date" name="to" defaultValue={search.get("to") ?? ""} />
        </label>
      </ListFilters>
      <p>
        <Link to={adminPaths.leads()}>{t("admin.leads.reset")}</Link>
      </p>
      <p>
        <a className="admin-button" href={adminPaths.leadsExport(exportSearch.toString())} download>
          {t("admin.leads.exportCsv")}
        </a>
      </p>
      <DataTable
        rows={loaderData.rows}
        empty={t("admin.leads.none")}
        caption={t("admin.leads.title")}
        columns={[
          t("admin.leads.received"),
          t("admin.leads.reference"),
          t("admin.leads.type"),
          t("admin.leads.name"),
          t("admin.leads.office"),
          t("admin.leads.locale"),
          t("admin.leads.summary"),
          t("admin.leads.status"),
          t("admin.leads.assigned"),
        ]}
      >
        {(r) => (
          <tr key={`${r.type}-${r.id}`} className={`status-${r.status}`}>
            <td>{dateTime(r.createdAt, r.office)}</td>
            <td>
              <Link to={r.type === "consultation" ? adminPaths.booking(r.id) : adminPaths.order(r.id)}>
                {r.reference}
              </Link>
            </td>
            <td>{t(`admin.leads.type.${r.type}`)}</td>
            <td>
              {r.name}
              <br />
              <small>{r.email}</small>
            </td>
            <td>{officeName.get(r.office) ?? r.office}</td>
            <td>{t(`admin.locale.${r.locale}`)}</td>
            <td>
              {r.type === "consultation"
                ? [r.countries?.join(", "), r.degree ? t(`admin.degree.${r.degree}`) : ""].filter(Boolean).join(" · ")
                : money(r.totalMinor ?? 0, r.currency ?? "TWD")}
            </td>
            <td>
              <span className={`admin-status admin-status-${r.status}`}>{t(`admin.status.${r.status}`)}</span>
            </td>
            <td>{r.assignedName ?? "—"}</td>
          </tr>
        )}
      </DataTable>
      <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={search} />
    </>
  );
}
