import { data, Form } from "react-router";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { loadManagePage, manageAction } from "~/features/reminders/reminder-actions.server";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/shortlist-reminders";

/** The page of one subscription (it holds its secret in the URL): never cached, never indexed. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, localeResolution, origin } = context.get(appContext);
  const page = await loadManagePage(db, localeResolution.locale, request, origin);
  return data(page, { status: page.status === "invalid" ? 404 : 200, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  return manageAction(db, request);
}

export default function ReminderManagePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { status, email, schools, done, confirmed } = loaderData;
  return (
    <div className="container reminders-page">
      <PageMeta title={t("reminders.manageTitle")} noindex />
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: paths.home() },
          { label: t("shortlist.title"), to: "/shortlist" },
          { label: t("reminders.manageTitle") },
        ]}
      />
      <h1>{t("reminders.manageTitle")}</h1>
      {status === "invalid" ? (
        <p>{t("reminders.invalid")}</p>
      ) : (
        <>
          <p role="status" className="lead">
            {status === "active"
              ? t(done === "confirmed" ? "reminders.confirmed" : "reminders.active", { email, count: schools.length })
              : status === "pending"
                ? t("reminders.pending", { email })
                : t("reminders.unsubscribed", { email })}
          </p>
          {schools.length > 0 && (
            <>
              <h2>{t("reminders.schools")}</h2>
              <ul>
                {schools.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          )}
          <Form method="post">
            {status === "unsubscribed" ? (
              confirmed && (
                <button type="submit" name="intent" value="resubscribe" className="button button-primary">
                  {t("reminders.resubscribe")}
                </button>
              )
            ) : (
              <button type="submit" name="intent" value="unsubscribe" className="button">
                {t("reminders.stop")}
              </button>
            )}
          </Form>
        </>
      )}
      <p>
        <LocaleLink to="/shortlist">{t("reminders.back")}</LocaleLink>
      </p>
    </div>
  );
}
