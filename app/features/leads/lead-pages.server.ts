import type { RouterContextProvider } from "react-router";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import type { LeadType } from "~/.server/db/schema";
import { notFound } from "~/.server/http/route-errors";
import { serverTranslator } from "~/.server/messages";
import { type AdminLocale, titledName } from "~/features/admin/admin-locale";
import { chatIdLabelKey } from "~/features/consultation/consultation-options";
import { listAgencyOffices } from "~/features/reference/reference.server";
import {
  assertOffice,
  assertOrderAccess,
  CONSULTANTS,
  canSeeOffice,
  requireStaff,
} from "~/features/staff/guard.server";
import type { StaffSession } from "~/features/staff/sessions.server";
import { listAssignable } from "~/features/staff/staff.server";
import { loadRequest } from "~/features/tracking/requests.server";
import { isLocale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import { leadId } from "./lead-actions.server";
import { getBooking, getOrder, leadEvents } from "./leads.server";
import { leadThread, replyDraft, replyTemplates } from "./replies.server";
import { requestPanel } from "./request-panel.server";

/** The reply form and the thread: the draft of the chosen template, in the student's language. */
async function replyPanel(db: Db, type: LeadType, id: number, template: string | null) {
  const request = await loadRequest(db, { type, id });
  const chosen = template && replyTemplates[type].includes(template) ? template : "blank";
  return {
    templates: replyTemplates[type],
    template: chosen,
    draft: request ? replyDraft(request, chosen) : { subject: "", body: "" },
    studentLocale: request?.locale ?? "tw",
    thread: await leadThread(db, type, id),
  };
}

export type ReplyPanelData = Awaited<ReturnType<typeof replyPanel>>;

/** What a document editor's order page carries of the reply form: nothing. */
const noReply: ReplyPanelData = {
  templates: [],
  template: "blank",
  draft: { subject: "", body: "" },
  studentLocale: "tw",
  thread: [],
};

/** Everything the order page shows, labels in the staff's language; undefined when there is no such order. */
export async function orderPageData(db: Db, session: StaffSession, id: number, template: string | null = null) {
  const order = await getOrder(db, id);
  if (!order) return undefined;
  assertOrderAccess(session, order.office, order.editor_id);
  // The document editor sees the order's items, files and stage, not the student's contact or the thread.
  const editorOnly = !canSeeOffice(session, order.office);
  const locale: AdminLocale = session.user.uiLocale;
  const label = serverTranslator(locale).t;
  const [events, assignable, offices, services, methods, panel] = await Promise.all([
    leadEvents(db, "order", order.id),
    listAssignable(db, order.office),
    listAgencyOffices(db, locale),
    db.selectFrom("services").select(["code", "name"]).execute(),
    db.selectFrom("editing_methods").select(["code", "name"]).execute(),
    requestPanel(db, "order", order.id),
  ]);
  const reply = editorOnly ? noReply : await replyPanel(db, "order", order.id, template);
  const serviceName = new Map(services.map((s) => [s.code, pickLocalized(s.name, locale)]));
  const methodName = new Map(methods.map((m) => [m.code, pickLocalized(m.name, locale)]));
  return {
    order: {
      id: order.id,
      reference: order.reference,
      createdAt: order.created_at,
      locale: order.locale,
      office: offices.find((o) => o.code === order.office)?.name ?? order.office,
      officeCode: order.office,
      name: order.name,
      email: editorOnly ? "" : order.email,
      phone: editorOnly ? "" : order.phone,
      messenger: editorOnly ? "" : order.messenger_id,
      messengerLabel: label(chatIdLabelKey(isLocale(order.locale) ? order.locale : "tw")),
      message: editorOnly ? "" : order.message,
      payment: label(`service.payment.${order.payment_method}`),
      /** tw TWD transfers: the last five digits of the account the student pays from */
      payerLast5: editorOnly ? null : order.payer_account_last5,
      currency: order.currency,
      originalMinor: order.original_minor,
      discountMinor: order.discount_minor,
      rushMinor: order.rush_minor,
      totalMinor: order.total_minor,
      status: order.status,
      assignedTo: order.assigned_to,
      nextActionAt: order.next_action_at,
      nextActionType: order.next_action_type,
      items: order.items.map((i) => ({
        id: i.id,
        service: serviceName.get(i.service_code) ?? i.service_code,
        method: i.method_code ? (methodName.get(i.method_code) ?? i.method_code) : "",
        topic: i.topic,
        units: i.units,
        rush: i.rush === 1,
        originalMinor: i.original_minor,
        rushMinor: i.rush_minor,
        upload: i.upload_id
          ? { id: i.upload_id, name: i.original_name ?? "", bytes: i.bytes ?? 0, words: i.words ?? 0 }
          : null,
      })),
    },
    events: editorOnly ? [] : events,
    assignable: editorOnly ? [] : assignable,
    // Payment proofs are the office's business.
    panel: editorOnly && panel ? { ...panel, proofs: [] } : panel,
    reply,
    editorOnly,
  };
}

export type OrderPageData = NonNullable<Awaited<ReturnType<typeof orderPageData>>>;

/** Everything the booking page shows, the form's own labels in the staff's language. */
export async function bookingPageData(db: Db, session: StaffSession, id: number, template: string | null = null) {
  const booking = await getBooking(db, id);
  if (!booking) return undefined;
  assertOffice(session, booking.office);
  const locale: AdminLocale = session.user.uiLocale;
  const label = serverTranslator(locale).t;
  const [events, assignable, offices, panel] = await Promise.all([
    leadEvents(db, "consultation", booking.id),
    listAssignable(db, booking.office),
    listAgencyOffices(db, locale),
    requestPanel(db, "consultation", booking.id),
  ]);
  const reply = await replyPanel(db, "consultation", booking.id, template);
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      createdAt: booking.created_at,
      locale: booking.locale,
      office: offices.find((o) => o.code === booking.office)?.name ?? booking.office,
      officeCode: booking.office,
      name: booking.name,
      title: booking.title ? label(`consultation.title.${booking.title}`) : "",
      /** The name with the title, in the order of the staff's language */
      titledName: titledName(locale, booking.name, booking.title ? label(`consultation.title.${booking.title}`) : ""),
      email: booking.email,
      phone: booking.phone,
      messenger: booking.line_id,
      messengerLabel: label(chatIdLabelKey(isLocale(booking.locale) ? booking.locale : "tw")),
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
      status: booking.status,
      assignedTo: booking.assigned_to,
      nextActionAt: booking.next_action_at,
      nextActionType: booking.next_action_type,
    },
    events,
    assignable,
    panel,
    reply,
  };
}

/**
 * The loader of a lead's page: consultants and admins (of the lead's office), the lead of `:id` as
 * `pageData` gives it (a 404 when there is none), `?template=` choosing the reply draft.
 */
export async function leadPageLoader<T>(
  args: { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } },
  pageData: (db: Db, session: StaffSession, id: number, template: string | null) => Promise<T | undefined>,
  /** Orders: their document editor too (the page data checks which order) */
  readers = CONSULTANTS,
): Promise<T> {
  const { session } = await requireStaff(args, readers);
  const { db } = args.context.get(appContext);
  const template = new URL(args.request.url).searchParams.get("template");
  const page = await pageData(db, session, leadId(args.params), template);
  if (!page) throw notFound();
  return page;
}
