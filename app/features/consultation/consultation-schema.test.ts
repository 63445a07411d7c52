import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import { validBooking } from "../../../tests/support/consultation";
import { type ConsultationInput, consultationInput, consultationSchema, fieldErrors } from "./consultation-schema";

const now = new Date("2026-11-21T08:00:00Z");

const errorsOf = (input: ConsultationInput, locale: Locale = "vi") => {
  const result = consultationSchema(locale, now).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("consultation schema", () => {
  it("accepts a complete booking and stores the phone as E.164", () => {
    const result = consultationSchema("vi", now).parse(validBooking());
    expect(result.phone).toBe("+84901234567");
    expect(result.enrol_year).toBe(2027);
    expect(result.countries).toEqual(["us", "ca"]);
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
    const result = consultationSchema(locale, now).safeParse(
      validBooking({ phone, office: "taipei", contact_method: "phone" }),
    );
    expect(result.success && result.data.phone).toBe(e164);
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
});
