import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslator } from "~/lib/i18n";
import { type Locale, locales } from "~/lib/locales";
import { ActionForm, Field, FormActions, Notice, PageHead } from "./admin-ui";

/**
 * The parts of a content editor page (FAQ, home items, deadlines, requirements, testimonials…): the
 * head with its notices, the "edit" and "new" sections, the form with its CSRF token and intent, and
 * the state of a save the server refused (see `editorAction`).
 */

/** What `editorAction` answers when it refuses a save or a delete. */
export interface EditorReply {
  intent: string;
  id: number | null;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  error?: string;
  echo?: Record<string, string>;
}

/**
 * The form state of an editor page: the refused save's errors, what was typed (else the stored
 * value, else the fallback), whether the "new" form is open and which row is being edited.
 */
export function useEditorState(
  loaderData: { creating?: boolean; editing?: { id: number } | null },
  actionData: EditorReply | undefined,
) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed: Record<string, string> | null = actionData?.values ?? null;
  const value = (name: string, fallback: string | number | null | undefined) => typed?.[name] ?? String(fallback ?? "");
  const showCreate = Boolean(loaderData.creating) || actionData?.intent === "create";
  const editId = loaderData.editing?.id ?? (actionData?.intent === "update" ? actionData.id : null);
  return { errors, typed, value, showCreate, editId };
}

/**
 * The head of a content editor page (`area` names its catalog keys: admin.<area>.title, .intro and,
 * unless `doneArea` names others, the notices of `?done=`), then the error summary or the action's
 * own error.
 */
export function EditorHeader({
  area,
  doneArea = area,
  intro = true,
  done,
  actionData,
}: {
  area: string;
  doneArea?: string;
  /** Whether the page has an intro (admin.<area>.intro) */
  intro?: boolean;
  done: string | null;
  actionData: EditorReply | undefined;
}) {
  const { t } = useTranslator();
  return (
    <>
      <PageHead title={t(`admin.${area}.title`)} hint={intro ? t(`admin.${area}.intro`) : undefined} />
      {done && <Notice>{t(`admin.${doneArea}.${done}`)}</Notice>}
      {actionData?.errors && Object.keys(actionData.errors).length > 0 && (
        <Notice kind="error">{t("admin.form.errorSummary")}</Notice>
      )}
      {actionData?.error && <Notice kind="error">{actionData.error}</Notice>}
    </>
  );
}

/**
 * The section editing one row (when `editHeading` is given and no new row is being made), then the
 * section making a new one, or the button that opens it.
 */
export function EditorSections({
  prefix,
  editHeading,
  createHeading,
  createTo,
  showCreate,
  form,
}: {
  /** Ids `${prefix}-edit-heading` and `${prefix}-create-heading` */
  prefix: string;
  editHeading: string | null | undefined;
  createHeading: string;
  /** Where the "new" button goes (e.g. `?edit=new`) */
  createTo: string;
  showCreate: boolean;
  form: (intent: "create" | "update") => ReactNode;
}) {
  return (
    <>
      {editHeading != null && !showCreate && (
        <section className="admin-card" aria-labelledby={`${prefix}-edit-heading`}>
          <h2 id={`${prefix}-edit-heading`}>{editHeading}</h2>
          {form("update")}
        </section>
      )}
      {showCreate ? (
        <section className="admin-card" aria-labelledby={`${prefix}-create-heading`}>
          <h2 id={`${prefix}-create-heading`}>{createHeading}</h2>
          {form("create")}
        </section>
      ) : (
        <p>
          <Link className="admin-button admin-button-primary" to={createTo}>
            {createHeading}
          </Link>
        </p>
      )}
    </>
  );
}

