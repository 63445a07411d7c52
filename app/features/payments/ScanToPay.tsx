import { useTranslator } from "~/lib/i18n";
import type { ScanToPay as Scan } from "./scan-to-pay.server";

const appNames = { wechatpay: "微信支付 WeChat Pay", alipay: "支付宝 Alipay", linepay: "LINE Pay" } as const;

/**
 * The order's QR (or the payee's receive codes) with the same details in text: drawn on the
 * server, an image with a translated description, no script.
 */
export function ScanToPay({ scan }: { scan: Scan | null }) {
  const { t } = useTranslator();
  if (!scan) return null;
  if (scan.kind === "receive-code") {
    return (
      <section className="scan-to-pay" aria-labelledby="scan-to-pay-title">
        <h3 id="scan-to-pay-title">{t("pay.receiveCode.title")}</h3>
        <p>{t("pay.receiveCode.text", { amount: scan.amount, reference: scan.reference })}</p>
        <div className="scan-to-pay-codes">
          {scan.codes.map((code) => (
            <figure key={code.app}>
              <img
                src={code.image}
                width={200}
                height={200}
                alt={t("pay.receiveCode.alt", { app: appNames[code.app] })}
              />
              <figcaption>{appNames[code.app]}</figcaption>
            </figure>
          ))}
        </div>
      </section>
    );
  }
  return (
    <section className="scan-to-pay" aria-labelledby="scan-to-pay-title">
      <h3 id="scan-to-pay-title">{t("pay.qr.title", { standard: scan.standard })}</h3>
      <div className="scan-to-pay-body">
        <img
          className="scan-to-pay-qr"
          src={scan.image}
          width={240}
          height={240}
          alt={t("pay.qr.alt", { standard: scan.standard, amount: scan.amount, reference: scan.reference })}
        />
        <div>
          <p>{t("pay.qr.text", { standard: scan.standard })}</p>
          <dl className="scan-to-pay-details">
            {scan.payee.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div>
              <dt>{t("pay.qr.amount")}</dt>
              <dd data-amount="qr">{scan.amount}</dd>
            </div>
            <div>
              <dt>{t("pay.qr.reference")}</dt>
              <dd className="scan-to-pay-reference">{scan.reference}</dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
