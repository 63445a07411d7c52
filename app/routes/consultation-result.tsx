import { appContext } from "~/.server/context";
import { routeMessages } from "~/.server/messages";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { withRouteMessages } from "~/components/ui/RouteMessages";
import { getBookingSummary } from "~/features/consultation/consultation.server";
import { resultPageLink } from "~/features/tracking/access.server";
import { TrackingLink } from "~/features/tracking/TrackingLink";
import { contactMethodInTextKey } from "~/lib/contact-channels";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/consultation-result";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const search = new URL(request.url).searchParams;
  const reference = search.get("ref") ?? "";
  const booking = (await getBookingSummary(db, localeResolution.locale, reference)) ?? null;
  return {
    messages: routeMessages(localeResolution.locale, ["consultation.", "tracking.result."]),
    booking,
    trackingPath: booking ? await resultPageLink(db, reference, search.get("key")) : null,
  };
}

function ConsultationResultPageContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { booking, trackingPath } = loaderData;
  // Without a known reference nothing was booked here: a neutral page, no "thank you".
  const title = t(booking ? "consultation.result.title" : "consultation.result.unknownTitle");
  return (
    <div className="container consultation-page">
      <PageMeta title={title} noindex />
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: paths.home() },
          { label: t("consultation.title"), to: paths.consultation() },
          { label: title },
        ]}
      />
      <h1>{title}</h1>
      {booking ? (
        <div className="card result-card">
          <p className="lead">{t("consultation.result.thanks")}</p>
          <p>
            {t("consultation.result.reference")} <strong className="reference">{booking.reference}</strong>
          </p>
          <h2>{t("consultation.result.nextTitle")}</h2>
          <ol className="next-steps">
            <li>{t("consultation.result.next1")}</li>
            <li>
              {t("consultation.result.next2", {
                office: booking.officeName,
                method: t(contactMethodInTextKey(booking.contactMethod)),
              })}
            </li>
            <li>{t("consultation.result.next3")}</li>
          </ol>
          {trackingPath ? <TrackingLink to={trackingPath} /> : null}
        </div>
      ) : (
        <div className="card result-card">
          <p className="lead">{t("consultation.result.unknown")}</p>
        </div>
      )}
      <p className="result-links">
        {booking ? (
          <LocaleLink className="button button-primary" to={paths.schools("all")}>
            {t("consultation.result.browseSchools")}
          </LocaleLink>
        ) : (
          <LocaleLink className="button button-primary" to={paths.consultation()}>
            {t("nav.bookNow")}
          </LocaleLink>
        )}{" "}
        <LocaleLink className="button" to={paths.home()}>
          {t("error.goHome")}
        </LocaleLink>
      </p>
    </div>
  );
}

export default withRouteMessages(ConsultationResultPageContent);
