import type { ReactNode } from "react";
import { STUDENT_NAME_MAX } from "~/features/students/student-form";
import { useTranslator } from "~/lib/i18n";
import { type Locale, locales } from "~/lib/locales";
import { ActionForm, DataTable, Field, FilterSelect, ListFilters, Notice, RowActions } from "./admin-ui";
import { EditorForm, EditorHeader, EditorSections, SelectField, useEditorState } from "./editor-ui";

export interface LocaleEntry {
  id: number;
  locale: string;
  student: string;
  school_id: number;
  school_en: string;
  year: number;
  /** An invented record of the demo seed (decision 0019) */
  example: boolean;
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
    /** "1" examples only, "0" real records only, "" both */
    example: string;
    /** Example records in the whole list (every language) */
    exampleCount: number;
    /** How many examples the last removal deleted */
    examplesDeleted: number | null;
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
  const { items, schools, locale } = loaderData;
  const { errors, value, showCreate, editId } = useEditorState(loaderData, actionData);
  const current = loaderData.editing ?? (editId === null ? null : items.find((e) => e.id === editId));
  const localeQuery = `${locale ? `&locale=${locale}` : ""}${loaderData.example ? `&example=${loaderData.example}` : ""}`;

  const entryForm = (intent: "create" | "update") => {
    const entry = intent === "update" ? (current ?? null) : null;
    const id = (name: string) => `${prefix}-${intent}-${name}`;
    return (
      <EditorForm
        intent={intent}
        id={entry?.id}
        submitLabel={intent === "create" ? t(`admin.${area}.create`) : undefined}
        cancelTo={base}
      >
        <SelectField
          id={id("locale")}
          name="locale"
          label={t("admin.students.locale")}
          options={locales.map((l) => ({ value: l, label: t(`admin.content.locale.${l}`) }))}
          defaultValue={value("locale", entry?.locale ?? locale ?? "tw")}
          error={errors.locale}
        />
        <Field id={id("student")} label={t("admin.students.student")} error={errors.student}>
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
        <SelectField
          id={id("school")}
          name="school_id"
          label={t("admin.students.school")}
          options={schools.map((s) => ({ value: s.id, label: `${s.id}. ${s.name_en} / ${s.name_tw}` }))}
          defaultValue={value("school_id", entry?.school_id)}
          error={errors.school_id}
          required
          blank="—"
        />
        {fields({ intent, entry, errors, value, id })}
      </EditorForm>
    );
  };

  return (
    <>
      <EditorHeader area={area} intro={false} done={loaderData.done} actionData={actionData} />
      {loaderData.examplesDeleted !== null && (
        <Notice>{t("admin.examples.deleted", { count: loaderData.examplesDeleted })}</Notice>
      )}
      {loaderData.exampleCount > 0 && (
        <section className="admin-card" aria-labelledby={`${prefix}-examples-heading`}>
          <h2 id={`${prefix}-examples-heading`}>{t("admin.examples.title")}</h2>
          <p>{t("admin.examples.intro", { count: loaderData.exampleCount })}</p>
          <ActionForm intent="delete-examples" className="admin-actions">
            <label className="admin-check">
              <input type="checkbox" name="confirm" value="1" required />{" "}
              {t("admin.examples.confirm", { count: loaderData.exampleCount })}
            </label>
            <button type="submit" className="admin-button admin-button-danger">
              {t("admin.examples.delete", { count: loaderData.exampleCount })}
            </button>
          </ActionForm>
        </section>
      )}
      <EditorSections
        prefix={prefix}
        editHeading={current ? heading(current) : null}
        createHeading={t(`admin.${area}.create`)}
        createTo={`?edit=new${localeQuery}`}
        showCreate={showCreate}
        form={entryForm}
      />
      <ListFilters submitLabel={t("admin.students.filter")}>
        <FilterSelect
          name="locale"
          label={t("admin.students.locale")}
          allLabel={t("admin.students.allLocales")}
          options={locales.map((l) => ({ value: l, label: t(`admin.content.locale.${l}`) }))}
          value={locale ?? ""}
        />
        <FilterSelect
          name="example"
          label={t("admin.examples.filter")}
          allLabel={t("admin.examples.all")}
          options={[
            { value: "1", label: t("admin.examples.only") },
            { value: "0", label: t("admin.examples.real") },
          ]}
          value={loaderData.example}
        />
      </ListFilters>
      <DataTable
        rows={items}
        caption={t("admin.students.count", { count: items.length })}
        captionVisible
        columns={[
          t("admin.students.locale"),
          t("admin.students.student"),
          t("admin.students.school"),
          t("admin.students.year"),
          column.header,
          t("admin.content.actions"),
        ]}
      >
        {(e) => (
          <tr key={e.id} id={`${anchor}-${e.id}`}>
            <td>{e.locale}</td>
            <td>
              {e.student}
              {e.example && (
                <>
                  {" "}
                  <span className="admin-status admin-status-new">{t("admin.examples.tag")}</span>
                </>
              )}
            </td>
            <td>
              {e.school_id}. {e.school_en}
            </td>
            <td>{e.year}</td>
            <td>{column.cell(e)}</td>
            <td>
              <RowActions id={e.id} editTo={`?edit=${e.id}${localeQuery}`} />
            </td>
          </tr>
        )}
      </DataTable>
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
