import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { DataTable, PageHead } from "~/features/admin/admin-ui";
import { type FactToRecheck, factsToRecheck } from "~/features/articles/facts-recheck.server";
import { EDITORS, requireStaff } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import { languageName } from "~/lib/locales";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/facts";

/** `/admin/facts`: texts whose regulated figures were last checked more than six months ago. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  return { rows: await factsToRecheck(db, new Date()) };
}

const rowKey = (row: FactToRecheck) =>
  row.kind === "article"
    ? `a-${row.articleId}-${row.locale}`
    : row.kind === "guide"
      ? `g-${row.guide}-${row.locale}-${row.block}`
      : row.kind === "faq"
        ? `f-${row.entryId}`
        : `s-${row.schoolId}`;

export default function AdminFacts({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useTranslator();
  return (
    <>
      <PageHead title={t("admin.facts.title")} hint={t("admin.facts.intro")} />
      <DataTable
        rows={loaderData.rows}
        empty={t("admin.facts.none")}
        columns={[
          t("admin.facts.checkedOn"),
          t("admin.facts.text"),
          t("admin.facts.language"),
          t("admin.facts.sources"),
        ]}
      >
        {(row) => (
          <tr key={rowKey(row)}>
            <td>{formatDate(row.checkedOn, "short")}</td>
            <td>
              {row.kind === "article" ? (
                <Link to={adminPaths.article(row.articleId)}>
                  {t("admin.facts.article", { id: row.articleId })}: {row.title}
                </Link>
              ) : row.kind === "guide" ? (
                <a href={`${paths.guide(row.guide)}?lang=${row.locale}`} target="_blank" rel="noopener">
                  {t("admin.facts.guide", { guide: row.guide.toUpperCase(), block: row.block })}
                </a>
              ) : row.kind === "faq" ? (
                <Link to={adminPaths.faq({ edit: row.entryId })}>
                  {t("admin.facts.faq", { question: row.question })}
                </Link>
              ) : (
                <Link to={adminPaths.school(row.schoolId)}>{t("admin.facts.school", { name: row.name })}</Link>
              )}
            </td>
            <td>
              {row.kind === "article" || row.kind === "guide"
                ? languageName[row.locale]
                : t("admin.facts.allLanguages")}
            </td>
            <td>
              <ul className="admin-links">
                {row.sources.map((s) => (
                  <li key={s.url}>
                    <a href={s.url} rel="external noopener" target="_blank">
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        )}
      </DataTable>
    </>
  );
}
