import { LocaleLink } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Testimonial } from "./students.server";

export function TestimonialCard({ testimonial: q }: { testimonial: Testimonial }) {
  const { t } = useTranslator();
  return (
    <li className="card testimonial">
      <p className="stars" role="img" aria-label={t("testimonials.rating", { rating: q.rating })}>
        {"★".repeat(q.rating)}
        {"☆".repeat(5 - q.rating)}
      </p>
      <h3>{q.title}</h3>
      <blockquote>{q.quote}</blockquote>
      <p className="muted">
        <strong>{q.student}</strong> · <LocaleLink to={paths.school(q.school_id)}>{q.school}</LocaleLink> · {q.program}{" "}
        · {q.year}
      </p>
    </li>
  );
}
