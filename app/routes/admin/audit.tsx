import { appContext } from "~/.server/context";
import { AdminTitle, DataTable, ListFilters, Pager, useDateTime } from "~/features/admin/admin-ui";
import { ADMINS, requireStaff } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/audit";

const PAGE_SIZE = 100;

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, ADMINS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const page = pageParam(url.searchParams, 10_000);
  const action = url.searchParams.get("action")?.trim().slice(0, 60) || undefined;
  let query = db
    .selectFrom("audit_log as a")
    .leftJoin("staff_users as u", "u.id", "a.user_id")
    .select(["a.id", "a.created_at", "u.name", "u.email", "a.action", "a.entity", "a.entity_id", "a.detail", "a.ip"]);
  // "lead.update" for one action, "lead." for all of a kind.
  if (action)
    query = action.endsWith(".")
      ? query.where("a.action", "like", `${action.replace(/[\\%_]/g, "")}%`)
      : query.where("a.action", "=", action);
  const rows = await query
    .orderBy("a.id", "desc")
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return { page, action, hasNext: rows.length > PAGE_SIZE, rows: rows.slice(0, PAGE_SIZE), search: url.search };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  return (
    <>
      <AdminTitle title={t("admin.audit.title")} />
      <h1>{t("admin.audit.title")}</h1>
      <ListFilters search={new URLSearchParams(loaderData.search)}>
        <label>
          {t("admin.audit.action")}
          <input name="action" maxLength={60} defaultValue={loaderData.action ?? ""} placeholder="lead.update" />
        </label>
      </ListFilters>
      <DataTable
        rows={loaderData.rows}
        empty={t("admin.empty")}
        columns={[
          t("admin.audit.time"),
          t("admin.audit.who"),
          t("admin.audit.action"),
          t("admin.audit.entity"),
          t("admin.audit.detail"),
          t("admin.audit.ip"),
        ]}
      >
        {(r) => (
          <tr key={r.id}>
            <td>{dateTime(r.created_at)}</td>
            <td>{r.name ? `${r.name} <${r.email}>` : t("admin.audit.system")}</td>
            <td>
              <code>{r.action}</code>
            </td>
            <td>
              {r.entity} #{r.entity_id}
            </td>
            <td>
              <code className="admin-detail">{r.detail}</code>
            </td>
            <td>{r.ip}</td>
          </tr>
        )}
      </DataTable>
      <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={new URLSearchParams(loaderData.search)} />
    </>
  );
}
