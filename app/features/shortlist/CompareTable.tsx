import type { ReactNode } from "react";
import { DaysLeft, deadlineName } from "~/features/deadlines/DeadlineList";
import { formatMoneyRange } from "~/lib/format";
import { useTranslator } from "~/lib/i18n";
import type { ShortlistSchool } from "./shortlist-page.server";

/** Side-by-side comparison of up to four shortlisted schools; `rows` adds feature rows (fit, cost). */
export function CompareTable({
  schools,
  today,
  rows = [],
}: {
  schools: ShortlistSchool[];
  today: string;
  rows?: Array<{ key: string; label: string; cell: (school: ShortlistSchool) => ReactNode }>;
}) {
  const { t, locale, formatDate } = useTranslator();
  const row = (key: string, label: string, cell: (s: ShortlistSchool) => ReactNode) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      {schools.map((s) => (
        <td key={s.id}>{cell(s)}</td>
      ))}
    </tr>
  );
  return (
    <div className="table-scroll">
      <table className="data-table compare-table">
        <thead>
          <tr>
            <td />
            {schools.map((s) => (
              <th key={s.id} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row("location", t("schools.location"), (s) => `${s.city}, ${s.region} · ${s.country_name}`)}
          {row(
            "tuition",
            t("schools.tuitionPerYear"),
            (s) => formatMoneyRange(locale, s.tuition_min, s.tuition_max, s.currency) ?? "—",
          )}
          {row(
            "english",
            t("schools.english"),
            (s) =>
              [s.toefl !== null && `TOEFL ${s.toefl}`, s.ielts !== null && `IELTS ${s.ielts.toFixed(1)}`]
                .filter(Boolean)
                .join(" · ") || "—",
          )}
          {row("exams", t("schools.exams"), (s) => (s.no_exam ? t("schools.noExam") : t("schools.examsRequired")))}
          {row("rank", t("schools.worldRank"), (s) => s.rank_latest ?? "—")}
          {row("deadlines", t("deadlines.upcoming"), (s) =>
            s.deadlines.length === 0 ? (
              "—"
            ) : (
              <ul className="plain-list">
                {s.deadlines.slice(0, 3).map((d) => (
                  <li key={d.id}>
                    {deadlineName(t, d, locale)}: <time dateTime={d.date}>{formatDate(d.date)}</time> (
                    <DaysLeft date={d.date} today={today} />)
                  </li>
                ))}
              </ul>
            ),
          )}
          {rows.map((r) => row(r.key, r.label, r.cell))}
        </tbody>
      </table>
    </div>
  );
}
