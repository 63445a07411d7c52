import { useTranslator } from "~/lib/i18n";

/** The points of the rule, in the order a student reads them (keys service.wordRule.*). */
const POINTS = ["words", "cjk", "thai", "included", "excluded", "formats"] as const;

/**
 * How an uploaded document's words are counted, in plain words for students, next to the upload
 * on /service_select. It states the rule that app/.server/documents/word-count.ts and the
 * extractors of every format (.doc, .docx, .odt, .rtf, .txt, PDF) implement: change them together. A <details>, closed by default, so that it
 * works without JavaScript and keeps the form short.
 */
export function WordCountRule({ id }: { id?: string }) {
  const { t } = useTranslator();
  return (
    <details className="word-count-rule field-hint" id={id}>
      <summary>{t("service.wordRule.title")}</summary>
      <p>{t("service.wordRule.intro")}</p>
      <ul>
        {POINTS.map((point) => (
          <li key={point}>{t(`service.wordRule.${point}`)}</li>
        ))}
      </ul>
    </details>
  );
}
