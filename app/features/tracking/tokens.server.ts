import { createHash, randomBytes } from "node:crypto";
import type { Db } from "~/.server/db/database";
import type { LeadType } from "~/.server/db/schema";

/**
 * Links to the student's page carry a random 256-bit token. Only its SHA-256 is stored, with the
 * request it opens and an expiry: a token opens exactly the one request it was issued for, a
 * leaked database row opens nothing, and a guessed or altered token matches no row.
 */
export interface RequestRef {
  type: LeadType;
  id: number;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const isTokenShaped = (token: string | undefined | null): token is string =>
  typeof token === "string" && TOKEN.test(token);

/** A new link for one request, valid for `days` days. Runs in the caller's transaction. */
export async function issueRequestToken(db: Db, request: RequestRef, days: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("request_tokens")
    .values({
      token_hash: hashToken(token),
      lead_type: request.type,
      lead_id: request.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + days * 24 * 3600 * 1000).toISOString(),
    })
    .execute();
  return token;
}

/** The request a token opens, or undefined when it is malformed, unknown or expired. */
export async function resolveRequestToken(
  db: Db,
  token: string | undefined | null,
  now = new Date(),
): Promise<RequestRef | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const row = await db
    .selectFrom("request_tokens")
    .select(["lead_type", "lead_id", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  return { type: row.lead_type, id: row.lead_id };
}
