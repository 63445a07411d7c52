import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATABASE_URL: "file:./data/studyway.db",
      DATA_DIR: "./data",
      DEFAULT_LOCALE: "tw",
      LOCALE_DOMAINS: {},
    });
    expect(config.MEDIA_BASE_URL).toBeUndefined();
  });

  it("parses locale domains", () => {
    expect(loadConfig({ LOCALE_DOMAINS: "tw=www.example.tw, en=WWW.example.ph" }).LOCALE_DOMAINS).toEqual({
      tw: "www.example.tw",
      en: "www.example.ph",
    });
  });

  it("parses office addresses and bank accounts, and refuses malformed pairs", () => {
    const config = loadConfig({
      OFFICE_EMAILS: "taipei=tp@agency.tw, vietnam=hcm@agency.vn",
      BANK_ACCOUNTS: "TWD=Bank A, account 1;USD=Bank B, account 2",
    });
    expect(config.OFFICE_EMAILS).toEqual({ taipei: "tp@agency.tw", vietnam: "hcm@agency.vn" });
    expect(config.BANK_ACCOUNTS).toEqual({ TWD: "Bank A, account 1", USD: "Bank B, account 2" });
    // No sample account (decision 0019): unset, no currency has one.
    expect(loadConfig({}).BANK_ACCOUNTS).toEqual({});
    expect(loadConfig({ OFFICE_PHONES: "taipei=+886 2 1234 5678, vietnam=028 3822 0000" }).OFFICE_PHONES).toEqual({
      taipei: "+886 2 1234 5678",
      vietnam: "028 3822 0000",
    });
    expect(() => loadConfig({ OFFICE_PHONES: "taipei=call us" })).toThrow(/OFFICE_PHONES: expected office=phone/);
    expect(() => loadConfig({ OFFICE_EMAILS: "taipei=not-an-address" })).toThrow(
      /OFFICE_EMAILS: expected office=address/,
    );
    expect(() => loadConfig({ BANK_ACCOUNTS: "usd=Bank" })).toThrow(/BANK_ACCOUNTS: expected CURRENCY=details/);
  });

  it("parses the scan-to-pay payees and stops on a bad one, naming it", () => {
    const config = loadConfig({ PAYMENT_QR: "VND.vietqr=970436:0123456789,cn.alipay=/images/pay/alipay.png" });
    expect(config.PAYMENT_QR.byCurrency.VND).toEqual([{ scheme: "vietqr", bin: "970436", account: "0123456789" }]);
    expect(loadConfig({}).PAYMENT_QR).toEqual({ byCurrency: {}, receiveCodes: {} });
    expect(() => loadConfig({ PAYMENT_QR: "THB.promptpay=081" })).toThrow(/PAYMENT_QR: expected a Thai mobile number/);
    expect(() => loadConfig({ PAYMENT_QR: "PHP.qrph-p2m=BNORPHMM:0001:Studyway PH:Makati:82999" })).toThrow(
      /PAYMENT_QR: expected BIC:merchant ID:name:city\[:MCC\].*MCC 4 digits, default 8299/,
    );
  });

  it("names every invalid variable in one clear error", () => {
    const attempt = () =>
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", DEFAULT_LOCALE: "fr", LOCALE_DOMAINS: "xx=host" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ["PORT", "DATABASE_URL", "DEFAULT_LOCALE", "LOCALE_DOMAINS"]) expect(message).toContain(name);
    }
  });
});
