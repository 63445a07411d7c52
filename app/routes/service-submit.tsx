import { data, Form, redirect, useNavigation } from "react-router";
import { appContext } from "~/.server/context";
import { linkLangOf } from "~/.server/http/locale";
import { routeMessages } from "~/.server/messages";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { FieldError } from "~/components/ui/FieldError";
import { LocaleLink, useLocalePath } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { withRouteMessages } from "~/components/ui/RouteMessages";
import { chatIdLabelKey } from "~/features/consultation/consultation-options";
import { Last5Field } from "~/features/payments/Last5Field";
import { listOffices } from "~/features/reference/reference.server";
import { CartLine, CostSummary, useMoney } from "~/features/services/CostSummary";
import {
  type OrderContactInput,
  type OrderField,
  orderContactInput,
  paymentMethodsByLocale,
} from "~/features/services/orders.server";
import { parseSelection, SELECTION_COOKIE } from "~/features/services/selection.server";
import { priceSelection } from "~/features/services/services.server";
import { submitOrder } from "~/features/services/submit-order.server";
import { newSubmissionKey, readSubmissionKey, SUBMISSION_KEY_FIELD } from "~/features/submissions/submission-key";
import { trackingLinks } from "~/features/tracking/access.server";
import { readCookie } from "~/lib/cookies";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { withLocaleMarker } from "~/lib/urls";
import type { Route } from "./+types/service-submit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const locale = localeResolution.locale;
  const selection = parseSelection(readCookie(request.headers.get("cookie"), SELECTION_COOKIE));
  const priced = await priceSelection(db, locale, selection);
  return {
    messages: routeMessages(localeResolution.locale, [
      "service.",
      "upload.",
      "consultation.error.",
      "consultation.field.chatId.",
      "consultation.field.office",
    ]),
    priced,
    // The offices serving this language: the order goes to the one chosen (the first by default).
    offices: (await listOffices(db, locale)).map((o) => ({ code: o.code, name: o.name })),
    payments: paymentMethodsByLocale[locale],
    // The chat app of this market (LINE, Zalo, WeChat, or Messenger/Viber/WhatsApp)
    chatLabelKey: chatIdLabelKey(locale),
    // This sending of the form (features/submissions); the page is never cached.
    submissionKey: newSubmissionKey(),
  };
}

