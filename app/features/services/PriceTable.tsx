import { useTranslator } from "~/lib/i18n";
import type { PriceBand } from "./pricing";

const unitKey = (unit: string) => (unit === "documents" || unit === "sessions" ? unit : "words");

/** The price bands of the chosen service and method, so the price is known before uploading. */
export function PriceTable({
  bands,
  unit,
  money,
}: {
  bands: readonly PriceBand[];
  unit: string;
  money: (minor: number) => string;
}) {
  const { t, formatNumber } = useTranslator();
  if (bands.length === 0) return null;
  return (
    <table className="price-table">
      <caption>{t("service.priceList")}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`service.priceList.${unitKey(unit)}`)}</th>
          <th scope="col">{t("service.priceList.price")}</th>
        </tr>
      </thead>
      <tbody>
        {bands.map((b) => (
          <tr key={b.minUnits}>
            <td>
              {b.minUnits === b.maxUnits
                ? formatNumber(b.minUnits)
                : `${formatNumber(b.minUnits)} – ${formatNumber(b.maxUnits)}`}
            </td>
            <td>
              {b.pricing === "per_unit"
                ? t(`service.priceList.per.${unitKey(unit)}`, { price: money(b.amountMinor) })
                : money(b.amountMinor)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
