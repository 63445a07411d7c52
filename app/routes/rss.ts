import { appContext } from "~/.server/context";
import { serverTranslator } from "~/.server/messages";
import { listArticles } from "~/features/articles/articles.server";
import { foundingYear } from "~/features/claims/claims.server";
import { htmlLang } from "~/lib/locales";
import { paths } from "~/lib/paths";
import { localeUrl } from "~/lib/urls";
import type { Route } from "./+types/rss";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `/rss.xml` (with `?lang=xx` or a locale's domain): the latest articles of one language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, origin, localeResolution } = context.get(appContext);
  const locale = localeResolution.locale;
  const t = serverTranslator(locale).t;
  const addressing = { origin, domains: config.LOCALE_DOMAINS, protocol: new URL(origin).protocol };
  const { items } = await listArticles(db, locale, { pageSize: 30 });
  const entries = items
    .map((a) => {
      const link = localeUrl(locale, paths.article(a.id, a.slug), addressing);
      return `<item><title>${escapeXml(a.title)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid><category>${escapeXml(a.category.name)}</category><pubDate>${new Date(a.published_at).toUTCString()}</pubDate><description>${escapeXml(a.abstract)}</description></item>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(t("site.name"))}</title><link>${escapeXml(localeUrl(locale, "/", addressing))}</link><description>${escapeXml(t("site.description", { year: serverTranslator(locale).formatYear(await foundingYear(db)) }))}</description><language>${htmlLang[locale]}</language><atom:link href="${escapeXml(localeUrl(locale, "/rss.xml", addressing))}" rel="self" type="application/rss+xml"/>\n${entries}\n</channel></rss>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
