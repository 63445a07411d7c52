import { data, Form, redirect, useNavigation } from "react-router";
import { appContext } from "~/.server/context";
import { adminHtmlLang, adminLocales, formatAdminDateTime } from "~/features/admin/admin-locale";
import { ADMIN_LANG_COOKIE, adminMessages, signedOutLocale } from "~/features/admin/admin-messages.server";
import { AdminTitle, Field, Notice } from "~/features/admin/admin-ui";
import { safeNext } from "~/features/staff/guard.server";
import { hasPendingPost } from "~/features/staff/pending-posts.server";
import { createSession, destroySession, readSession, sessionCookie } from "~/features/staff/sessions.server";
import { signIn } from "~/features/staff/staff.server";
import { officeTimeZone } from "~/features/tracking/time";
import { adminPaths } from "~/lib/admin-paths";
import { serializeCookie, YEAR_SECONDS } from "~/lib/cookies";
import { createTranslator, TranslatorProvider, useTranslator } from "~/lib/i18n";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/login";

const noStore = { "Cache-Control": "no-store" };

/** The sign-in page is outside the back office's layout: it links the back office's styles itself. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** Staff pages hold personal data: never stored by browsers or proxies. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const session = await readSession(app.db, request.headers.get("cookie"), app.config.STAFF_SESSION_HOURS);
  if (session) throw redirect(safeNext(url.searchParams.get("next")), { headers: noStore });
  const locale = signedOutLocale(request);
  const headers = new Headers(noStore);
  if (url.searchParams.has("lang")) {
    headers.append("Set-Cookie", serializeCookie(ADMIN_LANG_COOKIE, locale, { path: "/admin", maxAge: YEAR_SECONDS }));
  }
  return data(
    {
      locale,
      messages: adminMessages(locale),
      next: url.searchParams.get("next"),
      signedOut: url.searchParams.has("signedOut"),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const origin = request.headers.get("origin");
  if (origin && origin !== app.origin) throw data({ message: "forbidden" }, { status: 403 });
  const locale = signedOutLocale(request);
  const t = createTranslator(locale, adminMessages(locale)).t;
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 1000);
  if (!(await app.rateLimits.logins.take(app.clientIp))) {
    return data(
      { error: t("admin.login.rateLimited"), email },
      { status: 429, headers: { "Retry-After": String(await app.rateLimits.logins.retryAfter(app.clientIp)) } },
    );
  }
  const result = await signIn(
    app.db,
    { email, password, ip: app.clientIp },
    { attempts: app.config.LOGIN_LOCKOUT_ATTEMPTS, minutes: app.config.LOGIN_LOCKOUT_MINUTES },
  );
  if (!result.ok) {
    const error =
      result.reason === "locked"
        ? t("admin.login.locked", {
            time: formatAdminDateTime(locale, result.until, "time", officeTimeZone(result.office)),
          })
        : t("admin.login.invalid");
    return data({ error, email }, { status: result.reason === "locked" ? 423 : 401 });
  }
  // A session token from before sign-in is never reused.
  await destroySession(app.db, request.headers.get("cookie"));
  const { token } = await createSession(app.db, result.userId, app.clientIp, app.config.STAFF_SESSION_HOURS);
  const next = safeNext(new URL(request.url).searchParams.get("next") ?? String(form.get("next") ?? ""));
  // A change sent after the last session ended waits for this user: offer it first.
  const pending = await hasPendingPost(app.db, request.headers.get("cookie"), result.userId);
  return redirect(pending ? adminPaths.resume({ next }) : next, {
    headers: { ...noStore, "Set-Cookie": sessionCookie(token, app.origin.startsWith("https:")) },
  });
}

function LoginForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const busy = useNavigation().state === "submitting";
  const error = actionData?.error;
  return (
    <div className="admin-login">
      <AdminTitle title={t("admin.login.title")} />
      <p className="admin-login-brand">{t("admin.title")}</p>
      <h1>{t("admin.login.title")}</h1>
      {loaderData.signedOut && <Notice>{t("admin.login.signedOut")}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      <Form method="post" className="admin-form">
        {loaderData.next && <input type="hidden" name="next" value={loaderData.next} />}
        <Field id="login-email" label={t("admin.login.email")}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
              defaultValue={actionData?.email ?? ""}
            />
          )}
        </Field>
        <Field id="login-password" label={t("admin.login.password")}>
          {(props) => (
            <input
              {...props}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1000}
            />
          )}
        </Field>
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
          {t("admin.login.submit")}
        </button>
      </Form>
      <nav className="admin-lang" aria-label={t("admin.login.language")}>
        {adminLocales.map((l) =>
          l === locale ? (
            <span key={l} aria-current="true">
              {t(`admin.lang.${l}`)}
            </span>
          ) : (
            <a
              key={l}
              href={`?lang=${l}${loaderData.next ? `&next=${encodeURIComponent(loaderData.next)}` : ""}`}
              lang={adminHtmlLang(l)}
            >
              {t(`admin.lang.${l}`)}
            </a>
          ),
        )}
      </nav>
    </div>
  );
}

export default function LoginPage(props: Route.ComponentProps) {
  const translator = createTranslator(props.loaderData.locale, props.loaderData.messages);
  return (
    <TranslatorProvider value={translator}>
      <LoginForm {...props} />
    </TranslatorProvider>
  );
}
