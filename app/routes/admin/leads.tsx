import { Form, Link, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { leadStatuses } from "~/features/admin/admin-locale";
import { AdminTitle, Pager, useAdmin, useAdminMoney, useDateTime } from "~/features/admin/admin-ui";
import { listLeads, parseLeadFilters } from "~/features/leads/leads.server";
import { listOffices } from "~/features/reference/reference.server";
import { CONSULTANTS, requireStaff } from "~/features/staff/guard.server";
import { listAssignable } from "~/features/staff/staff.server";
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
    listOffices(db, session.user.uiLocale),
    listAssignable(db, session.user.role === "consultant" ? session.user.office : null),
  ]);
  return {
    rows,
    hasNext,
    page,
    offices: offices.map((o) => ({ code: o.code, name: o.name })),
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
      <Form method="get" className="admin-filters" aria-label={t("admin.leads.filters")}>
        <label>
          {t("admin.leads.type")}
          <select name="type" defaultValue={search.get("type") ?? ""}>
            <option value="">{t("admin.leads.all")}</option>
            <option value="consultation">{t("admin.leads.type.consultation")}</option>
            <option value="order">{t("admin.leads.type.order")}</option>
          </select>
        </label>
        <label>
          {t("admin.leads.status")}
          <select name="status" defaultValue={search.get("status") ?? ""}>
            <option value="">{t("admin.leads.all")}</option>
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`admin.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {staff.role !== "consultant" && (
          <label>
            {t("admin.leads.office")}
            <select name="office" defaultValue={search.get("office") ?? ""}>
              <option value="">{t("admin.leads.all")}</option>
              {loaderData.offices.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t("admin.leads.locale")}
          <select name="locale" defaultValue={search.get("locale") ?? ""}>
            <option value="">{t("admin.leads.all")}</option>
            {locales.map((l) => (
              <option key={l} value={l}>
                {t(`admin.locale.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("admin.leads.assigned")}
          <select name="assigned" defaultValue={search.get("assigned") ?? ""}>
            <option value="">{t("admin.leads.all")}</option>
            <option value="me">{t("admin.leads.assignedMe")}</option>
            <option value="none">{t("admin.leads.unassigned")}</option>
            {loaderData.assignable.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("admin.leads.from")}
          <input type="date" name="from" defaultValue={search.get("from") ?? ""} />
        </label>
        <label>
          {t("admin.leads.to")}
          <input type="date" name="to" defaultValue={search.get("to") ?? ""} />
        </label>
        <label>
          {t("admin.leads.search")}
          <input type="search" name="q" maxLength={100} defaultValue={search.get("q") ?? ""} />
        </label>
        <button type="submit" className="admin-button admin-button-primary">
          {t("admin.leads.apply")}
        </button>
        <Link to="/admin/leads">{t("admin.leads.reset")}</Link>
      </Form>
      <p>
        <a className="admin-button" href={`/admin/leads/export?${exportSearch}`} download>
          {t("admin.leads.exportCsv")}
        </a>
      </p>
      {loaderData.rows.length === 0 ? (
        <p>{t("admin.leads.none")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t("admin.leads.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.leads.received")}</th>
                <th scope="col">{t("admin.leads.reference")}</th>
                <th scope="col">{t("admin.leads.type")}</th>
                <th scope="col">{t("admin.leads.name")}</th>
                <th scope="col">{t("admin.leads.office")}</th>
                <th scope="col">{t("admin.leads.locale")}</th>
                <th scope="col">{t("admin.leads.summary")}</th>
                <th scope="col">{t("admin.leads.status")}</th>
                <th scope="col">{t("admin.leads.assigned")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.rows.map((r) => (
                <tr key={`${r.type}-${r.id}`} className={`status-${r.status}`}>
                  <td>{dateTime(r.createdAt)}</td>
                  <td>
                    <Link to={r.type === "consultation" ? `/admin/bookings/${r.id}` : `/admin/orders/${r.id}`}>
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
                      ? [r.countries?.join(", "), r.degree ? t(`admin.degree.${r.degree}`) : ""]
                          .filter(Boolean)
                          .join(" · ")
                      : money(r.totalMinor ?? 0, r.currency ?? "TWD")}
                  </td>
                  <td>
                    <span className={`admin-status admin-status-${r.status}`}>{t(`admin.status.${r.status}`)}</span>
                  </td>
                  <td>{r.assignedName ?? "—"}</td>
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
