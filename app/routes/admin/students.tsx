import { Field } from "~/features/admin/admin-ui";
import { LocaleEntryPage, YearField } from "~/features/admin/LocaleEntryPage";
import { loadLocaleEntries, localeEntryAction } from "~/features/students/locale-entries.server";
import {
  createAdmittedStudent,
  deleteAdmittedStudent,
  listAdmittedStudentsForAdmin,
  parseAdmittedStudentForm,
  updateAdmittedStudent,
} from "~/features/students/student-editing.server";
import { DEGREES, LONG_TEXT_MAX, SHORT_TEXT_MAX } from "~/features/students/student-form";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/students";

/** `/admin/students`: `?locale=` and `?example=` filter, `?edit=<id>` or `?edit=new` opens the form. */
export const loader = (args: Route.LoaderArgs) =>
  loadLocaleEntries(args, listAdmittedStudentsForAdmin, "admitted_students");

export const action = (args: Route.ActionArgs) =>
  localeEntryAction(args, {
    base: "/admin/students",
    anchor: "student",
    table: "admitted_students",
    parse: parseAdmittedStudentForm,
    create: createAdmittedStudent,
    update: updateAdmittedStudent,
    remove: deleteAdmittedStudent,
  });

export default function AdminStudentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  return (
    <LocaleEntryPage
      area="studentList"
      base="/admin/students"
      prefix="s"
      anchor="student"
      loaderData={loaderData}
      actionData={actionData}
      heading={(e) => e.student}
      column={{ header: t("admin.students.major"), cell: (e) => e.major }}
      fields={(c) => (
        <>
          <YearField context={c} />
          <Field id={c.id("degree")} label={t("admin.students.degree")} error={c.errors.degree}>
            {(props) => (
              <select {...props} name="degree" required defaultValue={c.value("degree", c.entry?.degree ?? 2)}>
                {DEGREES.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={c.id("major")} label={t("admin.students.major")} error={c.errors.major}>
            {(props) => (
              <input
                {...props}
                name="major"
                required
                maxLength={SHORT_TEXT_MAX}
                defaultValue={c.value("major", c.entry?.major)}
              />
            )}
          </Field>
          <Field id={c.id("score")} label={t("admin.students.score")} error={c.errors.score}>
            {(props) => (
              <input
                {...props}
                name="score"
                maxLength={SHORT_TEXT_MAX}
                defaultValue={c.value("score", c.entry?.score)}
              />
            )}
          </Field>
          <Field id={c.id("scholarship")} label={t("admin.students.scholarship")} error={c.errors.scholarship}>
            {(props) => (
              <input
                {...props}
                name="scholarship"
                maxLength={SHORT_TEXT_MAX}
                defaultValue={c.value("scholarship", c.entry?.scholarship)}
              />
            )}
          </Field>
          <Field id={c.id("feedback")} label={t("admin.students.feedback")} error={c.errors.feedback}>
            {(props) => (
              <textarea
                {...props}
                name="feedback"
                rows={6}
                maxLength={LONG_TEXT_MAX}
                defaultValue={c.value("feedback", c.entry?.feedback)}
              />
            )}
          </Field>
        </>
      )}
    />
  );
}
