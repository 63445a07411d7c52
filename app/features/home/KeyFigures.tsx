import { useTranslator } from "~/lib/i18n";

/** The marketing claims of spec § 1 as figures (home and about pages). */
export function KeyFigures({ figures }: { figures: Array<{ key: string; value: string; label: string }> }) {
  const { t } = useTranslator();
  return (
    <section className="key-figures" aria-label={t("home.figuresTitle")}>
      <ul>
        {figures.map((f) => (
          <li key={f.key}>
            <strong>{f.value}</strong>
            <span>{f.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
