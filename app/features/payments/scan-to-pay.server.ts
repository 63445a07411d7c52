import type { Config } from "~/.server/config";
import { formatPrice } from "~/features/services/money";
import { type CurrencyCode, currencyDigits } from "~/features/services/pricing";
import type { Locale } from "~/lib/locales";
import { mediaUrl } from "~/lib/media";
import type { Payee, ReceiveCodeApp } from "~/lib/payees";
import { nationalQrPayload, promptPayPhone, type QrPayee, standardName } from "./national-qr";
import { qrPng, qrSvgDataUrl } from "./qr-image.server";

/** What a page or a mail shows to pay one order by scanning; null when nothing is configured for it. */
export type ScanToPay =
  | {
      kind: "qr";
      standard: "PromptPay" | "VietQR" | "QR Ph";
      payload: string;
      /** The QR as an SVG data URL (pages). */
      image: string;
      /** The payee, as label key and value, for the text next to the image. */
      payee: Array<[label: string, value: string]>;
      amount: string;
      /** The reference as the payload carries it (letters and digits). */
      reference: string;
    }
  | {
      kind: "receive-code";
      codes: Array<{ app: ReceiveCodeApp; image: string }>;
      amount: string;
      reference: string;
    };

export interface PayableOrder {
  locale: Locale;
  reference: string;
  currency: string;
  totalMinor: number;
  paymentMethod: string;
}

/** The reference as it goes into a payload and a transfer note: "S-261128-AB12CD" → "S261128AB12CD". */
export const compactReference = (reference: string) => reference.replace(/[^0-9A-Za-z]/g, "").toUpperCase();

/** Minor units as the payload writes an amount: 125050 THB → "1250.50", 3500000 VND → "3500000". */
export function payloadAmount(minor: number, currency: string): string {
  if (currency === "VND" || currency === "TWD") return String(minor);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

function payeeLines(payee: QrPayee): Array<[string, string]> {
  switch (payee.scheme) {
    case "promptpay":
      return [
        ["pay.qr.promptpayId", payee.idType === "phone" ? promptPayPhone(payee.id).replace(/^0066/, "0") : payee.id],
      ];
    case "promptpay-bill":
      return [["pay.qr.billerId", payee.billerId]];
    case "vietqr":
      return [
        ["pay.qr.bankBin", payee.bin],
        ["pay.qr.account", payee.account],
      ];
    case "qrph":
    case "qrph-p2m":
      return [
        ["pay.qr.accountName", payee.name],
        ["pay.qr.bic", payee.bic],
        [payee.scheme === "qrph" ? "pay.qr.account" : "pay.qr.merchantId", payee.account],
      ];
  }
}

/**
 * The order's scan-to-pay: the market's national QR (th PromptPay, vi VietQR, en QR Ph) with the
 * exact amount in the order's currency and the reference where the standard has a field for it,
 * or, for cn and tw, the payee's receive codes. Not for cash, and not for a currency without a
 * standard (USD, TWD): the transfer details stay the way to pay those.
 */
export function scanToPay(
  config: Pick<Config, "PAYMENT_QR" | "MEDIA_BASE_URL">,
  order: PayableOrder,
): ScanToPay | null {
  if (order.paymentMethod === "cash") return null;
  const amount = formatPrice(
    order.locale,
    order.totalMinor,
    order.currency,
    currencyDigits[order.currency as CurrencyCode] ?? 0,
  );
  const reference = compactReference(order.reference);
  const payee: Payee | undefined = config.PAYMENT_QR.byCurrency[order.currency as "THB" | "VND" | "PHP"]?.[0];
  if (payee && payee.scheme !== "receive-code") {
    const payload = nationalQrPayload(payee, { amount: payloadAmount(order.totalMinor, order.currency), reference });
    return {
      kind: "qr",
      standard: standardName(payee),
      payload,
      image: qrSvgDataUrl(payload),
      payee: payeeLines(payee),
      amount,
      reference,
    };
  }
  const market = order.locale === "cn" || order.locale === "tw" ? order.locale : undefined;
  const codes = market && order.currency === "TWD" ? config.PAYMENT_QR.receiveCodes[market] : undefined;
  if (codes?.length) {
    return {
      kind: "receive-code",
      codes: codes.map((c) => ({ app: c.app, image: mediaUrl(c.image, config.MEDIA_BASE_URL) })),
      amount,
      reference,
    };
  }
  return null;
}

/** The QR of a scan-to-pay as a PNG, for mail (an inline attachment). */
export const scanToPayPng = (scan: Extract<ScanToPay, { kind: "qr" }>) => qrPng(scan.payload);
