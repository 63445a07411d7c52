import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { serverTranslator } from "~/.server/messages";
import { AdminTitle, Row, useAdminMoney, useDateTime } from "~/features/admin/admin-ui";
import { LeadStatusPanel } from "~/features/leads/LeadStatusPanel";
import { leadId, leadUpdateAction } from "~/features/leads/lead-actions.server";
import { getOrder, leadEvents } from "~/features/leads/leads.server";
import { listOffices } from "~/features/reference/reference.server";
import { assertOffice, CONSULTANTS, requireStaff } from "~/features/staff/guard.server";
import { listAssignable } from "~/features/staff/staff.server";
import { useTranslator } from "~/lib/i18n";
import { pickLocalized } from "~/lib/localized";
import type { Route } from "./+types/order";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, CONSULTANTS);
  const { db } = args.context.get(appContext);
  const order = await getOrder(db, leadId(args.params));
  if (!order) throw notFound();
  assertOffice(session, order.office);
  const locale = session.user.uiLocale;
  const label = serverTranslator(locale).t;
  const [events, assignable, offices, services, methods] = await Promise.all([
    leadEvents(db, "order", order.id),
    listAssignable(db, order.office),
    listOffices(db, locale),
    db.selectFrom("services").select(["code", "name"]).execute(),
    db.selectFrom("editing_methods").select(["code", "name"]).execute(),
  ]);
  const serviceName = new Map(services.map((s) => [s.code, pickLocalized(s.name, locale)]));
  const methodName = new Map(methods.map((m) => [m.code, pickLocalized(m.name, locale)]));
  return {
    order: {
      id: order.id,
      reference: order.reference,
      createdAt: order.created_at,
      locale: order.locale,
      office: offices.find((o) => o.code === order.office)?.name ?? order.office,
      name: order.name,
      email: order.email,
      phone: order.phone,
      messenger: order.messenger_id,
      message: order.message,
      payment: label(`service.payment.${order.payment_method}`),
      currency: order.currency,
      originalMinor: order.original_minor,
      discountMinor: order.discount_minor,
      rushMinor: order.rush_minor,
      totalMinor: order.total_minor,
      status: order.status,
      assignedTo: order.assigned_to,
      items: order.items.map((i) => ({
        id: i.id,
        service: serviceName.get(i.service_code) ?? i.service_code,
        method: i.method_code ? (methodName.get(i.method_code) ?? i.method_code) : "",
        topic: i.topic,
        units: i.units,
        rush: i.rush === 1,
        originalMinor: i.original_minor,
        rushMinor: i.rush_minor,
        upload: i.upload_id
          ? { id: i.upload_id, name: i.original_name ?? "", bytes: i.bytes ?? 0, words: i.words ?? 0 }
          : null,
      })),
    },
    events,
    assignable,
  };
}

export const action = (args: Route.ActionArgs) => leadUpdateAction(args, "order");

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const dateTime = useDateTime();
  const money = useAdminMoney();
  const { order } = loaderData;
  const amount = (minor: number) => money(minor, order.currency);
  return (
    <>
      <AdminTitle title={`${t("admin.leads.type.order")} ${order.reference}`} />
      <p>
        <Link to="/admin/leads">{t("admin.lead.back")}</Link>
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
          <section className="admin-card" aria-labelledby="items-heading">
            <h2 id="items-heading">{t("admin.order.items")}</h2>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t("admin.order.service")}</th>
                    <th scope="col">{t("admin.order.units")}</th>
                    <th scope="col">{t("admin.order.document")}</th>
                    <th scope="col">{t("admin.order.price")}</th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((i) => (
                    <tr key={i.id}>
                      <td>
                        {i.service}
                        {i.method && ` · ${i.method}`}
                        {i.topic && (
                          <>
                            <br />
                            <small>{i.topic}</small>
                          </>
                        )}
                        {i.rush && (
                          <>
                            <br />
                            <span className="admin-status admin-status-new">{t("admin.order.rush")}</span>
                          </>
                        )}
                      </td>
                      <td>{formatNumber(i.units)}</td>
                      <td>
                        {i.upload ? (
                          <a href={`/admin/uploads/${i.upload.id}`} download>
                            {i.upload.name}
                          </a>
                        ) : (
                          "—"
                        )}
                        {i.upload && (
                          <>
                            <br />
                            <small>{t("admin.order.words", { words: formatNumber(i.upload.words) })}</small>
                          </>
                        )}
                      </td>
                      <td>
                        {amount(i.originalMinor)}
                        {i.rushMinor > 0 && (
                          <>
                            <br />
                            <small>+ {amount(i.rushMinor)}</small>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="admin-dl admin-totals">
              <div>
                <dt>{t("admin.order.original")}</dt>
                <dd>{amount(order.originalMinor)}</dd>
              </div>
              {order.discountMinor > 0 && (
                <div>
                  <dt>{t("admin.order.discount")}</dt>
                  <dd>− {amount(order.discountMinor)}</dd>
                </div>
              )}
              {order.rushMinor > 0 && (
                <div>
                  <dt>{t("admin.order.rushFee")}</dt>
                  <dd>{amount(order.rushMinor)}</dd>
                </div>
              )}
              <div>
                <dt>{t("admin.order.total")}</dt>
                <dd>
                  <strong>{amount(order.totalMinor)}</strong>
                </dd>
              </div>
            </dl>
          </section>
        </div>
        <LeadStatusPanel
          status={order.status}
          assignedTo={order.assignedTo}
          assignable={loaderData.assignable}
          events={loaderData.events}
          saved={Boolean(actionData?.saved)}
        />
      </div>
    </>
  );
}
