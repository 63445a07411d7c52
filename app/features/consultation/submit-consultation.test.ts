import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RateLimiter, SubmissionLimiter } from "~/.server/http/rate-limit";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { trackingLinks } from "~/features/tracking/access.server";
import { paths } from "~/lib/paths";
import { validBooking } from "../../../tests/support/consultation";
import { createCaptcha } from "./captcha.server";
import { clearDraftCookie } from "./consultation-draft.server";
import { type ConsultationFields, submitConsultation } from "./submit-consultation.server";

let test: TestDatabase;
const config = { OFFICE_EMAILS: { vietnam: "hcm-office@studyway.example" }, LOCALE_DOMAINS: {}, REQUEST_LINK_DAYS: 30 };
const links = trackingLinks({ origin: "http://127.0.0.1:3000", config });

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

async function challenge() {
  const { id } = await createCaptcha(test.db);
  const row = await test.db
    .selectFrom("captcha_challenges")
    .select("answer")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { id, answer: row.answer };
}

/** Real limits on the test database: `accepted` stored bookings and `refused` attempts a minute. */
const limits = (accepted: number, refused: number) => ({
  submissions: new SubmissionLimiter(
    new RateLimiter(test.db, "submission", accepted),
    new RateLimiter(test.db, "refused", refused),
  ),
});

function harness(clientIp: string, accepted = 5, refused = 5) {
  const nudges: number[] = [];
  const rateLimits = limits(accepted, refused);
  const submit = async (
    fields: ConsultationFields | (() => Promise<ConsultationFields>),
    captchaId: string | undefined,
  ) =>
    submitConsultation(
      { db: test.db, config, rateLimits, links, mail: { nudge: () => nudges.push(1) } },
      { fields, cookies: { captcha: captchaId, shortlist: undefined, fit: undefined }, clientIp, locale: "vi" },
    );
  return { nudges, submit };
}

const stored = async (email: string) =>
  (await test.db.selectFrom("consultations").select("id").where("email", "=", email).execute()).length;

describe("submitConsultation", () => {
  it("accepts a booking: stores it, nudges the mail worker, returns the result path and clears the draft", async () => {
    const { nudges, submit } = harness("10.1.0.1");
    const captcha = await challenge();
    const email = "accepted@example.vn";
    const result = await submit(
      { input: validBooking({ captcha: captcha.answer, email }), honeypot: "", submissionKey: undefined },
      captcha.id,
    );
    expect(result.kind).toBe("accepted");
    if (result.kind !== "accepted") return;
    expect(result.resultPath).toMatch(
      new RegExp(`^${paths.consultationResult()}\\?ref=${result.reference}&key=[A-Za-z0-9_-]+$`),
    );
    expect(result.setCookies).toEqual([clearDraftCookie()]);
    expect(result.replayed).toBe(false);
    expect(nudges).toHaveLength(1);
    expect(await stored(email)).toBe(1);
  });

  it("refuses a wrong captcha with a field error, stores nothing and counts a refused attempt", async () => {
    const { nudges, submit } = harness("10.1.0.2", 5, 1);
    const captcha = await challenge();
    const email = "wrong-captcha@example.vn";
    const wrong = captcha.answer === "zzzz" ? "yyyy" : "zzzz";
    const result = await submit(
      { input: validBooking({ captcha: wrong, email }), honeypot: "", submissionKey: undefined },
      captcha.id,
    );
    expect(result).toEqual({ kind: "refused", errors: { captcha: expect.any(String) } });
    expect(nudges).toHaveLength(0);
    expect(await stored(email)).toBe(0);
    // The refused ceiling (1 a minute) is now reached: the next attempt is limited.
    const next = await challenge();
    const again = await submit(
      { input: validBooking({ captcha: next.answer, email }), honeypot: "", submissionKey: undefined },
      next.id,
    );
    expect(again.kind).toBe("rateLimited");
  });

  it("answers a limited address with the seconds to wait, reads no fields and stores nothing", async () => {
    const { nudges, submit } = harness("10.1.0.3", 1, 5);
    const first = await challenge();
    const ok = await submit(
      {
        input: validBooking({ captcha: first.answer, email: "limit-1@example.vn" }),
        honeypot: "",
        submissionKey: undefined,
      },
      first.id,
    );
    expect(ok.kind).toBe("accepted");
    const second = await challenge();
    let read = false;
    const result = await submit(async () => {
      read = true;
      return {
        input: validBooking({ captcha: second.answer, email: "limit-2@example.vn" }),
        honeypot: "",
        submissionKey: undefined,
      };
    }, second.id);
    expect(result.kind).toBe("rateLimited");
    if (result.kind !== "rateLimited") return;
    expect(result.retryAfter).toBeGreaterThan(0);
    expect(result.retryAfter).toBeLessThanOrEqual(60);
    expect(read).toBe(false);
    expect(await stored("limit-2@example.vn")).toBe(0);
    expect(nudges).toHaveLength(1);
  });

  it("counts a body that fails to read as a refused attempt and lets its error through", async () => {
    const { submit } = harness("10.1.0.4", 5, 1);
    const failure = new Error("unreadable body");
    await expect(
      submit(async () => {
        throw failure;
      }, undefined),
    ).rejects.toBe(failure);
    const captcha = await challenge();
    const next = await submit(
      { input: validBooking({ captcha: captcha.answer }), honeypot: "", submissionKey: undefined },
      captcha.id,
    );
    expect(next.kind).toBe("rateLimited");
  });

  it("replays the first answer for the same submission key without a second nudge", async () => {
    const { nudges, submit } = harness("10.1.0.5");
    const key = "submit-consultation-replay-key";
    const email = "replay@example.vn";
    const first = await challenge();
    const a = await submit(
      { input: validBooking({ captcha: first.answer, email }), honeypot: "", submissionKey: key },
      first.id,
    );
    const second = await challenge();
    const b = await submit(
      { input: validBooking({ captcha: second.answer, email }), honeypot: "", submissionKey: key },
      second.id,
    );
    expect(a.kind === "accepted" && b.kind === "accepted").toBe(true);
    if (a.kind !== "accepted" || b.kind !== "accepted") return;
    expect(b.reference).toBe(a.reference);
    expect(b.replayed).toBe(true);
    expect(nudges).toHaveLength(1);
    expect(await stored(email)).toBe(1);
  });
});
