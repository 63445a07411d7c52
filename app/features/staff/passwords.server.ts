import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/admin/admin-locale";

// @node-rs/argon2 defaults to argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane).
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/** Checked against when no account matches, so a wrong email takes as long as a wrong password. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(18).toString("base64url"));
  return decoy;
}

/** The catalog key of what is wrong with a new password, if anything. */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < PASSWORD_MIN) return "admin.password.tooShort";
  if (password.length > PASSWORD_MAX) return "admin.password.tooLong";
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return "admin.password.sameAsEmail";
  return undefined;
}

/** A readable random password for `npm run admin:create` when none is given. */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}
