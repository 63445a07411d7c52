import { DataTable, Field, RowActions } from "~/features/admin/admin-ui";
import { type EditorStore, editedRow, editorAction, editorPage } from "~/features/admin/editor-action.server";
import {
  EditorForm,
  EditorHeader,
  EditorSections,
  SelectField,
  SourceCell,
  SourceFields,
  useEditorState,
} from "~/features/admin/editor-ui";
import { listSchoolChoices } from "~/features/deadlines/deadline-editing.server";
import { siteToday } from "~/features/deadlines/deadline-kinds";
import {
  type AdmitRateInput,
  createAdmitRate,
  deleteAdmitRate,
  listAdmitRatesForAdmin,
  parseAdmitRateForm,
  updateAdmitRate,
} from "~/features/fit/admit-rate-editing.server";
import { admitRateApplicants } from "~/features/fit/admit-rate-form";
import { SchoolLevelFields } from "~/features/fit/SchoolLevelFields";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/admit-rates";

/** `/admin/admit-rates`: published admission rates per school and level (the fit check uses them first). */
export async function loader(args: Route.LoaderArgs) {
  const { db, editId, creating, done } = await editorPage(args);
  const [rows, schools] = await Promise.all([listAdmitRatesForAdmin(db), listSchoolChoices(db)]);
  const editing = await editedRow(editId, (id) => rows.find((r) => String(r.id) === id));
  return { rows, schools, editing, creating, today: siteToday(new Date()), done };
}

const store: EditorStore<AdmitRateInput> = {
  parse: (db, form) => parseAdmitRateForm(db, form, siteToday(new Date())),
  create: createAdmitRate,
  update: updateAdmitRate,
  remove: deleteAdmitRate,
  after: (done, id) =>
    done === "deleted" ? `/admin/admit-rates?done=${done}` : `/admin/admit-rates?done=${done}#admit-rate-${id}`,
};

export const action = (args: Route.ActionArgs) => editorAction(args, store);

export default function AdminAdmitRates({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { rows, schools, today } = loaderData;
  const { errors, typed, value, showCreate, editId } = useEditorState(loaderData, actionData);
  const current = editId ? rows.find((r) => r.id === editId) : undefined;

  const form = (intent: "create" | "update") => {
    const row = intent === "update" ? current : undefined;
    const input = (name: "rate" | "year" | "sat_25" | "sat_75", fallback: string | number | null | undefined) => (
      <Field id={`admit-rate-${name}`} label={t(`admin.admitRates.${name}`)} error={errors[name]}>
        {(props) => (
          <input
            {...props}
            name={name}
            inputMode={name === "year" ? undefined : "decimal"}
            required={name === "rate" || name === "year"}
            defaultValue={value(name, fallback)}
          />
        )}
      </Field>
    );
    return (
      <EditorForm intent={intent} id={row?.id} layout="grid" cancelTo="/admin/admit-rates">
        <SchoolLevelFields
          prefix="admit-rate"
          schools={schools}
          schoolId={value("school_id", row?.schoolId)}
          enrollmentId={value("enrollment_id", row?.enrollmentId ?? 1)}
          errors={errors}
        />
        {input("rate", row?.rate)}
        <SelectField
          id="admit-rate-applicants"
          name="applicants"
          label={t("admin.admitRates.applicants")}
          options={admitRateApplicants.map((a) => ({ value: a, label: t(`admin.admitRates.applicants.${a}`) }))}
          defaultValue={value("applicants", row?.applicants ?? "all")}
          error={errors.applicants}
        />
        {input("year", row?.year)}
        {input("sat_25", row?.sat25)}
        {input("sat_75", row?.sat75)}
        <SourceFields prefix="admit-rate" current={row} typed={typed} errors={errors} today={today} />
      </EditorForm>
    );
  };

  return (
    <>
      <EditorHeader
        area="admitRates"
        doneArea="deadlines"
        done={actionData ? null : loaderData.done}
        actionData={actionData}
      />
      <EditorSections
        prefix="admit-rate"
        editHeading={current?.schoolName}
        createHeading={t("admin.admitRates.new")}
        createTo="?edit=new"
        showCreate={showCreate}
        form={form}
      />
      <DataTable
        rows={rows}
        columns={[
          t("admin.deadlines.school"),
          t("admin.requirements.level"),
          t("admin.admitRates.rate"),
          t("admin.admitRates.applicants"),
          t("admin.admitRates.year"),
          "SAT 25-75",
          t("admin.deadlines.source"),
          t("admin.content.actions"),
        ]}
      >
        {(r) => (
          <tr key={r.id} id={`admit-rate-${r.id}`}>
            <td>{r.schoolName}</td>
            <td>{t(`admin.requirements.level.${r.enrollmentId}`)}</td>
            <td>{r.rate}%</td>
            <td>{t(`admin.admitRates.applicants.${r.applicants}`)}</td>
            <td>
              {r.year}
              {r.verified ? null : <strong> ({t("admin.admitRates.unverified")})</strong>}
            </td>
            <td>{r.sat25 === null ? "—" : `${r.sat25}-${r.sat75}`}</td>
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
