import { type CSSProperties, createContext, type ReactNode, useContext } from "react";
import { Form, Link, useRouteLoaderData, useSearchParams } from "react-router";
import {
  type AdminLocale,
  adminHtmlLang,
  adminLocales,
  formatAdminDateTime,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type Role,
  toAdminLocale,
} from "~/features/admin/admin-locale";
import { formatPrice } from "~/features/services/money";
import { currencyDigits } from "~/features/services/pricing";
import { officeTimeZone } from "~/features/tracking/time";
import { useTranslator } from "~/lib/i18n";

/** What the admin layout's loader gives every admin page. */
export interface AdminLayoutData {
  locale: AdminLocale;
  csrf: string;
  staff: { id: number; name: string; email: string; role: Role; office: string | null };
  /** Every office of the agency, named in the staff's language */
  offices: Array<{ code: string; name: string }>;
  messages: Record<string, string>;
}

export const ADMIN_LAYOUT_ID = "routes/admin/layout";

export function useAdmin(): AdminLayoutData {
  const data = useRouteLoaderData<AdminLayoutData>(ADMIN_LAYOUT_ID);
  if (!data) throw new Error("useAdmin outside the admin layout");
  return data;
}

/** The session's CSRF token; every admin form that changes something carries it. */
export function CsrfField() {
  const { csrf } = useAdmin();
  return <input type="hidden" name="_csrf" value={csrf} />;
}

