import { Row } from "~/features/admin/admin-ui";
import { LeadPage } from "~/features/leads/LeadPage";
import { bookingPageData, leadPageLoader } from "~/features/leads/lead-pages.server";
import { leadPageAction } from "~/features/leads/request-actions.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/booking";

export const loader = (args: Route.LoaderArgs) => leadPageLoader(args, bookingPageData);

export const action = (args: Route.ActionArgs) => leadPageAction(args, "consultation");

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { booking } = loaderData;
  return (
    <LeadPage
      type="consultation"
      lead={booking}
      name={booking.titledName}
      page={loaderData}
      actionData={actionData}
      details={
        <>
          <Row term={booking.messengerLabel}>{booking.messenger || "—"}</Row>
          <Row term={t("admin.lead.contactMethod")}>{booking.contactMethod || "—"}</Row>
          <Row term={t("admin.lead.countries")}>{booking.countries.join(", ") || "—"}</Row>
          <Row term={t("admin.lead.degree")}>{booking.degree || "—"}</Row>
          <Row term={t("admin.lead.enrolment")}>{booking.enrolment || "—"}</Row>
          <Row term={t("admin.lead.major")}>{booking.major || "—"}</Row>
          <Row term={t("admin.lead.heardFrom")}>{booking.heardFrom || "—"}</Row>
          <Row term={t("admin.lead.remark")}>
            {booking.remark ? <span className="admin-pre">{booking.remark}</span> : "—"}
          </Row>
        </>
      }
      sentExtra={
        <>
          <h3>{t("admin.lead.shortlist")}</h3>
          {booking.shortlist.length === 0 ? (
            <p>{t("admin.lead.noShortlist")}</p>
          ) : (
            <ol>
              {booking.shortlist.map((s) => (
                <li key={s.id}>
                  <a href={`/schools/${s.id}`} target="_blank" rel="noreferrer">
                    {s.name}
                  </a>{" "}
                  <span lang="zh-Hant">{s.nameTw}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      }
    />
  );
}
