import { data, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { linkLangOf } from "~/.server/http/locale";
import { routeMessages } from "~/.server/messages";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { withRouteMessages } from "~/components/ui/RouteMessages";
import { addressingOf } from "~/features/tracking/access.server";
import { RequestPageView } from "~/features/tracking/RequestPage";
import { type StudentIntent, studentAction } from "~/features/tracking/student-actions.server";
import { loadStudentPage } from "~/features/tracking/student-page.server";
import trackingStyles from "~/features/tracking/tracking.css?url";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { withLocaleMarker } from "~/lib/urls";
import type { Route } from "./+types/my-request";

/** The page is the student's alone: never cached, never indexed. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: trackingStyles }];
export const headers: Route.HeadersFunction = () => PRIVATE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config, localeResolution } = context.get(appContext);
  const locale = localeResolution.locale;
  const page = await loadStudentPage(db, config, params.token, locale);
  const sentParam = new URL(request.url).searchParams.get("sent");
  const sent: StudentIntent | null =
    sentParam === "proof" || sentParam === "revision" || sentParam === "account" ? sentParam : null;
  return data(
    {
      messages: routeMessages(locale, ["tracking.", "pay."]),
      page: page ?? null,
      sent,
    },
    // An unknown, forged or expired link is a 404, whichever it was.
    { status: page ? 200 : 404, headers: PRIVATE },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const origin = request.headers.get("origin");
  if (origin && origin !== app.origin) throw data({ message: "forbidden" }, { status: 403, headers: PRIVATE });
  const ticket = await app.rateLimits.submissions.begin(app.clientIp);
  await ticket?.settle(true);
  if (!ticket) {
    throw data({ message: "rate limited" }, { status: 429, headers: PRIVATE });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: "bad request" }, { status: 400, headers: PRIVATE });
  }
  const env = { db: app.db, config: app.config, addressing: addressingOf(app) };
  const result = await studentAction(env, params.token, form, app.clientIp);
  if (result.kind === "invalid") throw data({ message: "not found" }, { status: 404, headers: PRIVATE });
  if (result.kind === "errors") return data(result, { status: 400, headers: PRIVATE });
  app.mail.nudge();
  const target = withLocaleMarker(
    `${paths.myRequest(params.token)}?sent=${result.sent}`,
    linkLangOf(app.localeResolution),
  );
  throw redirect(target, { status: 303, headers: PRIVATE });
}

function MyRequestPageContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { page, sent } = loaderData;
  return (
    <div className="container request-page">
      <PageMeta title={t("tracking.title")} noindex />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: t("tracking.title") }]} />
      {page ? (
        <RequestPageView page={page} state={actionData ?? undefined} sent={sent} />
      ) : (
        <div className="card result-card">
          <h1>{t("tracking.invalid.title")}</h1>
          <p>{t("tracking.invalid.text")}</p>
          <LocaleLink className="button button-primary" to={paths.findMyRequest()}>
            {t("tracking.invalid.find")}
          </LocaleLink>
        </div>
      )}
    </div>
  );
}

export default withRouteMessages(MyRequestPageContent);
