import { appContext } from "~/.server/context";
import { listFaq } from "~/features/faq/faq.server";
import { guideModePaths, publishedGuides } from "~/features/guides/guides.server";
import { countryCodes } from "~/features/schools/school-query";
import { htmlLang, locales } from "~/lib/locales";
import { paths } from "~/lib/paths";
import { defaultUrl, localeUrl } from "~/lib/urls";
import type { Route } from "./+types/sitemap";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `/sitemap.xml` for this host: every public page in every language, with hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, origin } = context.get(appContext);
  const addressing = { origin, domains: config.LOCALE_DOMAINS, protocol: new URL(origin).protocol };
  const [schools, articles, faqGroups] = await Promise.all([
    db.selectFrom("schools").select("id").orderBy("id").execute(),
    db
      .selectFrom("articles as a")
      .innerJoin("article_translations as t", "t.article_id", "a.id")
      .select(["a.id", "t.locale", "t.slug", "a.published_at"])
      .where("a.is_draft", "=", 0)
      .orderBy("a.id")
      .execute(),
    listFaq(db, "en"),
  ]);
  const staticPaths = [
    paths.home(),
    paths.about(),
    paths.ourServices(),
    paths.servicePackage(),
    paths.consultation(),
    paths.ranking(),
    paths.studentList(),
    paths.testimonials(),
    paths.articleSearch(),
    ...publishedGuides.flatMap((code) => guideModePaths(code)),
    paths.schools("all"),
    ...countryCodes.map((code) => paths.schools(code)),
    ...[1, 2, 3, 4, 5, 6].map((id) => paths.category(id)),
    ...faqGroups.map((g) => paths.faq(g.id)),
    ...schools.map((s) => paths.school(s.id)),
  ];
  const entry = (perLocale: Partial<Record<(typeof locales)[number], string>>, lastmod?: string) => {
    const alternates = locales
      .filter((l) => perLocale[l])
      .map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${htmlLang[l]}" href="${escapeXml(localeUrl(l, perLocale[l] as string, addressing))}"/>`,
      )
      .join("");
    const first = Object.values(perLocale)[0] as string;
    const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(defaultUrl(first, addressing))}"/>`;
    return locales
      .filter((l) => perLocale[l])
      .map(
        (l) =>
          `<url><loc>${escapeXml(localeUrl(l, perLocale[l] as string, addressing))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}${xDefault}</url>`,
      )
      .join("\n");
  };
  const urls = staticPaths.map((path) => entry(Object.fromEntries(locales.map((l) => [l, path]))));
  const byArticle = new Map<number, { date: string; slugs: Record<string, string> }>();
  for (const a of articles) {
    const item = byArticle.get(a.id) ?? { date: a.published_at, slugs: {} };
    item.slugs[a.locale] = paths.article(a.id, a.slug);
    byArticle.set(a.id, item);
  }
  for (const item of byArticle.values()) urls.push(entry(item.slugs, item.date));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
