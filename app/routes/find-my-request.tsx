import { data, Form, useNavigation } from "react-router";
import { appContext } from "~/.server/context";
import { routeMessages } from "~/.server/messages";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { FieldError } from "~/components/ui/FieldError";
import { PageMeta } from "~/components/ui/PageMeta";
import { withRouteMessages } from "~/components/ui/RouteMessages";
import { addressingOf } from "~/features/tracking/access.server";
import { sendRequestLink } from "~/features/tracking/student-actions.server";
import trackingStyles from "~/features/tracking/tracking.css?url";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/find-my-request";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: trackingStyles }];

export async function loader({ context }: Route.LoaderArgs) {
  const { config, localeResolution } = context.get(appContext);
  return { messages: routeMessages(localeResolution.locale, ["tracking."]), days: config.REQUEST_LINK_DAYS };
}

interface FindState {
  sent: boolean;
  errors: Partial<Record<string, string>>;
  values: { reference: string; email: string };
}

/**
 * Mails a fresh link to each request of the address (or, with a reference, to that request when
 * they match); answers the same either way. Limited per client and per address (shared store).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await request.formData();
  const values = {
    reference: String(form.get("reference") ?? "").slice(0, 40),
    email: String(form.get("email") ?? "").slice(0, 254),
  };
  const ticket = await app.rateLimits.submissions.begin(app.clientIp);
  await ticket?.settle(true);
  if (!ticket) {
    return data<FindState>({ sent: false, errors: { form: "error.rateLimited" }, values }, 429);
  }
  const env = { db: app.db, config: app.config, addressing: addressingOf(app) };
  const result = await sendRequestLink(env, values, { perAddress: app.rateLimits.findRequests });
  if (!result.ok && "limited" in result) {
    return data<FindState>({ sent: false, errors: { form: "tracking.find.error.limited" }, values }, 429);
  }
  if (!result.ok) return data<FindState>({ sent: false, errors: result.errors, values }, 400);
  if (result.mailed) app.mail.nudge();
  return data<FindState>({ sent: true, errors: {}, values: { reference: "", email: "" } });
}

const fields = [
  { name: "email", type: "email", autoComplete: "email", max: 254, required: true },
  { name: "reference", type: "text", autoComplete: "off", max: 40, required: false },
] as const;

function FindMyRequestPageContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const count = Object.keys(errors).filter((k) => k !== "form").length;
  return (
    <div className="container find-request">
      <PageMeta title={t("tracking.find.title")} noindex />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: t("tracking.find.title") }]} />
      <h1>{t("tracking.find.title")}</h1>
      <p>{t("tracking.find.intro")}</p>
      {actionData?.sent ? (
        <p className="request-notice" role="status">
          {t("tracking.find.sent", { days: loaderData.days })}
        </p>
      ) : null}
      <Form method="post" noValidate className="card consultation-form">
        <div role="alert" className="form-alert">
          {count > 0 ? <p>{t("tracking.error.form", { count })}</p> : null}
          {errors.form ? <p>{t(errors.form)}</p> : null}
        </div>
        {fields.map((f) => (
          <div className="field" key={f.name}>
            <label htmlFor={`find-${f.name}`}>
              {t(`tracking.find.${f.name}`)}
              {f.required ? null : <span className="muted"> {t("tracking.find.optional")}</span>}
            </label>
            <input
              id={`find-${f.name}`}
              name={f.name}
              type={f.type}
              maxLength={f.max}
              autoComplete={f.autoComplete}
              required={f.required}
              defaultValue={actionData?.values[f.name] ?? ""}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `find-${f.name}-error` : undefined}
            />
            <FieldError field={`find-${f.name}`} message={errors[f.name] && t(errors[f.name] ?? "")} />
          </div>
        ))}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t("tracking.find.submit")}
        </button>
      </Form>
    </div>
  );
}

export default withRouteMessages(FindMyRequestPageContent);
