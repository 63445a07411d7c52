import { useTranslator } from "~/lib/i18n";
import type { CheckedFacts } from "./guide-types";

/** "Checked on <date> · Official sources: …" under a block that states regulated figures. */
export function FactsNote({ facts }: { facts: CheckedFacts | undefined }) {
  const { t, formatDate } = useTranslator();
  if (!facts) return null;
  const label = t("guide.officialSources");
  // zh labels end with a full-width colon: no space after it, and 、 between names.
  const fullWidth = label.endsWith("：");
  return (
    <p className="facts-note muted">
      <small>
        {t("guide.checkedOn", { date: formatDate(facts.checkedOn) })}
        {" · "}
        {label}
        {fullWidth ? "" : " "}
        {facts.sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 && (fullWidth ? "、" : ", ")}
            <a href={source.url} hrefLang="en" rel="external noopener">
              {source.name}
            </a>
          </span>
        ))}
      </small>
    </p>
  );
}
