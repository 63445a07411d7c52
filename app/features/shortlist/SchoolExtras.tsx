import { DeadlineList, NextDeadline } from "~/features/deadlines/DeadlineList";
import { useTranslator } from "~/lib/i18n";
import type { CardExtras, SchoolPageExtras } from "./extras";

/** The school page's sections from the shortlist features: application dates (fit and cost follow). */
export function SchoolPageSections({ extras }: { extras: SchoolPageExtras }) {
  const { t } = useTranslator();
  return (
    <section aria-labelledby="deadlines-title" className="school-deadlines">
      <h2 id="deadlines-title">{t("deadlines.title")}</h2>
      <p className="muted">{t("deadlines.lead")}</p>
      <DeadlineList deadlines={extras.deadlines} today={extras.today} enrollments={extras.enrollments} />
    </section>
  );
}

/** The lines a school card of the list adds under its facts. */
export function CardExtrasLines({ extras, today }: { extras: CardExtras | undefined; today: string }) {
  if (!extras) return null;
  return <NextDeadline deadline={extras.nextDeadline} today={today} />;
}
