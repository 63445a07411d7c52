import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminTitle, OfficeTime, Row, useDateTime } from "~/features/admin/admin-ui";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import { type ContactLogResult, type LeadEventView, LeadStatusPanel } from "./LeadStatusPanel";
import type { ReplyPanelData } from "./lead-pages.server";
import { ReplyPanel } from "./ReplyPanel";
import { RequestPanel } from "./RequestPanel";
import type { RequestActionData } from "./request-actions.server";
import type { RequestPanelData } from "./request-panel.server";

/**
 * The page of one lead (a booking or an order): what the student sent (the common rows, then
 * `details`, then `sentExtra`), `extra` below it, the request and reply panels, and the status panel.
 */
export function LeadPage({
  type,
  lead,
  name,
  page,
  actionData,
  details,
  sentExtra,
  extra,
}: {
  type: "consultation" | "order";
  lead: {
    reference: string;
    createdAt: string;
    locale: string;
    office: string;
    /** The office's code: the page's times are in its time zone */
    officeCode: string;
    email: string;
    phone: string;
    status: string;
    assignedTo: number | null;
    nextActionAt: string | null;
    nextActionType: string;
  };
  /** The student's name as the page shows it */
  name: string;
  page: {
    assignable: Array<{ id: number; name: string }>;
    events: LeadEventView[];
    panel: RequestPanelData | null | undefined;
    reply: ReplyPanelData;
    /** The document editor's view of an order: its items and files, no contact, thread or status */
    editorOnly?: boolean;
  };
  actionData: RequestActionData | { saved: boolean } | undefined;
  /** Further rows of what the student sent */
  details: ReactNode;
  sentExtra?: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  const kind = t(`admin.leads.type.${type}`);
  // The contact log answers in its own panel; the other panels answer for their own forms.
  const isLog = Boolean(
    actionData && "done" in actionData
      ? actionData.done === "log"
      : actionData && "failed" in actionData && actionData.failed === "log",
  );
  const log: ContactLogResult | undefined =
    actionData && isLog
      ? "failed" in actionData
        ? { error: actionData.error, field: actionData.field, values: actionData.values ?? {} }
        : { done: true }
      : undefined;
  const result = isLog ? undefined : actionData;
  return (
    <OfficeTime office={lead.officeCode}>
      <AdminTitle title={`${kind} ${lead.reference}`} />
      <p>
        <Link to={adminPaths.leads()}>{t("admin.lead.back")}</Link>
      </p>
      <h1>
        {kind} <span className="admin-ref">{lead.reference}</span>
      </h1>
      <div className="admin-columns">
        <div>
          <section className="admin-card" aria-labelledby="sent-heading">
            <h2 id="sent-heading">{t("admin.lead.sent")}</h2>
            <dl className="admin-dl">
              <Row term={t("admin.lead.received")}>{dateTime(lead.createdAt, lead.officeCode)}</Row>
              <Row term={t("admin.leads.locale")}>{t(`admin.locale.${lead.locale}`)}</Row>
              <Row term={t("admin.leads.office")}>{lead.office}</Row>
              <Row term={t("admin.lead.name")}>{name}</Row>
              {!page.editorOnly && (
                <>
                  <Row term={t("admin.lead.email")}>{<a href={`mailto:${lead.email}`}>{lead.email}</a>}</Row>
                  <Row term={t("admin.lead.phone")}>{<a href={`tel:${lead.phone}`}>{lead.phone}</a>}</Row>
                </>
              )}
              {details}
            </dl>
            {sentExtra}
          </section>
          {extra}
          {page.panel ? <RequestPanel panel={page.panel} result={result} editorOnly={page.editorOnly} /> : null}
          {!page.editorOnly && <ReplyPanel reply={page.reply} result={result} />}
        </div>
        {!page.editorOnly && (
          <LeadStatusPanel
            status={lead.status}
            assignedTo={lead.assignedTo}
            assignable={page.assignable}
            events={page.events}
            saved={Boolean(actionData && "saved" in actionData && actionData.saved)}
            nextAction={{ at: lead.nextActionAt, type: lead.nextActionType }}
            log={log}
          />
        )}
      </div>
    </OfficeTime>
  );
}
