import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { LocaleLink } from "./LocaleLink";

/** The "book a consultation" band at the end of content pages. */
export function ConsultationCta({ title, text }: { title?: string; text?: string | null }) {
  const { t } = useTranslator();
  return (
    <section className="cta-band">
      <h2>{title ?? t("guide.ctaTitle")}</h2>
      {text !== null && <p>{text ?? t("guide.ctaText")}</p>}
      <LocaleLink to={paths.consultation()} className="button button-primary">
        {t("nav.bookNow")}
      </LocaleLink>
    </section>
  );
}
