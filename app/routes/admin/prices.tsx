import { data, Form, redirect, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { AdminTitle, CsrfField, Field, Notice } from "~/features/admin/admin-ui";
import {
  listBands,
  listDiscounts,
  minorToInput,
  parseBandAmounts,
  priceEditorCatalogue,
  priceTableOf,
  saveBandAmounts,
  saveDiscount,
} from "~/features/services/price-editing.server";
import { discountSchema, PRICE_CURRENCIES } from "~/features/services/price-form";
import { currencyDigits } from "~/features/services/pricing";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { parseForm } from "~/lib/form";
import { useTranslator } from "~/lib/i18n";
import { pickLocalized } from "~/lib/localized";
import type { Route } from "./+types/prices";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const { services, methods } = await priceEditorCatalogue(db, session.user.uiLocale);
  const { service, currency } = priceTableOf(url.searchParams, services);
  const [bands, discounts] = await Promise.all([listBands(db, service, currency), listDiscounts(db)]);
  return {
    services,
    service,
    currency,
    bands: bands.map((b) => ({
      ...b,
      method: b.method ? (methods[b.method] ?? b.method) : "",
      amount: minorToInput(b.amountMinor, currency),
    })),
    discounts: discounts.map((d) => ({
      code: d.code,
      name: pickLocalized(d.name, session.user.uiLocale),
      minServices: d.min_services,
      percentOff: d.percent_off,
      active: d.is_active === 1,
    })),
    saved: url.searchParams.get("saved"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { session, actor, form } = await requireStaffAction(args, EDITORS);
  const { db } = args.context.get(appContext);
  const t = adminTranslator(session.user.uiLocale).t;
  const url = new URL(args.request.url);
  const { services } = await priceEditorCatalogue(db, session.user.uiLocale);
  const { service, currency } = priceTableOf(url.searchParams, services);
  if (form.get("intent") === "discount") {
    const parsed = parseForm(discountSchema, form);
    if (!parsed.ok) {
      const code = parsed.values.code ?? "";
      return data({ discountError: { code, message: t("admin.prices.discountInvalid") } }, { status: 400 });
    }
    const { code, min_services: minServices, percent_off: percentOff, active } = parsed.value;
    if (!(await saveDiscount(db, actor, code, { minServices, percentOff, active }))) throw notFound();
  } else {
    const { amounts, invalid, values } = parseBandAmounts(form, currency);
    if (invalid.length) {
      const message = t("admin.prices.invalidAmount", {
        digits: currencyDigits[currency as keyof typeof currencyDigits],
      });
      return data({ errors: Object.fromEntries(invalid.map((name) => [name, message])), values }, { status: 400 });
    }
    await saveBandAmounts(db, actor, service, currency, amounts);
  }
  url.searchParams.set("saved", "1");
  return redirect(`${url.pathname}${url.search}`);
}

export default function Prices({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const [search] = useSearchParams();
  const errors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const values: Record<string, string> = actionData && "values" in actionData ? actionData.values : {};
  const discountError = actionData && "discountError" in actionData ? actionData.discountError : undefined;
  return (
    <>
      <AdminTitle title={t("admin.prices.title")} />
      <h1>{t("admin.prices.title")}</h1>
      <p>{t("admin.prices.intro")}</p>
      {loaderData.saved && !actionData && <Notice>{t("admin.prices.saved")}</Notice>}
      <Form method="get" className="admin-filters">
        <label>
          {t("admin.prices.service")}
          <select name="service" defaultValue={loaderData.service}>
            {loaderData.services.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("admin.prices.currency")}
          <select name="currency" defaultValue={loaderData.currency}>
            {PRICE_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="admin-button">
          {t("admin.prices.show")}
        </button>
      </Form>
      {Object.keys(errors).length > 0 && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      {loaderData.bands.length === 0 ? (
        <p>{t("admin.empty")}</p>
      ) : (
        <Form method="post" action={`?${search}`}>
          <CsrfField />
          <input type="hidden" name="intent" value="bands" />
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.prices.method")}</th>
                  <th scope="col">{t("admin.prices.range")}</th>
                  <th scope="col">{t("admin.prices.pricing")}</th>
                  <th scope="col">{t("admin.prices.amount", { currency: loaderData.currency })}</th>
                </tr>
              </thead>
              <tbody>
                {loaderData.bands.map((b) => {
                  const key = `amount_${b.id}`;
                  return (
                    <tr key={b.id}>
                      <td>{b.method || "—"}</td>
                      <td>
                        {formatNumber(b.minUnits)}–{formatNumber(b.maxUnits)}
                      </td>
                      <td>{t(`admin.prices.pricing.${b.pricing === "per_unit" ? "perUnit" : "band"}`)}</td>
                      <td>
                        <input type="hidden" name="id" value={b.id} />
                        <input
                          name={key}
                          inputMode="decimal"
                          size={10}
                          defaultValue={values[key] ?? b.amount}
                          aria-label={`${b.method} ${b.minUnits}–${b.maxUnits}`}
                          aria-invalid={errors[key] ? true : undefined}
                          aria-describedby={errors[key] ? `${key}-error` : undefined}
                        />
                        {errors[key] && (
                          <small id={`${key}-error`} className="admin-error">
                            {errors[key]}
                          </small>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p>
            <button type="submit" className="admin-button admin-button-primary">
              {t("admin.prices.save")}
            </button>
          </p>
        </Form>
      )}
      <h2>{t("admin.prices.discounts")}</h2>
      {loaderData.discounts.map((d) => (
        <Form key={d.code} method="post" action={`?${search}`} className="admin-form admin-form-inline admin-card">
          <CsrfField />
          <input type="hidden" name="intent" value="discount" />
          <input type="hidden" name="code" value={d.code} />
          <strong>{d.name}</strong>
          {discountError?.code === d.code && <Notice kind="error">{discountError.message}</Notice>}
          <Field id={`min-${d.code}`} label={t("admin.prices.minServices")}>
            {(props) => (
              <input {...props} name="min_services" type="number" min={2} max={50} defaultValue={d.minServices} />
            )}
          </Field>
          <Field id={`pct-${d.code}`} label={t("admin.prices.percentOff")}>
            {(props) => (
              <input {...props} name="percent_off" type="number" min={0} max={90} defaultValue={d.percentOff} />
            )}
          </Field>
          <label className="admin-check">
            <input type="checkbox" name="active" value="1" defaultChecked={d.active} /> {t("admin.prices.active")}
          </label>
          <button type="submit" className="admin-button">
            {t("admin.prices.save")}
          </button>
        </Form>
      ))}
    </>
  );
}
