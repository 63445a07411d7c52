import { LocaleLink } from "~/components/ui/LocaleLink";
import { PublishedDate } from "~/components/ui/PublishedDate";
import { paths } from "~/lib/paths";
import { useMediaUrl } from "~/lib/site-data";
import type { ArticleCard as ArticleCardData } from "./articles.server";

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const media = useMediaUrl();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card article-card">
      <img src={media(article.image)} alt="" width="800" height="450" loading="lazy" decoding="async" />
      <div className="article-card-body">
        <p className="article-meta">
          <LocaleLink to={paths.category(article.category.id)}>{article.category.name}</LocaleLink>
          <span aria-hidden="true"> · </span>
          <PublishedDate date={article.published_at} />
        </p>
        <Heading>
          <LocaleLink to={paths.article(article.id, article.slug)}>{article.title}</LocaleLink>
        </Heading>
        <p>{article.abstract}</p>
      </div>
    </li>
  );
}
