import type { ReactNode } from "react";
import { useTranslator } from "~/lib/i18n";
import { formatPrice } from "./money";
import { type CurrencyCode, currencyDigits, type ItemPrice, type Quote } from "./pricing";

export function useMoney(currency: CurrencyCode): (minor: number) => string {
  const { locale } = useTranslator();
  return (minor) => formatPrice(locale, minor, currency, currencyDigits[currency]);
}

/** Total original price, total discount, rush fee and total (product-spec § 4). */
export function CostSummary({
  quote,
  currency,
  discountName,
}: {
  quote: Pick<Quote, "originalMinor" | "discountMinor" | "rushMinor" | "totalMinor">;
  currency: CurrencyCode;
  discountName: string | null;
}) {
  const { t } = useTranslator();
  const money = useMoney(currency);
  return (
    <dl className="cost-summary" aria-label={t("service.summary.title")}>
      <div>
        <dt>{t("service.summary.original")}</dt>
        <dd data-amount="original">{money(quote.originalMinor)}</dd>
      </div>
      <div>
        <dt>
          {t("service.summary.discount")}
          {discountName ? <span className="muted block">{discountName}</span> : null}
        </dt>
        <dd data-amount="discount">−{money(quote.discountMinor)}</dd>
      </div>
      <div>
        <dt>{t("service.summary.rush")}</dt>
        <dd data-amount="rush">{money(quote.rushMinor)}</dd>
      </div>
      <div className="cost-total">
        <dt>{t("service.summary.total")}</dt>
        <dd data-amount="total">{money(quote.totalMinor)}</dd>
      </div>
    </dl>
  );
}

export interface CartLineItem {
  serviceName: string;
  methodName: string;
  unit: string;
  quantity: number;
  fileName: string | null;
  topic: string;
  price: ItemPrice;
  rush: boolean;
  rushMinor: number;
}

/** One selected service: what it is, how much of it, its price and urgent fee; actions below. */
export function CartLine({
  item,
  currency,
  children,
}: {
  item: CartLineItem;
  currency: CurrencyCode;
  children?: ReactNode;
}) {
  const { t } = useTranslator();
  const money = useMoney(currency);
  const details = [
    item.unit === "flat" ? "" : t(`service.quantity.${item.unit}`, { count: item.quantity }),
    item.fileName ?? "",
    item.topic,
  ].filter(Boolean);
  return (
    <li className="cart-item">
      <div>
        <strong>{item.serviceName}</strong>
        {item.methodName ? <span className="block">{item.methodName}</span> : null}
        <span className="muted block">{details.join(" · ")}</span>
      </div>
      <div className="cart-price">
        {item.price.kind === "priced" ? money(item.price.originalMinor) : t("service.overRangeShort")}
        {item.rush ? (
          <span className="muted block">
            {t("service.rushFee")} {money(item.rushMinor)}
          </span>
        ) : null}
      </div>
      {children ? <div className="cart-actions">{children}</div> : null}
    </li>
  );
}
