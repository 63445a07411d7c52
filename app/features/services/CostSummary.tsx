import { useTranslator } from "~/lib/i18n";
import { formatPrice } from "./money";
import { type CurrencyCode, currencyDigits, type Quote } from "./pricing";

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
