import { data, redirect, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { documentUrl } from "~/.server/http/document-url";
import { notFound } from "~/.server/http/route-errors";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import {
  ActionForm,
  DataTable,
  Field,
  FilterSelect,
  ListFilters,
  Notice,
  PageHead,
  TableForm,
} from "~/features/admin/admin-ui";
import { CellInput } from "~/features/admin/editor-ui";
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
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
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
  // The table the form was posted from; the redirect names its page, never the `.data` URL of the request.
  const { search } = documentUrl(args.request);
  const { services } = await priceEditorCatalogue(db, session.user.uiLocale);
  const { service, currency } = priceTableOf(search, services);
  if (form.get("intent") === "discount") {
    const parsed = parseForm(discountSchema, form);
    if (!parsed.ok) {
      const code = parsed.values.code ?? "";
      return data({ discountError: { code, message: t("admin.prices.discountInvalid") } }, { status: 400 });
    }
    const { code, min_services: minServices, percent_off: percentOff, active } = parsed.value;
    if (!(await saveDiscount(db, actor, code, { minServices, percentOff, active }))) throw notFound();
  } else {
    const amounts = parseBandAmounts(form, currency);
    if (!amounts.ok) {
      const errors = Object.fromEntries(Object.entries(amounts.errors).map(([name, e]) => [name, t(e.key, e.params)]));
      return data({ errors, values: amounts.values }, { status: 400 });
    }
    await saveBandAmounts(db, actor, service, currency, amounts.value);
  }
  return redirect(adminPaths.prices({ service: search.get("service"), currency: search.get("currency"), saved: 1 }));
}

export default function Prices({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const [search] = useSearchParams();
  const errors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const values: Record<string, string> = actionData && "values" in actionData ? actionData.values : {};
  const discountError = actionData && "discountError" in actionData ? actionData.discountError : undefined;
  return (
    <>
      <PageHead title={t("admin.prices.title")} intro={t("admin.prices.intro")} />
      {loaderData.saved && !actionData && <Notice>{t("admin.prices.saved")}</Notice>}
      <ListFilters submitLabel={t("admin.prices.show")}>
        <FilterSelect
          name="service"
          label={t("admin.prices.service")}
          options={loaderData.services.map((s) => ({ value: s.code, label: s.name }))}
          value={loaderData.service}
        />
        <FilterSelect
          name="currency"
          label={t("admin.prices.currency")}
          options={PRICE_CURRENCIES.map((c) => ({ value: c, label: c }))}
          value={loaderData.currency}
        />
      </ListFilters>
      {Object.keys(errors).length > 0 && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      {loaderData.bands.length === 0 ? (
        <p>{t("admin.empty")}</p>
      ) : (
        <TableForm intent="bands" action={`?${search}`} submitLabel={t("admin.prices.save")}>
          <DataTable
            rows={loaderData.bands}
            columns={[
              t("admin.prices.method"),
              t("admin.prices.range"),
              t("admin.prices.pricing"),
              t("admin.prices.amount", { currency: loaderData.currency }),
            ]}
          >
            {(b) => (
              <tr key={b.id}>
                <td>{b.method || "—"}</td>
                <td>
                  {formatNumber(b.minUnits)}–{formatNumber(b.maxUnits)}
                </td>
                <td>{t(`admin.prices.pricing.${b.pricing === "per_unit" ? "perUnit" : "band"}`)}</td>
                <td>
                  <input type="hidden" name="id" value={b.id} />
                  <CellInput
                    name={`amount_${b.id}`}
                    inputMode="decimal"
                    size={10}
                    label={`${b.method} ${b.minUnits}–${b.maxUnits}`}
                    defaultValue={values[`amount_${b.id}`] ?? b.amount}
                    error={errors[`amount_${b.id}`]}
                  />
                </td>
              </tr>
            )}
          </DataTable>
        </TableForm>
      )}
      <h2>{t("admin.prices.discounts")}</h2>
      {loaderData.discounts.map((d) => (
        <ActionForm
          key={d.code}
          intent="discount"
          hidden={{ code: d.code }}
          action={`?${search}`}
          className="admin-form admin-form-inline admin-card"
        >
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
        </ActionForm>
      ))}
    </>
  );
}
