import { useTranslator } from "~/lib/i18n";

/**
 * The mark of an invented record of the demo seed (decision 0019): a tag on the record and a note
 * above any list that shows one, so no page presents an example as a real student or review.
 */
export function ExampleTag() {
  const { t } = useTranslator();
  return <span className="example-tag">{t("examples.tag")}</span>;
}

export function ExampleNote({ shown }: { shown: boolean }) {
  const { t } = useTranslator();
  if (!shown) return null;
  return (
    <p className="example-note" role="note">
      {t("examples.note")}
    </p>
  );
}