interface SubmitState {
  values: OrderContactInput;
  errors: Partial<Record<OrderField | "selection", string>>;
  /** The key of the form that was sent: an answer with errors keeps it for the next try */
  submissionKey?: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, localeResolution, rateLimits, clientIp, mail } = context.get(appContext);
  const locale = localeResolution.locale;
  const form = await request.formData();
  const contact = orderContactInput(form);
  const submissionKey = readSubmissionKey(form.get(SUBMISSION_KEY_FIELD));
  const result = await submitOrder(
    { db, config, rateLimits, mail, links: trackingLinks(context.get(appContext)) },
    {
      fields: {
        contact,
        selection: { cookie: readCookie(request.headers.get("cookie"), SELECTION_COOKIE) },
        submissionKey,
      },
      clientIp,
      locale,
    },
  );
  if (result.kind === "rateLimited") {
    return data<SubmitState>(
      { values: contact, errors: { selection: "error.rateLimited" }, submissionKey },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  if (result.kind === "refused")
    return data<SubmitState>({ values: contact, errors: result.errors, submissionKey }, 400);
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  throw redirect(withLocaleMarker(result.resultPath, linkLangOf(localeResolution)), { status: 303, headers });
}

const REQUIRED = "service.error.required";

const fields = [
  { name: "name", type: "text", required: true, autoComplete: "name", max: 60 },
  { name: "email", type: "email", required: true, autoComplete: "email", max: 254 },
  { name: "phone", type: "tel", required: true, autoComplete: "tel", max: 32 },
  { name: "messenger_id", type: "text", required: false, autoComplete: "off", max: 50 },
] as const;

function ServiceSubmitPageContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const localePath = useLocalePath();
  const navigation = useNavigation();
  const { priced, payments, chatLabelKey, offices } = loaderData;
  const money = useMoney(priced.currency);
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  // Spec § 5: one message for the required fields, each empty field marked and pointing to it.
  const missing = new Set(fields.filter((f) => errors[f.name] === REQUIRED).map((f) => f.name as string));
  const otherErrors = Object.entries(errors).filter(([field, key]) => key !== REQUIRED && field !== "selection");
  return (
    <div className="container service-page consultation-page">
      <PageMeta title={t("service.submit.title")} noindex />
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: paths.home() },
          { label: t("service.select.title"), to: paths.serviceSelect() },
          { label: t("service.submit.title") },
        ]}
      />
      <h1>{t("service.submit.title")}</h1>
      {priced.items.length === 0 ? (
        <div className="card empty-state">
          <p>{t("service.cart.empty")}</p>
          <LocaleLink className="button button-primary" to={paths.serviceSelect()}>
            {t("service.select.title")}
          </LocaleLink>
        </div>
      ) : (
        <>
          <section className="card service-cart" aria-labelledby="confirm-title">
            <h2 id="confirm-title">{t("service.submit.confirm")}</h2>
            <ul className="cart-items">
              {priced.items.map((item) => (
                <CartLine key={item.id} item={item} currency={priced.currency} />
              ))}
            </ul>
            <CostSummary quote={priced.quote} currency={priced.currency} discountName={priced.discountName} />
            <LocaleLink to={paths.serviceSelect()}>{t("service.submit.change")}</LocaleLink>
          </section>

          <Form method="post" action={localePath(paths.serviceSubmit())} noValidate className="card consultation-form">
            <h2>{t("service.submit.contact")}</h2>
            {/* The same key sent again (a retry) gets the first answer instead of a second order. */}
            <input
              type="hidden"
              name={SUBMISSION_KEY_FIELD}
              value={actionData?.submissionKey ?? loaderData.submissionKey}
            />
            <div role="alert" className="form-alert">
              {missing.size > 0 ? <p id="order-required">{t(REQUIRED)}</p> : null}
              {otherErrors.length > 0 ? <p>{t("form.errorSummary", { count: otherErrors.length })}</p> : null}
              {errors.selection ? <p>{t(errors.selection)}</p> : null}
            </div>
            {fields.map((f) => (
              <div className="field" key={f.name}>
                <label htmlFor={`order-${f.name}`}>
                  {f.name === "messenger_id" ? t(chatLabelKey) : t(`service.field.${f.name}`)}
                  {f.required ? <span className="required-mark"> *</span> : null}
                </label>
                <input
                  id={`order-${f.name}`}
                  name={f.name}
                  type={f.type}
                  maxLength={f.max}
                  autoComplete={f.autoComplete}
                  defaultValue={values?.[f.name] ?? ""}
                  aria-required={f.required || undefined}
                  aria-invalid={errors[f.name] ? true : undefined}
                  aria-describedby={
                    missing.has(f.name) ? "order-required" : errors[f.name] ? `order-${f.name}-error` : undefined
                  }
                />
                <FieldError
                  field={`order-${f.name}`}
                  message={errors[f.name] && !missing.has(f.name) && t(errors[f.name] ?? "", { max: f.max })}
                />
              </div>
            ))}
            {offices.length > 1 ? (
              <div className="field">
                <label htmlFor="order-office">{t("consultation.field.office")}</label>
                <select
                  id="order-office"
                  name="office"
                  defaultValue={values?.office || offices[0]?.code}
                  aria-invalid={errors.office ? true : undefined}
                  aria-describedby={errors.office ? "order-office-error" : undefined}
                >
                  {offices.map((o) => (
                    <option key={o.code} value={o.code}>
                      {o.name}
                    </option>
                  ))}
                </select>
                <FieldError field="order-office" message={errors.office && t(errors.office)} />
              </div>
            ) : null}
            <div className="field">
              <label htmlFor="order-message">{t("service.field.message")}</label>
              <textarea
                id="order-message"
                name="message"
                rows={4}
                maxLength={2000}
                defaultValue={values?.message ?? ""}
                placeholder={t("service.messageHint")}
              />
            </div>
            <fieldset className="field">
              <legend>{t("service.payment.title")}</legend>
              {payments.map((p, index) => (
                <label key={p} className="checkbox">
                  <input
                    type="radio"
                    name="payment_method"
                    value={p}
                    defaultChecked={values ? values.payment_method === p : index === payments.length - 1}
                  />
                  <span>{t(`service.payment.${p}`)}</span>
                </label>
              ))}
              {locale === "tw" && priced.currency === "TWD" ? (
                <Last5Field
                  id="order-payer_account_last5"
                  name="payer_account_last5"
                  label={t("service.field.accountLast5")}
                  hint={t("service.field.accountLast5Hint")}
                  defaultValue={values?.payer_account_last5 ?? ""}
                  error={errors.payer_account_last5}
                />
              ) : null}
              {locale === "cn" ? (
                <label className="checkbox is-disabled">
                  <input type="radio" name="payment_method" value="card" disabled />
                  <span>
                    {t("service.payment.card")} <span className="badge">{t("service.payment.comingSoon")}</span>
                  </span>
                </label>
              ) : null}
            </fieldset>
            <div className="form-actions">
              <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
                {t("service.submit.button", { total: money(priced.quote.totalMinor) })}
              </button>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

export default withRouteMessages(ServiceSubmitPageContent);
