import { LocaleLink } from "~/components/ui/LocaleLink";
import { CostDetail, CostLine } from "~/features/costs/CostLines";
import { DeadlineList, NextDeadline } from "~/features/deadlines/DeadlineList";
import { FitBadge } from "~/features/fit/FitBadge";
import { useTranslator } from "~/lib/i18n";
import type { CardExtras, SchoolPageExtras } from "./extras";

/** The school page's sections from the shortlist features: application dates, the fit check, the yearly cost. */
export function SchoolPageSections({ extras }: { extras: SchoolPageExtras }) {
  const { t } = useTranslator();
  return (
    <>
      <section aria-labelledby="deadlines-title" className="school-deadlines">
        <h2 id="deadlines-title">{t("deadlines.title")}</h2>
        <p className="muted">{t("deadlines.lead")}</p>
        <DeadlineList deadlines={extras.deadlines} today={extras.today} enrollments={extras.enrollments} />
      </section>
      <section aria-labelledby="fit-title" className="school-fit">
        <h2 id="fit-title">{t("fit.yourFit")}</h2>
        {extras.fit?.verdict ? <FitBadge fit={extras.fit} open /> : <FitHint />}
      </section>
      <CostDetail cost={extras.cost} setOn={extras.ratesSetOn} />
    </>
  );
}

/** Where to enter grades, for pages that show fits. */
export function FitHint() {
  const { t } = useTranslator();
  return (
    <p className="fit-hint">
      <LocaleLink to="/shortlist#fit">{t("fit.enterGrades")}</LocaleLink>
    </p>
  );
}

/** The lines a school card of the list adds under its facts. */
export function CardExtrasLines({ extras, today }: { extras: CardExtras | undefined; today: string }) {
  if (!extras) return null;
  return (
    <>
      <NextDeadline deadline={extras.nextDeadline} today={today} />
      <CostLine cost={extras.cost} />
      <FitBadge fit={extras.fit} />
    </>
  );
}
