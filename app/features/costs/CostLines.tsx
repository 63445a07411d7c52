import { daysBetween, siteToday } from "~/features/deadlines/deadline-kinds";
import { formatMoney } from "~/lib/format";
import { useTranslator } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import { type CostTotal, STALE_RATES_DAYS, type YearlyCost } from "./costs";
import { LIVING_COSTS_CHECKED_ON } from "./living-costs";

/** Whole units (no compact notation: the server's and the browser's ICU must print the same). */
const money = (locale: Locale, amount: number, currency: string): string => formatMoney(locale, amount, currency);

function range(locale: Locale, min: number, max: number, currency: string): string {
  return min === max
    ? money(locale, min, currency)
    : `${money(locale, min, currency)} – ${money(locale, max, currency)}`;
}

/** One line for cards and the shortlist: "Yearly cost ≈ NT$1.7M – NT$2.1M". */
export function CostLine({ cost }: { cost: YearlyCost | undefined }) {
  const { t, locale } = useTranslator();
  if (!cost?.total) return null;
  const { min, max, currency, tuitionOnly } = cost.total;
  return (
    <p className="cost-line">
      {t("costs.card", { amount: range(locale, min, max, currency) })}
      {tuitionOnly && <span className="muted"> ({t("costs.tuitionOnly")})</span>}
    </p>
  );
}

/** "Converted at exchange rates set on …", and a warning when they are more than a week old. */
export function RatesNote({ setOn }: { setOn: string }) {
  const { t, formatDate } = useTranslator();
  const age = daysBetween(setOn, siteToday(new Date()));
  return (
    <>
      <p className="muted rates-date">{t("costs.rates", { date: formatDate(setOn) })}</p>
      {age > STALE_RATES_DAYS && (
        <p className="rates-stale" role="note">
          {t("costs.ratesStale", { days: age })}
        </p>
      )}
    </>
  );
}

/** The school page's section: tuition, living costs with their basis and source, one year in the visitor's currency. */
export function CostDetail({ cost, setOn }: { cost: YearlyCost | undefined; setOn: string }) {
  const { t, locale, formatDate } = useTranslator();
  if (!cost) return null;
  const { tuition, living, total } = cost;
  const basis =
    living.basis.kind === "visaMonthly"
      ? t("costs.basis.visaMonthly", {
          monthly: money(locale, living.basis.monthly, living.currency),
          months: living.basis.months,
        })
      : living.basis.kind === "visaYearly"
        ? t("costs.basis.visaYearly")
        : living.basis.kind === "schoolBudget"
          ? t("costs.basis.schoolBudget", { year: living.basis.year })
          : t(`costs.basis.none.${living.basis.reason}`);
  return (
    <section aria-labelledby="cost-title" className="school-cost">
      <h2 id="cost-title">{t("costs.title")}</h2>
      <p className="muted">{t("costs.lead")}</p>
      <dl className="facts card">
        <div>
          <dt>{t("costs.tuition")}</dt>
          <dd>{tuition ? range(locale, tuition.min, tuition.max, tuition.currency) : t("costs.unknown")}</dd>
        </div>
        <div>
          <dt>{t("costs.living")}</dt>
          <dd>
            {living.amount !== null && <span className="block">{money(locale, living.amount, living.currency)}</span>}
            <span className="block">{basis}</span>
            {living.source && (
              <span className="muted block">
                <a href={living.source} rel="noopener noreferrer" target="_blank">
                  {new URL(living.source).host}
                </a>{" "}
                {living.amount !== null &&
                  t("deadlines.checked", { date: formatDate(LIVING_COSTS_CHECKED_ON, "short") })}
              </span>
            )}
          </dd>
        </div>
        {total && (
          <div>
            <dt>{t("costs.total")}</dt>
            <dd>
              <strong>{range(locale, total.min, total.max, total.currency)}</strong>
              {total.tuitionOnly && <span className="muted"> ({t("costs.tuitionOnly")})</span>}
            </dd>
          </div>
        )}
      </dl>
      <RatesNote setOn={setOn} />
    </section>
  );
}

/** The shortlist's total for a year. */
export function CostTotalBox({ total, count, setOn }: { total: CostTotal; count: number; setOn: string }) {
  const { t, locale } = useTranslator();
  if (count - total.missing <= 0) return null;
  return (
    <section aria-labelledby="cost-total-title" className="card cost-total">
      <h2 id="cost-total-title">{t("costs.title")}</h2>
      <p>
        <strong>
          {t("costs.shortlistTotal", {
            count: count - total.missing,
            min: money(locale, total.min, total.currency),
            max: money(locale, total.max, total.currency),
          })}
        </strong>
      </p>
      {total.tuitionOnly > 0 && <p className="muted">{t("costs.totalTuitionOnly", { count: total.tuitionOnly })}</p>}
      {total.missing > 0 && <p className="muted">{t("costs.totalMissing", { count: total.missing })}</p>}
      <RatesNote setOn={setOn} />
    </section>
  );
}
