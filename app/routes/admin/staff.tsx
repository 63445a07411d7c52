import { data, Form } from "react-router";
import { appContext } from "~/.server/context";
import { badRequest, notFound, positiveId } from "~/.server/http/route-errors";
import { PASSWORD_MIN, toAdminLocale } from "~/features/admin/admin-locale";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import {
  AdminLocaleField,
  AdminTitle,
  CsrfField,
  Field,
  NewPasswordField,
  Notice,
  useAdmin,
  useDateTime,
} from "~/features/admin/admin-ui";
import { listOffices } from "~/features/reference/reference.server";
import { ADMINS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { passwordProblem } from "~/features/staff/passwords.server";
import { RoleAndOfficeFields } from "~/features/staff/StaffFields";
import {
  createStaff,
  DuplicateEmailError,
  listStaff,
  selfChangeProblem,
  setPassword,
  updateStaff,
} from "~/features/staff/staff.server";
import { newStaffSchema, staffUpdateSchema } from "~/features/staff/staff-form";
import { parseForm } from "~/lib/form";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/staff";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, ADMINS);
  const { db } = args.context.get(appContext);
  const [staff, offices] = await Promise.all([listStaff(db), listOffices(db, session.user.uiLocale)]);
  return { staff, offices: offices.map((o) => ({ code: o.code, name: o.name })) };
}

const translateErrors = (t: (key: string) => string, errors: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([name, e]) => [name, t(e.key)]));

export async function action(args: Route.ActionArgs) {
  const { session, actor, form } = await requireStaffAction(args, ADMINS);
  const { db } = args.context.get(appContext);
  const t = adminTranslator(session.user.uiLocale).t;
  const offices = (await listOffices(db, "en")).map((o) => o.code);
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
    const row = await db.selectFrom("staff_users").select("email").where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound();
    const password = String(form.get("password") ?? "");
    const problem = passwordProblem(password, row.email);
    if (problem) return data({ intent, id, error: t(problem) }, { status: 400 });
    await setPassword(db, actor, id, password, id === session.user.id ? session.id : undefined);
    return { intent, id, ok: t("admin.staff.passwordReset") };
  }
  throw badRequest();
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { locale } = useAdmin();
  const dateTime = useDateTime();
  const createErrors: Record<string, string> =
    actionData?.intent === "create" && "errors" in actionData ? actionData.errors : {};
  const rowMessage = (id: number) =>
    actionData && "id" in actionData && actionData.id === id
      ? "error" in actionData
        ? { kind: "error" as const, text: actionData.error }
        : "ok" in actionData
          ? { kind: "ok" as const, text: actionData.ok }
          : undefined
      : undefined;
  return (
    <>
      <AdminTitle title={t("admin.staff.title")} />
      <h1>{t("admin.staff.title")}</h1>
      {actionData?.intent === "create" && "ok" in actionData && <Notice>{actionData.ok}</Notice>}
      <div className="admin-staff-list">
        {loaderData.staff.map((s) => {
          const message = rowMessage(s.id);
          return (
            <section key={s.id} className="admin-card" aria-labelledby={`staff-${s.id}`}>
              <h2 id={`staff-${s.id}`}>
                {s.name} <small>{s.email}</small>
              </h2>
              {message && <Notice kind={message.kind}>{message.text}</Notice>}
              {s.lockedUntil && s.lockedUntil > new Date().toISOString() && (
                <p className="admin-warning">{t("admin.staff.locked", { time: dateTime(s.lockedUntil) })}</p>
              )}
              <Form method="post" className="admin-form admin-form-grid">
                <CsrfField />
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={s.id} />
                <Field id={`name-${s.id}`} label={t("admin.staff.name")}>
                  {(props) => <input {...props} name="name" defaultValue={s.name} maxLength={100} required />}
                </Field>
                <RoleAndOfficeFields
                  idSuffix={String(s.id)}
                  staffRole={s.role}
                  office={s.office ?? ""}
                  offices={loaderData.offices}
                />
                <Field id={`active-${s.id}`} label={t("admin.staff.status")}>
                  {(props) => (
                    <select {...props} name="active" defaultValue={s.active ? "1" : "0"}>
                      <option value="1">{t("admin.staff.active")}</option>
                      <option value="0">{t("admin.staff.inactive")}</option>
                    </select>
                  )}
                </Field>
                <label className="admin-check">
                  <input type="checkbox" name="unlock" value="1" /> {t("admin.staff.unlock")}
                </label>
                <button type="submit" className="admin-button">
                  {t("admin.staff.save")}
                </button>
              </Form>
              <Form method="post" className="admin-form admin-form-inline">
                <CsrfField />
                <input type="hidden" name="intent" value="password" />
                <input type="hidden" name="id" value={s.id} />
                <NewPasswordField id={`password-${s.id}`} label={t("admin.staff.resetPassword")} />
                <button type="submit" className="admin-button">
                  {t("admin.staff.resetPassword")}
                </button>
              </Form>
            </section>
          );
        })}
      </div>
      <section className="admin-card" aria-labelledby="create-heading">
        <h2 id="create-heading">{t("admin.staff.create")}</h2>
        {Object.keys(createErrors).length > 0 && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
        <Form method="post" className="admin-form admin-form-grid">
          <CsrfField />
          <input type="hidden" name="intent" value="create" />
          <Field id="new-name" label={t("admin.staff.name")} error={createErrors.name}>
            {(props) => <input {...props} name="name" maxLength={100} required />}
          </Field>
          <Field id="new-email" label={t("admin.staff.email")} error={createErrors.email}>
            {(props) => <input {...props} name="email" type="email" maxLength={254} required autoComplete="off" />}
          </Field>
          <RoleAndOfficeFields
            idSuffix="new"
            staffRole="consultant"
            office=""
            offices={loaderData.offices}
            errors={createErrors}
          />
          <AdminLocaleField id="new-locale" name="ui_locale" defaultValue={locale} />
          <NewPasswordField
            id="new-password"
            label={t("admin.staff.initialPassword")}
            hint={t("admin.account.newPasswordHint", { min: PASSWORD_MIN })}
            error={createErrors.password}
          />
          <button type="submit" className="admin-button admin-button-primary">
            {t("admin.staff.create")}
          </button>
        </Form>
      </section>
    </>
  );
}
