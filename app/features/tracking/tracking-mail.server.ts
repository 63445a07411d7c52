import type { OutgoingMail } from "~/.server/mail/outbox";
import { renderMail } from "~/.server/mail/render";
import { serverTranslator } from "~/.server/messages";
import { toAdminLocale } from "~/features/admin/admin-locale";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { formatPrice } from "~/features/services/money";
import { type CurrencyCode, currencyDigits } from "~/features/services/pricing";
import type { Locale } from "~/lib/locales";
import { paths } from "~/lib/paths";
import { type LocaleAddressing, localeUrl } from "~/lib/urls";
import type { TrackedRequest } from "./requests.server";
import type { Stage } from "./stages";
import { formatDateTime, localeTimeZone, timeZoneLabel } from "./time";

/** The absolute address of a student's page, on their language's domain or with its ?lang= marker. */
export function requestUrl(addressing: LocaleAddressing, locale: Locale, token: string): string {
  return localeUrl(locale, paths.myRequest(token), addressing);
}

/** The paragraph the confirmation mails end with: where to follow the request. */
export function followParagraph(locale: Locale, url: string): string {
  return serverTranslator(locale).t("mail.tracking.follow", { url });
}

const typeKey = (request: TrackedRequest) => (request.type === "order" ? "order" : "booking");

/** An appointment for the student: their site's time zone, named. */
export function appointmentText(locale: Locale, iso: string): string {
  const zone = localeTimeZone[locale];
  return `${formatDateTime(locale, iso, zone)} (${timeZoneLabel(locale, zone, iso)})`;
}

export function moneyText(locale: Locale, minor: number, currency: string): string {
  return formatPrice(locale, minor, currency, currencyDigits[currency as CurrencyCode] ?? 0);
}

export interface StageMailValues {
  editor?: string | null;
  appointmentAt?: string | null;
  dueAt?: string | null;
}

function studentMail(
  request: TrackedRequest,
  topic: string,
  subject: string,
  paragraphs: string[],
  url: string,
): OutgoingMail {
  const { t } = serverTranslator(request.locale);
  const { text, html } = renderMail(
    request.locale,
    [t("mail.greeting", { name: request.name }), ...paragraphs, t("mail.tracking.follow", { url })],
    [[t("mail.tracking.reference"), request.reference]],
  );
  return { topic: `${request.type}:${request.reference}:${topic}`, recipient: request.email, subject, text, html };
}

/** The mail that tells the student their request moved to `stage`, in their language. */
export function stageMail(request: TrackedRequest, stage: Stage, values: StageMailValues, url: string): OutgoingMail {
  const { t } = serverTranslator(request.locale);
  const key = `mail.tracking.${typeKey(request)}.${stage}`;
  const vars = {
    reference: request.reference,
    editor: values.editor ?? "",
    appointment: values.appointmentAt ? appointmentText(request.locale, values.appointmentAt) : "",
  };
  const paragraphs = [t(`${key}.body`, vars)];
  if (values.dueAt) {
    paragraphs.push(
      t("mail.tracking.order.due", {
        due: formatDateTime(request.locale, values.dueAt, localeTimeZone[request.locale]),
      }),
    );
  }
  return studentMail(request, `stage-${stage}`, t(`${key}.subject`, vars), paragraphs, url);
}

/** A payment proof the office could not match, with its reason. */
export function proofRejectedMail(request: TrackedRequest, reason: string, url: string): OutgoingMail {
  const { t } = serverTranslator(request.locale);
  return studentMail(
    request,
    "proof-rejected",
    t("mail.tracking.proofRejected.subject", { reference: request.reference }),
    [t("mail.tracking.proofRejected.body", { reference: request.reference }), reason],
    url,
  );
}

/** "Find my request": a fresh link, and nothing else. */
export function linkMail(request: TrackedRequest, url: string): OutgoingMail {
  const { t } = serverTranslator(request.locale);
  return studentMail(
    request,
    "link",
    t("mail.tracking.link.subject", { reference: request.reference }),
    [t("mail.tracking.link.body", { reference: request.reference })],
    url,
  );
}

/**
 * "Find my request" by address alone: a fresh link to each of the address's requests in one
 * language (`found`, newest first), in that language, greeting the newest request's name.
 */
export function linksMail(
  locale: Locale,
  found: ReadonlyArray<{ request: TrackedRequest; url: string }>,
  now: Date,
): OutgoingMail {
  const { t } = serverTranslator(locale);
  const zone = localeTimeZone[locale];
  const first = found[0]?.request;
  const lines = found.map(({ request, url }) =>
    t(`mail.tracking.links.${typeKey(request)}`, {
      reference: request.reference,
      date: formatDateTime(locale, request.createdAt, zone),
      url,
    }),
  );
  const { text, html } = renderMail(
    locale,
    [t("mail.greeting", { name: first?.name ?? "" }), t("mail.tracking.links.body"), ...lines],
    [],
  );
  return {
    topic: `find:${locale}:${now.toISOString()}`,
    recipient: first?.email ?? "",
    subject: t("mail.tracking.links.subject"),
    text,
    html,
  };
}

/** The office hears of what the student did on their page; replies reach the student. */
export function officeMail(
  request: TrackedRequest,
  kind: "proof" | "revision",
  officeEmail: string,
  rows: [string, string][],
  adminUrl: string,
): OutgoingMail {
  const { t } = serverTranslator(request.locale);
  const vars = { reference: request.reference, name: request.name };
  const { text, html } = renderMail(
    request.locale,
    [t(`mail.tracking.office.${kind}.body`, vars), adminUrl],
    [[t("mail.tracking.reference"), request.reference], ...rows],
  );
  return {
    topic: `${request.type}:${request.reference}:office-${kind}`,
    recipient: officeEmail,
    subject: t(`mail.tracking.office.${kind}.subject`, vars),
    text,
    html,
    replyTo: request.email,
  };
}

/**
 * The document editor's notice that an order was given to them, in their back-office language
 * (tw, en, vi, th), with the link to the order; replies go to the office.
 */
export function editorAssignedMail(
  request: TrackedRequest,
  editor: { email: string; name: string; uiLocale: string },
  by: string,
  adminUrl: string,
  replyTo: string | undefined,
): OutgoingMail {
  const locale = toAdminLocale(editor.uiLocale);
  const { t } = adminTranslator(locale);
  const vars = { reference: request.reference, name: editor.name, by };
  const { text, html } = renderMail(
    locale,
    [t("admin.mail.editorAssigned.body", vars), adminUrl],
    [[t("admin.mail.editorAssigned.order"), request.reference]],
  );
  return {
    topic: `order:${request.reference}:editor`,
    recipient: editor.email,
    subject: t("admin.mail.editorAssigned.subject", vars),
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
  };
}
