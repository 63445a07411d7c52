import { useTranslator } from "~/lib/i18n";
import { type Deadline, daysBetween, deadlineName, localLabel, localYear } from "./deadline-kinds";

export { deadlineName };

export interface EnrollmentName {
  id: number;
  name: string;
}

/** "in 5 days", "today", "passed": the time left, computed from the loader's `today`. */
export function DaysLeft({ date, today }: { date: string; today: string }) {
  const { t } = useTranslator();
  const left = daysBetween(today, date);
  if (left < 0) return <span className="muted">{t("deadlines.past")}</span>;
  return <span className={left <= 7 ? "deadline-soon" : undefined}>{t("deadlines.daysLeft", { count: left })}</span>;
}

/** A school's dates with their source and the day they were checked (school page). */
export function DeadlineList({
  deadlines,
  today,
  enrollments,
}: {
  deadlines: Deadline[];
  today: string;
  enrollments: EnrollmentName[];
}) {
  const { t, locale, formatDate } = useTranslator();
  if (deadlines.length === 0) return <p className="muted">{t("deadlines.none")}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table deadline-table">
        <thead>
          <tr>
            <th scope="col">{t("deadlines.date")}</th>
            <th scope="col">{t("deadlines.what")}</th>
            <th scope="col">{t("deadlines.programme")}</th>
            <th scope="col">{t("deadlines.source")}</th>
          </tr>
        </thead>
        <tbody>
          {deadlines.map((d) => (
            <tr key={d.id} className={daysBetween(today, d.date) < 0 ? "is-past" : undefined}>
              <td>
                <time dateTime={d.date}>{formatDate(d.date)}</time>
                <span className="block">
                  <DaysLeft date={d.date} today={today} />
                </span>
              </td>
              <td>
                {t(`deadlines.kind.${d.kind}`)}
                {localLabel(d, locale) && <span className="muted block">{localLabel(d, locale)}</span>}
              </td>
              <td>
                {enrollments.find((e) => e.id === d.enrollmentId)?.name ?? ""}
                <span className="muted block">
                  {t(`deadlines.term.${d.intakeTerm}`, { year: localYear(locale, d.intakeYear) })}
                </span>
              </td>
              <td>
                <a href={d.sourceUrl} rel="noopener noreferrer" target="_blank">
                  {hostOf(d.sourceUrl)}
                </a>
                <span className="muted block">
                  {t("deadlines.checked", { date: formatDate(d.checkedOn, "short") })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One line for cards and the shortlist: the next date to act on, or nothing. */
export function NextDeadline({ deadline, today }: { deadline: Deadline | undefined; today: string }) {
  const { t, locale, formatDate } = useTranslator();
  if (!deadline) return null;
  return (
    <p className="next-deadline">
      <span className="muted">{t("deadlines.next")}</span> {deadlineName(t, deadline, locale)}:{" "}
      <time dateTime={deadline.date}>{formatDate(deadline.date)}</time> (<DaysLeft date={deadline.date} today={today} />
      )
    </p>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