/** Page title (with the product name) and noindex: the back office is never indexed. */
export function AdminTitle({ title }: { title: string }) {
  const { t } = useTranslator();
  return (
    <>
      <title>{`${title} | ${t("admin.title")}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

/** Page title, heading and an optional intro: `hint` in the muted hint style, `intro` as plain text. */
export function PageHead({ title, hint, intro }: { title: string; hint?: string; intro?: string }) {
  return (
    <>
      <AdminTitle title={title} />
      <h1>{title}</h1>
      {hint && <p className="admin-hint">{hint}</p>}
      {intro && <p>{intro}</p>}
    </>
  );
}

/**
 * A list page: its head, `actions` (e.g. a "new" button), its `filters`, the table of `list.rows`
 * (each drawn by `children`; `empty` when there are none) and the pager.
 */
export function ListPage<T>({
  title,
  intro,
  actions,
  filters,
  list,
  empty,
  columns,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  filters?: ReactNode;
  list: { rows: readonly T[]; page: number; hasNext: boolean };
  empty: string;
  columns: ReadonlyArray<string>;
  children: (row: T, index: number) => ReactNode;
}) {
  return (
    <>
      <PageHead title={title} intro={intro} />
      {actions}
      {filters}
      <DataTable rows={list.rows} empty={empty} columns={columns}>
        {children}
      </DataTable>
      <Pager page={list.page} hasNext={list.hasNext} />
    </>
  );
}

export function Notice({ kind = "ok", children }: { kind?: "ok" | "error"; children: ReactNode }) {
  return (
    <p className={`admin-notice admin-notice-${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}

/** A labelled input with its error announced and tied to it by aria-describedby. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`admin-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <small id={`${id}-hint`} className="admin-hint">
          {hint}
        </small>
      )}
      {children({
        id,
        ...(described ? { "aria-describedby": described } : {}),
        ...(error ? { "aria-invalid": true } : {}),
      })}
      {error && (
        <small id={`${id}-error`} className="admin-error">
          {error}
        </small>
      )}
    </div>
  );
}

/** Previous/next links that keep the current filters (those of the URL unless `search` is given). */
export function Pager({ page, hasNext, search }: { page: number; hasNext: boolean; search?: URLSearchParams }) {
  const { t } = useTranslator();
  const [params] = useSearchParams();
  const to = (p: number) => {
    const next = new URLSearchParams(search ?? params);
    next.set("page", String(p));
    return `?${next}`;
  };
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="admin-pager" aria-label={t("admin.pager.page", { page })}>
      {page > 1 && <Link to={to(page - 1)}>{t("admin.pager.previous")}</Link>}
      <span>{t("admin.pager.page", { page })}</span>
      {hasNext && <Link to={to(page + 1)}>{t("admin.pager.next")}</Link>}
    </nav>
  );
}

const OfficeContext = createContext<string | null>(null);

/** Times inside are shown in this office's time zone (a lead's page: the lead's office). */
export function OfficeTime({ office, children }: { office: string; children: ReactNode }) {
  return <OfficeContext.Provider value={office}>{children}</OfficeContext.Provider>;
}

/**
 * A date-time in the staff's language and an office's time zone: the office passed, else the
 * page's (`OfficeTime`), else the staff's own office, else the head office's (Asia/Taipei).
 */
export function useDateTime(): (iso: string | null | undefined, office?: string | null) => string {
  const { locale } = useTranslator();
  const pageOffice = useContext(OfficeContext);
  const staffOffice = useRouteLoaderData<AdminLayoutData>(ADMIN_LAYOUT_ID)?.staff.office ?? null;
  return (iso, office) =>
    iso
      ? formatAdminDateTime(toAdminLocale(locale), iso, "full", officeTimeZone(office ?? pageOffice ?? staffOffice))
      : "";
}

/** An office's name in the staff's language (the code only for an office that no longer exists). */
export function useOfficeName(): (code: string | null | undefined) => string {
  const offices = useRouteLoaderData<AdminLayoutData>(ADMIN_LAYOUT_ID)?.offices ?? [];
  return (code) => (code ? (offices.find((o) => o.code === code)?.name ?? code) : "");
}

/** An amount in minor units of any order currency, in the staff's language. */
export function useAdminMoney(): (minor: number, currency: string) => string {
  const { locale } = useTranslator();
  return (minor, currency) =>
    formatPrice(locale, minor, currency, currencyDigits[currency as keyof typeof currencyDigits] ?? 0);
}

/** One term and its value in a description list. */
export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A POST form that changes something: the CSRF token, the intent, the row id and other hidden fields. */
export function ActionForm({
  intent,
  id,
  hidden = {},
  className,
  style,
  action,
  children,
}: {
  intent?: string;
  id?: number | null;
  hidden?: Record<string, string>;
  className?: string;
  style?: CSSProperties;
  action?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className} style={style} action={action}>
      <CsrfField />
      {intent && <input type="hidden" name="intent" value={intent} />}
      {id != null && <input type="hidden" name="id" value={id} />}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

/** A table of inputs saved together: the form, its table (children), then the save button. */
export function TableForm({
  intent,
  action,
  submitLabel,
  children,
}: {
  intent?: string;
  action?: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <ActionForm intent={intent} action={action}>
      {children}
      <p>
        <button type="submit" className="admin-button admin-button-primary">
          {submitLabel}
        </button>
      </p>
    </ActionForm>
  );
}

/** The row actions of every content list: Edit, then Delete behind a ticked confirmation. */
export function RowActions({
  id,
  editTo,
  hidden = {},
  children,
}: {
  id: number;
  editTo: string;
  /** Further hidden fields the action needs (e.g. the home item kind). */
  hidden?: Record<string, string>;
  /** Extra buttons between Edit and Delete (e.g. move up/down). */
  children?: ReactNode;
}) {
  const { t } = useTranslator();
  return (
    <div className="admin-actions">
      <Link className="admin-button" to={editTo}>
        {t("admin.content.edit")}
      </Link>
      {children}
      <ActionForm id={id} hidden={hidden} className="admin-actions">
        <label className="admin-check">
          <input type="checkbox" name="confirm" value="1" required /> {t("admin.faq.confirmDelete")}
        </label>
        <button type="submit" name="intent" value="delete" className="admin-button admin-button-danger">
          {t("admin.content.delete")}
        </button>
      </ActionForm>
    </div>
  );
}

/** A `<select>` filter of a list page: "all" first (when `allLabel`), then the options; the value comes from the URL. */
export function FilterSelect({
  name,
  label,
  allLabel,
  options,
  value,
}: {
  name: string;
  label: string;
  allLabel?: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  /** The selected value when the URL has none to give (e.g. a default the loader chose). */
  value?: string;
}) {
  const [search] = useSearchParams();
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? search.get(name) ?? ""}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A checkbox filter of a list page (`name=1` when ticked), ticked from the URL. */
export function FilterCheck({ name, label }: { name: string; label: string }) {
  const [search] = useSearchParams();
  return (
    <label className="admin-check">
      <input type="checkbox" name={name} value="1" defaultChecked={search.get(name) === "1"} /> {label}
    </label>
  );
}

/** The text search (`q`) of a list page's filters, filled from the URL (or `search`). */
export function FilterSearch({ label, max = 200, search }: { label: string; max?: number; search?: URLSearchParams }) {
  const [params] = useSearchParams();
  return (
    <label>
      {label}
      <input type="search" name="q" maxLength={max} defaultValue={(search ?? params).get("q") ?? ""} />
    </label>
  );
}

/** The filter bar of a list page: its selects (children), an optional text search and Apply. */
export function ListFilters({
  label,
  search,
  searchLabel,
  searchMax = 200,
  submitLabel,
  children,
}: {
  label?: string;
  /** The filters to show (the URL's unless given). */
  search?: URLSearchParams;
  /** Label of the `q` text search; none when omitted. */
  searchLabel?: string;
  searchMax?: number;
  /** The button's label, "Apply" by default. */
  submitLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslator();
  return (
    <Form method="get" className="admin-filters" aria-label={label}>
      {children}
      {searchLabel && <FilterSearch label={searchLabel} max={searchMax} search={search} />}
      <button type="submit" className="admin-button">
        {submitLabel ?? t("admin.leads.apply")}
      </button>
    </Form>
  );
}

/**
 * A list's table: column headings, then one row per item (`children` draws it), or `empty` when there
 * are none (without `empty` the table is shown with no rows).
 */
export function DataTable<T>({
  columns,
  rows,
  empty,
  caption,
  captionVisible = false,
  children,
}: {
  /** Read by screen readers only, unless `captionVisible`. */
  caption?: string;
  captionVisible?: boolean;
  columns: ReadonlyArray<string>;
  rows: readonly T[];
  empty?: string;
  children: (row: T, index: number) => ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        {caption && <caption className={captionVisible ? undefined : "visually-hidden"}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(children)}</tbody>
      </table>
    </div>
  );
}

/** A new-password input with the policy's limits (own password, reset, first password). */
export function NewPasswordField({
  id,
  label,
  hint,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(props) => (
        <input
          {...props}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          required
        />
      )}
    </Field>
  );
}

/** Save and Cancel under an editor's form. */
export function FormActions({ submitLabel, cancelTo }: { submitLabel: string; cancelTo: string }) {
  const { t } = useTranslator();
  return (
    <div className="admin-actions">
      <button type="submit" className="admin-button admin-button-primary">
        {submitLabel}
      </button>
      <Link to={cancelTo}>{t("admin.content.cancel")}</Link>
    </div>
  );
}

/** A required whole-number input (sort order, year, rating…). */
export function NumberField({
  id,
  name,
  label,
  min,
  max,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  min: number;
  max: number;
  defaultValue: string;
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(props) => (
        <input {...props} name={name} type="number" min={min} max={max} required defaultValue={defaultValue} />
      )}
    </Field>
  );
}

/** The back office's language, as the account page and the new-account form ask it. */
export function AdminLocaleField({ id, name, defaultValue }: { id: string; name: string; defaultValue: string }) {
  const { t } = useTranslator();
  return (
    <Field id={id} label={t("admin.account.language")}>
      {(props) => (
        <select {...props} name={name} defaultValue={defaultValue}>
          {adminLocales.map((l) => (
            <option key={l} value={l} lang={adminHtmlLang(l)}>
              {t(`admin.lang.${l}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
