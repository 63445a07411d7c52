import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { AdminTitle } from "~/features/admin/admin-ui";
import { attentionCounts } from "~/features/leads/attention.server";
import { countNewLeads } from "~/features/leads/leads.server";
import { outboxCounts } from "~/features/leads/outbox-view.server";
import { ALL_ROLES, requireStaff } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/dashboard";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, ALL_ROLES);
  const { db, config } = args.context.get(appContext);
  const role = session.user.role;
  const seesLeads = role !== "editor";
  const seesContent = role !== "consultant";
  const [leads, attention, mail, drafts] = await Promise.all([
    seesLeads ? countNewLeads(db, session) : undefined,
    seesLeads ? attentionCounts(db, session, config) : undefined,
    role === "admin" ? outboxCounts(db) : undefined,
    seesContent
      ? db
          .selectFrom("articles")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("is_draft", "=", 1)
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n))
      : undefined,
  ]);
  return { leads, attention, mail, drafts };
}

function Tile({ label, value, to }: { label: string; value: number; to: string }) {
  const { t, formatNumber } = useTranslator();
  return (
    <li className="admin-tile">
      <span className="admin-tile-value">{formatNumber(value)}</span>
      <span className="admin-tile-label">{label}</span>
      <Link to={to} aria-label={`${t("admin.dashboard.open")}: ${label}`}>
        {t("admin.dashboard.open")}
      </Link>
    </li>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { leads, attention, mail, drafts } = loaderData;
  return (
    <>
      <AdminTitle title={t("admin.dashboard.title")} />
      <h1>{t("admin.dashboard.title")}</h1>
      <ul className="admin-tiles">
        {leads && (
          <>
            <Tile
              label={t("admin.dashboard.newBookings")}
              value={leads.bookings}
              to="/admin/leads?type=consultation&status=new"
            />
            <Tile label={t("admin.dashboard.newOrders")} value={leads.orders} to="/admin/leads?type=order&status=new" />
          </>
        )}
        {attention && (
          <>
            <Tile
              label={t("admin.dashboard.unanswered")}
              value={attention.unanswered}
              to="/admin/attention#unanswered"
            />
            <Tile label={t("admin.dashboard.overdue")} value={attention.overdue} to="/admin/attention#overdue" />
            <Tile label={t("admin.dashboard.payments")} value={attention.payments} to="/admin/attention#payments" />
          </>
        )}
        {mail && (
          <>
            <Tile label={t("admin.dashboard.failedMail")} value={mail.failed} to="/admin/outbox?state=failed" />
            <Tile label={t("admin.dashboard.pendingMail")} value={mail.pending} to="/admin/outbox?state=pending" />
          </>
        )}
        {drafts !== undefined && (
          <Tile label={t("admin.dashboard.drafts")} value={drafts} to="/admin/articles?state=draft" />
        )}
      </ul>
    </>
  );
}
