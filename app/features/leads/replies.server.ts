import type { Db } from "~/.server/db/database";
import type { LeadType } from "~/.server/db/schema";
import { recordAudit } from "~/.server/http/audit";
import { enqueueMail } from "~/.server/mail/outbox";
import { renderMail } from "~/.server/mail/render";
import { serverTranslator } from "~/.server/messages";
import { loadRequest, officeAddress, type TrackedRequest } from "~/features/tracking/requests.server";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "~/features/tracking/stages";
import { freshLink, type StaffActor, type TrackingEnv, TrackingError } from "~/features/tracking/tracking.server";

/**
 * Mail to the student from the lead page. The templates are texts of the public catalogs, so a
 * reply starts in the student's own language; staff edit it before sending. Each reply goes
 * through the outbox (retried, never lost) and stays on the lead as its thread.
 */
export const replyTemplates: Record<LeadType, readonly string[]> = {
  consultation: ["acknowledge", "more_info", "schedule", "blank"],
  order: ["acknowledge", "more_info", "payment_reminder", "blank"],
};

export const isReplyTemplate = (type: LeadType, code: unknown): code is string =>
  typeof code === "string" && replyTemplates[type].includes(code);

/** The subject and body a template gives for this request, in the student's language. */
export function replyDraft(request: TrackedRequest, template: string): { subject: string; body: string } {
  const { t } = serverTranslator(request.locale);
  const code = isReplyTemplate(request.type, template) ? template : "blank";
  const values = { reference: request.reference, name: request.name };
  return {
    subject: t(`mail.tracking.reply.${code}.subject`, values),
    body: code === "blank" ? "" : t(`mail.tracking.reply.${code}.body`, values),
  };
}

export interface ReplyInput {
  template: string;
  subject: string;
  body: string;
}

/**
 * Sends a reply: the mail (greeting, the text, the sender's name, a fresh link to the
 * student's page; replies go to the office), its place in the thread, the first response and
 * the audit line are one transaction.
 */
export async function sendReply(
  env: TrackingEnv,
  staff: StaffActor,
  ref: { type: LeadType; id: number },
  input: ReplyInput,
  now = new Date(),
): Promise<number> {
  const subject = input.subject.replace(/[\r\n]+/g, " ").trim();
  const body = input.body.replace(/\r\n/g, "\n").trim();
  if (!subject || subject.length > REPLY_SUBJECT_MAX) throw new TrackingError("admin.reply.error.subject", "subject");
  if (!body || body.length > REPLY_BODY_MAX) throw new TrackingError("admin.reply.error.body", "body");
  return await env.db.transaction().execute(async (trx) => {
    const request = await loadRequest(trx, ref);
    if (!request) throw new TrackingError("tracking.error.notFound");
    const sender = await trx.selectFrom("staff_users").select("name").where("id", "=", staff.userId).executeTakeFirst();
    const { t } = serverTranslator(request.locale);
    const url = await freshLink(trx, env, request, now);
    const { text, html } = renderMail(
      request.locale,
      [
        t("mail.greeting", { name: request.name }),
        body,
        ...(sender ? [sender.name] : []),
        t("mail.tracking.follow", { url }),
      ],
      [[t("mail.tracking.reference"), request.reference]],
    );
    const replyTo = await officeAddress(trx, env.config.OFFICE_EMAILS, request.office);
    const [outboxId] = await enqueueMail(
      trx,
      [
        {
          topic: `${request.type}:${request.reference}:reply`,
          recipient: request.email,
          subject,
          text,
          html,
          ...(replyTo ? { replyTo } : {}),
        },
      ],
      now,
    );
    const at = now.toISOString();
    const message = await trx
      .insertInto("lead_messages")
      .values({
        lead_type: request.type,
        lead_id: request.id,
        user_id: staff.userId,
        template: isReplyTemplate(request.type, input.template) ? input.template : "blank",
        recipient: request.email,
        subject,
        body,
        outbox_id: outboxId ?? null,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!request.firstResponseAt) {
      await trx
        .updateTable(request.type === "order" ? "service_orders" : "consultations")
        .set({ first_response_at: at })
        .where("id", "=", request.id)
        .execute();
    }
    await recordAudit(trx, staff, "lead.reply", request.type, request.id, { message: message.id }, now);
    return message.id;
  });
}

export interface ThreadMessage {
  id: number;
  author: string;
  subject: string;
  body: string;
  createdAt: string;
  /** Where the mail is: waiting in the outbox, sent, or given up after every retry */
  delivery: "pending" | "sent" | "failed";
}

/** The replies sent on a lead, newest first, with their delivery state. */
export async function leadThread(db: Db, type: LeadType, id: number): Promise<ThreadMessage[]> {
  const rows = await db
    .selectFrom("lead_messages as m")
    .innerJoin("staff_users as u", "u.id", "m.user_id")
    .leftJoin("mail_outbox as o", "o.id", "m.outbox_id")
    .select(["m.id", "u.name", "m.subject", "m.body", "m.created_at", "o.sent_at", "o.failed_at"])
    .where("m.lead_type", "=", type)
    .where("m.lead_id", "=", id)
    .orderBy("m.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    author: r.name,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at,
    delivery: r.sent_at ? "sent" : r.failed_at ? "failed" : "pending",
  }));
}
