import { data, redirect } from "react-router";
import { z } from "zod";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { PageMeta } from "~/components/ui/PageMeta";
import { ArticleList } from "~/features/articles/ArticleList";
import { listArticles } from "~/features/articles/articles.server";
import { useTranslator } from "~/lib/i18n";
import { lastPageUrl } from "~/lib/paging";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/tag";

/** `/tags/{keyword}?pageIndex=2` (spec § 2). */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  // Inside the loader so the validation library stays out of the browser bundle.
  const pageSchema = z.coerce.number().int().positive().max(10_000);
  const { db, localeResolution } = context.get(appContext);
  const keyword = (params.keyword ?? "").trim();
  if (!keyword || keyword.length > 60) throw data(null, { status: 404 });
  const page = pageSchema.safeParse(new URL(request.url).searchParams.get("pageIndex") ?? "1");
  if (!page.success) throw data(null, { status: 400 });
  const articles = await listArticles(db, localeResolution.locale, { tag: keyword, page: page.data });
  if (articles.total === 0) throw data(null, { status: 404 });
  const lastPage = lastPageUrl(url, articles, "pageIndex");
  if (lastPage) throw redirect(lastPage);
  return { keyword, articles };
}

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { keyword, articles } = loaderData;
  const title = t("articles.tagTitle", { tag: keyword });
  return (
    <div className="container articles-page">
      <PageMeta title={title} description={t("articles.tagDescription", { tag: keyword, count: articles.total })} />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{t("articles.count", { count: articles.total })}</p>
      <ArticleList page={articles} pageParam="pageIndex" />
    </div>
  );
}
