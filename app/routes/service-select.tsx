import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { appContext } from "~/.server/context";
import { linkLangOf } from "~/.server/http/locale";
import { routeMessages } from "~/.server/messages";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink, useLocalePath } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { withRouteMessages } from "~/components/ui/RouteMessages";
import { CartLine, CostSummary, useMoney } from "~/features/services/CostSummary";
import { ServiceAddForm, useAdditions } from "~/features/services/ServiceAddForm";
import { parseSelection, SELECTION_COOKIE, serializeSelection } from "~/features/services/selection.server";
import type { SelectionFormState } from "~/features/services/selection-form";
import { applySelectionForm, loadSelectionPage } from "~/features/services/selection-page.server";
import { readCookie } from "~/lib/cookies";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { withLocaleMarker } from "~/lib/urls";
import type { Route } from "./+types/service-select";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const selection = parseSelection(readCookie(request.headers.get("cookie"), SELECTION_COOKIE));
  const page = await loadSelectionPage(db, localeResolution.locale, selection, params.name);
  if (!page) throw data(null, { status: 404 });
  return {
    messages: routeMessages(localeResolution.locale, ["service.", "upload."]),
    name: params.name ?? null,
    ...page,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, localeResolution, origin, rateLimits, clientIp } = context.get(appContext);
  const result = await applySelectionForm(db, {
    locale: localeResolution.locale,
    config,
    selection: parseSelection(readCookie(request.headers.get("cookie"), SELECTION_COOKIE)),
    form: await request.formData(),
    uploadLimit: {
      take: () => rateLimits.uploads.take(clientIp),
      retryAfter: () => rateLimits.uploads.retryAfter(clientIp),
    },
  });
  // Every choice comes back after an error: nothing to type or choose again.
  if (!result.ok) {
    const headers = result.retryAfter === undefined ? undefined : { "Retry-After": String(result.retryAfter) };
    return data<SelectionFormState>(result.state, { status: result.status, headers });
  }
  // Post/redirect/get: a reload never adds a service twice.
  const target = params.name ? paths.serviceSelect(params.name) : paths.serviceSelect();
  throw redirect(withLocaleMarker(target, linkLangOf(localeResolution)), {
    status: 303,
    headers: { "Set-Cookie": serializeSelection(result.selection, origin.startsWith("https:")) },
  });
}

function ServiceSelectPageContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const localePath = useLocalePath();
  const navigation = useNavigation();
  const { services, methods, priced, currencies, preselected, name, priceList } = loaderData;
  const money = useMoney(priced.currency);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const additions = useAdditions(priced.items.map((i) => i.id));
  const overRange = actionData && "overRange" in actionData ? actionData : null;
  // Each new over-range answer opens the prompt again (Cancel closed the previous one).
  useEffect(() => {
    if (overRange && !dialogRef.current?.open) dialogRef.current?.show();
  }, [overRange]);
  const action = localePath(name ? paths.serviceSelect(name) : paths.serviceSelect());

  return (
    <div className="container service-page">
      <PageMeta title={t("service.select.title")} description={t("service.select.metaDescription")} />
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: paths.home() },
          { label: t("service.ourServices"), to: paths.ourServices() },
          { label: t("service.select.title") },
        ]}
      />
      <h1>{t("service.select.title")}</h1>
      <p className="lead">{t("service.select.lead")}</p>

      {currencies.length > 1 ? (
        <Form method="post" action={action} className="currency-form">
          <input type="hidden" name="intent" value="currency" />
          <fieldset className="field">
            <legend>{t("service.currency")}</legend>
            <div className="choice-row">
              {currencies.map((c) => (
                <button
                  key={c}
                  type="submit"
                  name="currency"
                  value={c}
                  className={`button button-small${c === priced.currency ? " button-primary" : ""}`}
                  aria-pressed={c === priced.currency}
                >
                  {c}
                </button>
              ))}
            </div>
          </fieldset>
        </Form>
      ) : null}

      <div className="service-layout">
        <section className="card service-add" aria-labelledby="add-title">
          <h2 id="add-title">{t("service.add.title")}</h2>
          <ServiceAddForm
            key={additions}
            action={action}
            services={services}
            methods={methods}
            priceList={priceList}
            preselected={preselected}
            state={actionData}
            busy={navigation.state === "submitting"}
            money={money}
          />
        </section>

        <section className="card service-cart" aria-labelledby="cart-title">
          <h2 id="cart-title">{t("service.cart.title")}</h2>
          {priced.items.length === 0 ? (
            <p className="muted">{t("service.cart.empty")}</p>
          ) : (
            <ul className="cart-items">
              {priced.items.map((item) => (
                <CartLine key={item.id} item={item} currency={priced.currency}>
                  {item.rushAllowed ? (
                    <Form method="post" action={action}>
                      <input type="hidden" name="intent" value="rush" />
                      <input type="hidden" name="item" value={item.id} />
                      {item.rush ? null : <input type="hidden" name="rush" value="on" />}
                      <button type="submit" className="button button-small">
                        {item.rush ? t("service.rushOff") : t("service.rushOn")}
                      </button>
                    </Form>
                  ) : null}
                  <Form method="post" action={action}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="item" value={item.id} />
                    <button type="submit" className="button button-small">
                      {t("service.remove")}
                      <span className="visually-hidden"> {item.serviceName}</span>
                    </button>
                  </Form>
                </CartLine>
              ))}
            </ul>
          )}
          <CostSummary quote={priced.quote} currency={priced.currency} discountName={priced.discountName} />
          {priced.items.length > 0 ? (
            <LocaleLink to={paths.serviceSubmit()} className="button button-primary button-block">
              {t("service.cart.continue")}
            </LocaleLink>
          ) : null}
        </section>
      </div>

      {overRange ? (
        <dialog open ref={dialogRef} className="failure-dialog over-range-dialog" aria-labelledby="over-range-title">
          <h2 id="over-range-title">{t("service.overRange.title")}</h2>
          <p>{t("service.overRange.text")}</p>
          {/* method="dialog" closes it without JavaScript too; the form behind keeps every choice. */}
          <form method="dialog" className="form-actions">
            <LocaleLink to={paths.consultation()} className="button button-primary">
              {t("service.overRange.confirm")}
            </LocaleLink>
            <button
              type="submit"
              className="button"
              onClick={() => setTimeout(() => document.getElementById("service-units")?.focus())}
            >
              {t("service.overRange.cancel")}
            </button>
          </form>
        </dialog>
      ) : null}
    </div>
  );
}

export default withRouteMessages(ServiceSelectPageContent);
