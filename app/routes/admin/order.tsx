import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { AdminTitle, Row, useDateTime } from "~/features/admin/admin-ui";
import { LeadStatusPanel } from "~/features/leads/LeadStatusPanel";
import { leadId } from "~/features/leads/lead-actions.server";
import { orderPageData } from "~/features/leads/lead-pages.server";
import { OrderItems } from "~/features/leads/OrderItems";
import { ReplyPanel } from "~/features/leads/ReplyPanel";
import { RequestPanel } from "~/features/leads/RequestPanel";
import { leadPageAction } from "~/features/leads/request-actions.server";
import { CONSULTANTS, requireStaff } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/order";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, CONSULTANTS);
  const { db } = args.context.get(appContext);
  const template = new URL(args.request.url).searchParams.get("template");
  const page = await orderPageData(db, session, leadId(args.params), template);
  if (!page) throw notFound();
  return page;
}

export const action = (args: Route.ActionArgs) => leadPageAction(args, "order");

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  const { order, panel } = loaderData;
  return (
    <>
      <AdminTitle title={`${t("admin.leads.type.order")} ${order.reference}`} />
      <p>
        <Link to={adminPaths.leads()}>{t("admin.lead.back")}</Link>
      </p>
      <h1>
        {t("admin.leads.type.order")} <span className="admin-ref">{order.reference}</span>
      </h1>
      <div className="admin-columns">
        <div>
          <section className="admin-card" aria-labelledby="sent-heading">
            <h2 id="sent-heading">{t("admin.lead.sent")}</h2>
            <dl className="admin-dl">
              <Row term={t("admin.lead.received")}>{dateTime(order.createdAt)}</Row>
              <Row term={t("admin.leads.locale")}>{t(`admin.locale.${order.locale}`)}</Row>
              <Row term={t("admin.leads.office")}>{order.office}</Row>
              <Row term={t("admin.lead.name")}>{order.name}</Row>
              <Row term={t("admin.lead.email")}>{<a href={`mailto:${order.email}`}>{order.email}</a>}</Row>
              <Row term={t("admin.lead.phone")}>{<a href={`tel:${order.phone}`}>{order.phone}</a>}</Row>
              <Row term={t("admin.lead.messenger")}>{order.messenger || "—"}</Row>
              <Row term={t("admin.lead.payment")}>{order.payment}</Row>
              <Row term={t("admin.lead.message")}>
                {order.message ? <span className="admin-pre">{order.message}</span> : "—"}
              </Row>
            </dl>
          </section>
          <OrderItems order={order} />
          {panel ? <RequestPanel panel={panel} result={actionData} /> : null}
          <ReplyPanel reply={loaderData.reply} result={actionData} />
        </div>
        <LeadStatusPanel
          status={order.status}
          assignedTo={order.assignedTo}
          assignable={loaderData.assignable}
          events={loaderData.events}
          saved={Boolean(actionData && "saved" in actionData && actionData.saved)}
        />
      </div>
    </>
  );
}
