import type { RateLimits } from "~/.server/http/rate-limit";
import type { MailWorker } from "~/.server/mail/outbox";

/** The answer to a client over the submission limit. */
export interface RateLimited {
  kind: "rateLimited";
  retryAfter: number;
}

/**
 * Runs one booking or order (whichever door it came through) under a rate-limit ticket: a client
 * over the limit is answered `rateLimited` before its fields are read; the fields are read (a
 * body that fails to read throws: a refused attempt) and submitted; the ticket is settled as
 * accepted only when the submission was stored (refused attempts have their own limit), and the
 * mail worker is nudged when a stored submission queued mail (not a replay of an earlier one).
 */
export async function withSubmissionTicket<F, R extends { kind: string; replayed?: boolean }>(
  deps: { rateLimits: Pick<RateLimits, "submissions">; mail: Pick<MailWorker, "nudge"> },
  submission: { clientIp: string; fields: F | (() => F | Promise<F>) },
  submit: (fields: F) => Promise<R>,
): Promise<R | RateLimited> {
  const { rateLimits } = deps;
  const { clientIp } = submission;
  const ticket = await rateLimits.submissions.begin(clientIp);
  if (!ticket) return { kind: "rateLimited", retryAfter: await rateLimits.submissions.retryAfter(clientIp) };
  let accepted = false;
  try {
    const read = submission.fields;
    const fields = typeof read === "function" ? await (read as () => F | Promise<F>)() : read;
    const result = await submit(fields);
    accepted = result.kind === "accepted";
    if (accepted && !result.replayed) deps.mail.nudge();
    return result;
  } finally {
    await ticket.settle(accepted);
  }
}

/** The result page of a stored submission: its reference, and the request page's key when there is one. */
export function submissionResultPath(page: string, reference: string, accessToken: string | undefined | null): string {
  const key = accessToken ? `&key=${accessToken}` : "";
  return `${page}?ref=${reference}${key}`;
}
