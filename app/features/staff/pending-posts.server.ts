import { createHash, randomBytes } from "node:crypto";
import type { Db } from "~/.server/db/database";
import { readCookie, serializeCookie } from "~/lib/cookies";
import { STAFF_COOKIE } from "./sessions.server";

/**
 * A change posted after the staff session ended (a note, a status, a reply…) is not lost: its text
 * fields are kept on the server under a random key that only this browser holds (cookie
 * `sw_pending`, HttpOnly), and after sign-in `/admin/resume` offers to send it again with the new
 * session's CSRF token. Files are not kept (a post from a browser whose session ended is not
 * authenticated: storing its uploads would let anybody fill the disk); their names are, so the
 * resume page asks for exactly those files again. Nothing is replayed without the signed-in user pressing the button, and a
 * change kept from one user's ended session is never offered to another user.
 */
export const PENDING_COOKIE = "sw_pending";
/** How long a kept change waits for the sign-in */
export const PENDING_MINUTES = 60;
/** The most text a kept change may hold (a long note or reply fits; anything larger is not kept) */
const PENDING_MAX_CHARS = 100_000;
/** Kept changes waiting at one time, all browsers together: a bound on what unsigned requests may store */
const PENDING_MAX_ROWS = 500;

const keyId = (key: string) => createHash("sha256").update(key).digest("hex");

/** A file that was sent with a kept post and must be chosen again: its field, name and size in bytes */
export interface PendingFile {
  field: string;
  name: string;
  size: number;
}

export interface PendingPost {
  path: string;
  fields: Array<[string, string]>;
  files: PendingFile[];
}

/** The most file names a kept post remembers */
const PENDING_MAX_FILES = 50;

/** The stored JSON: `{fields, files}` (a bare array of fields before files were remembered). */
function parseStored(json: string): Pick<PendingPost, "fields" | "files"> {
  const stored = JSON.parse(json) as Array<[string, string]> | Pick<PendingPost, "fields" | "files">;
  return Array.isArray(stored) ? { fields: stored, files: [] } : stored;
}

/**
 * Keeps the text fields of `form` (not its CSRF token) and the names of its files (not their
 * content); returns the cookie to set, or null.
 */
export async function keepPendingPost(
  db: Db,
  cookieHeader: string | null,
  path: string,
  form: FormData,
  now = new Date(),
): Promise<string | null> {
  const fields = [...form.entries()].filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "_csrf",
  );
  const files = [...form.entries()]
    .filter((entry): entry is [string, File] => typeof entry[1] !== "string" && entry[1].name !== "")
    .slice(0, PENDING_MAX_FILES)
    .map(([field, file]) => ({ field, name: file.name.slice(0, 255), size: file.size }));
  const stored = JSON.stringify({ fields, files });
  if (fields.length + files.length === 0 || stored.length > PENDING_MAX_CHARS) return null;
  // Only a browser that had a session (its cookie outlives the session on the server) has work to keep.
  const token = readCookie(cookieHeader, STAFF_COOKIE);
  if (!token) return null;
  // Whose ended session this was, while its row is still there: only they get it back.
  const ended =
    token.length <= 100
      ? await db
          .selectFrom("staff_sessions")
          .select("user_id")
          .where("id", "=", createHash("sha256").update(token).digest("hex"))
          .executeTakeFirst()
      : undefined;
  const key = randomBytes(32).toString("base64url");
  await db.deleteFrom("staff_pending_posts").where("expires_at", "<", now.toISOString()).execute();
  const waiting = await db
    .selectFrom("staff_pending_posts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(waiting.n) >= PENDING_MAX_ROWS) return null;
  await db
    .insertInto("staff_pending_posts")
    .values({
      id: keyId(key),
      user_id: ended?.user_id ?? null,
      path,
      fields: stored,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PENDING_MINUTES * 60_000).toISOString(),
    })
    .execute();
  return key;
}

/** Whether this browser has a change waiting for `userId` (without taking it). */
export async function hasPendingPost(db: Db, cookieHeader: string | null, userId: number, now = new Date()) {
  return (await findPending(db, cookieHeader, userId, now)) !== undefined;
}

async function findPending(db: Db, cookieHeader: string | null, userId: number, now: Date) {
  const key = readCookie(cookieHeader, PENDING_COOKIE);
  if (!key || key.length > 100) return undefined;
  const row = await db
    .selectFrom("staff_pending_posts")
    .selectAll()
    .where("id", "=", keyId(key))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  // Offered only to the staff member whose session it was; a post of unknown origin to nobody.
  if (!row || row.user_id !== userId) return undefined;
  return row;
}

/** The change this browser kept for `userId`, removed from the store (it is offered once). */
export async function takePendingPost(
  db: Db,
  cookieHeader: string | null,
  userId: number,
  now = new Date(),
): Promise<PendingPost | undefined> {
  const row = await findPending(db, cookieHeader, userId, now);
  if (!row) return undefined;
  await db.deleteFrom("staff_pending_posts").where("id", "=", row.id).execute();
  return { path: row.path, ...parseStored(row.fields) };
}

export function pendingCookie(key: string, secure: boolean): string {
  return serializeCookie(PENDING_COOKIE, key, {
    path: "/admin",
    maxAge: PENDING_MINUTES * 60,
    httpOnly: true,
    secure,
    sameSite: "Lax",
  });
}

export function clearPendingCookie(secure: boolean): string {
  return serializeCookie(PENDING_COOKIE, "", { path: "/admin", maxAge: 0, httpOnly: true, secure, sameSite: "Lax" });
}
