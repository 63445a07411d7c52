import { Form, Link, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { AdminTitle, Pager } from "~/features/admin/admin-ui";
import { listAdminArticles } from "~/features/articles/article-editing.server";
import { listClassifications } from "~/features/reference/reference.server";
import { EDITORS, requireStaff } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import { locales } from "~/lib/locales";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/articles";

const states = ["draft", "published"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const categories = await listClassifications(db, session.user.uiLocale);
  const categoryParam = Number(url.searchParams.get("category"));
  const categoryId = categories.some((c) => c.id === categoryParam) ? categoryParam : undefined;
  const state = states.find((s) => s === url.searchParams.get("state"));
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const page = pageParam(url.searchParams);
  const { rows, hasNext } = await listAdminArticles(db, { categoryId, state, q, page });
  return { rows, hasNext, page, categories: categories.map((c) => ({ id: c.id, name: c.name })) };
}

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const [search] = useSearchParams();
  const categoryName = new Map(loaderData.categories.map((c) => [c.id, c.name]));
  return (
    <>
      <AdminTitle title={t("admin.articles.title")} />
      <h1>{t("admin.articles.title")}</h1>
      <p>
        <Link to="/admin/articles/new" className="admin-button">
          {t("admin.articles.new")}
        </Link>
      </p>
      <Form method="get" className="admin-filters" aria-label={t("admin.articles.filters")}>
        <label>
          {t("admin.articles.category")}
          <select name="category" defaultValue={search.get("category") ?? ""}>
            <option value="">{t("admin.articles.allCategories")}</option>
            {loaderData.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("admin.articles.state")}
          <select name="state" defaultValue={search.get("state") ?? ""}>
            <option value="">{t("admin.articles.state.all")}</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {t(`admin.articles.state.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("admin.articles.search")}
          <input type="search" name="q" defaultValue={search.get("q") ?? ""} maxLength={200} />
        </label>
        <button type="submit" className="admin-button">
          {t("admin.articles.apply")}
        </button>
      </Form>
      {loaderData.rows.length === 0 ? (
        <p>{t("admin.articles.none")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.articles.titleColumn")}</th>
                <th scope="col">{t("admin.articles.category")}</th>
                <th scope="col">{t("admin.articles.published")}</th>
                <th scope="col">{t("admin.articles.state")}</th>
                <th scope="col">{t("admin.articles.languages")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.rows.map((a) => {
                const title =
                  a.titles[locale] ?? locales.map((l) => a.titles[l]).find(Boolean) ?? t("admin.articles.untitled");
                return (
                  <tr key={a.id}>
                    <td>
                      <Link to={`/admin/articles/${a.id}`}>{title}</Link>
                    </td>
                    <td>{categoryName.get(a.categoryId) ?? a.categoryId}</td>
                    <td>{a.publishedAt}</td>
                    <td>{t(`admin.articles.state.${a.isDraft ? "draft" : "published"}`)}</td>
                    <td>
                      {locales
                        .filter((l) => a.titles[l])
                        .map((l) => l)
                        .join(" · ")}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={search} />
    </>
  );
}
