import { LocaleLink } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { ExampleTag } from "./ExampleMark";
import type { Testimonial } from "./students.server";

export function TestimonialCard({
  testimonial: q,
  headingLevel = 3,
}: {
  testimonial: Testimonial;
  headingLevel?: 2 | 3;
}) {
  const { t, formatYear } = useTranslator();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card testimonial">
      <p className="stars" role="img" aria-label={t("testimonials.rating", { rating: q.rating })}>
        {"★".repeat(q.rating)}
        {"☆".repeat(5 - q.rating)}
      </p>
      <Heading>
        {q.title}
        {q.example && <ExampleTag />}
      </Heading>
      <blockquote>{q.quote}</blockquote>
      <p className="muted">
        <strong>{q.student}</strong> · <LocaleLink to={paths.school(q.school_id)}>{q.school}</LocaleLink> · {q.program}{" "}
        · {formatYear(q.year)}
      </p>
    </li>
  );
}
