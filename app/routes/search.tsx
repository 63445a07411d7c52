import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { Highlight } from "~/components/ui/Highlight";
import { LocaleLink, useLocalePath } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { Pagination } from "~/components/ui/Pagination";
import { listTags, searchArticles } from "~/features/articles/articles.server";
import { markMatches } from "~/features/search/search.server";
import { useTranslator } from "~/lib/i18n";
import { lastPageUrl } from "~/lib/paging";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/search";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // Inside the loader so the validation library stays out of the browser bundle.
  const query = z.object({
    q: z.string().trim().max(100).default(""),
    page: z.coerce.number().int().positive().max(10_000).default(1),
  });
  const { db, localeResolution } = context.get(appContext);
  const locale = localeResolution.locale;
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(null, { status: 400 });
  const { q, page } = parsed.data;
  const [results, tags] = await Promise.all([
    q ? searchArticles(db, locale, q, { page }) : Promise.resolve(null),
    listTags(db, locale),
  ]);
  const lastPage = results && lastPageUrl(url, results);
  if (lastPage) throw redirect(lastPage);
  // Matches are marked here: the browser lacks the Traditional/Simplified table (签证 marks 簽證).
  const marked = results && {
    ...results,
    items: results.items.map((a) => ({ ...a, title: markMatches(a.title, q), abstract: markMatches(a.abstract, q) })),
  };
  return { q, results: marked, tags: tags.slice(0, 20) };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useTranslator();
  const localePath = useLocalePath();
  const { q, results, tags } = loaderData;
  return (
    <div className="container search-page">
      <PageMeta title={q ? t("search.titleFor", { q }) : t("search.title")} noindex={Boolean(q)} />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: t("search.title") }]} />
      <h1>{t("search.title")}</h1>
      <Form method="get" action={localePath("/search")} className="search-form">
        <label className="visually-hidden" htmlFor="search-q">
          {t("search.label")}
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder={t("search.placeholder")}
        />
        <button type="submit" className="button button-primary">
          {t("search.submit")}
        </button>
      </Form>
      {results && (
        <section aria-labelledby="search-results">
          <h2 id="search-results" className="result-count" aria-live="polite">
            {t("search.resultCount", { count: results.total, q })}
          </h2>
          {results.items.length === 0 ? (
            <div className="empty-state card">
              <p>{t("search.empty")}</p>
            </div>
          ) : (
            <ol className="search-results">
              {results.items.map((article) => (
                <li key={article.id}>
                  <h3>
                    <LocaleLink to={paths.article(article.id, article.slug)}>
                      <Highlight parts={article.title} />
                    </LocaleLink>
                  </h3>
                  <p className="article-meta">
                    {article.category.name} ·{" "}
                    <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
                  </p>
                  <p>
                    <Highlight parts={article.abstract} />
                  </p>
                </li>
              ))}
            </ol>
          )}
          <Pagination page={results.page} pageCount={results.pageCount} />
        </section>
      )}
      {tags.length > 0 && (
        <section aria-labelledby="popular-tags">
          <h2 id="popular-tags">{t("search.popularTags")}</h2>
          <ul className="tags">
            {tags.map((tag) => (
              <li key={tag.tag} className="tag">
                <LocaleLink to={paths.tag(tag.tag)}>#{tag.tag}</LocaleLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
