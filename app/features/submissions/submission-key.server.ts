import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Db } from "~/.server/db/database";

export type SubmissionKind = "consultation" | "order";

/**
 * A submission key as stored: the SHA-256 of the kind, the key and the request's e-mail
 * address (a key opens nothing without the address it was sent with), and the secret that
 * seals the first request-page token. Neither the key nor the token is kept in the clear.
 */
export interface SubmissionSeal {
  kind: SubmissionKind;
  hash: string;
  secret: Buffer;
}

const digest = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest();

export function submissionSeal(
  kind: SubmissionKind,
  key: string | undefined,
  email: string,
): SubmissionSeal | undefined {
  if (!key) return undefined;
  const address = email.trim().toLowerCase();
  return {
    kind,
    hash: digest("submission", kind, key, address).toString("hex"),
    secret: digest("seal", kind, key, address),
  };
}

function seal(secret: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secret, iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((b) => b.toString("base64url")).join(".");
}

function unseal(secret: Buffer, stored: string): string | undefined {
  const [iv, sealed, tag] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !sealed || !tag) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", secret, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

export interface FirstSubmission {
  reference: string;
  /** The request-page token the first answer carried */
  accessToken: string | undefined;
}

/** The first result of this key, or undefined when it was never sent (or never stored). */
export async function findSubmission(db: Db, key: SubmissionSeal | undefined): Promise<FirstSubmission | undefined> {
  if (!key) return undefined;
  const row = await db
    .selectFrom("submission_keys")
    .select(["reference", "sealed_token"])
    .where("key_hash", "=", key.hash)
    .where("kind", "=", key.kind)
    .executeTakeFirst();
  if (!row) return undefined;
  return { reference: row.reference, accessToken: row.sealed_token ? unseal(key.secret, row.sealed_token) : undefined };
}

/**
 * Claims the key for a request about to be stored: the first statement of its transaction, so
 * that a second copy sent at the same moment waits on the primary key and then fails (PostgreSQL),
 * or runs after the first one's commit and fails (SQLite), before it consumes a captcha or
 * writes anything. `settleSubmission` adds the token once it exists.
 */
export async function claimSubmission(trx: Db, key: SubmissionSeal | undefined, reference: string, now: Date) {
  if (!key) return;
  await trx
    .insertInto("submission_keys")
    .values({ key_hash: key.hash, kind: key.kind, reference, sealed_token: "", created_at: now.toISOString() })
    .execute();
}

/** Gives the key back in a transaction that stores nothing else (a refused captcha). */
export async function releaseSubmission(trx: Db, key: SubmissionSeal | undefined) {
  if (!key) return;
  await trx.deleteFrom("submission_keys").where("key_hash", "=", key.hash).execute();
}

export async function settleSubmission(trx: Db, key: SubmissionSeal | undefined, accessToken: string) {
  if (!key) return;
  await trx
    .updateTable("submission_keys")
    .set({ sealed_token: seal(key.secret, accessToken) })
    .where("key_hash", "=", key.hash)
    .execute();
}

/**
 * Runs `store` (the transaction of a new request); when it fails because the same key was
 * stored meanwhile (a copy sent at the same moment), answers with that first result instead.
 */
export async function storeOnce<T>(
  db: Db,
  key: SubmissionSeal | undefined,
  store: () => Promise<T>,
  replay: (first: FirstSubmission) => T | Promise<T>,
): Promise<T> {
  try {
    return await store();
  } catch (error) {
    const first = await findSubmission(db, key);
    if (first) return await replay(first);
    throw error;
  }
}
