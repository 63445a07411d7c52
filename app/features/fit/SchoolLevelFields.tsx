import { SelectField } from "~/features/admin/editor-ui";
import { type SchoolChoice, schoolOptions } from "~/features/deadlines/DeadlineForm";
import { useTranslator } from "~/lib/i18n";

/**
 * The school and level selects that open the back-office forms of per-school, per-level rows
 * (requirements, admission rates); ids `${prefix}-school` and `${prefix}-level`.
 */
export function SchoolLevelFields({
  prefix,
  schools,
  schoolId,
  enrollmentId,
  errors,
}: {
  prefix: string;
  schools: readonly SchoolChoice[];
  /** What the select shows: what was typed, else the stored value (`useEditorState`'s `value`). */
  schoolId: string;
  enrollmentId: string;
  errors: Record<string, string>;
}) {
  const { t } = useTranslator();
  return (
    <>
      <SelectField
        id={`${prefix}-school`}
        name="school_id"
        label={t("admin.deadlines.school")}
        options={schoolOptions(schools)}
        defaultValue={schoolId}
        error={errors.school_id}
        required
      />
      <SelectField
        id={`${prefix}-level`}
        name="enrollment_id"
        label={t("admin.requirements.level")}
        options={([1, 2] as const).map((level) => ({ value: level, label: t(`admin.requirements.level.${level}`) }))}
        defaultValue={enrollmentId}
        error={errors.enrollment_id}
      />
    </>
  );
}
