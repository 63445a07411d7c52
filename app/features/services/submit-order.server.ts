import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import type { RateLimits } from "~/.server/http/rate-limit";
import type { MailWorker } from "~/.server/mail/outbox";
import {
  type RateLimited,
  submissionResultPath,
  withSubmissionTicket,
} from "~/features/submissions/submission-ticket.server";
import type { TrackingLinks } from "~/features/tracking/access.server";
import type { Locale } from "~/lib/locales";
import { paths } from "~/lib/paths";
import type { OrderContactInput, OrderField } from "./order-contact";
import { createServiceOrder } from "./orders.server";
import { clearSelectionCookie, parseSelection, type Selection } from "./selection.server";

/** The fields of one order as its door parsed them (form data or JSON). */
export interface OrderFields {
  contact: OrderContactInput;
  /**
   * The items: as the client sent them, or the raw value of the visitor's selection cookie
   * (which is emptied once the order is stored).
   */
  selection: { sent: Selection } | { cookie: string | undefined };
  /** The form's or client's submission key (features/submissions). */
  submissionKey: string | undefined;
}

/** What one order request carried, whichever door it came through. */
export interface OrderSubmission {
  /**
   * The order's fields, read once a rate-limit ticket is held: a body that fails to read
   * (throws) is a refused attempt, and a client over the limit is answered 429 before its body
   * is looked at.
   */
  fields: OrderFields | (() => OrderFields | Promise<OrderFields>);
  clientIp: string;
  locale: Locale;
}

/** What an order needs from the server. */
export interface OrderDeps {
  db: Db;
  config: Pick<Config, "OFFICE_EMAILS" | "BANK_ACCOUNTS" | "PAYMENT_QR" | "MEDIA_BASE_URL">;
  rateLimits: Pick<RateLimits, "submissions">;
  links: TrackingLinks;
  mail: Pick<MailWorker, "nudge">;
}

export type SubmitOrderResult =
  | {
      kind: "accepted";
      reference: string;
      currency: string;
      totalMinor: number;
      /** The result page with the reference and its key, without a locale marker. */
      resultPath: string;
      /** `Set-Cookie` values to send with the answer (an ordered selection cookie is emptied). */
      setCookies: string[];
      /** the answer of an earlier sending with the same submission key (no mail was queued) */
      replayed: boolean;
    }
  | { kind: "refused"; errors: Partial<Record<OrderField | "selection", string>> }
  | RateLimited;

/**
 * One order of single services, whichever door it came through (the submit page's form, `POST
 * /api/Home/add_inq_server`): takes a rate-limit ticket, prices and stores the order with its
 * mails, settles the ticket (only stored orders count against the order limit; refused attempts
 * have their own) and nudges the mail worker.
 */
export async function submitOrder(deps: OrderDeps, submission: OrderSubmission): Promise<SubmitOrderResult> {
  return await withSubmissionTicket(deps, submission, async (fields): Promise<SubmitOrderResult> => {
    const fromCookie = "cookie" in fields.selection;
    const result = await createServiceOrder(deps.db, deps.config, {
      locale: submission.locale,
      selection: "sent" in fields.selection ? fields.selection.sent : parseSelection(fields.selection.cookie),
      contact: fields.contact,
      links: deps.links,
      submissionKey: fields.submissionKey,
    });
    if (!result.ok) return { kind: "refused", errors: result.errors };
    return {
      kind: "accepted",
      reference: result.reference,
      currency: result.currency,
      totalMinor: result.totalMinor,
      resultPath: submissionResultPath(paths.serviceResult(), result.reference, result.accessToken),
      setCookies: fromCookie ? [clearSelectionCookie()] : [],
      replayed: result.replayed === true,
    };
  });
}
