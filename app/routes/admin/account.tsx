import { data, Form } from "react-router";
import { appContext } from "~/.server/context";
import { badRequest } from "~/.server/http/route-errors";
import { isAdminLocale, PASSWORD_MIN } from "~/features/admin/admin-locale";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import {
  AdminLocaleField,
  AdminTitle,
  CsrfField,
  Field,
  NewPasswordField,
  Notice,
  useAdmin,
} from "~/features/admin/admin-ui";
import { ALL_ROLES, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { passwordProblem } from "~/features/staff/passwords.server";
import { checkPassword, setPassword, setUiLocale } from "~/features/staff/staff.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/account";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, ALL_ROLES);
  return null;
}

export async function action(args: Route.ActionArgs) {
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
  const current = String(form.get("current") ?? "");
  const next = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  const errors: Record<string, string> = {};
  const problem = passwordProblem(next, session.user.email);
  if (problem) errors.password = t(problem);
  else if (next !== confirm) errors.confirm = t("admin.account.mismatch");
  if (!errors.password && !errors.confirm && !(await checkPassword(db, session.user.id, current.slice(0, 1000)))) {
    errors.current = t("admin.account.wrongPassword");
  }
  if (Object.keys(errors).length) return data({ intent, errors }, { status: 400 });
  await setPassword(db, actor, session.user.id, next, session.id);
  return { intent, ok: t("admin.account.passwordChanged") };
}

export default function Account({ actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { staff, locale } = useAdmin();
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const ok = actionData && "ok" in actionData ? actionData.ok : undefined;
  return (
    <>
      <AdminTitle title={t("admin.account.title")} />
      <h1>{t("admin.account.title")}</h1>
      <p>{t("admin.account.details", { email: staff.email, role: t(`admin.role.${staff.role}`) })}</p>
      {staff.office && <p>{t("admin.account.office", { office: staff.office })}</p>}
      {ok && <Notice>{ok}</Notice>}
      <section aria-labelledby="language-heading" className="admin-card">
        <h2 id="language-heading">{t("admin.account.language")}</h2>
        <Form method="post" className="admin-form admin-form-inline">
          <CsrfField />
          <input type="hidden" name="intent" value="language" />
          <AdminLocaleField id="ui-locale" name="locale" defaultValue={locale} />
          <button type="submit" className="admin-button">
            {t("admin.account.saveLanguage")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="password-heading" className="admin-card">
        <h2 id="password-heading">{t("admin.account.changePassword")}</h2>
        <Form method="post" className="admin-form">
          <CsrfField />
          <input type="hidden" name="intent" value="password" />
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
        </Form>
      </section>
    </>
  );
}