/** An editor's create or update form: its fields (children), then Save (or `submitLabel`) and Cancel. */
export function EditorForm({
  intent,
  id,
  hidden,
  layout = "narrow",
  submitLabel,
  cancelTo,
  children,
}: {
  intent: "create" | "update";
  id?: number | null;
  hidden?: Record<string, string>;
  /** `grid`: fields side by side; `wide`: the page's full width (per-locale fieldsets) */
  layout?: "narrow" | "grid" | "wide";
  submitLabel?: string;
  cancelTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslator();
  return (
    <ActionForm
      intent={intent}
      id={intent === "update" ? id : null}
      hidden={hidden}
      className={layout === "grid" ? "admin-form admin-form-grid" : "admin-form"}
      style={layout === "wide" ? { maxWidth: "none" } : undefined}
    >
      {children}
      <FormActions submitLabel={submitLabel ?? t("admin.content.save")} cancelTo={cancelTo} />
    </ActionForm>
  );
}

/** One fieldset per site language, each drawn by `children`. */
export function LocaleFieldsets({ children }: { children: (locale: Locale) => ReactNode }) {
  const { t } = useTranslator();
  return (
    <div className="admin-locales">
      {locales.map((l) => (
        <fieldset key={l} lang={l === "tw" ? "zh-Hant" : l === "cn" ? "zh-Hans" : l}>
          <legend>{t(`admin.content.locale.${l}`)}</legend>
          {children(l)}
        </fieldset>
      ))}
    </div>
  );
}

/** A labelled `<select>` of an editor form. */
export function SelectField({
  id,
  name,
  label,
  options,
  defaultValue,
  error,
  required = false,
  blank,
}: {
  id: string;
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  defaultValue: string;
  error?: string;
  required?: boolean;
  /** A first, empty choice with this label */
  blank?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(props) => (
        <select {...props} name={name} required={required || undefined} defaultValue={defaultValue}>
          {blank !== undefined && <option value="">{blank}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The official page a regulated figure comes from and the day it was checked there (deadlines,
 * requirements): ids `${prefix}-source_url` and `${prefix}-checked_on`; the day is at most `today`.
 */
export function SourceFields({
  prefix,
  current,
  typed,
  errors,
  today,
  urlMax,
}: {
  prefix: string;
  /** The row being edited; none for a new one */
  current: { sourceUrl: string; checkedOn: string } | null | undefined;
  /** What was typed before a refused save */
  typed: Record<string, string> | null;
  errors: Record<string, string>;
  today: string;
  urlMax?: number;
}) {
  const { t } = useTranslator();
  return (
    <>
      <Field id={`${prefix}-source_url`} label={t("admin.deadlines.source")} error={errors.source_url}>
        {(props) => (
          <input
            {...props}
            type="url"
            name="source_url"
            required
            maxLength={urlMax}
            placeholder="https://"
            defaultValue={typed?.source_url ?? current?.sourceUrl ?? ""}
          />
        )}
      </Field>
      <Field id={`${prefix}-checked_on`} label={t("admin.deadlines.checkedOn")} error={errors.checked_on}>
        {(props) => (
          <input
            {...props}
            type="date"
            name="checked_on"
            required
            max={today}
            defaultValue={typed?.checked_on ?? current?.checkedOn ?? today}
          />
        )}
      </Field>
    </>
  );
}

/** A table cell's view of a source: the site's host, linked, and the day it was checked. */
export function SourceCell({ url, checkedOn }: { url: string; checkedOn: string }) {
  return (
    <td>
      <a href={url} target="_blank" rel="noreferrer">
        {new URL(url).host}
      </a>{" "}
      <small className="admin-hint">{checkedOn}</small>
    </td>
  );
}

/** An input inside a table row (an amount, a rank…) with its label for screen readers and its error. */
export function CellInput({
  name,
  label,
  defaultValue,
  error,
  pattern,
  inputMode,
  size,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  pattern?: string;
  inputMode?: "decimal" | "numeric";
  size: number;
}) {
  return (
    <>
      <input
        name={name}
        pattern={pattern}
        inputMode={inputMode}
        size={size}
        aria-label={label}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
      {error && (
        <small id={`${name}-error`} className="admin-error">
          {error}
        </small>
      )}
    </>
  );
}
