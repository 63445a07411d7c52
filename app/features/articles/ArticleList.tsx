import { Pagination } from "~/components/ui/Pagination";
import { useTranslator } from "~/lib/i18n";
import type { Page } from "~/lib/paging";
import { ArticleCard } from "./ArticleCard";
import type { ArticleCard as ArticleCardData } from "./articles.server";

export function ArticleList({ page, pageParam = "page" }: { page: Page<ArticleCardData>; pageParam?: string }) {
  const { t } = useTranslator();
  if (page.items.length === 0) return <p className="empty-state card">{t("articles.none")}</p>;
  return (
    <>
      <ul className="article-grid">
        {page.items.map((article) => (
          <ArticleCard key={article.id} article={article} headingLevel={2} />
        ))}
      </ul>
      <Pagination page={page.page} pageCount={page.pageCount} param={pageParam} />
    </>
  );
}
