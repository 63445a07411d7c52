import { LocaleLink } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";

/** The result pages' link to the student's own request page (needs the route's "tracking.result." keys). */
export function TrackingLink({ to }: { to: string }) {
  const { t } = useTranslator();
  return (
    <div className="tracking-link">
      <p>
        <LocaleLink className="button button-primary" to={to} data-tracking-link>
          {t("tracking.result.link")}
        </LocaleLink>
      </p>
      <p className="muted">{t("tracking.result.hint")}</p>
    </div>
  );
}
