import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import type { Actor } from "~/.server/http/audit";
import { badRequest, notFound, positiveId } from "~/.server/http/route-errors";
import { isAdminLocale, toAdminLocale } from "~/features/admin/admin-locale";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { listAgencyOffices } from "~/features/reference/reference.server";
import { parseForm } from "~/lib/form";
import { ADMINS, ALL_ROLES, requireStaffAction } from "./guard.server";
import { passwordProblem } from "./passwords.server";
import type { StaffSession } from "./sessions.server";
import {
  checkPassword,
  createStaff,
  DuplicateEmailError,
  selfChangeProblem,
  setPassword,
  setUiLocale,
  updateStaff,
} from "./staff.server";
import { newStaffSchema, staffUpdateSchema } from "./staff-form";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * A staff member changes their own password: the policy first, then the confirmation, then the
 * current password. Returns message keys by field; none when the password was changed (the other
 * sessions of the account end, this one stays).
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  session: StaffSession,
  input: { current: string; next: string; confirm: string },
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const problem = passwordProblem(input.next, session.user.email);
  if (problem) errors.password = problem;
  else if (input.next !== input.confirm) errors.confirm = "admin.account.mismatch";
  if (
    !errors.password &&
    !errors.confirm &&
    !(await checkPassword(db, session.user.id, input.current.slice(0, 1000)))
  ) {
    errors.current = "admin.account.wrongPassword";
  }
  if (Object.keys(errors).length === 0) await setPassword(db, actor, session.user.id, input.next, session.id);
  return errors;
}

/**
 * An admin sets the password of account `id`: `missing` when there is no such account, else the
 * policy's message key, or null when it was set (an admin resetting their own keeps this session).
 */
export async function resetStaffPassword(
  db: Db,
  actor: Actor,
  session: StaffSession,
  id: number,
  password: string,
): Promise<"missing" | string | null> {
  const row = await db.selectFrom("staff_users").select("email").where("id", "=", id).executeTakeFirst();
  if (!row) return "missing";
  const problem = passwordProblem(password, row.email);
  if (problem) return problem;
  await setPassword(db, actor, id, password, id === session.user.id ? session.id : undefined);
  return null;
}

const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/** `/admin/account`: the staff member's own language and password. */
export async function accountAction(args: Args) {
  const { session, actor, form } = await requireStaffAction(args, ALL_ROLES);
  const { db } = args.context.get(appContext);
  const intent = form.get("intent");
  if (intent === "language") {
    const locale = form.get("locale");
    if (!isAdminLocale(locale)) throw badRequest();
    await setUiLocale(db, session.user.id, locale);
    return { intent, ok: adminTranslator(locale).t("admin.account.languageSaved") };
  }
  if (intent !== "password") throw badRequest();
  const t = adminTranslator(session.user.uiLocale).t;
  const input = { current: field(form, "current"), next: field(form, "password"), confirm: field(form, "confirm") };
  const problems = await changeOwnPassword(db, actor, session, input);
  if (Object.keys(problems).length) {
    const errors = Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)]));
    return data({ intent, errors }, { status: 400 });
  }
  return { intent, ok: t("admin.account.passwordChanged") };
}

const translateErrors = (t: (key: string) => string, errors: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([name, e]) => [name, t(e.key)]));

/** `/admin/staff`: an admin creates an account, changes one (role, office, active, unlock) or resets its password. */
export async function staffAdminAction(args: Args) {
  const { session, actor, form } = await requireStaffAction(args, ADMINS);
  const { db } = args.context.get(appContext);
  const t = adminTranslator(session.user.uiLocale).t;
  const offices = (await listAgencyOffices(db, session.user.uiLocale)).map((o) => o.code);
  const intent = form.get("intent");

  if (intent === "create") {
    const parsed = parseForm(newStaffSchema(offices), form, ["password"]);
    if (!parsed.ok) return data({ intent, errors: translateErrors(t, parsed.errors) }, { status: 400 });
    const { name, email, password, role, office, ui_locale } = parsed.value;
    try {
      await createStaff(db, actor, {
        email,
        name,
        password,
        role,
        office: office || null,
        uiLocale: toAdminLocale(ui_locale),
      });
    } catch (error) {
      if (error instanceof DuplicateEmailError) {
        return data({ intent, errors: { email: t("admin.staff.duplicate") } }, { status: 409 });
      }
      throw error;
    }
    return { intent, ok: t("admin.staff.created", { name }) };
  }

  const id = positiveId(form.get("id"));
  if (intent === "update") {
    const parsed = parseForm(staffUpdateSchema(offices), form);
    if (!parsed.ok) {
      const first = Object.values(parsed.errors)[0];
      return data({ intent, id, error: t(first?.key ?? "admin.form.required") }, { status: 400 });
    }
    const { name, role, office, active, unlock } = parsed.value;
    const problem = selfChangeProblem(session.user.id, id, { role, active });
    if (problem) return data({ intent, id, error: t(problem) }, { status: 400 });
    if (!(await updateStaff(db, actor, id, { name, role, office: office || null, active, unlock }))) throw notFound();
    return { intent, id, ok: t("admin.staff.saved") };
  }
  if (intent === "password") {
    const problem = await resetStaffPassword(db, actor, session, id, field(form, "password"));
    if (problem === "missing") throw notFound();
    if (problem) return data({ intent, id, error: t(problem) }, { status: 400 });
    return { intent, id, ok: t("admin.staff.passwordReset") };
  }
  throw badRequest();
}
