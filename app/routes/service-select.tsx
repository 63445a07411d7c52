import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { appContext } from "~/.server/context";
import { AppError } from "~/.server/http/errors";
import { linkLangOf } from "~/.server/http/locale";
import { routeMessages } from "~/.server/messages";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink, useLocalePath } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { withRouteMessages } from "~/components/ui/RouteMessages";
import { CartLine, CostSummary, useMoney } from "~/features/services/CostSummary";
import { addSelectionItem, storeUpload } from "~/features/services/orders.server";
import { currenciesByLocale, WRITING_METHOD } from "~/features/services/pricing";
import { parseSelection, SELECTION_COOKIE, serializeSelection } from "~/features/services/selection.server";
import { currencyFor, loadCatalogue, priceSelection } from "~/features/services/services.server";
import { readCookie } from "~/lib/cookies";
import { useTranslator } from "~/lib/i18n";
import { apiLang } from "~/lib/locales";
import { apiPaths, paths } from "~/lib/paths";
import { withLocaleMarker } from "~/lib/urls";
import type { Route } from "./+types/service-select";

const DOCUMENT_ACCEPT =
  ".doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const locale = localeResolution.locale;
  const selection = parseSelection(readCookie(request.headers.get("cookie"), SELECTION_COOKIE));
  const catalogue = await loadCatalogue(db, locale, currencyFor(locale, selection.currency));
  const { services, methods } = catalogue;
  const name = params.name;
  if (name && name !== "refine" && !services.some((s) => s.code === name)) throw data(null, { status: 404 });
  const offered = name === "refine" ? services.filter((s) => s.group === "editing") : services;
  return {
    messages: routeMessages(localeResolution.locale, ["service.", "upload."]),
    name: name ?? null,
    services: offered,
    preselected: name && name !== "refine" ? name : (offered[0]?.code ?? ""),
    methods,
    priced: await priceSelection(db, locale, selection, { catalogue }),
    priceList: catalogue.bands,
    currencies: currenciesByLocale[locale],
  };
}

type ActionState = { error: string; field?: string } | { overRange: true; maxUnits: number };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, localeResolution, origin } = context.get(appContext);
  const locale = localeResolution.locale;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "add");
  let selection = parseSelection(readCookie(request.headers.get("cookie"), SELECTION_COOKIE));
  const itemId = String(form.get("item") ?? "");

  if (intent === "remove") selection = { ...selection, items: selection.items.filter((i) => i.id !== itemId) };
  else if (intent === "rush")
    selection = {
      ...selection,
      items: selection.items.map((i) => (i.id === itemId ? { ...i, rush: form.get("rush") === "on" } : i)),
    };
  else if (intent === "currency")
    selection = { ...selection, currency: currencyFor(locale, String(form.get("currency"))) };
  else {
    let uploadId = String(form.get("upload_id") ?? "") || null;
    const file = form.get("file");
    // With JavaScript the file was already counted (upload_id); without it, it comes now.
    if (!uploadId && file instanceof File && (file.size > 0 || file.name !== "")) {
      try {
        uploadId = (await storeUpload(db, config.DATA_DIR, file)).id;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return data<ActionState>({ error: error.messageKey, field: "file" }, error.status);
      }
    }
    const units = Number(String(form.get("units") ?? "").replace(/[\s,.]/g, ""));
    const result = await addSelectionItem(db, locale, selection, {
      service: String(form.get("service") ?? ""),
      method: String(form.get("method") ?? ""),
      topic: String(form.get("topic") ?? ""),
      units: Number.isInteger(units) && units > 0 ? units : null,
      uploadId,
      rush: form.get("rush") === "on",
    });
    if (!result.ok) {
      if ("overRange" in result) return data<ActionState>({ overRange: true, maxUnits: result.maxUnits });
      return data<ActionState>({ error: result.error, field: result.field }, 400);
    }
    selection = result.selection;
  }
  // Post/redirect/get: a reload never adds a service twice.
  throw redirect(
    withLocaleMarker(
      params.name ? paths.serviceSelect(params.name) : paths.serviceSelect(),
      linkLangOf(localeResolution),
    ),
    {
      status: 303,
      headers: { "Set-Cookie": serializeSelection(selection, origin.startsWith("https:")) },
    },
  );
}

function ServiceSelectPageContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, formatNumber } = useTranslator();
  const localePath = useLocalePath();
  const navigation = useNavigation();
  const { services, methods, priced, currencies, preselected, name, priceList } = loaderData;
  const money = useMoney(priced.currency);
  const [service, setService] = useState(preselected);
  const [method, setMethod] = useState(methods[1]?.code ?? "");
  const [preview, setPreview] = useState<{ uploadId: string; words: number; price: string } | null>(null);
  const [previewError, setPreviewError] = useState("");
  const [hydrated, setHydrated] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => setHydrated(true), []);
  const chosen = services.find((s) => s.code === service);
  const needsFile = chosen?.unit === "words" && method !== WRITING_METHOD;
  const needsUnits = chosen ? chosen.unit !== "flat" && !needsFile : true;
  const error = actionData && "error" in actionData ? actionData : null;
  const overRange = actionData && "overRange" in actionData ? actionData : null;
  const busy = navigation.state === "submitting";
  const action = localePath(name ? paths.serviceSelect(name) : paths.serviceSelect());

  // With JavaScript, a chosen file is counted at once and the price shown before adding.
  const onFile = async (file: File | undefined) => {
    setPreview(null);
    setPreviewError("");
    if (!file) return;
    const body = new FormData();
    body.append("file", file);
    body.append("service", service);
    body.append("method", method);
    body.append("currency", priced.currency);
    const response = await fetch(apiPaths.priceFile(), {
      method: "POST",
      body,
      headers: { Lang: apiLang[locale] },
    }).catch(() => undefined);
    if (!response) {
      // Offline: the file still goes up with the form when the visitor adds the service.
      setPreviewError(t("form.sendFailed.text"));
      return;
    }
    const json = (await response.json().catch(() => ({}))) as {
      upload_id?: string;
      words?: number;
      quote?: { original_minor?: number; over_range?: boolean };
      message?: string;
    };
    if (!response.ok || !json.upload_id) {
      setPreviewError(json.message ?? t("form.sendFailed.text"));
      return;
    }
    setPreview({
      uploadId: json.upload_id,
      words: json.words ?? 0,
      price: json.quote?.over_range ? t("service.overRangeShort") : money(json.quote?.original_minor ?? 0),
    });
  };

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
          <Form method="post" action={action} encType="multipart/form-data" noValidate>
            <input type="hidden" name="intent" value="add" />
            {preview ? <input type="hidden" name="upload_id" value={preview.uploadId} /> : null}
            <div role="alert" className="form-alert">
              {error ? <p id="service-error">{t(error.error, { max: 200 })}</p> : null}
            </div>
            <div className="field">
              <label htmlFor="service-service">{t("service.field.service")}</label>
              <select
                id="service-service"
                name="service"
                value={service}
                onChange={(e) => setService(e.target.value)}
                aria-invalid={error?.field === "service" || undefined}
              >
                {services.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
              {chosen ? <span className="muted field-hint">{chosen.summary}</span> : null}
            </div>
            {!hydrated || chosen?.usesMethod ? (
              <fieldset className="field">
                <legend>{t("service.field.method")}</legend>
                {methods.map((m) => (
                  <label key={m.code} className="checkbox">
                    <input
                      type="radio"
                      name="method"
                      value={m.code}
                      checked={method === m.code}
                      onChange={() => setMethod(m.code)}
                    />
                    <span>
                      <strong>{m.name}</strong>
                      <span className="muted block">{m.description}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {chosen ? (
              <PriceTable
                bands={priceList.filter(
                  (b) => b.service === chosen.code && b.method === (chosen.usesMethod ? method : ""),
                )}
                unit={chosen.unit}
                money={money}
              />
            ) : null}
            <div className="field">
              <label htmlFor="service-topic">{t("service.field.topic")}</label>
              <input id="service-topic" name="topic" type="text" maxLength={200} />
            </div>
            {!hydrated || needsFile ? (
              <div className="field">
                <label htmlFor="service-file">{t("service.field.file")}</label>
                <span className="muted field-hint" id="service-file-hint">
                  {t("service.fileHint")}
                </span>
                <input
                  id="service-file"
                  name="file"
                  type="file"
                  accept={DOCUMENT_ACCEPT}
                  aria-describedby="service-file-hint"
                  aria-invalid={error?.field === "file" || undefined}
                  onChange={(e) => void onFile(e.target.files?.[0])}
                />
                <p className="file-preview" aria-live="polite">
                  {preview
                    ? t("service.preview", { words: formatNumber(preview.words), price: preview.price })
                    : previewError}
                </p>
              </div>
            ) : null}
            {!hydrated || needsUnits ? (
              <div className="field">
                <label htmlFor="service-units">
                  {t(
                    `service.field.units.${chosen?.unit === "documents" || chosen?.unit === "sessions" ? chosen.unit : "words"}`,
                  )}
                </label>
                {!hydrated ? <span className="muted field-hint">{t("service.unitsHint")}</span> : null}
                <input
                  id="service-units"
                  name="units"
                  type="number"
                  min={1}
                  inputMode="numeric"
                  aria-invalid={error?.field === "units" || undefined}
                />
              </div>
            ) : null}
            {!hydrated || chosen?.group === "editing" ? (
              <label className="checkbox">
                <input type="checkbox" name="rush" />
                <span>{t("service.rush")}</span>
              </label>
            ) : null}
            <div className="form-actions">
              <button type="submit" className="button button-primary" disabled={busy}>
                {t("service.add.submit")}
              </button>
            </div>
          </Form>
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
          <div className="form-actions">
            <LocaleLink to={paths.consultation()} className="button button-primary">
              {t("service.overRange.confirm")}
            </LocaleLink>
            <LocaleLink
              to={name ? paths.serviceSelect(name) : paths.serviceSelect()}
              className="button"
              onClick={(event) => {
                event.preventDefault();
                dialogRef.current?.close();
                document.getElementById("service-units")?.focus();
              }}
            >
              {t("service.overRange.cancel")}
            </LocaleLink>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}

/** The price bands of the chosen service and method, so the price is known before uploading. */
function PriceTable({
  bands,
  unit,
  money,
}: {
  bands: Array<{ minUnits: number; maxUnits: number; pricing: "band" | "per_unit"; amountMinor: number }>;
  unit: string;
  money: (minor: number) => string;
}) {
  const { t, formatNumber } = useTranslator();
  if (bands.length === 0) return null;
  return (
    <table className="price-table">
      <caption>{t("service.priceList")}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`service.priceList.${unit === "documents" || unit === "sessions" ? unit : "words"}`)}</th>
          <th scope="col">{t("service.priceList.price")}</th>
        </tr>
      </thead>
      <tbody>
        {bands.map((b) => (
          <tr key={b.minUnits}>
            <td>
              {b.minUnits === b.maxUnits
                ? formatNumber(b.minUnits)
                : `${formatNumber(b.minUnits)} – ${formatNumber(b.maxUnits)}`}
            </td>
            <td>
              {b.pricing === "per_unit"
                ? t(`service.priceList.per.${unit === "documents" || unit === "sessions" ? unit : "words"}`, {
                    price: money(b.amountMinor),
                  })
                : money(b.amountMinor)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default withRouteMessages(ServiceSelectPageContent);
