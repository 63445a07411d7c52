import { useTranslator } from "~/lib/i18n";
import { DEFAULT_FOUNDING_YEAR, useSiteData } from "~/lib/site-data";

/**
 * Title, description and Open Graph tags. React 19 hoists these into <head> on the server
 * and keeps them in sync on client navigations.
 */
export function PageMeta({
  title,
  description,
  image,
  noindex,
}: {
  title: string;
  description?: string;
  image?: string;
  noindex?: boolean;
}) {
  const { t, formatYear } = useTranslator();
  const site = useSiteData();
  const fullTitle = `${title} | ${t("site.name")}`;
  const desc = description ?? t("site.description", { year: formatYear(site?.foundedYear ?? DEFAULT_FOUNDING_YEAR) });
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t("site.name")} />
      {image && <meta property="og:image" content={image} />}
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
