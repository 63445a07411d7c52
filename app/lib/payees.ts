/**
 * The agency's payees for scan-to-pay (`PAYMENT_QR`), parsed and checked at start-up. Each entry
 * is `KEY.scheme=value`, separated by commas:
 *
 * - `THB.promptpay=0812345678` a PromptPay ID: a Thai mobile number (0… or 0066…), a 13-digit
 *   national or tax ID, or a 15-digit e-wallet ID (Thai QR tag 29);
 * - `THB.promptpay-bill=010556012345601` a PromptPay biller ID: tax ID and 2-digit suffix (tag 30,
 *   bill payment, the order reference as Reference 1);
 * - `VND.vietqr=970436:0123456789` VietQR (NAPAS 247): the bank's 6-digit BIN and the account;
 * - `PHP.qrph=BOPIPHMM:001234567890:Studyway Philippines:Makati` QR Ph person-to-person: the
 *   bank's BIC, the account, the account name and city; `PHP.qrph-p2m=BIC:merchant ID:name:city`
 *   QR Ph person-to-merchant, with the merchant ID the acquirer gave, and optionally `:MCC`, the
 *   merchant category code the acquirer registered (4 digits; default 8299, "schools and
 *   educational services, not elsewhere classified");
 * - `cn.wechatpay=/images/pay/wechat.png`, `cn.alipay=…`, `tw.linepay=…` the payee's own receive
 *   code (an image: a site path, a media path or an https URL), shown with the amount and the
 *   reference to write in the note.
 */
export type Payee =
  | { scheme: "promptpay"; idType: "phone" | "taxId" | "ewallet"; id: string }
  | { scheme: "promptpay-bill"; billerId: string }
  | { scheme: "vietqr"; bin: string; account: string }
  | { scheme: "qrph"; bic: string; account: string; name: string; city: string }
  | { scheme: "qrph-p2m"; bic: string; account: string; name: string; city: string; mcc: string }
  | { scheme: "receive-code"; app: ReceiveCodeApp; image: string };

export type ReceiveCodeApp = "wechatpay" | "alipay" | "linepay";

/** The schemes by currency, in the order they are preferred when several are set. */
export const qrSchemesByCurrency = {
  THB: ["promptpay-bill", "promptpay"],
  VND: ["vietqr"],
  PHP: ["qrph-p2m", "qrph"],
} as const;

export const receiveCodeApps: Record<"cn" | "tw", readonly ReceiveCodeApp[]> = {
  cn: ["wechatpay", "alipay"],
  tw: ["linepay"],
};

export interface PaymentQrConfig {
  /** By currency: the scan-to-pay payee of an open national standard. */
  byCurrency: Partial<Record<"THB" | "VND" | "PHP", Payee[]>>;
  /** By locale: receive codes of the markets without one (cn, tw). */
  receiveCodes: Partial<Record<"cn" | "tw", Array<Extract<Payee, { scheme: "receive-code" }>>>>;
}

/** QR Ph P2M's merchant category code when none is configured: ISO 18245 8299, "schools and educational services, not elsewhere classified". */
export const DEFAULT_P2M_MCC = "8299";

const imagePath = (v: string) => /^(?:\/(?!\/)|https:\/\/|[\w-]+\/)\S*$/.test(v);
/** EMV "ans": printable ASCII. */
const ans = (v: string, max: number) => v.length > 0 && v.length <= max && /^[\x20-\x7e]+$/.test(v);

