import type { Claim } from "~/features/claims/claim-format";
import { useTranslator } from "~/lib/i18n";

/**
 * The key figures (marketing claims) of the home and about pages, each with what it counts and
 * the year it refers to, and a line saying that past results are no promise (decision 0019).
 */
export function KeyFigures({ figures }: { figures: Claim[] }) {
  const { t } = useTranslator();
  if (!figures.length) return null;
  return (
    <section className="key-figures" aria-label={t("home.figuresTitle")}>
      <ul>
        {figures.map((f) => (
          <li key={f.key} data-figure={f.key}>
            <strong>{f.value}</strong>
            <span>{f.label}</span>
            {f.basis && (
              <small className="figure-basis">
                {f.year === null
                  ? t("figures.basisOnly", { basis: f.basis })
                  : t("figures.basisYear", { basis: f.basis, year: f.year })}
              </small>
            )}
          </li>
        ))}
      </ul>
      <p className="figure-note">{t("figures.noGuarantee")}</p>
    </section>
  );
}
