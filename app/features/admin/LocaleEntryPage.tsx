import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { STUDENT_NAME_MAX } from "~/features/students/student-form";
import { useTranslator } from "~/lib/i18n";
import { type Locale, locales } from "~/lib/locales";
import { AdminTitle, CsrfField, Field, Notice, RowActions } from "./admin-ui";

export interface LocaleEntry {
  id: number;
  locale: string;
  student: string;
  school_id: number;
  school_en: string;
  year: number;
}

export interface EntryFieldsContext<E> {
  intent: "create" | "update";
  entry: E | null;
  errors: Record<string, string>;
  /** What was typed (after a refused save), else the entry's value, else the fallback. */
  value: (name: string, fallback: string | number | undefined) => string;
  /** `${prefix}-${intent}-${name}`: unique ids for the two forms of the page */
  id: (name: string) => string;
}

interface Props<E extends LocaleEntry> {
  /** Catalog prefix of the page's title, create button and notices */
  area: string;
  base: string;
  prefix: string;
  anchor: string;
  loaderData: {
    items: E[];
    schools: Array<{ id: number; name_en: string; name_tw: string }>;
    editing: E | null;
    creating: boolean;
    locale: Locale | null;
    done: string | null;
  };
  actionData?: {
    intent: string;
    id: number | null;
    errors?: Record<string, string>;
    values?: Record<string, string>;
    error?: string;
  };
  heading: (entry: E) => string;
  /** The fields after locale, student and school */
  fields: (context: EntryFieldsContext<E>) => ReactNode;
  /** The list's fifth column (after locale, student, school and year) */
  column: { header: string; cell: (entry: E) => ReactNode };
}

/** A per-locale list edited in place: testimonials and admitted students share it. */
export function LocaleEntryPage<E extends LocaleEntry>({
  area,
  base,
  prefix,
  anchor,
  loaderData,
  actionData,
  heading,
  fields,
  column,
}: Props<E>) {
  const { t } = useTranslator();
  const { items, schools, editing, creating, locale } = loaderData;
  const formErrors = actionData?.errors ?? {};
  const typed = actionData?.values ?? null;
  const showCreate = creating || actionData?.intent === "create";
  const current = editing ?? (actionData?.intent === "update" ? items.find((e) => e.id === actionData.id) : null);
  const localeQuery = locale ? `&locale=${locale}` : "";

  const entryForm = (intent: "create" | "update") => {
    const entry = intent === "update" ? (current ?? null) : null;
    const value = (name: string, fallback: string | number | undefined) => typed?.[name] ?? String(fallback ?? "");
    const id = (name: string) => `${prefix}-${intent}-${name}`;
    return (
      <Form method="post" className="admin-form">
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        {entry && <input type="hidden" name="id" value={entry.id} />}
        <Field id={id("locale")} label={t("admin.students.locale")} error={formErrors.locale}>
          {(props) => (
            <select {...props} name="locale" defaultValue={value("locale", entry?.locale ?? locale ?? "tw")}>
              {locales.map((l) => (
                <option key={l} value={l}>
                  {t(`admin.content.locale.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id("student")} label={t("admin.students.student")} error={formErrors.student}>
          {(props) => (
            <input
              {...props}
              name="student"
              required
              maxLength={STUDENT_NAME_MAX}
              defaultValue={value("student", entry?.student)}
            />
          )}
        </Field>
        <Field id={id("school")} label={t("admin.students.school")} error={formErrors.school_id}>
          {(props) => (
            <select {...props} name="school_id" required defaultValue={value("school_id", entry?.school_id)}>
              <option value="">—</option>
              {schools.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.id}. {s.name_en} / {s.name_tw}
                </option>
              ))}
            </select>
          )}
        </Field>
        {fields({ intent, entry, errors: formErrors, value, id })}
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {intent === "create" ? t(`admin.${area}.create`) : t("admin.content.save")}
          </button>
          <Link to={base}>{t("admin.content.cancel")}</Link>
        </div>
      </Form>
    );
  };

  return (
    <>
      <AdminTitle title={t(`admin.${area}.title`)} />
      <h1>{t(`admin.${area}.title`)}</h1>
      {loaderData.done && <Notice>{t(`admin.${area}.${loaderData.done}`)}</Notice>}
      {Object.keys(formErrors).length > 0 && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      {actionData?.error && <Notice kind="error">{actionData.error}</Notice>}
      {current && !showCreate && (
        <section className="admin-card" aria-labelledby={`${prefix}-edit-heading`}>
          <h2 id={`${prefix}-edit-heading`}>{heading(current)}</h2>
          {entryForm("update")}
        </section>
      )}
      {showCreate ? (
        <section className="admin-card" aria-labelledby={`${prefix}-create-heading`}>
          <h2 id={`${prefix}-create-heading`}>{t(`admin.${area}.create`)}</h2>
          {entryForm("create")}
        </section>
      ) : (
        <p>
          <Link className="admin-button admin-button-primary" to={`?edit=new${localeQuery}`}>
            {t(`admin.${area}.create`)}
          </Link>
        </p>
      )}
      <Form method="get" className="admin-actions">
        <label htmlFor={`${prefix}-filter`}>{t("admin.students.locale")}</label>
        <select id={`${prefix}-filter`} name="locale" defaultValue={locale ?? ""}>
          <option value="">{t("admin.students.allLocales")}</option>
          {locales.map((l) => (
            <option key={l} value={l}>
              {t(`admin.content.locale.${l}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="admin-button">
          {t("admin.students.filter")}
        </button>
      </Form>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>{t("admin.students.count", { count: items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.students.locale")}</th>
              <th scope="col">{t("admin.students.student")}</th>
              <th scope="col">{t("admin.students.school")}</th>
              <th scope="col">{t("admin.students.year")}</th>
              <th scope="col">{column.header}</th>
              <th scope="col">{t("admin.content.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id} id={`${anchor}-${e.id}`}>
                <td>{e.locale}</td>
                <td>{e.student}</td>
                <td>
                  {e.school_id}. {e.school_en}
                </td>
                <td>{e.year}</td>
                <td>{column.cell(e)}</td>
                <td>
                  <RowActions id={e.id} editTo={`?edit=${e.id}${localeQuery}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The year field both lists have (between 1950 and 2100, this year by default). */
export function YearField<E extends LocaleEntry>({ context }: { context: EntryFieldsContext<E> }) {
  const { t } = useTranslator();
  return (
    <Field id={context.id("year")} label={t("admin.students.year")} error={context.errors.year}>
      {(props) => (
        <input
          {...props}
          name="year"
          type="number"
          min={1950}
          max={2100}
          required
          defaultValue={context.value("year", context.entry?.year ?? new Date().getFullYear())}
        />
      )}
    </Field>
  );
}
