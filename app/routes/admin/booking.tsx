import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { AdminTitle, Row, useDateTime } from "~/features/admin/admin-ui";
import { LeadStatusPanel } from "~/features/leads/LeadStatusPanel";
import { leadId } from "~/features/leads/lead-actions.server";
import { bookingPageData } from "~/features/leads/lead-pages.server";
import { ReplyPanel } from "~/features/leads/ReplyPanel";
import { RequestPanel } from "~/features/leads/RequestPanel";
import { leadPageAction } from "~/features/leads/request-actions.server";
import { CONSULTANTS, requireStaff } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/booking";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, CONSULTANTS);
  const { db } = args.context.get(appContext);
  const template = new URL(args.request.url).searchParams.get("template");
  const page = await bookingPageData(db, session, leadId(args.params), template);
  if (!page) throw notFound();
  return page;
}

export const action = (args: Route.ActionArgs) => leadPageAction(args, "consultation");

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  const { booking, panel } = loaderData;
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
        <div>
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
          {panel ? <RequestPanel panel={panel} result={actionData} /> : null}
          <ReplyPanel reply={loaderData.reply} result={actionData} />
        </div>
        <LeadStatusPanel
          status={booking.status}
          assignedTo={booking.assignedTo}
          assignable={loaderData.assignable}
          events={loaderData.events}
          saved={Boolean(actionData && "saved" in actionData && actionData.saved)}
        />
      </div>
    </>
  );
}
