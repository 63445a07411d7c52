import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { ConsultationCta } from "~/components/ui/ConsultationCta";
import { PageMeta } from "~/components/ui/PageMeta";
import { ExampleNote } from "~/features/students/ExampleMark";
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
      <ExampleNote shown={loaderData.testimonials.some((q) => q.example)} />
      <ul className="testimonial-grid">
        {loaderData.testimonials.map((q) => (
          <TestimonialCard key={q.id} testimonial={q} headingLevel={2} />
        ))}
      </ul>
      <ConsultationCta text={null} />
    </div>
  );
}
