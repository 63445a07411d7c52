import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { FilterSelect, ListFilters, ListPage } from "~/features/admin/admin-ui";
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
  const categoryName = new Map(loaderData.categories.map((c) => [c.id, c.name]));
  return (
    <ListPage
      title={t("admin.articles.title")}
      actions={
        <p>
          <Link to="/admin/articles/new" className="admin-button">
            {t("admin.articles.new")}
          </Link>
        </p>
      }
      filters={
        <ListFilters label={t("admin.articles.filters")} searchLabel={t("admin.articles.search")}>
          <FilterSelect
            name="category"
            label={t("admin.articles.category")}
            allLabel={t("admin.articles.allCategories")}
            options={loaderData.categories.map((c) => ({ value: c.id, label: c.name }))}
          />
          <FilterSelect
            name="state"
            label={t("admin.articles.state")}
            allLabel={t("admin.articles.state.all")}
            options={states.map((s) => ({ value: s, label: t(`admin.articles.state.${s}`) }))}
          />
        </ListFilters>
      }
      list={loaderData}
      empty={t("admin.articles.none")}
      columns={[
        t("admin.articles.titleColumn"),
        t("admin.articles.category"),
        t("admin.articles.published"),
        t("admin.articles.state"),
        t("admin.articles.languages"),
      ]}
    >
      {(a) => {
        const title = a.titles[locale] ?? locales.map((l) => a.titles[l]).find(Boolean) ?? t("admin.articles.untitled");
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
      }}
    </ListPage>
  );
}
