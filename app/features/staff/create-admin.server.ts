import type { Db } from "~/.server/db/database";
import { generatePassword, passwordProblem } from "./passwords.server";
import { createStaff, DuplicateEmailError } from "./staff.server";

export interface CreateAdminInput {
  email: string;
  name: string;
  /** Omitted: a random one is generated and returned once. */
  password?: string;
}

/**
 * `npm run admin:create`: the first administrator (or another one). There is no default
 * account or password anywhere; the password is given or generated and shown once.
 */
export async function createAdmin(
  db: Db,
  input: CreateAdminInput,
): Promise<{ ok: true; password: string; generated: boolean } | { ok: false; error: string }> {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) return { ok: false, error: "--email must be an email address" };
  if (!input.name.trim()) return { ok: false, error: "--name is required" };
  const generated = input.password === undefined;
  const password = input.password ?? generatePassword();
  const problem = passwordProblem(password, input.email);
  if (problem) return { ok: false, error: `password rejected: ${problem.replace("admin.password.", "")}` };
  try {
    await createStaff(
      db,
      { userId: null, ip: "cli" },
      { email: input.email, name: input.name, password, role: "admin", office: null, uiLocale: "tw" },
    );
    return { ok: true, password, generated };
  } catch (error) {
    if (error instanceof DuplicateEmailError)
      return { ok: false, error: `an account for ${input.email} already exists` };
    throw error;
  }
}
