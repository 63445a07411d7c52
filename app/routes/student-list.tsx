import { data, redirect } from "react-router";
import { z } from "zod";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { Pagination } from "~/components/ui/Pagination";
import { ExampleNote, ExampleTag } from "~/features/students/ExampleMark";
import { listAdmittedStudents } from "~/features/students/students.server";
import { useTranslator } from "~/lib/i18n";
import { lastPageUrl } from "~/lib/paging";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/student-list";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // Inside the loader so the validation library stays out of the browser bundle.
  const query = z.object({ page: z.coerce.number().int().positive().max(10_000).default(1) });
  const { db, localeResolution } = context.get(appContext);
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(null, { status: 400 });
  const students = await listAdmittedStudents(db, localeResolution.locale, { page: parsed.data.page });
  const lastPage = lastPageUrl(url, students);
  if (lastPage) throw redirect(lastPage);
  return { students };
}

export default function StudentListPage({ loaderData }: Route.ComponentProps) {
  const { t, formatYear } = useTranslator();
  const { students } = loaderData;
  return (
    <div className="container">
      <PageMeta title={t("students.title")} description={t("students.description")} />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: t("students.title") }]} />
      <h1>{t("students.title")}</h1>
      {/* Offers are counted without the examples of the demo seed (decision 0019). */}
      {students.total > students.examples && (
        <p className="lead">{t("students.lead", { count: students.total - students.examples })}</p>
      )}
      <ExampleNote shown={students.examples > 0} />
      {/* Under 768 px each row is a card, school name first (app.css "card-table"). */}
      <div className="table-scroll">
        <table className="data-table card-table student-table">
          <caption className="visually-hidden">{t("students.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("students.student")}</th>
              <th scope="col">{t("students.school")}</th>
              <th scope="col">{t("students.major")}</th>
              <th scope="col">{t("students.score")}</th>
              <th scope="col">{t("students.scholarship")}</th>
              <th scope="col">{t("students.feedback")}</th>
            </tr>
          </thead>
          <tbody>
            {students.items.map((s) => (
              <tr key={s.id}>
                <th scope="row" data-label={t("students.student")}>
                  {s.student}
                  {s.example && <ExampleTag />}
                  <span className="muted block">{formatYear(s.year)}</span>
                </th>
                <td className="card-table-title">
                  <LocaleLink to={paths.school(s.school_id)}>{s.school}</LocaleLink>
                </td>
                <td data-label={t("students.major")}>{s.major}</td>
                <td data-label={t("students.score")}>{s.score}</td>
                <td data-label={t("students.scholarship")}>{s.scholarship || "—"}</td>
                <td className="intro-cell" data-label={t("students.feedback")}>
                  {s.feedback}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={students.page} pageCount={students.pageCount} />
    </div>
  );
}
