import { data, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { ConsultationCta } from "~/components/ui/ConsultationCta";
import { breadcrumbJsonLd, JsonLd } from "~/components/ui/JsonLd";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { PublishedDate } from "~/components/ui/PublishedDate";
import { type ArticleDetail, getArticle } from "~/features/articles/articles.server";
import { RecommendedBlock } from "~/features/articles/RecommendedBlock";
import { loadRecommendations, type Recommendations } from "~/features/articles/recommendations.server";
import { currentRates } from "~/features/costs/exchange-rates.server";
import { FactsNote } from "~/features/guides/FactsNote";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { useMediaUrl, useSiteData } from "~/lib/site-data";
import { localeUrl } from "~/lib/urls";
import type { Route } from "./+types/article";

/** `/articles/12` and `/articles/12-old-slug` answer 301 to the canonical `/articles/12-<slug>`. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config, localeResolution, contentVersion } = context.get(appContext);
  const locale = localeResolution.locale;
  const match = /^(\d{1,9})(?:-(.*))?$/.exec(params.article ?? "");
  if (!match) throw data(null, { status: 404 });
  const id = Number(match[1]);
  const article = await getArticle(db, locale, id, { rates: await currentRates(db, config.EXCHANGE_RATES) });
  if (!article) throw data(null, { status: 404 });
  if (match[2] !== article.slug) {
    const url = new URL(request.url);
    throw redirect(`${paths.article(article.id, article.slug)}${url.search}`, 301);
  }
  const recommendations = await loadRecommendations(db, locale, request, {
    contentVersion,
    country: article.country ?? undefined,
    excludeArticleId: article.id,
  });
  return { article, recommendations };
}

export function ArticleView({
  article,
  recommendations,
}: {
  article: ArticleDetail;
  recommendations?: Recommendations;
}) {
  const { t } = useTranslator();
  const site = useSiteData();
  const media = useMediaUrl();
  const absolute = (path: string) => (site ? localeUrl(site.locale, path, site.addressing) : path);
  const canonical = paths.article(article.id, article.slug);
  return (
    <>
      <article className="container article-page">
        <PageMeta
          title={article.title}
          description={article.abstract}
          image={absolute(article.image)}
          noindex={article.is_draft}
        />
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Article",
            headline: article.title,
            description: article.abstract,
            datePublished: article.published_at,
            image: absolute(article.image),
            inLanguage: site?.locale,
            articleSection: article.category.name,
            keywords: article.tags.join(", "),
            publisher: { "@type": "Organization", name: "Studyway" },
            mainEntityOfPage: absolute(canonical),
          }}
        />
        <JsonLd
          data={breadcrumbJsonLd([
            { name: t("nav.home"), url: absolute(paths.home()) },
            { name: article.category.name, url: absolute(paths.category(article.category.id)) },
            { name: article.title, url: absolute(canonical) },
          ])}
        />
        <Breadcrumb
          items={[
            { label: t("nav.home"), to: paths.home() },
            { label: article.category.name, to: paths.category(article.category.id) },
            { label: article.title },
          ]}
        />
        {article.is_draft && <p className="draft-banner">{t("articles.draftPreview")}</p>}
        <header className="article-header">
          <p className="article-meta">
            <LocaleLink to={paths.category(article.category.id)}>{article.category.name}</LocaleLink>
            <span aria-hidden="true"> · </span>
            <PublishedDate date={article.published_at} />
          </p>
          <h1>{article.title}</h1>
          <p className="lead">{article.abstract}</p>
        </header>
        <img
          className="article-cover"
          src={media(article.image)}
          alt=""
          width="800"
          height="450"
          fetchPriority="high"
        />
        <div
          className="prose"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an allow-list on store and again on read
          dangerouslySetInnerHTML={{ __html: article.body }}
        />
        <FactsNote facts={article.facts} />
        {article.tags.length > 0 && (
          <ul className="tags" aria-label={t("articles.tags")}>
            {article.tags.map((tag) => (
              <li key={tag} className="tag">
                <LocaleLink to={paths.tag(tag)}>#{tag}</LocaleLink>
              </li>
            ))}
          </ul>
        )}
        <ConsultationCta />
      </article>
      {recommendations && <RecommendedBlock recommendations={recommendations} />}
    </>
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} recommendations={loaderData.recommendations} />;
}
