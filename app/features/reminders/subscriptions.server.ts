import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import type { ShortlistSubscriptionTable } from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox";
import { isLocale, type Locale } from "~/lib/locales";
import { confirmationMail } from "./reminder-mail.server";
import type { Subscription, SubscriptionStatus } from "./subscription";

export type { Subscription, SubscriptionStatus };

type Row = Omit<ShortlistSubscriptionTable, "id"> & { id: number };

const toSubscription = (r: Row): Subscription => ({
  id: r.id,
  token: r.token,
  email: r.email,
  locale: isLocale(r.locale) ? r.locale : "tw",
  origin: r.origin,
  schoolIds: parseIds(r.school_ids),
  status: r.status,
  confirmedAt: r.confirmed_at,
});

function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

/** At most this many unconfirmed sign-ups per address a day: the form cannot be used to flood an inbox. */
export const PENDING_PER_DAY = 3;
const EMAIL_MAX = 254;
const emailSchema = z.email().max(EMAIL_MAX);

/** Is this (trimmed, lower-cased) a valid address for reminders? */
export const isReminderEmail = (email: string): boolean => emailSchema.safeParse(email.trim().toLowerCase()).success;

export type SubscribeResult =
  | { ok: true; token: string; mailed: boolean }
  | { ok: false; error: "reminders.error.email" | "reminders.error.empty" };

/**
 * Double opt-in, step 1: stores a pending subscription for the shortlist's schools and queues the
 * confirmation mail in the same transaction. Nothing else is ever sent to the address until the
 * link in that mail is opened.
 */
export async function subscribeReminders(
  db: Db,
  config: Pick<Config, "LOCALE_DOMAINS"> & Partial<Pick<Config, "PUBLIC_URL">>,
  request: { email: string; locale: Locale; origin: string; schoolIds: number[] },
  now = new Date(),
): Promise<SubscribeResult> {
  const email = request.email.trim().toLowerCase();
  if (!isReminderEmail(email)) return { ok: false, error: "reminders.error.email" };
  const ids = [...new Set(request.schoolIds)].slice(0, 12);
  const schools = ids.length
    ? await db.selectFrom("schools").select(["id", "name_en"]).where("id", "in", ids).execute()
    : [];
  const schoolIds = ids.filter((id) => schools.some((s) => s.id === id));
  if (!schoolIds.length) return { ok: false, error: "reminders.error.empty" };
  const token = randomBytes(24).toString("base64url");
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const since = new Date(now.getTime() - 86_400_000).toISOString();
    const recent = await trx
      .selectFrom("shortlist_subscriptions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "=", email)
      .where("status", "=", "pending")
      .where("created_at", ">=", since)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto("shortlist_subscriptions")
      .values({
        token,
        email,
        locale: request.locale,
        origin: request.origin,
        school_ids: JSON.stringify(schoolIds),
        status: "pending",
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Past the daily allowance the sign-up is kept (the student sees it pending) but not mailed.
    if (Number(recent.n) >= PENDING_PER_DAY) return { ok: true, token, mailed: false };
    const names = await schoolNames(trx, request.locale, schoolIds);
    await enqueueMail(trx, [confirmationMail(toSubscription(row), names, config)], now);
    return { ok: true, token, mailed: true };
  });
}

/** School names in a locale, in the order of `ids`. */
export async function schoolNames(db: Db, locale: Locale, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const column = locale === "tw" ? "name_tw" : locale === "cn" ? "name_cn" : "name_en";
  const rows = await db
    .selectFrom("schools")
    .select(["id", `${column} as name`])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function getSubscription(db: Db, token: string): Promise<Subscription | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await db.selectFrom("shortlist_subscriptions").selectAll().where("token", "=", token).executeTakeFirst();
  return row ? toSubscription(row) : undefined;
}

/**
 * Double opt-in, step 2: the link in the confirmation mail. The newest confirmed subscription of
 * an address replaces its older ones, so one address gets one set of reminders.
 */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<Subscription | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("shortlist_subscriptions")
      .selectAll()
      .where("token", "=", token)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.status !== "pending") return toSubscription(row);
    const at = now.toISOString();
    await trx
      .updateTable("shortlist_subscriptions")
      .set({ status: "unsubscribed", unsubscribed_at: at })
      .where("email", "=", row.email)
      .where("status", "=", "active")
      .execute();
    const updated = await trx
      .updateTable("shortlist_subscriptions")
      .set({ status: "active", confirmed_at: at })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSubscription(updated);
  });
}

/** One-click unsubscribe (the link and the List-Unsubscribe header of every mail); repeatable. */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<Subscription | undefined> {
  const row = await db
    .updateTable("shortlist_subscriptions")
    .set({ status: "unsubscribed", unsubscribed_at: now.toISOString() })
    .where("token", "=", token)
    .where("status", "!=", "unsubscribed")
    .returningAll()
    .executeTakeFirst();
  return row ? toSubscription(row) : getSubscription(db, token);
}

/** Subscribing again from the manage page: the address was confirmed with this token before. */
export async function resubscribe(db: Db, token: string, now = new Date()): Promise<Subscription | undefined> {
  const current = await getSubscription(db, token);
  if (current?.status !== "unsubscribed" || current.confirmedAt === null) return current;
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("shortlist_subscriptions")
      .set({ status: "unsubscribed", unsubscribed_at: now.toISOString() })
      .where("email", "=", current.email)
      .where("status", "=", "active")
      .execute();
    const row = await trx
      .updateTable("shortlist_subscriptions")
      .set({ status: "active", unsubscribed_at: null })
      .where("id", "=", current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSubscription(row);
  });
}

/** The shortlist changed on the device that subscribed: the reminders follow it. */
export async function syncSubscriptionSchools(db: Db, token: string, schoolIds: number[]): Promise<void> {
  if (!token || token.length > 100) return;
  await db
    .updateTable("shortlist_subscriptions")
    .set({ school_ids: JSON.stringify(schoolIds.slice(0, 12)) })
    .where("token", "=", token)
    .where("status", "!=", "unsubscribed")
    .execute();
}
