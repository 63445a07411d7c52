import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { serverTranslator } from "~/.server/messages";
import { AdminTitle, Row, useDateTime } from "~/features/admin/admin-ui";
import { describeFitProfile } from "~/features/fit/profile";
import { LeadStatusPanel } from "~/features/leads/LeadStatusPanel";
import { leadId, leadUpdateAction } from "~/features/leads/lead-actions.server";
import { getBooking, leadEvents } from "~/features/leads/leads.server";
import { listOffices } from "~/features/reference/reference.server";
import { assertOffice, CONSULTANTS, requireStaff } from "~/features/staff/guard.server";
import { listAssignable } from "~/features/staff/staff.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/booking";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, CONSULTANTS);
  const { db } = args.context.get(appContext);
  const booking = await getBooking(db, leadId(args.params));
  if (!booking) throw notFound();
  assertOffice(session, booking.office);
  const locale = session.user.uiLocale;
  // The booking form's own labels, in the staff's language.
  const label = serverTranslator(locale).t;
  const [events, assignable, offices] = await Promise.all([
    leadEvents(db, "consultation", booking.id),
    listAssignable(db, booking.office),
    listOffices(db, locale),
  ]);
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      createdAt: booking.created_at,
      locale: booking.locale,
      office: offices.find((o) => o.code === booking.office)?.name ?? booking.office,
      name: booking.name,
      title: booking.title ? label(`consultation.title.${booking.title}`) : "",
      email: booking.email,
      phone: booking.phone,
      messenger: booking.line_id,
      messengerLabel: label(`consultation.field.messenger.${booking.locale === "vi" ? "zalo" : "line"}`),
      contactMethod: booking.contact_method ? label(`consultation.contact.${booking.contact_method}`) : "",
      countries: booking.countries.map((c) => label(`consultation.country.${c}`)),
      degree: booking.degree ? label(`consultation.degree.${booking.degree}`) : "",
      enrolment: [booking.enrol_year ?? "", booking.enrol_term ? label(`consultation.term.${booking.enrol_term}`) : ""]
        .filter(Boolean)
        .join(" "),
      major: booking.major,
      heardFrom: booking.heard_from ? label(`consultation.heard.${booking.heard_from}`) : "",
      remark: booking.remark,
      shortlist: booking.shortlist,
      fitProfile: describeFitProfile(booking.fit_profile),
      status: booking.status,
      assignedTo: booking.assigned_to,
    },
    events,
    assignable,
  };
}

export const action = (args: Route.ActionArgs) => leadUpdateAction(args, "consultation");

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  const { booking } = loaderData;
  return (
    <>
      <AdminTitle title={`${t("admin.leads.type.consultation")} ${booking.reference}`} />
      <p>
        <Link to="/admin/leads">{t("admin.lead.back")}</Link>
      </p>
      <h1>
        {t("admin.leads.type.consultation")} <span className="admin-ref">{booking.reference}</span>
      </h1>
      <div className="admin-columns">
        <section className="admin-card" aria-labelledby="sent-heading">
          <h2 id="sent-heading">{t("admin.lead.sent")}</h2>
          <dl className="admin-dl">
            <Row term={t("admin.lead.received")}>{dateTime(booking.createdAt)}</Row>
            <Row term={t("admin.leads.locale")}>{t(`admin.locale.${booking.locale}`)}</Row>
            <Row term={t("admin.leads.office")}>{booking.office}</Row>
            <Row term={t("admin.lead.name")}>{[booking.title, booking.name].filter(Boolean).join(" ")}</Row>
            <Row term={t("admin.lead.email")}>{<a href={`mailto:${booking.email}`}>{booking.email}</a>}</Row>
            <Row term={t("admin.lead.phone")}>{<a href={`tel:${booking.phone}`}>{booking.phone}</a>}</Row>
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
          </dl>
          {booking.fitProfile && (
            <dl className="admin-dl">
              <Row term={t("admin.lead.fitProfile")}>{booking.fitProfile}</Row>
            </dl>
          )}
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
        </section>
        <LeadStatusPanel
          status={booking.status}
          assignedTo={booking.assignedTo}
          assignable={loaderData.assignable}
          events={loaderData.events}
          saved={Boolean(actionData?.saved)}
        />
      </div>
    </>
  );
}
