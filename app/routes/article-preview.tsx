import { data } from "react-router";
import { appContext } from "~/.server/context";
import { getArticle } from "~/features/articles/articles.server";
import { previewSecret, verifyPreviewToken } from "~/features/articles/preview.server";
import { currentRates } from "~/features/costs/exchange-rates.server";
import type { Route } from "./+types/article-preview";
import { ArticleView } from "./article";

/** A draft shown only with a valid signed, expiring token; otherwise the route does not exist (404). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config, localeResolution } = context.get(appContext);
  const id = Number(params.id);
  const token = new URL(request.url).searchParams.get("token");
  if (!Number.isInteger(id) || !verifyPreviewToken(previewSecret(config), id, token)) throw data(null, { status: 404 });
  const article = await getArticle(db, localeResolution.locale, id, {
    includeDraft: true,
    rates: await currentRates(db, config.EXCHANGE_RATES),
  });
  if (!article) throw data(null, { status: 404 });
  return data({ article }, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}

export default function ArticlePreviewPage({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}
