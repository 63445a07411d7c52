import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { clockFromFile, type JobLog, type PollingJob, startPollingJob, stdoutLog } from "~/.server/jobs";
import { enqueueMail } from "~/.server/mail/outbox";
import { serverTranslator } from "~/.server/messages";
import {
  actionKinds,
  addDays,
  type DeadlineKind,
  daysBetween,
  deadlineName,
  dueMark,
  parseDeadlineLabels,
  siteToday,
} from "~/features/deadlines/deadline-kinds";
import type { Locale } from "~/lib/locales";
import { type ReminderItem, reminderMail } from "./reminder-mail.server";
import { getSubscription, type Subscription, schoolNames } from "./subscriptions.server";

/** A change of date is told to subscribers for a week; older changes are history. */
const CHANGE_WINDOW_MS = 7 * 86_400_000;
/** A sign-up nobody confirmed within a week is deleted (its link stops working). */
export const PENDING_TTL_MS = 7 * 86_400_000;

export interface ReminderPass {
  /** active subscriptions looked at */
  subscriptions: number;
  /** reminder rows written (each one a line of a mail) */
  reminders: number;
  /** mails queued */
  mails: number;
}

interface Candidate {
  deadlineId: number;
  deadlineDate: string;
  mark: string;
  item: Omit<ReminderItem, "schoolName" | "deadlineName"> & {
    schoolId: number;
    label: string;
    labels: string;
    kind: DeadlineKind;
  };
}

/**
 * One pass of the reminder job: for every confirmed subscription, the deadlines of its schools
 * that reached the 30, 7 or 2 day mark and the dates changed since it was confirmed (last 7 days).
 *
 * Never twice: each reminder is a row of `shortlist_reminders` whose unique key is subscription +
 * deadline + date + mark, written in the same transaction as its mail. A second pass, another
 * process or a restart finds the row and writes nothing (on PostgreSQL a concurrent insert of the
 * same key waits for the first transaction and then does nothing), so no mail goes out twice.
 */
