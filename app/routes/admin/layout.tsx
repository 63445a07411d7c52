import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { appContext } from "~/.server/context";
import { type AdminLocale, toAdminLocale } from "~/features/admin/admin-locale";
import { adminMessages } from "~/features/admin/admin-messages.server";
import { type AdminLayoutData, AdminTitle, CsrfField, useAdmin } from "~/features/admin/admin-ui";
import coreEn from "~/features/admin/locales/core.en.json";
import coreTh from "~/features/admin/locales/core.th.json";
import coreTw from "~/features/admin/locales/core.tw.json";
import coreVi from "~/features/admin/locales/core.vi.json";
import { adminNav } from "~/features/admin/nav";
import { listAgencyOffices } from "~/features/reference/reference.server";
import { ALL_ROLES, requireStaff } from "~/features/staff/guard.server";
import { createTranslator, type Messages, TranslatorProvider, useTranslator } from "~/lib/i18n";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/layout";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** Staff pages hold personal data: never stored by browsers or proxies. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, ALL_ROLES);
  const { user } = session;
  const { db } = args.context.get(appContext);
  const layout: AdminLayoutData = {
    locale: user.uiLocale,
    csrf: session.csrfToken,
    staff: { id: user.id, name: user.name, email: user.email, role: user.role, office: user.office },
    offices: await listAgencyOffices(db, user.uiLocale),
    messages: adminMessages(user.uiLocale),
  };
  return data(layout, { headers: { "Cache-Control": "no-store" } });
}

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslator();
  const { staff } = useAdmin();
  return (
    <div className="admin">
      <a className="admin-skip" href="#admin-main">
        {t("admin.skipToContent")}
      </a>
      <header className="admin-header">
        <Link to="/admin" className="admin-brand">
          {t("admin.title")}
        </Link>
        <p className="admin-who">{t("admin.signedInAs", { name: staff.name, role: t(`admin.role.${staff.role}`) })}</p>
        <Form method="post" action="/admin/logout" reloadDocument>
          <CsrfField />
          <button type="submit" className="admin-button">
            {t("admin.signOut")}
          </button>
        </Form>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label={t("admin.nav.label")}>
          <ul>
            {adminNav
              .filter((item) => item.roles.includes(staff.role))
              .map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/admin"}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            <li>
              <a href="/">{t("admin.nav.viewSite")}</a>
            </li>
          </ul>
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

function WithAdminTranslator({ children }: { children: React.ReactNode }) {
  const { locale, messages } = useAdmin();
  return <TranslatorProvider value={createTranslator(locale, messages)}>{children}</TranslatorProvider>;
}

const bareCatalogs: Record<AdminLocale, Messages> = { tw: coreTw, en: coreEn, vi: coreVi, th: coreTh };

/**
 * When an action fails, React Router renders the boundary without this layout's loader data
 * (no session facts, no catalog): the error then shows on its own, from the bundled core catalog,
 * in the public site's language when the back office has it (en, vi, th) and in tw otherwise.
 */
function BareError() {
  const site = useRouteLoaderData<{ locale?: string }>("root");
  const locale = toAdminLocale(site?.locale);
  return (
    <TranslatorProvider value={createTranslator(locale, bareCatalogs[locale])}>
      <main id="admin-main" className="admin-main">
        <ErrorContent />
      </main>
    </TranslatorProvider>
  );
}

export default function AdminLayout() {
  return (
    <WithAdminTranslator>
      <Shell>
        <Outlet />
      </Shell>
    </WithAdminTranslator>
  );
}

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslator();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 403 ? "forbidden" : status === 404 ? "notFound" : "other";
  return (
    <div className="admin-error-page">
      <AdminTitle title={t(`admin.error.${kind}.title`)} />
      <h1>{t(`admin.error.${kind}.title`)}</h1>
      <p>{t(`admin.error.${kind}.text`)}</p>
      <p>
        <Link to="/admin">{t("admin.error.backToDashboard")}</Link>
      </p>
    </div>
  );
}

/** Errors of child routes (403, 404) render inside the shell, in the staff's language. */
export function ErrorBoundary() {
  const layout = useRouteLoaderData<AdminLayoutData>("routes/admin/layout");
  if (!layout) return <BareError />;
  return (
    <WithAdminTranslator>
      <Shell>
        <ErrorContent />
      </Shell>
    </WithAdminTranslator>
  );
}
