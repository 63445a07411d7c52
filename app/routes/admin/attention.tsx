import type { ReactNode } from "react";
import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { AdminTitle, useAdminMoney, useDateTime } from "~/features/admin/admin-ui";
import { attentionLists } from "~/features/leads/attention.server";
import { CONSULTANTS, requireStaff } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/attention";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, CONSULTANTS);
  const { db, config } = args.context.get(appContext);
  return await attentionLists(db, session, config);
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const { t, formatNumber } = useTranslator();
  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`}>
        {title} <span className="admin-status">{formatNumber(count)}</span>
      </h2>
      {count === 0 ? <p>{t("admin.attention.none")}</p> : <div className="admin-table-wrap">{children}</div>}
    </section>
  );
}

export default function AttentionPage({ loaderData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const dateTime = useDateTime();
  const money = useAdminMoney();
  const { unanswered, overdue, payments, hours } = loaderData;
  const leadLink = (type: string, id: number, reference: string) => (
    <Link to={type === "order" ? adminPaths.order(id) : adminPaths.booking(id)}>{reference}</Link>
  );
  return (
    <>
      <AdminTitle title={t("admin.attention.title")} />
      <h1>{t("admin.attention.title")}</h1>
      <Section id="unanswered" title={t("admin.attention.unanswered", { hours })} count={unanswered.length}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.leads.reference")}</th>
              <th scope="col">{t("admin.leads.type")}</th>
              <th scope="col">{t("admin.leads.name")}</th>
              <th scope="col">{t("admin.leads.received")}</th>
              <th scope="col">{t("admin.attention.waiting")}</th>
            </tr>
          </thead>
          <tbody>
            {unanswered.map((l) => (
              <tr key={`${l.type}-${l.id}`}>
                <td>{leadLink(l.type, l.id, l.reference)}</td>
                <td>{t(`admin.leads.type.${l.type}`)}</td>
                <td>{l.name}</td>
                <td>{dateTime(l.createdAt, l.office)}</td>
                <td>{t("admin.attention.businessHours", { hours: formatNumber(Math.floor(l.businessHours)) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section id="overdue" title={t("admin.attention.overdue")} count={overdue.length}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.leads.reference")}</th>
              <th scope="col">{t("admin.leads.name")}</th>
              <th scope="col">{t("admin.tracking.stage")}</th>
              <th scope="col">{t("admin.attention.dueAt")}</th>
            </tr>
          </thead>
          <tbody>
            {overdue.map((o) => (
              <tr key={o.id}>
                <td>{leadLink("order", o.id, o.reference)}</td>
                <td>{o.name}</td>
                <td>{t(`admin.tracking.stage.${o.stage}`)}</td>
                <td>{dateTime(o.dueAt, o.office)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section id="payments" title={t("admin.attention.payments")} count={payments.length}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.leads.reference")}</th>
              <th scope="col">{t("admin.leads.name")}</th>
              <th scope="col">{t("admin.tracking.proof.amount")}</th>
              <th scope="col">{t("admin.attention.sentAt")}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={`${p.orderId}-${p.sentAt}`}>
                <td>{leadLink("order", p.orderId, p.reference)}</td>
                <td>{p.name}</td>
                <td>{money(p.amountMinor, p.currency)}</td>
                <td>{dateTime(p.sentAt, p.office)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