export async function runReminders(
  db: Db,
  config: Pick<Config, "LOCALE_DOMAINS"> & Partial<Pick<Config, "PUBLIC_URL">>,
  now: Date,
): Promise<ReminderPass> {
  const today = siteToday(now);
  await db
    .deleteFrom("shortlist_subscriptions")
    .where("status", "=", "pending")
    .where("created_at", "<", new Date(now.getTime() - PENDING_TTL_MS).toISOString())
    .execute();
  const rows = await db.selectFrom("shortlist_subscriptions").select("token").where("status", "=", "active").execute();
  const subscriptions = (await Promise.all(rows.map((r) => getSubscription(db, r.token)))).filter(
    (s): s is Subscription => s !== undefined,
  );
  const pass: ReminderPass = { subscriptions: subscriptions.length, reminders: 0, mails: 0 };
  const schoolIds = [...new Set(subscriptions.flatMap((s) => s.schoolIds))];
  if (!schoolIds.length) return pass;

  const [deadlines, changes] = await Promise.all([
    db
      .selectFrom("school_deadlines")
      .selectAll()
      .where("school_id", "in", schoolIds)
      .where("kind", "in", [...actionKinds])
      .where("date", ">=", today)
      .where("date", "<=", addDays(today, 30))
      .execute(),
    // Changes whose new date is still the deadline's date (a later change supersedes it).
    db
      .selectFrom("school_deadline_changes as c")
      .innerJoin("school_deadlines as d", "d.id", "c.deadline_id")
      .select(["c.id as change_id", "c.old_date", "c.changed_at", "d.id", "d.school_id", "d.kind", "d.label", "d.date"])
      .select("d.labels")
      .select("d.source_url")
      .where("c.school_id", "in", schoolIds)
      .where("c.changed_at", ">=", new Date(now.getTime() - CHANGE_WINDOW_MS).toISOString())
      .whereRef("d.date", "=", "c.new_date")
      .where("d.date", ">=", today)
      .orderBy("c.id")
      .execute(),
  ]);

  const names = new Map<Locale, Map<number, string>>();
  for (const subscription of subscriptions) {
    const candidates: Candidate[] = [];
    for (const d of deadlines) {
      if (!subscription.schoolIds.includes(d.school_id)) continue;
      const mark = dueMark(d.date, today);
      if (mark === null) continue;
      candidates.push({
        deadlineId: d.id,
        deadlineDate: d.date,
        mark: String(mark),
        item: {
          schoolId: d.school_id,
          kind: d.kind as DeadlineKind,
          label: d.label,
          labels: d.labels,
          date: d.date,
          daysLeft: daysBetween(today, d.date),
          sourceUrl: d.source_url,
        },
      });
    }
    for (const c of changes) {
      if (!subscription.schoolIds.includes(c.school_id)) continue;
      if (!subscription.confirmedAt || c.changed_at < subscription.confirmedAt) continue;
      candidates.push({
        deadlineId: c.id,
        deadlineDate: c.date,
        mark: "change",
        item: {
          schoolId: c.school_id,
          kind: c.kind as DeadlineKind,
          label: c.label,
          labels: c.labels,
          date: c.date,
          oldDate: c.old_date,
          daysLeft: daysBetween(today, c.date),
          sourceUrl: c.source_url,
        },
      });
    }
    if (!candidates.length) continue;
    let localeNames = names.get(subscription.locale);
    if (!localeNames) {
      localeNames = await schoolNames(db, subscription.locale, schoolIds);
      names.set(subscription.locale, localeNames);
    }
    const schoolNamesOf = localeNames;
    const { t } = serverTranslator(subscription.locale);
    const sent = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("shortlist_reminders")
        .values(
          candidates.map((c) => ({
            subscription_id: subscription.id,
            deadline_id: c.deadlineId,
            deadline_date: c.deadlineDate,
            mark: c.mark,
            created_at: now.toISOString(),
          })),
        )
        .onConflict((oc) => oc.columns(["subscription_id", "deadline_id", "deadline_date", "mark"]).doNothing())
        .returning(["id", "deadline_id", "deadline_date", "mark"])
        .execute();
      if (!inserted.length) return 0;
      const items = inserted
        .map((row) =>
          candidates.find(
            (c) => c.deadlineId === row.deadline_id && c.deadlineDate === row.deadline_date && c.mark === row.mark,
          ),
        )
        .filter((c): c is Candidate => c !== undefined)
        .map(
          (c): ReminderItem => ({
            ...c.item,
            schoolName: schoolNamesOf.get(c.item.schoolId) ?? "",
            deadlineName: deadlineName(
              t,
              { label: c.item.label, labels: parseDeadlineLabels(c.item.labels), kind: c.item.kind },
              subscription.locale,
            ),
          }),
        )
        .sort((a, b) => a.date.localeCompare(b.date));
      const first = Math.min(...inserted.map((r) => r.id));
      // The outbox's own clock: delivery is due now in real time, whatever the job's clock says.
      await enqueueMail(trx, [reminderMail(subscription, items, config, first)]);
      return inserted.length;
    });
    if (sent) {
      pass.reminders += sent;
      pass.mails += 1;
    }
  }
  return pass;
}

/** "Now" for the job: the real time, or in tests the instant written in REMINDER_CLOCK_FILE. */
export function reminderClock(config: Pick<Config, "REMINDER_CLOCK_FILE">): () => Date {
  return clockFromFile(config.REMINDER_CLOCK_FILE);
}

export type ReminderJob = PollingJob<ReminderPass>;

/**
 * Runs `runReminders` in the server process every REMINDER_POLL_MS (first pass soon after start).
 * Every process of a deployment may run it: the unique key makes that safe.
 */
export function startReminderJob(options: {
  db: Db;
  config: Pick<Config, "LOCALE_DOMAINS" | "PUBLIC_URL" | "REMINDER_POLL_MS" | "REMINDER_CLOCK_FILE">;
  /** called after a pass queued mail (wakes the mail worker) */
  onQueued?: () => void;
  log?: JobLog;
  clock?: () => Date;
}): ReminderJob {
  const { db, config } = options;
  const log = options.log ?? stdoutLog;
  const clock = options.clock ?? reminderClock(config);
  return startPollingJob({
    run: async () => {
      const result = await runReminders(db, config, clock());
      if (result.mails) {
        log({ time: new Date().toISOString(), level: "info", message: "deadline reminders queued", ...result });
        options.onQueued?.();
      }
      return result;
    },
    intervalMs: config.REMINDER_POLL_MS,
    firstDelayMs: Math.min(1000, config.REMINDER_POLL_MS),
    failed: { subscriptions: 0, reminders: 0, mails: 0 },
    failureMessage: "reminder pass failed",
    log,
  });
}
