import { Link, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { serverTranslator } from "~/.server/messages";
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
import { chatIdLabelKey } from "~/features/consultation/consultation-options";
import { dueViews, leadSorts, stageFilterNames, stageFilterOf } from "~/features/leads/lead-list";
import { leadCounts, listLeads, parseLeadFilters } from "~/features/leads/leads.server";
import { phoneAsDialled } from "~/features/leads/office-phone";
import { listAgencyOffices } from "~/features/reference/reference.server";
import { CONSULTANTS, requireStaff } from "~/features/staff/guard.server";
import { listAssignable } from "~/features/staff/staff.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import { isLocale, locales } from "~/lib/locales";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/leads";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, CONSULTANTS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const filters = parseLeadFilters(url.searchParams);
  const page = pageParam(url.searchParams);
  const [{ rows, hasNext }, counts, offices, assignable] = await Promise.all([
    listLeads(db, session, filters, page),
    leadCounts(db, session, filters),
    listAgencyOffices(db, session.user.uiLocale),
    listAssignable(db, session.user.role === "consultant" ? session.user.office : null),
  ]);
  const label = serverTranslator(session.user.uiLocale).t;
  return {
    rows: rows.map((r) => ({
      ...r,
      phone: phoneAsDialled(r.phone, r.office),
      chatLabel: label(chatIdLabelKey(isLocale(r.locale) ? r.locale : "tw")),
      countries: r.countries?.map((c) => label(`consultation.country.${c}`)),
    })),
    counts,
    hasNext,
    page,
    offices,
    assignable,
  };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const { staff } = useAdmin();
  const [search] = useSearchParams();
  const dateTime = useDateTime();
  const money = useAdminMoney();
  const { counts } = loaderData;
  const view = (params: Record<string, string>) => {
    const next = new URLSearchParams(search);
    next.delete("page");
    for (const [k, v] of Object.entries(params)) next.set(k, v);
    return `?${next.toString()}`;
  };
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
          options={leadStatuses.map((v) => ({
            value: v,
            label: `${t(`admin.status.${v}`)} (${formatNumber(counts.status[v] ?? 0)})`,
          }))}
        />
        <FilterSelect
          name="stage"
          label={t("admin.leads.stage")}
          allLabel={t("admin.leads.all")}
          options={stageFilterNames.map((v) => ({
            value: v,
            label: `${t(`admin.leads.stage.${v}`)} (${formatNumber(counts.stage[v] ?? 0)})`,
          }))}
        />
        <FilterSelect
          name="due"
          label={t("admin.leads.due")}
          allLabel={t("admin.leads.all")}
          options={dueViews.map((v) => ({ value: v, label: t(`admin.leads.due.${v}`) }))}
        />
        <FilterSelect
          name="sort"
          label={t("admin.leads.sort")}
          options={leadSorts.map((v) => ({ value: v, label: t(`admin.leads.sort.${v}`) }))}
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
      <nav className="admin-tabs" aria-label={t("admin.leads.due")}>
        <Link
          to={view({ due: "today", sort: "next" })}
          aria-current={search.get("due") === "today" ? "page" : undefined}
        >
          {t("admin.leads.dueToday", { count: formatNumber(counts.due.today) })}
        </Link>
        <Link
          to={view({ due: "overdue", sort: "next" })}
          aria-current={search.get("due") === "overdue" ? "page" : undefined}
        >
          {t("admin.leads.overdue", { count: formatNumber(counts.due.overdue) })}
        </Link>
      </nav>
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
          t("admin.lead.phone"),
          t("admin.leads.chat"),
          t("admin.leads.office"),
          t("admin.leads.summary"),
          t("admin.leads.status"),
          t("admin.leads.nextAction"),
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
            <td className="admin-nowrap">
              <a href={`tel:${r.phone.replace(/[^\d+]/g, "")}`}>{r.phone}</a>
            </td>
            <td>
              {r.chat ? (
                <>
                  {r.chat}
                  <br />
                  <small>{r.chatLabel}</small>
                </>
              ) : (
                "—"
              )}
            </td>
            <td>
              {officeName.get(r.office) ?? r.office}
              <br />
              <small>{t(`admin.locale.${r.locale}`)}</small>
            </td>
            <td>
              {r.type === "consultation"
                ? [r.countries?.join(", "), r.degree ? t(`admin.degree.${r.degree}`) : ""].filter(Boolean).join(" · ")
                : money(r.totalMinor ?? 0, r.currency ?? "TWD")}
            </td>
            <td>
              <span className={`admin-status admin-status-${r.status}`}>{t(`admin.status.${r.status}`)}</span>
              <br />
              <small data-stage={r.stage}>{t(`admin.leads.stage.${stageFilterOf(r.stage) ?? "received"}`)}</small>
            </td>
            <td>
              {r.nextActionAt ? (
                <>
                  {r.nextActionAt}
                  <br />
                  <small>{t(`admin.log.type.${r.nextActionType || "call"}`)}</small>
                </>
              ) : (
                "—"
              )}
            </td>
            <td>{r.assignedName ?? "—"}</td>
          </tr>
        )}
      </DataTable>
      <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={search} />
    </>
  );
}
