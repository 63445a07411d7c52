import type { OutgoingMail } from "~/.server/mail/outbox";
import { renderMail } from "~/.server/mail/render";
import { serverTranslator } from "~/.server/messages";
import { chatIdLabelKey } from "~/features/consultation/consultation-options";
import { followParagraph } from "~/features/tracking/tracking-mail.server";
import type { Locale } from "~/lib/locales";
import { formatPrice } from "./money";
import type { OrderContactInput } from "./order-contact";
import { currencyDigits } from "./pricing";
import type { PricedSelection } from "./services.server";

export interface OrderMailContext {
  reference: string;
  locale: Locale;
  priced: PricedSelection;
  contact: { name: string; email: string; phone: string } & Partial<OrderContactInput>;
  bankAccount: string;
  /** The student's request page (features/tracking), when known. */
  trackingUrl?: string;
  /** The lead's page in the back office (absolute), for the office's mail. */
  leadUrl?: string;
  /** The office's address: Reply-To of the student's mail (From stays the no-reply sender). */
  officeEmail?: string;
}

function orderRows(context: OrderMailContext, locale: Locale): [string, string][] {
  const { t } = serverTranslator(locale);
  const { currency, items, quote } = context.priced;
  const money = (minor: number) => formatPrice(locale, minor, currency, currencyDigits[currency]);
  const rows: [string, string][] = items.map((item) => [
    [item.serviceName, item.methodName].filter(Boolean).join(" · "),
    [
      item.unit === "flat" ? "" : t(`service.quantity.${item.unit}`, { count: item.quantity }),
      item.price.kind === "priced" ? money(item.price.originalMinor) : "",
      item.rush ? t("service.rushShort") : "",
    ]
      .filter(Boolean)
      .join(" · "),
  ]);
  rows.push(
    [t("service.summary.original"), money(quote.originalMinor)],
    [t("service.summary.discount"), `−${money(quote.discountMinor)}`],
    [t("service.summary.rush"), money(quote.rushMinor)],
    [t("service.summary.total"), money(quote.totalMinor)],
  );
  return rows;
}

/** The student's order confirmation with the bank-transfer instructions, in their language. */
export function orderConfirmation(context: OrderMailContext): OutgoingMail {
  const { t } = serverTranslator(context.locale);
  const paragraphs = [
    t("mail.greeting", { name: context.contact.name }),
    t("mail.order.student.body", { reference: context.reference }),
  ];
  if (context.contact.payment_method === "cash") paragraphs.push(t("service.payment.cashText"));
  else paragraphs.push(t("service.payment.transferText", { reference: context.reference }), context.bankAccount);
  if (context.trackingUrl) paragraphs.push(followParagraph(context.locale, context.trackingUrl));
  const { text, html } = renderMail(context.locale, paragraphs, orderRows(context, context.locale));
  return {
    topic: `order:${context.reference}:student`,
    recipient: context.contact.email,
    subject: t("mail.order.student.subject", { reference: context.reference }),
    text,
    html,
    ...(context.officeEmail ? { replyTo: context.officeEmail } : {}),
  };
}

/** The office's notification; replies reach the student. */
export function orderNotification(context: OrderMailContext, officeEmail: string): OutgoingMail {
  const { t } = serverTranslator(context.locale);
  const c = context.contact;
  const rows: [string, string][] = [
    [t("service.field.name"), c.name],
    [t("service.field.email"), c.email],
    [t("service.field.phone"), c.phone],
    // Named by the order's market: LINE, Zalo, WeChat, or Messenger/Viber/WhatsApp.
    [t(chatIdLabelKey(context.locale)), c.messenger_id || "—"],
    [t("service.field.message"), c.message || "—"],
    ...orderRows(context, context.locale),
  ];
  const { text, html } = renderMail(
    context.locale,
    [
      t("mail.order.office.body", { reference: context.reference, site: context.locale }),
      ...(context.leadUrl ? [t("mail.office.leadLink", { url: context.leadUrl })] : []),
    ],
    rows,
  );
  return {
    topic: `order:${context.reference}:office`,
    recipient: officeEmail,
    subject: t("mail.order.office.subject", { reference: context.reference, name: c.name }),
    text,
    html,
    replyTo: c.email,
  };
}
