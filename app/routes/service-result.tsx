import { appContext } from "~/.server/context";
import { routeMessages } from "~/.server/messages";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { withRouteMessages } from "~/components/ui/RouteMessages";
import { PayerAccountForm } from "~/features/payments/PayerAccount";
import { payerAccountView } from "~/features/payments/payer-account.server";
import { ScanToPay } from "~/features/payments/ScanToPay";
import { scanToPay } from "~/features/payments/scan-to-pay.server";
import { CostSummary } from "~/features/services/CostSummary";
import { getOrderSummary } from "~/features/services/orders.server";
import type { CurrencyCode } from "~/features/services/pricing";
import { listServices } from "~/features/services/services.server";
import { resultPageLink } from "~/features/tracking/access.server";
import { TrackingLink } from "~/features/tracking/TrackingLink";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/service-result";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, localeResolution } = context.get(appContext);
  const search = new URL(request.url).searchParams;
  const reference = search.get("ref") ?? "";
  const order = await getOrderSummary(db, reference);
  const services = await listServices(db, localeResolution.locale);
  const trackingPath = order ? await resultPageLink(db, reference, search.get("key")) : null;
  return {
    messages: routeMessages(localeResolution.locale, ["service.", "tracking.result.", "pay."]),
    order: order ?? null,
    serviceNames: Object.fromEntries(services.map((s) => [s.code, s.name])),
    bankAccount: order ? (config.BANK_ACCOUNTS[order.currency] ?? "") : "",
    scan: order ? scanToPay(config, { ...order, locale: localeResolution.locale }) : null,
    trackingPath,
    // tw TWD transfers: the five digits are given here, posted to the request page (its token).
    payerAccount: order && trackingPath ? await payerAccountView(db, { reference }) : null,
  };
}

function ServiceResultPageContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { order, serviceNames, bankAccount, scan, trackingPath, payerAccount } = loaderData;
  // Without a known reference nothing was ordered here: a neutral page, no "thank you".
  const title = t(order ? "service.result.title" : "service.result.unknownTitle");
  return (
    <div className="container consultation-page">
      <PageMeta title={title} noindex />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: title }]} />
      <h1>{title}</h1>
      {order ? (
        <div className="card result-card">
          <p className="lead">{t("service.result.thanks")}</p>
          <p>
            {t("service.result.reference")} <strong className="reference">{order.reference}</strong>
          </p>
          <ul>
            {order.items.map((item) => (
              <li key={item.service}>{serviceNames[item.service] ?? item.service}</li>
            ))}
          </ul>
          <CostSummary quote={order} currency={order.currency as CurrencyCode} discountName={null} />
          <h2>{t("service.payment.title")}</h2>
          {order.paymentMethod === "cash" ? (
            <p>{t("service.payment.cashText")}</p>
          ) : (
            <>
              {bankAccount ? (
                <>
                  <p>{t("service.payment.transferText", { reference: order.reference })}</p>
                  <p className="bank-account">{bankAccount}</p>
                </>
              ) : (
                // No account configured for this currency: no number to copy (decision 0019).
                <p className="bank-pending">{t("service.payment.bankPending", { currency: order.currency })}</p>
              )}
              <ScanToPay scan={scan} />
              {payerAccount && trackingPath ? (
                <PayerAccountForm last5={payerAccount.last5} action={trackingPath} />
              ) : null}
            </>
          )}
          <p className="muted">{t("service.result.mailSent")}</p>
          {trackingPath ? <TrackingLink to={trackingPath} /> : null}
        </div>
      ) : (
        <div className="card result-card">
          <p className="lead">{t("service.result.unknown")}</p>
        </div>
      )}
      <p className="result-links">
        {order ? null : (
          <>
            <LocaleLink className="button button-primary" to={paths.serviceSelect()}>
              {t("service.select.title")}
            </LocaleLink>{" "}
          </>
        )}
        <LocaleLink className="button" to={paths.home()}>
          {t("error.goHome")}
        </LocaleLink>
      </p>
    </div>
  );
}

export default withRouteMessages(ServiceResultPageContent);
