import { Field } from "~/features/admin/admin-ui";
import { EditorForm, SelectField, SourceFields } from "~/features/admin/editor-ui";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import {
  DEADLINE_LABEL_MAX,
  DEADLINE_URL_MAX,
  type Deadline,
  deadlineKinds,
  intakeTerms,
  labelLocales,
} from "./deadline-kinds";

/** A school as the back office's school selects list it. */
export interface SchoolChoice {
  id: number;
  name: string;
  country: string;
}

/** The options of a school select: name and country code. */
export const schoolOptions = (schools: readonly SchoolChoice[]) =>
  schools.map((s) => ({ value: s.id, label: `${s.name} (${s.country.toUpperCase()})` }));

/** The back office's form for one deadline (new when `current` is null); ids `deadline-<field>`. */
export function DeadlineForm({
  intent,
  id,
  current,
  schools,
  enrollments,
  today,
  defaultSchool,
  errors,
  typed,
}: {
  intent: "create" | "update";
  /** The row an update saves */
  id: number | null;
  current: Deadline | null;
  schools: readonly SchoolChoice[];
  enrollments: ReadonlyArray<{ id: number; name: string }>;
  today: string;
  /** The school of a new deadline (the list's filter) */
  defaultSchool: string;
  errors: Record<string, string>;
  typed: Record<string, string> | null;
}) {
  const { t } = useTranslator();
  const value = (name: string, fallback: string | number | undefined) => typed?.[name] ?? String(fallback ?? "");
  const select = (
    name: string,
    label: string,
    options: ReadonlyArray<{ value: string | number; label: string }>,
    fallback: string | number,
  ) => (
    <SelectField
      id={`deadline-${name}`}
      name={name}
      label={label}
      options={options}
      defaultValue={value(name, fallback)}
      error={errors[name]}
      required
    />
  );
  return (
    <EditorForm
      intent={intent}
      id={id}
      layout="grid"
      submitLabel={intent === "create" ? t("admin.deadlines.create") : undefined}
      cancelTo={adminPaths.deadlines()}
    >
      {select("school_id", t("admin.deadlines.school"), schoolOptions(schools), current?.schoolId ?? defaultSchool)}
      {select(
        "enrollment_id",
        t("admin.deadlines.enrollment"),
        enrollments.map((e) => ({ value: e.id, label: e.name })),
        current?.enrollmentId ?? 1,
      )}
      <Field id="deadline-intake_year" label={t("admin.deadlines.intakeYear")} error={errors.intake_year}>
        {(props) => (
          <input
            {...props}
            name="intake_year"
            inputMode="numeric"
            required
            defaultValue={value("intake_year", current?.intakeYear ?? Number(today.slice(0, 4)) + 1)}
          />
        )}
      </Field>
      {select(
        "intake_term",
        t("admin.deadlines.intakeTerm"),
        intakeTerms.map((term) => ({ value: term, label: t(`admin.deadlines.term.${term}`) })),
        current?.intakeTerm ?? "fall",
      )}
      {select(
        "kind",
        t("admin.deadlines.kind"),
        deadlineKinds.map((kind) => ({ value: kind, label: t(`admin.deadlines.kind.${kind}`) })),
        current?.kind ?? "close",
      )}
      <Field id="deadline-date" label={t("admin.deadlines.date")} error={errors.date}>
        {(props) => <input {...props} type="date" name="date" required defaultValue={value("date", current?.date)} />}
      </Field>
      <Field
        id="deadline-label"
        label={t("admin.deadlines.label")}
        hint={t("admin.deadlines.labelHint")}
        error={errors.label}
      >
        {(props) => (
          <input {...props} name="label" maxLength={DEADLINE_LABEL_MAX} defaultValue={value("label", current?.label)} />
        )}
      </Field>
      {labelLocales.map((locale) => (
        <Field
          key={locale}
          id={`deadline-label_${locale}`}
          label={t(`admin.deadlines.label.${locale}`)}
          hint={locale === "tw" ? t("admin.deadlines.labelsHint") : undefined}
          error={errors[`label_${locale}`]}
        >
          {(props) => (
            <input
              {...props}
              name={`label_${locale}`}
              maxLength={DEADLINE_LABEL_MAX}
              defaultValue={value(`label_${locale}`, current?.labels[locale])}
            />
          )}
        </Field>
      ))}
      <SourceFields
        prefix="deadline"
        current={current}
        typed={typed}
        errors={errors}
        today={today}
        urlMax={DEADLINE_URL_MAX}
      />
    </EditorForm>
  );
}
