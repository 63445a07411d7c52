import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parsePaymentQr } from "~/lib/payees";
import { crc16, EmvError, type EmvField, encodePayload, parseFields, parsePayload, templateOf } from "./emv";
import { nationalQrPayload, promptPayPayload, type QrPayee, qrPhPayload, vietQrPayload } from "./national-qr";
import { qrPng, qrSvg } from "./qr-image.server";

/**
 * Published payloads of each standard, as their authors printed them (CRC included):
 * - PromptPay ID: the test cases of dtinth/promptpay-qr (the reference implementation the Thai
 *   banks' examples are compared with), e.g. mobile 080-123-4567 and a 4.22 THB amount;
 * - PromptPay bill payment: a tag-30 payload with two references (biller 011234567891233);
 * - VietQR: subiz/vietqr's README, 120,000 VND to VietinBank (970415) account 0011001932418;
 * - QR Ph P2P: PayMongo's QR transfer resource (developers.paymongo.com), 123.45 PHP;
 * - QR Ph P2M: a dynamic code of a Makati department store, decoded in "QRPh Part 4"
 *   (afcsblog.ingonoka.com), 1,458.31 PHP.
 */
const published = {
  promptPayPhone: "00020101021129370016A000000677010111011300668012345675802TH530376463046197",
  promptPayPhone2: "00020101021129370016A000000677010111011300668912345675802TH5303764630429C1",
  promptPayNationalId: "00020101021129370016A000000677010111021311111111111115802TH530376463047B5A",
  promptPayTaxId: "00020101021129370016A000000677010111021301234567890125802TH530376463040CBD",
  promptPayAmount: "00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469",
  promptPayBill:
    "00020101021230710016A00000067701011201150112345678912330212REF1234567890312REF98765432153037645406200.005802TH5906THAIQR6304F528",
  vietQr:
    "00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C",
  qrPhP2p:
    "00020101021227770012com.p2pqrpay0111PAEYPHM2XXX02089996440304129858893861530514+63-99137298615204601653036085406123.455802PH5913ENG-19818-ged6006Manila62980012com.p2pqrpay0103***0214+63-99137298620303***0408LOYALTY10506test120605cust10708123456780803***6304ED03",
  qrPhP2m:
    "00020101021228560011ph.ppmi.p2m0111RCBCPHMMXXX031500060078800069605033105204531153036085407" +
    "1458.315802PH5918LANDMARK Makati DS6006Makati62610012ph.ppmi.qrph031500060078800069605100000438638" +
    "070820006519887100" +
    "12ph.ppmi.qrph0151000600788000696~000600788000696~20006519~000043863863049616",
};

/** A payload's fields as a nested structure (templates opened), for order-free comparison. */
function tree(payload: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, value] of parsePayload(payload)) {
    const id2 = Number(id);
    const template = (id2 >= 26 && id2 <= 51) || id === "62" || id2 >= 80;
    out[id] = template && id !== "63" ? Object.fromEntries(templateOf(value)) : value;
  }
  delete out["63"];
  return out;
}

/** Rebuilds a payload from its own fields through our encoder (templates re-encoded). */
function reencode(payload: string): string {
  const fields: EmvField[] = parseFields(payload)
    .filter(([id]) => id !== "63")
    .map(([id, value]) => {
      const n = Number(id);
      return (n >= 26 && n <= 51) || id === "62" ? [id, parseFields(value)] : [id, value];
    });
  return encodePayload(fields);
}

