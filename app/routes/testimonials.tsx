import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { listTestimonials } from "~/features/students/students.server";
import { TestimonialCard } from "~/features/students/TestimonialCard";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/testimonials";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  return { testimonials: await listTestimonials(db, localeResolution.locale) };
}

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  return (
    <div className="container">
      <PageMeta title={t("testimonials.title")} description={t("testimonials.description")} />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: t("testimonials.title") }]} />
      <h1>{t("testimonials.title")}</h1>
      <p className="lead">{t("testimonials.lead")}</p>
      <ul className="testimonial-grid">
        {loaderData.testimonials.map((q) => (
          <TestimonialCard key={q.id} testimonial={q} headingLevel={2} />
        ))}
      </ul>
      <section className="cta-band">
        <h2>{t("guide.ctaTitle")}</h2>
        <LocaleLink to={paths.consultation()} className="button button-primary">
          {t("nav.bookNow")}
        </LocaleLink>
      </section>
    </div>
  );
}
