import { data, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { linkLangOf } from "~/.server/http/locale";
import { routeMessages } from "~/.server/messages";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { PageMeta } from "~/components/ui/PageMeta";
import { withRouteMessages } from "~/components/ui/RouteMessages";
import { ConsultationForm } from "~/features/consultation/ConsultationForm";
import { CAPTCHA_COOKIE } from "~/features/consultation/captcha.server";
import { checkStudyStep } from "~/features/consultation/consultation.server";
import { draftCookie, readDraft } from "~/features/consultation/consultation-draft.server";
import { enrolYears } from "~/features/consultation/consultation-options";
import {
  type ConsultationFormState,
  consultationInput,
  isStudyField,
} from "~/features/consultation/consultation-schema";
import { submitConsultation } from "~/features/consultation/submit-consultation.server";
import { FIT_COOKIE } from "~/features/fit/profile";
import { getSchoolsByIds } from "~/features/schools/schools.server";
import { parseShortlist, SHORTLIST_COOKIE } from "~/features/shortlist/shortlist-cookie";
import { newSubmissionKey, readSubmissionKey, SUBMISSION_KEY_FIELD } from "~/features/submissions/submission-key";
import { trackingLinks } from "~/features/tracking/access.server";
import { readCookie } from "~/lib/cookies";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { useSiteData } from "~/lib/site-data";
import { withLocaleMarker } from "~/lib/urls";
import type { Route } from "./+types/consultation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const cookies = request.headers.get("cookie");
  const schools = await getSchoolsByIds(
    db,
    localeResolution.locale,
    parseShortlist(readCookie(cookies, SHORTLIST_COOKIE)),
  );
  return {
    messages: routeMessages(localeResolution.locale, ["consultation."]),
    years: enrolYears(),
    shortlist: schools.map((s) => ({ id: s.id, name: s.name })),
    // What the last post without JavaScript left (also kept across a language switch).
    draft: readDraft(cookies) ?? null,
  };
}

/**
 * The form without JavaScript: each button is a post that keeps what was typed. Every post
 * answers with a redirect back to the page (post/redirect/get), the state riding in the draft
 * cookie, so Back and reload never ask to send a form again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, localeResolution, rateLimits, clientIp, mail, origin } = context.get(appContext);
  const locale = localeResolution.locale;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "submit");
  const input = consultationInput(form);
  const values = { ...input, captcha: "" };
  // The cached page has no key: the first post without JavaScript ("next") gives the form one.
  const submissionKey = readSubmissionKey(form.get(SUBMISSION_KEY_FIELD)) ?? newSubmissionKey();
  const page = withLocaleMarker(paths.consultation(), linkLangOf(localeResolution));
  const answer = (answered: ConsultationFormState, status = 400) => {
    const state = { ...answered, submissionKey };
    const cookie = draftCookie(state, origin.startsWith("https:"));
    // A draft too long for a cookie (a very long remark) is answered directly instead.
    if (!cookie) return data(state, status);
    throw redirect(page, { status: 303, headers: { "Set-Cookie": cookie } });
  };
  if (intent === "back") return answer({ step: 1, values });
  if (intent === "refresh") return answer({ step: 2, values });
  if (intent === "next") {
    const errors = checkStudyStep(input, locale);
    return Object.keys(errors).length ? answer({ step: 1, values, errors }) : answer({ step: 2, values });
  }
  const cookies = request.headers.get("cookie");
  const result = await submitConsultation(
    { db, config, rateLimits, mail, links: trackingLinks(context.get(appContext)) },
    {
      fields: { input, honeypot: String(form.get("website") ?? ""), submissionKey },
      cookies: {
        captcha: readCookie(cookies, CAPTCHA_COOKIE),
        shortlist: readCookie(cookies, SHORTLIST_COOKIE),
        fit: readCookie(cookies, FIT_COOKIE),
      },
      clientIp,
      locale,
    },
  );
  if (result.kind === "rateLimited") {
    return data<ConsultationFormState>(
      { step: 2, values, formError: "error.rateLimited", submissionKey },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  if (result.kind === "refused") {
    const step = Object.keys(result.errors).some(isStudyField) ? 1 : 2;
    return answer({ step, values, errors: result.errors });
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  throw redirect(withLocaleMarker(result.resultPath, linkLangOf(localeResolution)), { status: 303, headers });
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
        state={actionData ?? loaderData.draft ?? undefined}
      />
    </div>
  );
}

export default withRouteMessages(ConsultationPageContent);
