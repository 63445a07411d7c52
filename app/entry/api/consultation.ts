import { Hono } from "hono";
import { AppError } from "~/.server/http/errors";
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, createCaptcha } from "~/features/consultation/captcha.server";
import { consultationInput } from "~/features/consultation/consultation-schema";
import { submitConsultation } from "~/features/consultation/submit-consultation.server";
import { FIT_COOKIE } from "~/features/fit/profile";
import { SHORTLIST_COOKIE } from "~/features/shortlist/shortlist-cookie";
import { trackingLinks } from "~/features/tracking/access.server";
import { readCookie, serializeCookie } from "~/lib/cookies";
import type { ApiEnv } from "./api-env";
import { acceptedOrThrow, apiSubmissionKey } from "./submission-key";
import { enforceLimit } from "./validate";

export function captchaCookie(id: string, secure: boolean): string {
  return serializeCookie(CAPTCHA_COOKIE, id, { maxAge: CAPTCHA_TTL_MS / 1000, httpOnly: true, secure });
}

/** `/api/upschools/verify-image`: a new captcha image; its id travels in an HttpOnly cookie. */
export function captchaApi(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.get("/verify-image", async (c) => {
    await enforceLimit(c, c.var.rateLimits.captchas);
    const captcha = await createCaptcha(c.var.db);
    c.header("Set-Cookie", captchaCookie(captcha.id, c.var.origin.startsWith("https:")));
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(captcha.svg);
  });
  return api;
}

/** `POST /api/Home/add_inq`: the consultation booking as JSON; field errors come back translated. */
export function consultationApi(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.post("/add_inq", async (c) => {
    const { db, config, rateLimits, mail } = c.var;
    const cookies = c.req.header("cookie");
    const submitted = await submitConsultation(
      { db, config, rateLimits, mail, links: trackingLinks(c.var) },
      {
        // Read once the ticket is held: a body that does not parse is a refused attempt.
        fields: async () => {
          const body: unknown = await c.req.json();
          if (typeof body !== "object" || body === null || Array.isArray(body)) {
            throw new AppError("INVALID_INPUT", "error.badRequest");
          }
          const record = body as Record<string, unknown>;
          return {
            input: consultationInput(record),
            honeypot: typeof record.website === "string" ? record.website : "",
            submissionKey: apiSubmissionKey(c, record),
          };
        },
        cookies: {
          captcha: readCookie(cookies, CAPTCHA_COOKIE),
          shortlist: readCookie(cookies, SHORTLIST_COOKIE),
          fit: readCookie(cookies, FIT_COOKIE),
        },
        clientIp: c.var.clientIp,
        locale: c.var.locale,
      },
    );
    const result = acceptedOrThrow(c, submitted);
    // A draft left by the form without JavaScript is done with.
    for (const cookie of result.setCookies) c.header("Set-Cookie", cookie, { append: true });
    return c.json({ reference: result.reference, redirect: result.resultPath });
  });
  return api;
}
