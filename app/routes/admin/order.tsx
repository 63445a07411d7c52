import { Row } from "~/features/admin/admin-ui";
import { LeadPage } from "~/features/leads/LeadPage";
import { leadPageLoader, orderPageData } from "~/features/leads/lead-pages.server";
import { OrderItems } from "~/features/leads/OrderItems";
import { leadPageAction } from "~/features/leads/request-actions.server";
import { ORDER_READERS } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/order";

export const loader = (args: Route.LoaderArgs) => leadPageLoader(args, orderPageData, ORDER_READERS);

export const action = (args: Route.ActionArgs) => leadPageAction(args, "order");

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { order } = loaderData;
  return (
    <LeadPage
      type="order"
      lead={order}
      name={order.name}
      page={loaderData}
      actionData={actionData}
      details={
        <>
          <Row term={order.messengerLabel}>{order.messenger || "—"}</Row>
          <Row term={t("admin.lead.payment")}>{order.payment}</Row>
          {order.payerLast5 ? (
            <Row term={t("admin.payments.payerLast5")}>
              <span data-payer-last5>{order.payerLast5}</span>
            </Row>
          ) : null}
          <Row term={t("admin.lead.message")}>
            {order.message ? <span className="admin-pre">{order.message}</span> : "—"}
          </Row>
        </>
      }
      extra={<OrderItems order={order} />}
    />
  );
}
