import { breadcrumbJsonLd, JsonLd } from "~/components/ui/JsonLd";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { SchoolDetail } from "./schools.server";

/** The school page's structured data: the school itself and its breadcrumb trail. */
export function SchoolJsonLd({
  school,
  absolute,
  countryPath,
}: {
  school: SchoolDetail;
  absolute: (path: string) => string;
  countryPath: string;
}) {
  const { t } = useTranslator();
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CollegeOrUniversity",
          name: school.name_en,
          alternateName: [school.name_tw, school.name_cn],
          address: { "@type": "PostalAddress", addressLocality: school.city, addressRegion: school.region },
          ...(school.founded ? { foundingDate: String(school.founded) } : {}),
          ...(school.website ? { url: school.website } : {}),
        }}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t("nav.home"), url: absolute(paths.home()) },
          { name: school.country_name, url: absolute(countryPath) },
          { name: school.name, url: absolute(paths.school(school.id)) },
        ])}
      />
    </>
  );
}
