import { useAdminMoney } from "~/features/admin/admin-ui";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { OrderPageData } from "./lead-pages.server";

/** The order's services, the student's uploaded documents, and the amounts. */
export function OrderItems({ order }: { order: OrderPageData["order"] }) {
  const { t, formatNumber } = useTranslator();
  const money = useAdminMoney();
  const amount = (minor: number) => money(minor, order.currency);
  return (
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
                    <a href={adminPaths.upload(i.upload.id)} download>
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
  );
}