describe("CRC-16/CCITT-FALSE", () => {
  it("gives the standard check value for 123456789", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  for (const [name, payload] of Object.entries(published)) {
    it(`matches the published CRC of ${name}`, () => {
      expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
      expect(reencode(payload)).toBe(payload);
    });
  }

  it("refuses a payload whose CRC or amount was changed", () => {
    expect(() => parsePayload(published.promptPayAmount.replace("4.22", "9.22"))).toThrow(EmvError);
    expect(() => parsePayload(`${published.vietQr.slice(0, -4)}c15c`)).toThrow(/CRC/);
  });
});

describe("PromptPay", () => {
  it("builds the published PromptPay ID payloads field for field", () => {
    const phone = promptPayPayload(
      { scheme: "promptpay", idType: "phone", id: "0801234567" },
      {
        amount: "1.00",
        reference: "X",
      },
    );
    // The published ones are static and without an amount; ours always carries one.
    const ours = tree(
      promptPayPayload(
        { scheme: "promptpay", idType: "phone", id: "0000000000" },
        {
          amount: "4.22",
          reference: "X",
        },
      ),
    );
    expect(ours).toEqual(tree(published.promptPayAmount));
    expect(tree(phone)["29"]).toEqual(tree(published.promptPayPhone)["29"]);
    const taxId = promptPayPayload(
      { scheme: "promptpay", idType: "taxId", id: "0123456789012" },
      {
        amount: "1.00",
        reference: "X",
      },
    );
    expect(tree(taxId)["29"]).toEqual(tree(published.promptPayTaxId)["29"]);
  });

  it("writes the bill payment as tag 30 with the biller ID and the reference", () => {
    const ours = promptPayPayload(
      { scheme: "promptpay-bill", billerId: "011234567891233" },
      { amount: "200.00", reference: "REF123456789" },
    );
    const theirs = tree(published.promptPayBill);
    // The published one also has Reference 2 and a merchant name, which we do not use.
    delete (theirs["30"] as Record<string, string>)["03"];
    delete theirs["59"];
    expect(tree(ours)).toEqual(theirs);
  });
});

describe("VietQR", () => {
  it("rebuilds the published payload exactly", () => {
    expect(
      vietQrPayload(
        { scheme: "vietqr", bin: "970415", account: "0011001932418" },
        {
          amount: "120000",
          reference: "ung ho lu lut",
        },
      ),
    ).toBe(published.vietQr);
  });
});

describe("QR Ph", () => {
  it("person to person: the published P2P payload's account, amount and reference", () => {
    const ours = tree(
      qrPhPayload(
        { scheme: "qrph", bic: "PAEYPHM2XXX", account: "985889386153", name: "ENG-19818-ged", city: "Manila" },
        { amount: "123.45", reference: "test12" },
      ),
    );
    const theirs = tree(published.qrPhP2p);
    const pick = (t: Record<string, unknown>, tag: string, subs: string[]) =>
      Object.fromEntries(subs.map((s) => [s, (t[tag] as Record<string, string>)[s]]));
    expect(pick(ours, "27", ["00", "01", "04"])).toEqual(pick(theirs, "27", ["00", "01", "04"]));
    expect(pick(ours, "62", ["00", "05"])).toEqual(pick(theirs, "62", ["00", "05"]));
    for (const tag of ["00", "01", "52", "53", "54", "58", "59", "60"]) expect(ours[tag]).toBe(theirs[tag]);
  });

  it("person to merchant: tag 28 with the acquirer and merchant ID, as the published P2M code", () => {
    const ours = tree(
      qrPhPayload(
        {
          scheme: "qrph-p2m",
          bic: "RCBCPHMMXXX",
          account: "000600788000696",
          name: "LANDMARK Makati DS",
          city: "Makati",
          mcc: "5311",
        },
        { amount: "1458.31", reference: "0000438638" },
      ),
    );
    const theirs = tree(published.qrPhP2m);
    // The department store's MCC (5311) comes from the configured payee, as ours will (8299).
    expect(ours["52"]).toBe("5311");
    for (const sub of ["00", "01", "03"]) {
      expect((ours["28"] as Record<string, string>)[sub]).toBe((theirs["28"] as Record<string, string>)[sub]);
    }
    for (const sub of ["00", "05"]) {
      expect((ours["62"] as Record<string, string>)[sub]).toBe((theirs["62"] as Record<string, string>)[sub]);
    }
    for (const tag of ["52", "53", "54", "58", "59", "60"]) expect(ours[tag]).toBe(theirs[tag]);
  });

  it("person to merchant: the MCC is the configured one, 8299 (schools and educational services) by default", () => {
    const config = parsePaymentQr(
      "PHP.qrph-p2m=BNORPHMM:000123456789012:Studyway PH:Makati,PHP.qrph=BOPIPHMM:001234567890:Studyway:Makati",
    );
    if (typeof config === "string") throw new Error(config);
    expect(config.byCurrency.PHP?.[0]).toMatchObject({ scheme: "qrph-p2m", mcc: "8299" });
    const pay = { amount: "4999.00", reference: "S261128AB12CD" };
    const [p2m, p2p] = config.byCurrency.PHP as QrPayee[];
    expect(parsePayload(nationalQrPayload(p2m as QrPayee, pay)).get("52")).toBe("8299");
    // P2P keeps 6016, as the published P2P payloads; the MCC is a P2M setting.
    expect(parsePayload(nationalQrPayload(p2p as QrPayee, pay)).get("52")).toBe("6016");
    const own = parsePaymentQr("PHP.qrph-p2m=BNORPHMM:000123456789012:Studyway PH:Makati:8220");
    if (typeof own === "string") throw new Error(own);
    const payload = nationalQrPayload(own.byCurrency.PHP?.[0] as QrPayee, pay);
    expect(parsePayload(payload).get("52")).toBe("8220");
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });
});

describe("the QR image decodes to the payload", () => {
  const config = parsePaymentQr(
    "THB.promptpay=0812345678,THB.promptpay-bill=010556012345601,VND.vietqr=970436:0123456789," +
      "PHP.qrph=BOPIPHMM:001234567890:Studyway Philippines:Makati,PHP.qrph-p2m=BNORPHMM:000123456789012:Studyway PH:Makati",
  );
  if (typeof config === "string") throw new Error(config);
  const payees = Object.values(config.byCurrency).flat() as QrPayee[];
  const payments = { THB: "1250.50", VND: "3500000", PHP: "4999.00" };

  async function decode(png: Buffer) {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
  }

  for (const payee of payees) {
    it(`${payee.scheme}: SVG (rasterised) and PNG`, async () => {
      const amount =
        payee.scheme === "vietqr" ? payments.VND : payee.scheme.startsWith("qrph") ? payments.PHP : payments.THB;
      const payload = nationalQrPayload(payee, { amount, reference: "S261128AB12CD" });
      expect(parsePayload(payload).get("54")).toBe(amount);
      const svgPng = await sharp(Buffer.from(qrSvg(payload)), { density: 72 * 8 })
        .png()
        .toBuffer();
      expect(await decode(svgPng)).toBe(payload);
      expect(await decode(qrPng(payload))).toBe(payload);
    });
  }
});

describe("PAYMENT_QR", () => {
  it("accepts each market's payee and keeps the preferred scheme first", () => {
    const config = parsePaymentQr(
      "THB.promptpay=0066812345678,THB.promptpay-bill=010556012345601,cn.wechatpay=/images/pay/wechat.png",
    );
    expect(config).toEqual({
      byCurrency: {
        THB: [
          { scheme: "promptpay-bill", billerId: "010556012345601" },
          { scheme: "promptpay", idType: "phone", id: "0812345678" },
        ],
      },
      receiveCodes: { cn: [{ scheme: "receive-code", app: "wechatpay", image: "/images/pay/wechat.png" }] },
    });
  });

  it.each([
    ["THB.promptpay=12345", /Thai mobile number/],
    ["VND.vietqr=97043:0123", /BIN:account/],
    ["PHP.qrph=bopiphmm:1:n:c", /BIC:account/],
    ["PHP.qrph-p2m=BNORPHMM:0001:Studyway PH:Makati:829", /MCC 4 digits, default 8299/],
    ["PHP.qrph-p2m=BNORPHMM:0001:Studyway PH:Makati:82a9", /MCC 4 digits/],
    ["PHP.qrph-p2m=BNORPHMM:0001:Studyway PH:Makati:8299:x", /MCC 4 digits/],
    ["PHP.qrph=BOPIPHMM:0001:Studyway:Makati:8299", /BIC:account:name:city for/],
    ["USD.promptpay=0812345678", /THB.promptpay/],
    ["cn.linepay=/x.png", /cn.wechatpay\|alipay/],
    ["VND.vietqr=970436:1,VND.vietqr=970436:2", /set twice/],
  ])("refuses %s", (raw, message) => {
    expect(parsePaymentQr(raw)).toMatch(message);
  });
});
