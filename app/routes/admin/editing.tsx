import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { DataTable, PageHead, useDateTime, useOfficeName } from "~/features/admin/admin-ui";
import { ORDER_READERS, requireStaff } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/editing";

/** `/admin/editing`: the orders whose documents were given to the signed-in staff member to edit. */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, ORDER_READERS);
  const { db } = args.context.get(appContext);
  const rows = await db
    .selectFrom("service_orders as o")
    .leftJoin("staff_users as s", "s.id", "o.assigned_to")
    .select(["o.id", "o.reference", "o.office", "o.stage", "o.created_at", "o.due_at", "s.name as owner"])
    .where("o.editor_id", "=", session.user.id)
    .orderBy("o.id", "desc")
    .limit(200)
    .execute();
  return { rows };
}

export default function Editing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  const officeName = useOfficeName();
  return (
    <>
      <PageHead title={t("admin.editing.title")} />
      <DataTable
        rows={loaderData.rows}
        empty={t("admin.editing.none")}
        caption={t("admin.editing.title")}
        columns={[
          t("admin.leads.reference"),
          t("admin.leads.office"),
          t("admin.leads.received"),
          t("admin.editing.stage"),
          t("admin.editing.due"),
          t("admin.editing.owner"),
        ]}
      >
        {(r) => (
          <tr key={r.id}>
            <td>
              <Link to={adminPaths.order(r.id)}>{r.reference}</Link>
            </td>
            <td>{officeName(r.office)}</td>
            <td>{dateTime(r.created_at, r.office)}</td>
            <td>{t(`admin.tracking.stage.${r.stage}`)}</td>
            <td>{dateTime(r.due_at, r.office) || "—"}</td>
            <td>{r.owner ?? "—"}</td>
          </tr>
        )}
      </DataTable>
    </>
  );
}
