import type { Config } from "~/.server/config";
import type { OutgoingMail } from "~/.server/mail/outbox";
import { escapeHtml, renderMail } from "~/.server/mail/render";
import { serverTranslator } from "~/.server/messages";
import { localeUrl } from "~/lib/urls";
import type { Subscription } from "./subscription";

type Links = Pick<Config, "LOCALE_DOMAINS"> & Partial<Pick<Config, "PUBLIC_URL">>;

/**
 * A link into the site the student subscribed on, in their language: on PUBLIC_URL when it is
 * set (the origin stored with the subscription is only the fallback of a server without one).
 */
export function reminderLink(
  subscription: Pick<Subscription, "origin" | "locale" | "token">,
  config: Links,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams({ token: subscription.token, ...query });
  const origin = config.PUBLIC_URL ?? subscription.origin;
  return localeUrl(subscription.locale, `/shortlist/reminders?${search}`, {
    origin,
    domains: config.LOCALE_DOMAINS,
    protocol: new URL(origin).protocol,
  });
}

/**
 * The headers that let a mail program unsubscribe with one click (RFC 2369 and RFC 8058). The
 * address is the manage page, whose POST unsubscribes; a program that only opens it lands on the
 * page with its "Stop reminders" button (a GET changes nothing there, so link scanners cannot
 * unsubscribe anyone through the header).
 */
function unsubscribeHeaders(subscription: Subscription, config: Links): Record<string, string> {
  return {
    "List-Unsubscribe": `<${reminderLink(subscription, config, { oneclick: "1" })}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Double opt-in: the only mail an unconfirmed address ever gets. */
export function confirmationMail(subscription: Subscription, names: Map<number, string>, config: Links): OutgoingMail {
  const { t } = serverTranslator(subscription.locale);
  const { text, html } = renderMail(
    subscription.locale,
    [
      t("mail.reminders.confirm.body"),
      reminderLink(subscription, config, { confirm: "1" }),
      t("mail.reminders.confirm.ignore"),
    ],
    [
      [
        t("mail.reminders.schools"),
        subscription.schoolIds
          .map((id) => names.get(id) ?? "")
          .filter(Boolean)
          .join("\n"),
      ],
    ],
  );
  return {
    topic: `reminders:${subscription.id}:confirm`,
    recipient: subscription.email,
    subject: t("mail.reminders.confirm.subject"),
    text,
    html,
  };
}

export interface ReminderItem {
  schoolName: string;
  /** the school's name for the round, or the kind in the student's language */
  deadlineName: string;
  date: string;
  daysLeft: number;
  sourceUrl: string;
  /** for a change of date: the date before */
  oldDate?: string;
}

/** One mail per subscription and pass of the job: every reminder and change that became due. */
export function reminderMail(
  subscription: Subscription,
  items: ReminderItem[],
  config: Links,
  reminderId: number,
): OutgoingMail {
  const { t, formatDate } = serverTranslator(subscription.locale);
  const changes = items.filter((i) => i.oldDate !== undefined);
  const marks = items.filter((i) => i.oldDate === undefined);
  const paragraphs: string[] = [];
  const rows: [string, string][] = [];
  const line = (i: ReminderItem) =>
    `${i.deadlineName}: ${formatDate(i.date)} (${t("deadlines.daysLeft", { count: i.daysLeft })})\n${i.sourceUrl}`;
  if (marks.length) {
    paragraphs.push(t("mail.reminders.body"));
    for (const i of marks) rows.push([i.schoolName, line(i)]);
  }
  if (changes.length) {
    paragraphs.push(t("mail.reminders.changedBody"));
    for (const i of changes) {
      rows.push([
        i.schoolName,
        `${i.deadlineName}: ${formatDate(i.oldDate as string)} → ${formatDate(i.date)} (${t("deadlines.daysLeft", { count: i.daysLeft })})\n${i.sourceUrl}`,
      ]);
    }
  }
  paragraphs.push(t("mail.reminders.verify"));
  const rendered = renderMail(subscription.locale, paragraphs, rows);
  const footer = [
    t("mail.reminders.footer"),
    `${t("mail.reminders.manage")}: ${reminderLink(subscription, config)}`,
    `${t("mail.reminders.unsubscribe")}: ${reminderLink(subscription, config, { unsubscribe: "1" })}`,
  ];
  return {
    topic: `reminders:${subscription.id}:${reminderId}`,
    recipient: subscription.email,
    subject: marks.length
      ? t("mail.reminders.subject", { count: marks.length, days: Math.min(...marks.map((m) => m.daysLeft)) })
      : t("mail.reminders.changedSubject", { count: changes.length }),
    text: `${rendered.text}\n\n${footer.join("\n")}`,
    html: rendered.html.replace(
      "</body></html>",
      `${footer.map((f) => `<p style="color:#555f6d;font-size:0.9em;white-space:pre-wrap">${escapeHtml(f)}</p>`).join("")}</body></html>`,
    ),
    headers: unsubscribeHeaders(subscription, config),
  };
}
