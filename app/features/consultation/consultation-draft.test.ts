import { describe, expect, it } from "vitest";
import { validBooking } from "../../../tests/support/consultation";
import { clearDraftCookie, DRAFT_COOKIE, draftCookie, readDraft } from "./consultation-draft.server";

const header = (setCookie: string | undefined) => (setCookie ?? "").split(";")[0] ?? "";

describe("booking draft cookie (the form without JavaScript, post/redirect/get)", () => {
  it("carries step, values and messages, never the captcha", () => {
    const cookie = draftCookie(
      { step: 2, values: validBooking({ captcha: "ab3K" }), errors: { captcha: "consultation.error.captchaWrong" } },
      true,
    );
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\/consultation;/);
    const draft = readDraft(header(cookie));
    expect(draft).toEqual({
      step: 2,
      values: { ...validBooking(), captcha: "" },
      errors: { captcha: "consultation.error.captchaWrong" },
    });
  });

  it("does not take a draft too long for a cookie (the page answers directly then)", () => {
    const remark = "研".repeat(1000);
    expect(draftCookie({ step: 2, values: validBooking({ remark }) }, false)).toBeUndefined();
  });

  it("ignores what is not a draft, and drops unknown fields and odd messages", () => {
    expect(readDraft(`${DRAFT_COOKIE}=not-base64-json`)).toBeUndefined();
    expect(readDraft(null)).toBeUndefined();
    const forged = Buffer.from(
      JSON.stringify({
        s: 7,
        v: { name: "Lan", admin: true },
        e: { name: "<script>", email: "consultation.error.email", x: "y" },
      }),
    ).toString("base64url");
    expect(readDraft(`${DRAFT_COOKIE}=${forged}`)).toMatchObject({
      step: 1,
      values: { name: "Lan", email: "" },
      errors: { email: "consultation.error.email" },
    });
  });

  it("is cleared after a booking", () => {
    expect(clearDraftCookie()).toMatch(/^consultation_draft=; Path=\/consultation; Max-Age=0/);
  });
});
