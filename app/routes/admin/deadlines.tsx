import { Link, useSearchParams } from "react-router";
import { DataTable, FilterCheck, FilterSelect, ListFilters, RowActions, useDateTime } from "~/features/admin/admin-ui";
import { type EditorStore, editedRow, editorAction, editorPage } from "~/features/admin/editor-action.server";
import { EditorHeader, EditorSections, SourceCell, useEditorState } from "~/features/admin/editor-ui";
import { DeadlineForm } from "~/features/deadlines/DeadlineForm";
import type { DeadlineInput } from "~/features/deadlines/deadline-editing.server";
import {
  createDeadline,
  deleteDeadline,
  getDeadline,
  listDeadlinesForAdmin,
  listSchoolChoices,
  parseDeadlineForm,
  updateDeadline,
} from "~/features/deadlines/deadline-editing.server";
import { siteToday } from "~/features/deadlines/deadline-kinds";
import { listEnrollments } from "~/features/reference/reference.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/deadlines";

/** `/admin/deadlines`: upcoming dates (`?school=`, `?past=1`); `?edit=<id>` or `?edit=new` opens the form. */
export async function loader(args: Route.LoaderArgs) {
  const { session, db, url, editId, creating, done } = await editorPage(args);
  const today = siteToday(new Date());
  const schoolId = Number(url.searchParams.get("school")) || undefined;
  const past = url.searchParams.get("past") === "1";
  const [deadlines, schools, enrollments, editing] = await Promise.all([
    listDeadlinesForAdmin(db, { schoolId, from: past ? undefined : today }),
    listSchoolChoices(db),
    listEnrollments(db, session.user.uiLocale),
    editedRow(editId, (id) => getDeadline(db, Number(id))),
  ]);
  return { deadlines, schools, enrollments, editing, creating, today, done };
}

const deadlineStore: EditorStore<DeadlineInput> = {
  parse: (db, form) => parseDeadlineForm(db, form, siteToday(new Date())),
  create: (db, actor, value) => createDeadline(db, actor, value),
  update: (db, actor, id, value) => updateDeadline(db, actor, id, value),
  remove: deleteDeadline,
  after: (done, id, value) =>
    done === "deleted"
      ? adminPaths.deadlines({ done })
      : adminPaths.deadlines({ done, school: value?.schoolId }, `deadline-${id}`),
};

export const action = (args: Route.ActionArgs) => editorAction(args, deadlineStore);

export default function AdminDeadlines({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  const [search] = useSearchParams();
  const { deadlines, schools, enrollments, editing, today } = loaderData;
  const { errors, typed, showCreate, editId } = useEditorState(loaderData, actionData);

  const form = (intent: "create" | "update") => (
    <DeadlineForm
      intent={intent}
      id={editId}
      current={intent === "update" ? editing : null}
      schools={schools}
      enrollments={enrollments}
      today={today}
      defaultSchool={search.get("school") ?? ""}
      errors={errors}
      typed={typed}
    />
  );

  return (
    <>
      <EditorHeader area="deadlines" done={actionData ? null : loaderData.done} actionData={actionData} />
      <EditorSections
        prefix="deadline"
        editHeading={editing !== null || actionData?.intent === "update" ? t("admin.deadlines.edit") : null}
        createHeading={t("admin.deadlines.new")}
        createTo={adminPaths.deadlines({ edit: "new", school: search.get("school") })}
        showCreate={showCreate}
        form={form}
      />
      <ListFilters submitLabel={t("admin.deadlines.apply")}>
        <FilterSelect
          name="school"
          label={t("admin.deadlines.school")}
          allLabel={t("admin.deadlines.allSchools")}
          options={schools.map((s) => ({ value: s.id, label: s.name }))}
        />
        <FilterCheck name="past" label={t("admin.deadlines.showPast")} />
      </ListFilters>
      <DataTable
        rows={deadlines}
        empty={t("admin.deadlines.none")}
        columns={[
          t("admin.deadlines.date"),
          t("admin.deadlines.school"),
          t("admin.deadlines.kind"),
          t("admin.deadlines.intakeTerm"),
          t("admin.deadlines.source"),
          t("admin.deadlines.updated"),
          t("admin.content.actions"),
        ]}
      >
        {(d) => (
          <tr key={d.id} id={`deadline-${d.id}`}>
            <td>{d.date}</td>
            <td>
              <Link to={adminPaths.deadlines({ school: d.schoolId })}>{d.schoolName}</Link>
            </td>
            <td>
              {t(`admin.deadlines.kind.${d.kind}`)}
              {d.label && <small className="admin-hint"> {d.label}</small>}
            </td>
            <td>
              {enrollments.find((e) => e.id === d.enrollmentId)?.name} · {t(`admin.deadlines.term.${d.intakeTerm}`)}{" "}
              {d.intakeYear}
            </td>
            <SourceCell url={d.sourceUrl} checkedOn={d.checkedOn} />
            <td>{dateTime(d.updatedAt)}</td>
            <td>
              <RowActions id={d.id} editTo={`?edit=${d.id}`} />
            </td>
          </tr>
        )}
      </DataTable>
    </>
  );
}
