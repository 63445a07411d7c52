import { useTranslator } from "~/lib/i18n";
import { intlLocale } from "~/lib/locales";
import type { Fit, Reason } from "./fit-rule";

/** GPAs with one or two decimals, other numbers as the locale writes them. */
function localValues(values: Reason["values"], locale: string): Record<string, string> {
  const gpa = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const plain = new Intl.NumberFormat(locale);
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === "number" ? (k === "gpa" || k === "min" ? gpa : plain).format(v) : v,
    ]),
  );
}

/** The verdict as a tag, with its reasons behind "Why?" (a native disclosure: works without JavaScript). */
export function FitBadge({ fit, open = false }: { fit: Fit | undefined; open?: boolean }) {
  const { t, locale } = useTranslator();
  if (!fit?.verdict) return null;
  return (
    <details className={`fit fit-${fit.verdict}`} open={open}>
      <summary>
        <span className="fit-label">{t(`fit.verdict.${fit.verdict}`)}</span>{" "}
        <span className="muted">{t("fit.why")}</span>
      </summary>
      <ul>
        {fit.reasons.map((r) => (
          <li key={r.key}>
            {t(r.key, localValues(r.values, intlLocale[locale]))}
            {r.source ? (
              <>
                {" "}
                (
                <a href={r.source} rel="noopener">
                  {t("fit.source")}
                </a>
                )
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
