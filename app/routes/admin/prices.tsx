import { data, Form, redirect, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { AdminTitle, CsrfField, Field, Notice } from "~/features/admin/admin-ui";
import {
  listBands,
  listDiscounts,
  minorToInput,
  parseAmount,
  saveBandAmounts,
  saveDiscount,
} from "~/features/services/price-editing.server";
import { currencyDigits } from "~/features/services/pricing";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import { pickLocalized } from "~/lib/localized";
import type { Route } from "./+types/prices";

const currencies = Object.keys(currencyDigits);

async function serviceList(db: Parameters<typeof listBands>[0], locale: "tw" | "en") {
  const [services, methods] = await Promise.all([
    db.selectFrom("services").select(["code", "name"]).orderBy("sort").execute(),
    db.selectFrom("editing_methods").select(["code", "name"]).orderBy("sort").execute(),
  ]);
  return {
    services: services.map((s) => ({ code: s.code, name: pickLocalized(s.name, locale) })),
    methods: Object.fromEntries(methods.map((m) => [m.code, pickLocalized(m.name, locale)])),
  };
}

function selectionOf(url: URL, services: Array<{ code: string }>) {
  const service = services.find((s) => s.code === url.searchParams.get("service"))?.code ?? services[0]?.code ?? "";
  const currency = currencies.find((c) => c === url.searchParams.get("currency")) ?? "TWD";
  return { service, currency };
}

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const { services, methods } = await serviceList(db, session.user.uiLocale);
  const { service, currency } = selectionOf(url, services);
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
  const { services } = await serviceList(db, session.user.uiLocale);
  const { service, currency } = selectionOf(url, services);
  if (form.get("intent") === "discount") {
    const code = String(form.get("code") ?? "");
    const minServices = Number(form.get("min_services"));
    const percentOff = Number(form.get("percent_off"));
    if (
      !Number.isInteger(minServices) ||
      minServices < 2 ||
      minServices > 50 ||
      !Number.isInteger(percentOff) ||
      percentOff < 0 ||
      percentOff > 90
    ) {
      return data({ discountError: { code, message: t("admin.prices.discountInvalid") } }, { status: 400 });
    }
    if (!(await saveDiscount(db, actor, code, { minServices, percentOff, active: form.get("active") === "1" }))) {
      throw notFound();
    }
  } else {
    const errors: Record<string, string> = {};
    const values: Record<string, string> = {};
    const amounts = form.getAll("id").flatMap((raw) => {
      const id = Number(raw);
      if (!Number.isInteger(id) || id <= 0) return [];
      const typed = form.get(`amount_${id}`);
      values[`amount_${id}`] = String(typed ?? "");
      const amountMinor = parseAmount(typed, currency);
      if (amountMinor === undefined) {
        errors[`amount_${id}`] = t("admin.prices.invalidAmount", {
          digits: currencyDigits[currency as keyof typeof currencyDigits],
        });
        return [];
      }
      return [{ id, amountMinor }];
    });
    if (Object.keys(errors).length) return data({ errors, values }, { status: 400 });
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
            {currencies.map((c) => (
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
