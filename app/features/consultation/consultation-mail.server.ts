import type { OutgoingMail } from "~/.server/mail/outbox";
import { renderMail } from "~/.server/mail/render";
import { serverTranslator } from "~/.server/messages";
import { followParagraph } from "~/features/tracking/tracking-mail.server";
import { contactMethodInTextKey } from "~/lib/contact-channels";
import type { Locale } from "~/lib/locales";
import { chatIdLabelKey, formatEnrolYear } from "./consultation-options";
import type { Consultation } from "./consultation-schema";

export interface MailContext {
  reference: string;
  /** Locale of the site the visitor used. */
  locale: Locale;
  booking: Consultation;
  officeName: (locale: Locale) => string;
  shortlist: string[];
  /** The student's request page (features/tracking), when known. */
  trackingUrl?: string;
  /** The lead's page in the back office (absolute), for the office's mail. */
  leadUrl?: string;
  /** The office's address: Reply-To of the student's mail (From stays the no-reply sender). */
  officeEmail?: string;
}

/** Label/value rows of a booking, in one language (what both mails list). */
function summaryRows(context: MailContext, locale: Locale): [string, string][] {
  const { t } = serverTranslator(locale);
  const b = context.booking;
  const option = (group: string, code: string) => (code ? t(`consultation.${group}.${code}`) : "—");
  const rows: [string, string][] = [
    [t("consultation.field.name"), b.title ? `${b.name} (${option("title", b.title)})` : b.name],
    [t("consultation.field.email"), b.email],
    [t("consultation.field.phone"), b.phone],
    // The chat app of the site the visitor booked on, named in the reader's language.
    [t(chatIdLabelKey(context.locale)), b.line_id || "—"],
    [t("consultation.field.office"), context.officeName(locale)],
    [t("consultation.field.contactMethod"), option("contact", b.contact_method)],
    [t("consultation.field.countries"), b.countries.map((c) => option("country", c)).join(", ")],
    [t("consultation.field.degree"), option("degree", b.degree)],
    [
      t("consultation.field.enrolment"),
      [b.enrol_year ? formatEnrolYear(locale, b.enrol_year) : "", b.enrol_term ? option("term", b.enrol_term) : ""]
        .filter(Boolean)
        .join(" ") || "—",
    ],
    [t("consultation.field.major"), b.major || "—"],
    [t("consultation.field.heardFrom"), option("heard", b.heard_from)],
    [t("consultation.field.remark"), b.remark || "—"],
  ];
  if (context.shortlist.length) rows.push([t("consultation.shortlist.title"), context.shortlist.join(", ")]);
  return rows;
}

/** The visitor's confirmation, in the language of the site they booked on. */
export function studentConfirmation(context: MailContext): OutgoingMail {
  const { t } = serverTranslator(context.locale);
  const b = context.booking;
  const method = t(contactMethodInTextKey(b.contact_method));
  const { text, html } = renderMail(
    context.locale,
    [
      t("mail.greeting", { name: b.name }),
      t("mail.consultation.student.body", {
        reference: context.reference,
        office: context.officeName(context.locale),
        method,
      }),
      ...(context.trackingUrl ? [followParagraph(context.locale, context.trackingUrl)] : []),
    ],
    summaryRows(context, context.locale),
  );
  return {
    topic: `consultation:${context.reference}:student`,
    recipient: b.email,
    subject: t("mail.consultation.student.subject", { reference: context.reference }),
    text,
    html,
    ...(context.officeEmail ? { replyTo: context.officeEmail } : {}),
  };
}

/** The office's notification, in the office's working language; replies go to the visitor. */
export function officeNotification(context: MailContext, officeEmail: string, officeLocale: Locale): OutgoingMail {
  const { t } = serverTranslator(officeLocale);
  const { text, html } = renderMail(
    officeLocale,
    [
      t("mail.consultation.office.body", { reference: context.reference, site: context.locale }),
      ...(context.leadUrl ? [t("mail.office.leadLink", { url: context.leadUrl })] : []),
    ],
    summaryRows(context, officeLocale),
  );
  return {
    topic: `consultation:${context.reference}:office`,
    recipient: officeEmail,
    subject: t("mail.consultation.office.subject", { reference: context.reference, name: context.booking.name }),
    text,
    html,
    replyTo: context.booking.email,
  };
}
