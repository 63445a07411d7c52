import { data, redirect } from "react-router";
import { z } from "zod";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { ArticleList } from "~/features/articles/ArticleList";
import { listArticles } from "~/features/articles/articles.server";
import { listClassifications } from "~/features/reference/reference.server";
import { useTranslator } from "~/lib/i18n";
import { lastPageUrl } from "~/lib/paging";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/article-category";

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  // Inside the loader so the validation library stays out of the browser bundle.
  const pageSchema = z.coerce.number().int().positive().max(10_000);
  const { db, localeResolution } = context.get(appContext);
  const locale = localeResolution.locale;
  const categories = await listClassifications(db, locale);
  // /article_category/5 or /article_category/visa (the category's slug).
  const category = categories.find((c) => String(c.id) === params.category || c.slug === params.category);
  if (!category) throw data(null, { status: 404 });
  const page = pageSchema.safeParse(new URL(request.url).searchParams.get("page") ?? "1");
  if (!page.success) throw data(null, { status: 400 });
  const articles = await listArticles(db, locale, { categoryId: category.id, page: page.data });
  const lastPage = lastPageUrl(url, articles);
  if (lastPage) throw redirect(lastPage);
  return { category, categories, articles };
}

export default function ArticleCategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { category, categories, articles } = loaderData;
  return (
    <div className="container articles-page">
      <PageMeta title={category.meta.title} description={category.description} />
      <Breadcrumb
        items={[{ label: t("nav.home"), to: paths.home() }, { label: t("nav.articles") }, { label: category.name }]}
      />
      <h1>{category.name}</h1>
      <p className="lead">{category.description}</p>
      <nav className="mode-tabs" aria-label={t("articles.categories")}>
        <ul>
          {categories.map((c) => (
            <li key={c.id}>
              <LocaleLink to={paths.category(c.id)} aria-current={c.id === category.id ? "page" : undefined}>
                {c.name}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <ArticleList page={articles} />
    </div>
  );
}
