import { beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { createServer } from "~/entry/server";
import thCatalog from "~/locales/th.json";
import { validBooking } from "../../../tests/support/consultation";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";

const test = scopedTestDatabase();
// The limits live in the database, shared by every server on it: each test starts a fresh minute.
beforeEach(async () => {
  await test.db.deleteFrom("rate_limits").execute();
});

function app(env: Record<string, string> = {}) {
  let nudges = 0;
  const server = createServer({
    build: async () => {
      throw new Error("no pages in this test");
    },
    db: test.db,
    config: loadConfig({ LOG_REQUESTS: "0", ...env }),
    mail: { nudge: () => nudges++ },
  });
  return { server, nudges: () => nudges };
}

async function captcha(server: ReturnType<typeof app>["server"]) {
  const res = await server.request("/api/upschools/verify-image");
  expect(res.status).toBe(200);
  const cookie = /captcha_id=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const row = await test.db
    .selectFrom("captcha_challenges")
    .select("answer")
    .where("id", "=", cookie)
    .executeTakeFirstOrThrow();
  return { res, cookie: `captcha_id=${cookie}`, answer: row.answer };
}

const post = (server: ReturnType<typeof app>["server"], body: unknown, headers: Record<string, string> = {}) =>
  server.request("/api/Home/add_inq", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("captcha image", () => {
  it("is an SVG with its challenge in an HttpOnly cookie, never cached", async () => {
    const { server } = app();
    const { res } = await captcha(server);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=300/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toMatch(/^<svg/);
  });

  it("is rate limited per address", async () => {
    const { server } = app({ RATE_LIMIT_CAPTCHAS_PER_MINUTE: "2" });
    for (let i = 0; i < 2; i++) expect((await server.request("/api/upschools/verify-image")).status).toBe(200);
    const res = await server.request("/api/upschools/verify-image", { headers: { Lang: "th" } });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toBe(thCatalog["error.rateLimited"]);
  });
});

describe("POST /api/Home/add_inq", () => {
  it("stores a booking, wakes the mail worker and says where to go", async () => {
    const { server, nudges } = app();
    const { cookie, answer } = await captcha(server);
    const res = await post(server, validBooking({ captcha: answer }), { cookie, Lang: "vi" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { reference: string; redirect: string };
    // The key opens the student's request page (features/tracking).
    expect(body.redirect).toMatch(new RegExp(`^/consultation_result\\?ref=${body.reference}&key=[A-Za-z0-9_-]{43}$`));
    const stored = await test.db
      .selectFrom("consultations")
      .select("email")
      .where("reference", "=", body.reference)
      .executeTakeFirst();
    expect(stored?.email).toBe("lan.nguyen@example.vn");
    expect(nudges()).toBe(1);
  });

  it("answers a retry with the same Idempotency-Key with the first answer: one booking, one wake-up", async () => {
    const { server, nudges } = app();
    const { cookie, answer } = await captcha(server);
    const booking = validBooking({ captcha: answer, email: "retry.api@example.vn" });
    const headers = { cookie, Lang: "vi", "Idempotency-Key": "3f0c2a8e-retry-after-a-timeout" };
    const first = await post(server, booking, headers);
    // The retry: the captcha was spent by the first, the answer is still the first one.
    const second = await post(server, booking, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    const rows = await test.db.selectFrom("consultations").select("id").where("email", "=", booking.email).execute();
    expect(rows).toHaveLength(1);
    expect(nudges()).toBe(1);
    // The same key in the body (what the site's form sends) works the same.
    const third = await post(server, { ...booking, submission_key: "3f0c2a8e-retry-after-a-timeout" }, { cookie });
    expect(((await third.json()) as { reference: string }).reference).toBe(
      ((await (await post(server, booking, headers)).json()) as { reference: string }).reference,
    );
  });

  it("refuses a malformed Idempotency-Key with a 400 naming it", async () => {
    const { server } = app();
    const res = await post(server, validBooking(), { Lang: "en", "Idempotency-Key": "1" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain("Idempotency-Key");
  });

  it("answers 400 with a translated message per field in the Lang language", async () => {
    const { server } = app();
    const res = await post(server, { name: "", email: "x@", countries: [] }, { Lang: "th" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      name: thCatalog["consultation.error.name"],
      email: thCatalog["consultation.error.emailFormat"],
      phone: thCatalog["consultation.error.phone"],
      countries: thCatalog["consultation.error.countries"],
      captcha: thCatalog["consultation.error.captcha"],
    });
    expect(body.message).toBe(thCatalog["consultation.error.name"]);
  });

  it("refuses a body that is not a JSON object", async () => {
    const { server } = app();
    expect((await post(server, "{not json")).status).toBe(400);
    expect((await post(server, [1, 2])).status).toBe(400);
  });

  it("limits accepted bookings per address with a translated 429", async () => {
    const { server } = app({ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "2" });
    for (let i = 0; i < 2; i++) {
      const { cookie, answer } = await captcha(server);
      expect((await post(server, validBooking({ captcha: answer }), { cookie, Lang: "vi" })).status).toBe(200);
    }
    const { cookie, answer } = await captcha(server);
    const res = await post(server, validBooking({ captcha: answer, office: "vietnam" }), { cookie, Lang: "th" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { message: string }).message).toBe(thCatalog["error.rateLimited"]);
  });

  it("does not count refused attempts (wrong captcha, missing fields) against the booking limit", async () => {
    // Issue 14: the 11th wrong captcha in a minute was refused with "too many requests".
    const { server } = app();
    for (let i = 0; i < 12; i++) {
      const { cookie } = await captcha(server);
      const res = await post(server, validBooking({ captcha: "zzzz" }), { cookie, Lang: "vi" });
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    expect((await post(server, {})).status).toBe(400);
    const { cookie, answer } = await captcha(server);
    expect((await post(server, validBooking({ captcha: answer }), { cookie, Lang: "vi" })).status).toBe(200);
  });

  it("has a separate, higher ceiling for refused attempts (against captcha guessing)", async () => {
    const { server } = app({ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "2", RATE_LIMIT_FAILED_SUBMISSIONS_PER_MINUTE: "3" });
    for (let i = 0; i < 3; i++) expect((await post(server, {})).status).toBe(400);
    const res = await post(server, {}, { Lang: "th" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // While guessing is blocked, a correct booking is refused too.
    const { cookie, answer } = await captcha(server);
    expect((await post(server, validBooking({ captcha: answer }), { cookie, Lang: "vi" })).status).toBe(429);
  });
});
