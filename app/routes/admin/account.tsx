import { PASSWORD_MIN } from "~/features/admin/admin-locale";
import {
  ActionForm,
  AdminLocaleField,
  Field,
  NewPasswordField,
  Notice,
  PageHead,
  useAdmin,
  useOfficeName,
} from "~/features/admin/admin-ui";
import { ALL_ROLES, requireStaff } from "~/features/staff/guard.server";
import { accountAction } from "~/features/staff/staff-accounts.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/account";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, ALL_ROLES);
  return null;
}

export const action = accountAction;

export default function Account({ actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { staff, locale } = useAdmin();
  const officeName = useOfficeName();
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const ok = actionData && "ok" in actionData ? actionData.ok : undefined;
  return (
    <>
      <PageHead title={t("admin.account.title")} />
      <p>{t("admin.account.details", { email: staff.email, role: t(`admin.role.${staff.role}`) })}</p>
      {staff.office && <p>{t("admin.account.office", { office: officeName(staff.office) })}</p>}
      {ok && <Notice>{ok}</Notice>}
      <section aria-labelledby="language-heading" className="admin-card">
        <h2 id="language-heading">{t("admin.account.language")}</h2>
        <ActionForm intent="language" className="admin-form admin-form-inline">
          <AdminLocaleField id="ui-locale" name="locale" defaultValue={locale} />
          <button type="submit" className="admin-button">
            {t("admin.account.saveLanguage")}
          </button>
        </ActionForm>
      </section>
      <section aria-labelledby="password-heading" className="admin-card">
        <h2 id="password-heading">{t("admin.account.changePassword")}</h2>
        <ActionForm intent="password" className="admin-form">
          <input type="hidden" name="username" value={staff.email} autoComplete="username" />
          <Field id="current-password" label={t("admin.account.currentPassword")} error={errors.current}>
            {(props) => <input {...props} name="current" type="password" autoComplete="current-password" required />}
          </Field>
          <NewPasswordField
            id="new-password"
            label={t("admin.account.newPassword")}
            hint={t("admin.account.newPasswordHint", { min: PASSWORD_MIN })}
            error={errors.password}
          />
          <Field id="confirm-password" label={t("admin.account.confirmPassword")} error={errors.confirm}>
            {(props) => <input {...props} name="confirm" type="password" autoComplete="new-password" required />}
          </Field>
          <button type="submit" className="admin-button admin-button-primary">
            {t("admin.account.changePassword")}
          </button>
        </ActionForm>
      </section>
    </>
  );
}
