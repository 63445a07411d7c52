import { Hono } from "hono";
import { AppError } from "~/.server/http/errors";
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, createCaptcha } from "~/features/consultation/captcha.server";
import { createConsultation } from "~/features/consultation/consultation.server";
import { clearDraftCookie } from "~/features/consultation/consultation-draft.server";
import { consultationInput } from "~/features/consultation/consultation-schema";
import { fitProfileOf } from "~/features/fit/fit.server";
import { parseShortlist, SHORTLIST_COOKIE } from "~/features/shortlist/shortlist-cookie";
import { trackingLinks } from "~/features/tracking/access.server";
import { readCookie, serializeCookie } from "~/lib/cookies";
import { paths } from "~/lib/paths";
import type { ApiEnv } from "./api-env";
import { apiSubmissionKey } from "./submission-key";
import { enforceLimit, submissionTicket } from "./validate";

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
    // Only stored bookings count against the booking limit; refused attempts have their own.
    const ticket = await submissionTicket(c);
    let accepted = false;
    try {
      const body: unknown = await c.req.json();
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        throw new AppError("INVALID_INPUT", "error.badRequest");
      }
      const record = body as Record<string, unknown>;
      const cookies = c.req.header("cookie");
      const result = await createConsultation(c.var.db, c.var.config, {
        input: consultationInput(record),
        locale: c.var.locale,
        captchaId: readCookie(cookies, CAPTCHA_COOKIE),
        shortlist: parseShortlist(readCookie(cookies, SHORTLIST_COOKIE)),
        honeypot: typeof record.website === "string" ? record.website : "",
        links: trackingLinks(c.var),
        fitProfile: fitProfileOf(c.req.raw),
        submissionKey: apiSubmissionKey(c, record),
      });
      if (!result.ok) {
        const [first] = Object.values(result.errors);
        throw new AppError("INVALID_INPUT", first ?? "error.badRequest", { fields: result.errors });
      }
      accepted = true;
      if (!result.replayed) c.var.mail.nudge();
      // A draft left by the form without JavaScript is done with.
      c.header("Set-Cookie", clearDraftCookie(), { append: true });
      const key = result.accessToken ? `&key=${result.accessToken}` : "";
      return c.json({
        reference: result.reference,
        redirect: `${paths.consultationResult()}?ref=${result.reference}${key}`,
      });
    } finally {
      await ticket.settle(accepted);
    }
  });
  return api;
}
