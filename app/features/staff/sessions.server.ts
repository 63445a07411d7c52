import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "~/.server/db/database";
import type { StaffRole } from "~/.server/db/schema";
import { type AdminLocale, toAdminLocale } from "~/features/admin/admin-locale";
import { readCookie, serializeCookie } from "~/lib/cookies";

export const STAFF_COOKIE = "sw_staff";

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  office: string | null;
  uiLocale: AdminLocale;
}

export interface StaffSession {
  /** Hash of the cookie token (the row's key) */
  id: string;
  user: StaffUser;
  csrfToken: string;
}

const tokenId = (token: string) => createHash("sha256").update(token).digest("hex");
const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** A new session (a new token every sign-in: no fixation); returns the cookie's token. */
export async function createSession(
  db: Db,
  userId: number,
  ip: string,
  hours: number,
  now = new Date(),
): Promise<{ token: string; csrfToken: string }> {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  // Ended sessions stay an hour (as long as a post kept at the end, features/staff/pending-posts):
  // the kept post must know whose it was, whoever signs in meanwhile.
  await db
    .deleteFrom("staff_sessions")
    .where("expires_at", "<", new Date(now.getTime() - 60 * 60 * 1000).toISOString())
    .execute();
  await db
    .insertInto("staff_sessions")
    .values({
      id: tokenId(token),
      user_id: userId,
      csrf_token: csrfToken,
      created_at: now.toISOString(),
      expires_at: hoursFrom(now, hours),
      last_seen_at: now.toISOString(),
      ip,
    })
    .execute();
  return { token, csrfToken };
}

/** The live session of a request's cookie, extending its idle expiry; undefined when none. */
export async function readSession(
  db: Db,
  cookieHeader: string | null,
  hours: number,
  now = new Date(),
): Promise<StaffSession | undefined> {
  const token = readCookie(cookieHeader, STAFF_COOKIE);
  if (!token || token.length > 100) return undefined;
  const id = tokenId(token);
  const row = await db
    .selectFrom("staff_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select(["s.id", "s.csrf_token", "s.last_seen_at", "s.expires_at"])
    .select(["u.id as user_id", "u.email", "u.name", "u.role", "u.office", "u.ui_locale", "u.is_active"])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (row?.is_active !== 1 || row.expires_at <= now.toISOString()) return undefined;
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: now.toISOString(), expires_at: hoursFrom(now, hours) })
      .where("id", "=", id)
      .execute();
  }
  return {
    id,
    csrfToken: row.csrf_token,
    user: {
      id: row.user_id,
      email: row.email,
      name: row.name,
      role: row.role,
      office: row.office,
      uiLocale: toAdminLocale(row.ui_locale),
    },
  };
}

export async function destroySession(db: Db, cookieHeader: string | null): Promise<void> {
  const token = readCookie(cookieHeader, STAFF_COOKIE);
  if (token) await db.deleteFrom("staff_sessions").where("id", "=", tokenId(token)).execute();
}

/** Signs a user out everywhere (password change, deactivation), optionally keeping one session. */
export async function destroyUserSessions(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom("staff_sessions").where("user_id", "=", userId);
  if (keepSessionId) query = query.where("id", "!=", keepSessionId);
  await query.execute();
}

export function sessionCookie(token: string, secure: boolean): string {
  // No Max-Age: the browser forgets it on close; the server's expiry is what counts.
  return serializeCookie(STAFF_COOKIE, token, { httpOnly: true, secure });
}

export function clearSessionCookie(secure: boolean): string {
  return serializeCookie(STAFF_COOKIE, "", { maxAge: 0, httpOnly: true, secure });
}

/** Constant-time comparison of the form's or header's CSRF token with the session's. */
export function csrfMatches(session: StaffSession, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