/** One entry, or the reason it is refused. */
export function parsePayee(key: string, value: string): { key: string; payee: Payee } | string {
  const [prefix = "", scheme = "", ...rest] = key.split(".");
  if (rest.length) return `a key such as THB.promptpay, got "${key}"`;
  if (prefix === "cn" || prefix === "tw") {
    const apps = receiveCodeApps[prefix] as readonly string[];
    if (!apps.includes(scheme)) return `${prefix}.${apps.join("|")}=image for ${prefix}`;
    if (!imagePath(value)) return `an image path or https URL for ${key}`;
    return { key, payee: { scheme: "receive-code", app: scheme as ReceiveCodeApp, image: value } };
  }
  const schemes = qrSchemesByCurrency[prefix as keyof typeof qrSchemesByCurrency] as readonly string[] | undefined;
  if (!schemes?.includes(scheme)) {
    return "THB.promptpay, THB.promptpay-bill, VND.vietqr, PHP.qrph, PHP.qrph-p2m, cn.wechatpay, cn.alipay or tw.linepay";
  }
  if (scheme === "promptpay") {
    const digits = value.replace(/[\s-]/g, "");
    if (/^(0|0066|\+66)[689]\d{8}$/.test(digits)) {
      return { key, payee: { scheme, idType: "phone", id: digits.replace(/^(0066|\+66|0)/, "0") } };
    }
    if (/^\d{13}$/.test(digits)) return { key, payee: { scheme, idType: "taxId", id: digits } };
    if (/^\d{15}$/.test(digits)) return { key, payee: { scheme, idType: "ewallet", id: digits } };
    return `a Thai mobile number (08…, 06…, 09… or 0066…), a 13-digit tax ID or a 15-digit e-wallet ID for ${key}`;
  }
  if (scheme === "promptpay-bill") {
    return /^\d{15}$/.test(value)
      ? { key, payee: { scheme, billerId: value } }
      : `a 15-digit biller ID (tax ID and 2-digit suffix) for ${key}`;
  }
  if (scheme === "vietqr") {
    const [bin = "", account = "", ...extra] = value.split(":");
    return /^\d{6}$/.test(bin) && /^[0-9A-Za-z]{1,19}$/.test(account) && !extra.length
      ? { key, payee: { scheme, bin, account } }
      : `BIN:account for ${key}, e.g. 970436:0123456789 (6-digit bank BIN, account of up to 19 letters and digits)`;
  }
  const [bic = "", account = "", name = "", city = "", ...extra] = value.split(":");
  const p2m = scheme === "qrph-p2m";
  const mcc = p2m && extra.length === 1 ? (extra.pop() as string) : DEFAULT_P2M_MCC;
  if (
    !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) ||
    !/^[0-9A-Za-z]{1,25}$/.test(account) ||
    !ans(name, 25) ||
    !ans(city, 15) ||
    !/^\d{4}$/.test(mcc) ||
    extra.length
  ) {
    return p2m
      ? `BIC:merchant ID:name:city[:MCC] for ${key}, e.g. BNORPHMM:000123456789012:Studyway PH:Makati:8299 (name up to 25, city up to 15 characters, MCC 4 digits, default ${DEFAULT_P2M_MCC})`
      : `BIC:account:name:city for ${key}, e.g. BOPIPHMM:001234567890:Studyway Philippines:Makati (name up to 25, city up to 15 characters)`;
  }
  return {
    key,
    payee: p2m ? { scheme: "qrph-p2m", bic, account, name, city, mcc } : { scheme: "qrph", bic, account, name, city },
  };
}

/** Parses the whole variable; the first problem is returned as a message. */
export function parsePaymentQr(raw: string): PaymentQrConfig | string {
  const config: PaymentQrConfig = { byCurrency: {}, receiveCodes: {} };
  const seen = new Set<string>();
  for (const pair of raw
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = pair.indexOf("=");
    const key = eq < 0 ? pair : pair.slice(0, eq).trim();
    const parsed = eq < 0 ? `KEY.scheme=value, got "${pair}"` : parsePayee(key, pair.slice(eq + 1).trim());
    if (typeof parsed === "string") return `expected ${parsed}`;
    if (seen.has(key)) return `${key} is set twice`;
    seen.add(key);
    const prefix = key.split(".")[0] as string;
    if (parsed.payee.scheme === "receive-code") {
      const locale = prefix as "cn" | "tw";
      config.receiveCodes[locale] = [...(config.receiveCodes[locale] ?? []), parsed.payee];
    } else {
      const currency = prefix as "THB" | "VND" | "PHP";
      const list = [...(config.byCurrency[currency] ?? []), parsed.payee];
      const order = qrSchemesByCurrency[currency] as readonly string[];
      config.byCurrency[currency] = list.sort((a, b) => order.indexOf(a.scheme) - order.indexOf(b.scheme));
    }
  }
  return config;
}
