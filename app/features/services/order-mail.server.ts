import type { MailAttachment, OutgoingMail } from "~/.server/mail/outbox";
import { escapeHtml, renderMail } from "~/.server/mail/render";
import { serverTranslator } from "~/.server/messages";
import { chatIdLabelKey } from "~/features/consultation/consultation-options";
import { type ScanToPay, scanToPayPng } from "~/features/payments/scan-to-pay.server";
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
  /** The market's payment QR or receive codes (features/payments), when configured. */
  scan?: ScanToPay | null;
  /** The lead's page in the back office (absolute), for the office's mail. */
  leadUrl?: string;
  /** The office's address: Reply-To of the student's mail (From stays the no-reply sender). */
  officeEmail?: string;
}

/** Content id of the payment QR attached to an order confirmation. */
export const PAYMENT_QR_CID = "payment-qr@studyway";

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
  else if (context.bankAccount)
    paragraphs.push(t("service.payment.transferText", { reference: context.reference }), context.bankAccount);
  // No account configured for the currency: say so, never a number (decision 0019).
  else paragraphs.push(t("service.payment.bankPending", { currency: context.priced.currency }));
  const scan = context.contact.payment_method === "cash" ? null : context.scan;
  let qrHtml = "";
  const attachments: MailAttachment[] = [];
  if (scan?.kind === "qr") {
    const values = { standard: scan.standard, amount: scan.amount, reference: scan.reference };
    paragraphs.push(t("pay.mail.qr", values));
    qrHtml = `<p><img src="cid:${PAYMENT_QR_CID}" width="240" height="240" alt="${escapeHtml(t("pay.qr.alt", values))}"></p>`;
    attachments.push({
      filename: `${scan.standard.replace(/\s/g, "")}-${scan.reference}.png`,
      contentType: "image/png",
      cid: PAYMENT_QR_CID,
      base64: scanToPayPng(scan).toString("base64"),
    });
  } else if (scan?.kind === "receive-code") {
    const apps = scan.codes.map((c) => ({ wechatpay: "WeChat Pay", alipay: "Alipay", linepay: "LINE Pay" })[c.app]);
    paragraphs.push(
      t("pay.mail.receiveCode", { apps: apps.join(", "), amount: scan.amount, reference: scan.reference }),
    );
  }
  if (context.trackingUrl) paragraphs.push(followParagraph(context.locale, context.trackingUrl));
  const { text, html } = renderMail(context.locale, paragraphs, orderRows(context, context.locale), qrHtml);
  return {
    ...(attachments.length ? { attachments } : {}),
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
