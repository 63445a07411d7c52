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
import { useTranslator } from "~/lib/i18n";
import { RoleAndOfficeFields } from "./StaffFields";
import type { StaffRow } from "./staff.server";

type Offices = ReadonlyArray<{ code: string; name: string }>;

/** One account on the staff page: its lock, the form of its name, role, office and status, and the password reset. */
export function StaffCard({
  staff: s,
  offices,
  message,
}: {
  staff: StaffRow;
  offices: Offices;
  /** The answer of the last change to this account */
  message: { kind: "ok" | "error"; text: string } | undefined;
}) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  return (
    <section className="admin-card" aria-labelledby={`staff-${s.id}`}>
      <h2 id={`staff-${s.id}`}>
        {s.name} <small>{s.email}</small>
      </h2>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      {s.lockedUntil && s.lockedUntil > new Date().toISOString() && (
        <p className="admin-warning">{t("admin.staff.locked", { time: dateTime(s.lockedUntil, s.office) })}</p>
      )}
      <ActionForm intent="update" id={s.id} className="admin-form admin-form-grid">
        <Field id={`name-${s.id}`} label={t("admin.staff.name")}>
          {(props) => <input {...props} name="name" defaultValue={s.name} maxLength={100} required />}
        </Field>
        <RoleAndOfficeFields idSuffix={String(s.id)} staffRole={s.role} office={s.office ?? ""} offices={offices} />
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
}

/** The staff page's form for a new account (the first password is set by the admin). */
export function NewStaffForm({ offices, errors }: { offices: Offices; errors: Record<string, string> }) {
  const { t } = useTranslator();
  const { locale } = useAdmin();
  return (
    <section className="admin-card" aria-labelledby="create-heading">
      <h2 id="create-heading">{t("admin.staff.create")}</h2>
      {Object.keys(errors).length > 0 && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      <ActionForm intent="create" className="admin-form admin-form-grid">
        <Field id="new-name" label={t("admin.staff.name")} error={errors.name}>
          {(props) => <input {...props} name="name" maxLength={100} required />}
        </Field>
        <Field id="new-email" label={t("admin.staff.email")} error={errors.email}>
          {(props) => <input {...props} name="email" type="email" maxLength={254} required autoComplete="off" />}
        </Field>
        <RoleAndOfficeFields idSuffix="new" staffRole="consultant" office="" offices={offices} errors={errors} />
        <AdminLocaleField id="new-locale" name="ui_locale" defaultValue={locale} />
        <NewPasswordField
          id="new-password"
          label={t("admin.staff.initialPassword")}
          hint={t("admin.account.newPasswordHint", { min: PASSWORD_MIN })}
          error={errors.password}
        />
        <button type="submit" className="admin-button admin-button-primary">
          {t("admin.staff.create")}
        </button>
      </ActionForm>
    </section>
  );
}
