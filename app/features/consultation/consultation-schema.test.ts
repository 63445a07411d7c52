import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import { validBooking } from "../../../tests/support/consultation";
import {
  chatAppsByLocale,
  chatIdLabelKey,
  contactMethodsByLocale,
  enrolYears,
  formatEnrolYear,
  heardFromByLocale,
} from "./consultation-options";
import { type ConsultationInput, checkConsultation, consultationInput, phoneShape } from "./consultation-schema";
import { toE164 } from "./phone";

const now = new Date("2026-11-21T08:00:00Z");

const check = (input: ConsultationInput, locale: Locale = "vi", phone = toE164) =>
  checkConsultation(input, locale, { phone, now });
const errorsOf = (input: ConsultationInput, locale: Locale = "vi") => {
  const result = check(input, locale);
  return result.ok ? {} : result.errors;
};

describe("consultation rules", () => {
  it("accepts a complete booking and stores the phone as E.164", () => {
    const result = check(validBooking({ countries: ["us", "ca", "us"] }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.phone).toBe("+84901234567");
    expect(result.value.enrol_year).toBe(2027);
    expect(result.value.countries).toEqual(["us", "ca"]);
  });

  it("offers the Netherlands and Ireland apart, and reads the former joint choice as both", () => {
    const apart = check(validBooking({ countries: ["ie", "nl"] }));
    if (!apart.ok) throw new Error(JSON.stringify(apart.errors));
    expect(apart.value.countries).toEqual(["ie", "nl"]);
    const former = check(validBooking({ countries: ["us", "nl_ie", "ie"] }));
    if (!former.ok) throw new Error(JSON.stringify(former.errors));
    expect(former.value.countries).toEqual(["us", "nl", "ie"]);
    expect(errorsOf(validBooking({ countries: ["nl-ie"] })).countries).toBe("consultation.error.countries");
  });

  it("names every missing required field with the spec's message", () => {
    const empty = consultationInput({});
    expect(errorsOf(empty)).toEqual({
      name: "consultation.error.name",
      email: "consultation.error.email",
      phone: "consultation.error.phone",
      office: "consultation.error.office",
      countries: "consultation.error.countries",
      degree: "consultation.error.degree",
      heard_from: "consultation.error.heardFrom",
      captcha: "consultation.error.captcha",
    });
  });

  it("checks the email format", () => {
    expect(errorsOf(validBooking({ email: "lan@" })).email).toBe("consultation.error.emailFormat");
    expect(errorsOf(validBooking({ email: "lan at example.vn" })).email).toBe("consultation.error.emailFormat");
    expect(errorsOf(validBooking({ email: "lan.nguyen+study@example.com.vn" })).email).toBeUndefined();
  });

  it.each<[Locale, string, string]>([
    ["tw", "0912 345 678", "+886912345678"],
    ["tw", "02-2771-8558", "+886227718558"],
    ["tw", "+886 912 345 678", "+886912345678"],
    ["cn", "138 1234 5678", "+8613812345678"],
    ["en", "0917 123 4567", "+639171234567"],
    ["en", "+63 917 123 4567", "+639171234567"],
    ["vi", "0901234567", "+84901234567"],
    ["th", "081 234 5678", "+66812345678"],
    ["th", "+1 415 555 2671", "+14155552671"],
  ])("accepts the %s phone %s as %s", (locale, phone, e164) => {
    const result = check(validBooking({ phone, office: "taipei", contact_method: "phone" }), locale);
    expect(result.ok && result.value.phone).toBe(e164);
  });

  it.each<[Locale, string]>([
    ["tw", "lan@example.com"],
    ["tw", "0912 345"],
    ["vi", "12345"],
    ["en", "0917 123 4567 890 12"],
    ["th", "phone please"],
  ])("refuses the %s phone %s", (locale, phone) => {
    expect(errorsOf(validBooking({ phone, contact_method: "phone" }), locale).phone).toBe(
      "consultation.error.phoneFormat",
    );
  });

  it("checks the captcha's shape before it reaches the database", () => {
    expect(errorsOf(validBooking({ captcha: "a!" })).captcha).toBe("consultation.error.captchaFormat");
    expect(errorsOf(validBooking({ captcha: "  " })).captcha).toBe("consultation.error.captcha");
  });

  it("limits the length of every free-text field", () => {
    const long = (n: number) => "x".repeat(n);
    const errors = errorsOf(validBooking({ name: long(61), major: long(101), remark: long(1001), line_id: long(51) }));
    expect(errors).toMatchObject({
      name: "form.tooLong",
      major: "form.tooLong",
      remark: "form.tooLong",
      line_id: "form.tooLong",
    });
  });

  it("refuses options the locale does not offer and years in the past", () => {
    expect(errorsOf(validBooking({ contact_method: "line" }), "vi").contact_method).toBe("form.invalid");
    expect(errorsOf(validBooking({ enrol_year: "2025" })).enrol_year).toBe("form.invalid");
    expect(errorsOf(validBooking({ enrol_year: "2032" })).enrol_year).toBe("form.invalid");
    expect(errorsOf(validBooking({ countries: ["mars"] })).countries).toBe("consultation.error.countries");
    expect(errorsOf(validBooking({ degree: "phd" })).degree).toBe("consultation.error.degree");
  });

  it("reads form posts and JSON bodies alike", () => {
    const form = new FormData();
    form.append("name", "王小明");
    form.append("countries", "us");
    form.append("countries", "uk");
    expect(consultationInput(form)).toMatchObject({ name: "王小明", countries: ["us", "uk"], email: "" });
    expect(consultationInput({ name: "A", countries: "us,au", enrol_year: 2027 })).toMatchObject({
      countries: ["us", "au"],
      enrol_year: "2027",
    });
  });

  it("checks only the study step when asked (step 1 of the form)", () => {
    const result = checkConsultation(
      consultationInput({ office: "vietnam", countries: ["us"], degree: "master" }),
      "vi",
      {
        phone: toE164,
        now,
        only: "study",
      },
    );
    expect(result.ok).toBe(true);
    const missing = checkConsultation(consultationInput({}), "vi", { phone: toE164, now, only: "study" });
    expect(missing.ok ? {} : missing.errors).toEqual({
      office: "consultation.error.office",
      countries: "consultation.error.countries",
      degree: "consultation.error.degree",
    });
  });

  it("lets the browser check the phone's shape only; the server decides", () => {
    expect(phoneShape("090 123 4567", "vi")).toBe("090 123 4567");
    expect(phoneShape("+63 (917) 123-4567", "en")).toBeDefined();
    expect(phoneShape("12345", "vi")).toBeUndefined();
    expect(phoneShape("lan@example.com", "tw")).toBeUndefined();
    // Shaped like a number, but not a Taiwanese one: the server refuses it.
    const shaped = validBooking({ phone: "0000 000 000", office: "taipei", contact_method: "phone" });
    expect(check(shaped, "tw", phoneShape).ok).toBe(true);
    expect(errorsOf(shaped, "tw").phone).toBe("consultation.error.phoneFormat");
  });
});

describe("enrolment years", () => {
  it("start at the current intake, computed from today", () => {
    // Before September this year's fall intake is still ahead; from September the next one is next year.
    expect(enrolYears(new Date("2026-03-10T00:00:00Z"))).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(enrolYears(new Date("2026-08-31T12:00:00Z"))[0]).toBe(2026);
    expect(enrolYears(new Date("2026-09-01T00:00:00Z"))[0]).toBe(2027);
    expect(enrolYears(new Date("2026-11-26T00:00:00Z"))).toEqual([2027, 2028, 2029, 2030, 2031]);
    expect(enrolYears(new Date("2027-01-05T00:00:00Z"))[0]).toBe(2027);
  });

  it("accept a year from a form opened before the intake changed", () => {
    const september = new Date("2026-09-03T00:00:00Z");
    const opened = validBooking({ enrol_year: "2026" });
    expect(checkConsultation(opened, "vi", { phone: toE164, now: september }).ok).toBe(true);
    expect(errorsOf(opened).enrol_year).toBe("form.invalid");
  });

  it("are shown in the Buddhist era in Thai", () => {
    expect(formatEnrolYear("th", 2027)).toBe("2570 (2027)");
    expect(formatEnrolYear("en", 2027)).toBe("2027");
  });
});

describe("chat apps and contact methods per market", () => {
  it("offer the market's own chat apps, each with its own code", () => {
    expect(chatAppsByLocale).toEqual({
      tw: ["line"],
      th: ["line"],
      vi: ["zalo"],
      cn: ["wechat"],
      en: ["messenger", "viber", "whatsapp"],
    });
    expect(contactMethodsByLocale.cn).toEqual(["phone", "wechat", "email"]);
    expect(contactMethodsByLocale.en).toEqual(["phone", "messenger", "viber", "whatsapp", "email"]);
    expect(
      errorsOf(validBooking({ office: "taipei", phone: "138 1234 5678", contact_method: "wechat" }), "cn"),
    ).toEqual({});
    expect(errorsOf(validBooking({ contact_method: "line", phone: "138 1234 5678" }), "cn").contact_method).toBe(
      "form.invalid",
    );
    expect(
      errorsOf(validBooking({ contact_method: "viber", phone: "0917 123 4567" }), "en").contact_method,
    ).toBeUndefined();
  });

  it("label the chat ID by the booking's market, whoever reads it", () => {
    expect(chatIdLabelKey("tw")).toBe("consultation.field.chatId.line");
    expect(chatIdLabelKey("cn")).toBe("consultation.field.chatId.wechat");
    expect(chatIdLabelKey("vi")).toBe("consultation.field.chatId.zalo");
    expect(chatIdLabelKey("en")).toBe("consultation.field.chatId.messenger_viber_whatsapp");
  });

  it("do not offer YouTube as a source in mainland China", () => {
    expect(heardFromByLocale.cn).not.toContain("youtube");
    expect(heardFromByLocale.tw).toContain("youtube");
    expect(
      errorsOf(validBooking({ heard_from: "youtube", phone: "138 1234 5678", contact_method: "" }), "cn").heard_from,
    ).toBe("consultation.error.heardFrom");
  });
});
