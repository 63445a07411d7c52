import { data, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { linkLangOf } from "~/.server/http/locale";
import { routeMessages } from "~/.server/messages";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { PageMeta } from "~/components/ui/PageMeta";
import { withRouteMessages } from "~/components/ui/RouteMessages";
import { ConsultationForm, type ConsultationFormState } from "~/features/consultation/ConsultationForm";
import { CAPTCHA_COOKIE } from "~/features/consultation/captcha.server";
import { createConsultation } from "~/features/consultation/consultation.server";
import { enrolYears } from "~/features/consultation/consultation-options";
import {
  consultationInput,
  consultationSchema,
  fieldErrors,
  isStudyField,
} from "~/features/consultation/consultation-schema";
import { fitProfileOf } from "~/features/fit/fit.server";
import { getSchoolsByIds } from "~/features/schools/schools.server";
import { parseShortlist, SHORTLIST_COOKIE } from "~/features/shortlist/shortlist-cookie";
import { readCookie } from "~/lib/cookies";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { useSiteData } from "~/lib/site-data";
import { withLocaleMarker } from "~/lib/urls";
import type { Route } from "./+types/consultation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const ids = parseShortlist(readCookie(request.headers.get("cookie"), SHORTLIST_COOKIE));
  const schools = await getSchoolsByIds(db, localeResolution.locale, ids);
  return {
    messages: routeMessages(localeResolution.locale, ["consultation."]),
    years: enrolYears(),
    shortlist: schools.map((s) => ({ id: s.id, name: s.name })),
  };
}

/** The form without JavaScript: each button is a round trip that keeps what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, localeResolution, rateLimits, clientIp, mail } = context.get(appContext);
  const locale = localeResolution.locale;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "submit");
  const input = consultationInput(form);
  const values = { ...input, captcha: "" };
  const state = (value: ConsultationFormState, init?: number | ResponseInit) => data(value, init);
  if (intent === "back") return state({ step: 1, values });
  if (intent === "refresh") return state({ step: 2, values });
  if (intent === "next") {
    const parsed = consultationSchema(locale).safeParse(input);
    const errors = parsed.success
      ? {}
      : Object.fromEntries(Object.entries(fieldErrors(parsed.error)).filter(([field]) => isStudyField(field)));
    if (Object.keys(errors).length) return state({ step: 1, values, errors }, 400);
    return state({ step: 2, values });
  }
  if (!rateLimits.submissions.take(clientIp)) {
    return state(
      { step: 2, values, formError: "error.rateLimited" },
      {
        status: 429,
        headers: { "Retry-After": String(rateLimits.submissions.retryAfter(clientIp)) },
      },
    );
  }
  const cookies = request.headers.get("cookie");
  const result = await createConsultation(db, config, {
    input,
    locale,
    captchaId: readCookie(cookies, CAPTCHA_COOKIE),
    shortlist: parseShortlist(readCookie(cookies, SHORTLIST_COOKIE)),
    honeypot: String(form.get("website") ?? ""),
    fitProfile: fitProfileOf(request),
  });
  if (!result.ok) {
    const step = Object.keys(result.errors).some(isStudyField) ? 1 : 2;
    return state({ step, values, errors: result.errors }, 400);
  }
  mail.nudge();
  const target = withLocaleMarker(
    `${paths.consultationResult()}?ref=${result.reference}`,
    linkLangOf(localeResolution),
  );
  throw redirect(target, 303);
}

function ConsultationPageContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const site = useSiteData();
  return (
    <div className="container consultation-page">
      <PageMeta title={t("consultation.title")} description={t("consultation.metaDescription")} />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: t("consultation.title") }]} />
      <h1>{t("consultation.title")}</h1>
      <p className="lead">{t("consultation.lead")}</p>
      <ConsultationForm
        offices={site?.offices ?? []}
        years={loaderData.years}
        shortlist={loaderData.shortlist}
        state={actionData}
      />
    </div>
  );
}

export default withRouteMessages(ConsultationPageContent);
