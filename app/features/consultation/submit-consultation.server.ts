import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import type { RateLimits } from "~/.server/http/rate-limit";
import type { MailWorker } from "~/.server/mail/outbox";
import { parseFitProfile } from "~/features/fit/profile";
import { parseShortlist } from "~/features/shortlist/shortlist-cookie";
import {
  type RateLimited,
  submissionResultPath,
  withSubmissionTicket,
} from "~/features/submissions/submission-ticket.server";
import type { TrackingLinks } from "~/features/tracking/access.server";
import type { Locale } from "~/lib/locales";
import { paths } from "~/lib/paths";
import { createConsultation } from "./consultation.server";
import { clearDraftCookie } from "./consultation-draft.server";
import type { ConsultationInput, FieldErrors } from "./consultation-schema";

/** The fields of one booking as its door parsed them (form data or JSON). */
export interface ConsultationFields {
  input: ConsultationInput;
  /** The hidden field only bots fill in. */
  honeypot: string;
  /** The form's or client's submission key (features/submissions). */
  submissionKey: string | undefined;
}

/** What one booking request carried, whichever door it came through. */
export interface ConsultationSubmission {
  /**
   * The booking's fields, read once a rate-limit ticket is held: a body that fails to read
   * (throws) is a refused attempt, and a client over the limit is answered 429 before its body
   * is looked at.
   */
  fields: ConsultationFields | (() => ConsultationFields | Promise<ConsultationFields>);
  /** Raw values of the cookies a booking uses (absent cookie: undefined). */
  cookies: { captcha: string | undefined; shortlist: string | undefined; fit: string | undefined };
  clientIp: string;
  locale: Locale;
}

/** What a booking needs from the server. */
export interface SubmissionDeps {
  db: Db;
  config: Pick<Config, "OFFICE_EMAILS">;
  rateLimits: Pick<RateLimits, "submissions">;
  links: TrackingLinks;
  mail: Pick<MailWorker, "nudge">;
}

export type SubmitConsultationResult =
  | {
      kind: "accepted";
      reference: string;
      /** The result page with the reference and its key, without a locale marker. */
      resultPath: string;
      /** `Set-Cookie` values to send with the answer (the draft of the form without JavaScript is done with). */
      setCookies: string[];
      /** the answer of an earlier sending with the same submission key (no mail was queued) */
      replayed: boolean;
    }
  | { kind: "refused"; errors: FieldErrors }
  | RateLimited;

/**
 * One consultation booking, whichever door it came through (the page's form, `POST
 * /api/Home/add_inq`): takes a rate-limit ticket, validates and stores the booking with its
 * mails, settles the ticket (only stored bookings count against the booking limit; refused
 * attempts have their own) and nudges the mail worker.
 */
export async function submitConsultation(
  deps: SubmissionDeps,
  submission: ConsultationSubmission,
): Promise<SubmitConsultationResult> {
  return await withSubmissionTicket(deps, submission, async (fields): Promise<SubmitConsultationResult> => {
    const result = await createConsultation(deps.db, deps.config, {
      input: fields.input,
      locale: submission.locale,
      captchaId: submission.cookies.captcha,
      shortlist: parseShortlist(submission.cookies.shortlist),
      honeypot: fields.honeypot,
      links: deps.links,
      fitProfile: parseFitProfile(submission.cookies.fit),
      submissionKey: fields.submissionKey,
    });
    if (!result.ok) return { kind: "refused", errors: result.errors };
    return {
      kind: "accepted",
      reference: result.reference,
      resultPath: submissionResultPath(paths.consultationResult(), result.reference, result.accessToken),
      setCookies: [clearDraftCookie()],
      replayed: result.replayed === true,
    };
  });
}
