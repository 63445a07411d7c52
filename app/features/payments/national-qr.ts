import type { Payee } from "~/lib/payees";
import { type EmvField, encodePayload } from "./emv";

/**
 * The national scan-to-pay standards built on EMVCo's merchant-presented QR, one function each,
 * field by field. Every payload here carries an amount, so it is dynamic ("01" = "12": meant for
 * one payment). Fields are in ascending ID order (EMVCo fixes only "00" first and "63" last).
 */
export type QrPayee = Exclude<Payee, { scheme: "receive-code" }>;

export interface QrPayment {
  /** Amount in the currency's main unit, as the payload writes it: "1500.00" (THB, PHP), "1200000" (VND). */
  amount: string;
  /** The order's reference as it goes into a payload: letters and digits only. */
  reference: string;
}

const PROMPTPAY_ID_AID = "A000000677010111";
const PROMPTPAY_BILL_AID = "A000000677010112";
const NAPAS_GUID = "A000000727";
const QRPH_P2P_GUID = "com.p2pqrpay";
const QRPH_P2M_GUID = "ph.ppmi.p2m";
const QRPH_ADDITIONAL_GUID = "ph.ppmi.qrph";

const head: EmvField[] = [
  ["00", "01"],
  ["01", "12"],
];

/** A PromptPay mobile number as the standard writes it: 0066 and the number without its 0. */
export const promptPayPhone = (phone: string) => `0066${phone.replace(/^0/, "")}`;

/**
 * Thai QR Payment (Bank of Thailand), PromptPay: tag 29 credit transfer to a PromptPay ID (01
 * mobile, 02 national/tax ID, 03 e-wallet), or tag 30 bill payment (01 biller ID, 02 Reference 1
 * = the order). Currency 764, country TH.
 */
export function promptPayPayload(payee: Extract<QrPayee, { scheme: "promptpay" | "promptpay-bill" }>, pay: QrPayment) {
  const account: EmvField =
    payee.scheme === "promptpay"
      ? [
          "29",
          [
            ["00", PROMPTPAY_ID_AID],
            payee.idType === "phone"
              ? ["01", promptPayPhone(payee.id)]
              : payee.idType === "taxId"
                ? ["02", payee.id]
                : ["03", payee.id],
          ],
        ]
      : [
          "30",
          [
            ["00", PROMPTPAY_BILL_AID],
            ["01", payee.billerId],
            ["02", pay.reference.slice(0, 20)],
          ],
        ];
  return encodePayload([...head, account, ["53", "764"], ["54", pay.amount], ["58", "TH"]]);
}

/**
 * VietQR (NAPAS 247): tag 38 with GUID A000000727, the beneficiary organisation (00 bank BIN, 01
 * account) and the service code QRIBFTTA (transfer to an account); currency 704, country VN; the
 * order reference as the purpose of the transfer (62/08), which the bank statement shows.
 */
export function vietQrPayload(payee: Extract<QrPayee, { scheme: "vietqr" }>, pay: QrPayment) {
  return encodePayload([
    ...head,
    [
      "38",
      [
        ["00", NAPAS_GUID],
        [
          "01",
          [
            ["00", payee.bin],
            ["01", payee.account],
          ],
        ],
        ["02", "QRIBFTTA"],
      ],
    ],
    ["53", "704"],
    ["54", pay.amount],
    ["58", "VN"],
    ["62", [["08", pay.reference.slice(0, 25)]]],
  ]);
}

/**
 * QR Ph (BSP, National QR Code Standard on EMVCo): person-to-person in tag 27 (GUID
 * com.p2pqrpay, 01 the bank's BIC, 04 the account), person-to-merchant in tag 28 (GUID
 * ph.ppmi.p2m, 01 the acquirer's BIC, 03 the merchant ID); MCC 6016 for P2P (as the published
 * examples), the configured MCC for P2M (default 8299, schools and educational services), currency 608, country PH, the name and city (59, 60), and the order reference as the
 * reference label (62/05).
 */
export function qrPhPayload(payee: Extract<QrPayee, { scheme: "qrph" | "qrph-p2m" }>, pay: QrPayment) {
  const p2p = payee.scheme === "qrph";
  return encodePayload([
    ...head,
    p2p
      ? [
          "27",
          [
            ["00", QRPH_P2P_GUID],
            ["01", payee.bic],
            ["04", payee.account],
          ],
        ]
      : [
          "28",
          [
            ["00", QRPH_P2M_GUID],
            ["01", payee.bic],
            ["03", payee.account],
          ],
        ],
    ["52", payee.scheme === "qrph" ? "6016" : payee.mcc],
    ["53", "608"],
    ["54", pay.amount],
    ["58", "PH"],
    ["59", payee.name],
    ["60", payee.city],
    [
      "62",
      [
        ["00", p2p ? QRPH_P2P_GUID : QRPH_ADDITIONAL_GUID],
        ["05", pay.reference.slice(0, 25)],
      ],
    ],
  ]);
}

export function nationalQrPayload(payee: QrPayee, pay: QrPayment): string {
  switch (payee.scheme) {
    case "promptpay":
    case "promptpay-bill":
      return promptPayPayload(payee, pay);
    case "vietqr":
      return vietQrPayload(payee, pay);
    case "qrph":
    case "qrph-p2m":
      return qrPhPayload(payee, pay);
  }
}

/** The standard's name, as banking apps show it. */
export const standardName = (payee: QrPayee) =>
  payee.scheme.startsWith("promptpay") ? "PromptPay" : payee.scheme === "vietqr" ? "VietQR" : "QR Ph";
