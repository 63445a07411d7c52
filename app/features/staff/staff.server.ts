import type { Db } from "~/.server/db/database";
import type { StaffRole } from "~/.server/db/schema";
import { type Actor, recordAudit } from "~/.server/http/audit";
import type { AdminLocale } from "~/features/admin/admin-locale";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.server";
import { destroyUserSessions } from "./sessions.server";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface LockoutPolicy {
  attempts: number;
  minutes: number;
}

export type SignInResult =
  | { ok: true; userId: number }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; until: Date; office: string | null };

/**
 * Checks a password. After `attempts` failures in a row the account is locked for `minutes`;
 * while locked the password is not even checked. Unknown emails cost the same hashing time.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; ip: string },
  policy: LockoutPolicy,
  now = new Date(),
): Promise<SignInResult> {
  const user = await db
    .selectFrom("staff_users")
    .select(["id", "password_hash", "is_active", "failed_logins", "locked_until", "office"])
    .where("email", "=", normalizeEmail(input.email))
    .executeTakeFirst();
  const actor = { userId: user?.id ?? null, ip: input.ip };
  if (user?.is_active !== 1) {
    await verifyPassword(await decoyHash(), input.password);
    return { ok: false, reason: "invalid" };
  }
  if (user.locked_until && user.locked_until > now.toISOString()) {
    return { ok: false, reason: "locked", until: new Date(user.locked_until), office: user.office };
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    const failures = user.failed_logins + 1;
    const lock = failures >= policy.attempts;
    const until = new Date(now.getTime() + policy.minutes * 60_000);
    await db
      .updateTable("staff_users")
      .set({ failed_logins: lock ? 0 : failures, locked_until: lock ? until.toISOString() : null })
      .where("id", "=", user.id)
      .execute();
    await recordAudit(db, actor, lock ? "auth.locked" : "auth.failed", "staff", user.id, { failures }, now);
    return lock ? { ok: false, reason: "locked", until, office: user.office } : { ok: false, reason: "invalid" };
  }
  await db.updateTable("staff_users").set({ failed_logins: 0, locked_until: null }).where("id", "=", user.id).execute();
  await recordAudit(db, actor, "auth.signin", "staff", user.id, {}, now);
  return { ok: true, userId: user.id };
}

export interface NewStaff {
  email: string;
  name: string;
  password: string;
  role: StaffRole;
  office: string | null;
  uiLocale: AdminLocale;
}

export class DuplicateEmailError extends Error {}

export async function createStaff(db: Db, actor: Actor, staff: NewStaff, now = new Date()): Promise<number> {
  const email = normalizeEmail(staff.email);
  const passwordHash = await hashPassword(staff.password);
  return await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst();
    if (existing) throw new DuplicateEmailError(email);
    const row = await trx
      .insertInto("staff_users")
      .values({
        email,
        name: staff.name.trim(),
        password_hash: passwordHash,
        role: staff.role,
        office: staff.office,
        ui_locale: staff.uiLocale,
        created_at: now.toISOString(),
        password_changed_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      actor,
      "staff.create",
      "staff",
      row.id,
      { email, role: staff.role, office: staff.office },
      now,
    );
    return row.id;
  });
}

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  office: string | null;
  uiLocale: string;
  active: boolean;
  lockedUntil: string | null;
  createdAt: string;
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "office", "ui_locale", "is_active", "locked_until", "created_at"])
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    office: r.office,
    uiLocale: r.ui_locale,
    active: r.is_active === 1,
    lockedUntil: r.locked_until,
    createdAt: r.created_at,
  }));
}

/** Role, office, active flag; deactivating signs the user out everywhere. An unlock clears the lockout. */
export async function updateStaff(
  db: Db,
  actor: Actor,
  id: number,
  change: { role: StaffRole; office: string | null; active: boolean; unlock: boolean; name: string },
  now = new Date(),
): Promise<boolean> {
  return await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("staff_users")
      .set({
        name: change.name.trim(),
        role: change.role,
        office: change.office,
        is_active: change.active ? 1 : 0,
        ...(change.unlock ? { locked_until: null, failed_logins: 0 } : {}),
      })
      .where("id", "=", id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    if (!change.active) await destroyUserSessions(trx, id);
    await recordAudit(trx, actor, "staff.update", "staff", id, change, now);
    return true;
  });
}

/** Sets a new password and ends every other session of the user. */
export async function setPassword(
  db: Db,
  actor: Actor,
  userId: number,
  password: string,
  keepSessionId?: string,
  now = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({
        password_hash: passwordHash,
        password_changed_at: now.toISOString(),
        failed_logins: 0,
        locked_until: null,
      })
      .where("id", "=", userId)
      .execute();
    await destroyUserSessions(trx, userId, keepSessionId);
    await recordAudit(trx, actor, "staff.password", "staff", userId, {}, now);
  });
}

export async function checkPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const row = await db.selectFrom("staff_users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return row ? verifyPassword(row.password_hash, password) : false;
}

export async function setUiLocale(db: Db, userId: number, locale: AdminLocale): Promise<void> {
  await db.updateTable("staff_users").set({ ui_locale: locale }).where("id", "=", userId).execute();
}

/** Staff who can take leads of an office (for assignment lists). */
export async function listAssignable(db: Db, office: string | null): Promise<Array<{ id: number; name: string }>> {
  let query = db
    .selectFrom("staff_users")
    .select(["id", "name"])
    .where("is_active", "=", 1)
    .where("role", "in", ["consultant", "admin"]);
  if (office) query = query.where((eb) => eb.or([eb("office", "=", office), eb("office", "is", null)]));
  return await query.orderBy("name").execute();
}

/**
 * What an admin may not do to their own account: stop being an admin or deactivate it
 * (the back office would lose its last way in). Returns the catalog key of the problem.
 */
export function selfChangeProblem(
  actorId: number,
  targetId: number,
  change: { role: StaffRole; active: boolean },
): string | undefined {
  if (actorId === targetId && (change.role !== "admin" || !change.active)) return "admin.staff.selfDemote";
  return undefined;
}
