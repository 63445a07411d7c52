import { DataTable, Field, RowActions } from "~/features/admin/admin-ui";
import { type EditorStore, editedRow, editorAction, editorPage } from "~/features/admin/editor-action.server";
import {
  EditorForm,
  EditorHeader,
  EditorSections,
  SourceCell,
  SourceFields,
  useEditorState,
} from "~/features/admin/editor-ui";
import { listSchoolChoices } from "~/features/deadlines/deadline-editing.server";
import { siteToday } from "~/features/deadlines/deadline-kinds";
import type { RequirementInput } from "~/features/fit/requirement-editing.server";
import {
  createRequirement,
  deleteRequirement,
  listRequirementsForAdmin,
  parseRequirementForm,
  updateRequirement,
} from "~/features/fit/requirement-editing.server";
import { SchoolLevelFields } from "~/features/fit/SchoolLevelFields";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/requirements";

/** `/admin/requirements`: stated GPA and test requirements per school and level (the fit check). */
export async function loader(args: Route.LoaderArgs) {
  const { db, editId, creating, done } = await editorPage(args);
  const [rows, schools] = await Promise.all([listRequirementsForAdmin(db), listSchoolChoices(db)]);
  const editing = await editedRow(editId, (id) => rows.find((r) => String(r.id) === id));
  return { rows, schools, editing, creating, today: siteToday(new Date()), done };
}

const store: EditorStore<RequirementInput> = {
  parse: (db, form) => parseRequirementForm(db, form, siteToday(new Date())),
  create: createRequirement,
  update: updateRequirement,
  remove: deleteRequirement,
  after: (done, id) =>
    done === "deleted" ? `/admin/requirements?done=${done}` : `/admin/requirements?done=${done}#requirement-${id}`,
};

export const action = (args: Route.ActionArgs) => editorAction(args, store);

export default function AdminRequirements({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { rows, schools, today } = loaderData;
  const { errors, typed, value, showCreate, editId } = useEditorState(loaderData, actionData);
  const current = editId ? rows.find((r) => r.id === editId) : undefined;

  const form = (intent: "create" | "update") => {
    const row = intent === "update" ? current : undefined;
    const number = (name: "min_gpa" | "sat" | "gre" | "gmat" | "gaokao_pct", fallback: number | null | undefined) => (
      <Field id={`requirement-${name}`} label={t(`admin.requirements.${name}`)} error={errors[name]}>
        {(props) => <input {...props} name={name} inputMode="decimal" defaultValue={value(name, fallback)} />}
      </Field>
    );
    return (
      <EditorForm intent={intent} id={row?.id} layout="grid" cancelTo="/admin/requirements">
        <SchoolLevelFields
          prefix="requirement"
          schools={schools}
          schoolId={value("school_id", row?.schoolId)}
          enrollmentId={value("enrollment_id", row?.enrollmentId ?? 1)}
          errors={errors}
        />
        {number("min_gpa", row?.minGpa)}
        {number("sat", row?.sat)}
        {number("gre", row?.gre)}
        {number("gmat", row?.gmat)}
        {number("gaokao_pct", row?.gaokaoPct)}
        <SourceFields prefix="requirement" current={row} typed={typed} errors={errors} today={today} />
      </EditorForm>
    );
  };

  return (
    <>
      <EditorHeader
        area="requirements"
        doneArea="deadlines"
        done={actionData ? null : loaderData.done}
        actionData={actionData}
      />
      <EditorSections
        prefix="requirement"
        editHeading={current?.schoolName}
        createHeading={t("admin.requirements.new")}
        createTo="?edit=new"
        showCreate={showCreate}
        form={form}
      />
      <DataTable
        rows={rows}
        columns={[
          t("admin.deadlines.school"),
          t("admin.requirements.level"),
          t("admin.requirements.min_gpa"),
          "SAT / GRE / GMAT",
          t("admin.requirements.gaokao_pct"),
          t("admin.deadlines.source"),
          t("admin.content.actions"),
        ]}
      >
        {(r) => (
          <tr key={r.id} id={`requirement-${r.id}`}>
            <td>{r.schoolName}</td>
            <td>{t(`admin.requirements.level.${r.enrollmentId}`)}</td>
            <td>{r.minGpa ?? "—"}</td>
            <td>{[r.sat, r.gre, r.gmat].map((n) => n ?? "—").join(" / ")}</td>
            <td>{r.gaokaoPct == null ? "—" : `${r.gaokaoPct}%`}</td>
            <SourceCell url={r.sourceUrl} checkedOn={r.checkedOn} />
            <td>
              <RowActions id={r.id} editTo={`?edit=${r.id}`} />
            </td>
          </tr>
        )}
      </DataTable>
    </>
  );
}
