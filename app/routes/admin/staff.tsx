import { appContext } from "~/.server/context";
import { PASSWORD_MIN } from "~/features/admin/admin-locale";
import {
  ActionForm,
  AdminLocaleField,
  Field,
  NewPasswordField,
  Notice,
  useAdmin,
  useDateTime,
} from "~/features/admin/admin-ui";
import { PageHead } from "~/features/admin/editor-ui";
import { listOffices } from "~/features/reference/reference.server";
import { ADMINS, requireStaff } from "~/features/staff/guard.server";
import { RoleAndOfficeFields } from "~/features/staff/StaffFields";
import { listStaff } from "~/features/staff/staff.server";
import { staffAdminAction } from "~/features/staff/staff-accounts.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/staff";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, ADMINS);
  const { db } = args.context.get(appContext);
  const [staff, offices] = await Promise.all([listStaff(db), listOffices(db, session.user.uiLocale)]);
  return { staff, offices: offices.map((o) => ({ code: o.code, name: o.name })) };
}

export const action = staffAdminAction;

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
      <PageHead title={t("admin.staff.title")} />
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
              <ActionForm intent="update" id={s.id} className="admin-form admin-form-grid">
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
              </ActionForm>
              <ActionForm intent="password" id={s.id} className="admin-form admin-form-inline">
                <NewPasswordField id={`password-${s.id}`} label={t("admin.staff.resetPassword")} />
                <button type="submit" className="admin-button">
                  {t("admin.staff.resetPassword")}
                </button>
              </ActionForm>
            </section>
          );
        })}
      </div>
      <section className="admin-card" aria-labelledby="create-heading">
        <h2 id="create-heading">{t("admin.staff.create")}</h2>
        {Object.keys(createErrors).length > 0 && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
        <ActionForm intent="create" className="admin-form admin-form-grid">
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
        </ActionForm>
      </section>
    </>
  );
}
