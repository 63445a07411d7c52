import { Form, Link, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { AdminTitle, CsrfField, Field, Notice, RowActions, useDateTime } from "~/features/admin/admin-ui";
import { type EditorStore, editorAction, editorDone } from "~/features/admin/editor-action.server";
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
import {
  DEADLINE_LABEL_MAX,
  DEADLINE_URL_MAX,
  deadlineKinds,
  intakeTerms,
  siteToday,
} from "~/features/deadlines/deadline-kinds";
import { listEnrollments } from "~/features/reference/reference.server";
import { EDITORS, requireStaff } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/deadlines";

/** `/admin/deadlines`: upcoming dates (`?school=`, `?past=1`); `?edit=<id>` or `?edit=new` opens the form. */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const today = siteToday(new Date());
  const schoolId = Number(url.searchParams.get("school")) || undefined;
  const past = url.searchParams.get("past") === "1";
  const edit = url.searchParams.get("edit");
  const [deadlines, schools, enrollments, editing] = await Promise.all([
    listDeadlinesForAdmin(db, { schoolId, from: past ? undefined : today }),
    listSchoolChoices(db),
    listEnrollments(db, session.user.uiLocale),
    edit && edit !== "new" ? getDeadline(db, Number(edit)) : undefined,
  ]);
  if (edit && edit !== "new" && !editing) throw notFound();
  return {
    deadlines,
    schools,
    enrollments,
    editing: editing ?? null,
    creating: edit === "new",
    today,
    done: editorDone(url),
  };
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
  const { deadlines, schools, enrollments, editing, creating, today } = loaderData;
  const errors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const typed: Record<string, string> | null = actionData && "values" in actionData ? actionData.values : null;
  const showCreate = creating || actionData?.intent === "create";
  const showEdit = !showCreate && (editing !== null || actionData?.intent === "update");
  const editId = editing?.id ?? (actionData?.intent === "update" ? actionData.id : null);
  const schoolName = (id: number) => schools.find((s) => s.id === id)?.name ?? String(id);

  const form = (intent: "create" | "update") => {
    const current = intent === "update" ? editing : null;
    const value = (name: string, fallback: string | number) => typed?.[name] ?? String(fallback);
    const select = (
      name: string,
      label: string,
      options: Array<{ value: string | number; label: string }>,
      fallback: string | number,
    ) => (
      <Field id={`deadline-${name}`} label={label} error={errors[name]}>
        {(props) => (
          <select {...props} name={name} defaultValue={value(name, fallback)} required>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
    return (
      <Form method="post" className="admin-form admin-form-grid">
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        {editId !== null && intent === "update" && <input type="hidden" name="id" value={editId} />}
        {select(
          "school_id",
          t("admin.deadlines.school"),
          schools.map((s) => ({ value: s.id, label: `${s.name} (${s.country.toUpperCase()})` })),
          current?.schoolId ?? search.get("school") ?? "",
        )}
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
          {(props) => (
            <input {...props} type="date" name="date" required defaultValue={value("date", current?.date ?? "")} />
          )}
        </Field>
        <Field
          id="deadline-label"
          label={t("admin.deadlines.label")}
          hint={t("admin.deadlines.labelHint")}
          error={errors.label}
        >
          {(props) => (
            <input
              {...props}
              name="label"
              maxLength={DEADLINE_LABEL_MAX}
              defaultValue={value("label", current?.label ?? "")}
            />
          )}
        </Field>
        <Field id="deadline-source_url" label={t("admin.deadlines.source")} error={errors.source_url}>
          {(props) => (
            <input
              {...props}
              type="url"
              name="source_url"
              required
              maxLength={DEADLINE_URL_MAX}
              placeholder="https://"
              defaultValue={value("source_url", current?.sourceUrl ?? "")}
            />
          )}
        </Field>
        <Field id="deadline-checked_on" label={t("admin.deadlines.checkedOn")} error={errors.checked_on}>
          {(props) => (
            <input
              {...props}
              type="date"
              name="checked_on"
              required
              max={today}
              defaultValue={value("checked_on", current?.checkedOn ?? today)}
            />
          )}
        </Field>
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {intent === "create" ? t("admin.deadlines.create") : t("admin.content.save")}
          </button>
          <Link to={adminPaths.deadlines()}>{t("admin.content.cancel")}</Link>
        </div>
      </Form>
    );
  };

  return (
    <>
      <AdminTitle title={t("admin.deadlines.title")} />
      <h1>{t("admin.deadlines.title")}</h1>
      <p className="admin-hint">{t("admin.deadlines.intro")}</p>
      {loaderData.done && !actionData && <Notice>{t(`admin.deadlines.${loaderData.done}`)}</Notice>}
      {Object.keys(errors).length > 0 && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      {actionData && "error" in actionData && <Notice kind="error">{actionData.error}</Notice>}
      {showEdit && (
        <section className="admin-card" aria-labelledby="deadline-edit-heading">
          <h2 id="deadline-edit-heading">{t("admin.deadlines.edit")}</h2>
          {form("update")}
        </section>
      )}
      {showCreate ? (
        <section className="admin-card" aria-labelledby="deadline-create-heading">
          <h2 id="deadline-create-heading">{t("admin.deadlines.new")}</h2>
          {form("create")}
        </section>
      ) : (
        <p>
          <Link
            className="admin-button admin-button-primary"
            to={adminPaths.deadlines({ edit: "new", school: search.get("school") })}
          >
            {t("admin.deadlines.new")}
          </Link>
        </p>
      )}
      <Form method="get" className="admin-filters">
        <label>
          {t("admin.deadlines.school")}
          <select name="school" defaultValue={search.get("school") ?? ""}>
            <option value="">{t("admin.deadlines.allSchools")}</option>
            {schools.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-check">
          <input type="checkbox" name="past" value="1" defaultChecked={search.get("past") === "1"} />{" "}
          {t("admin.deadlines.showPast")}
        </label>
        <button type="submit" className="admin-button">
          {t("admin.deadlines.apply")}
        </button>
      </Form>
      {deadlines.length === 0 ? (
        <p>{t("admin.deadlines.none")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.deadlines.date")}</th>
                <th scope="col">{t("admin.deadlines.school")}</th>
                <th scope="col">{t("admin.deadlines.kind")}</th>
                <th scope="col">{t("admin.deadlines.intakeTerm")}</th>
                <th scope="col">{t("admin.deadlines.source")}</th>
                <th scope="col">{t("admin.deadlines.updated")}</th>
                <th scope="col">{t("admin.content.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {deadlines.map((d) => (
                <tr key={d.id} id={`deadline-${d.id}`}>
                  <td>{d.date}</td>
                  <td>
                    <Link to={adminPaths.deadlines({ school: d.schoolId })}>{schoolName(d.schoolId)}</Link>
                  </td>
                  <td>
                    {t(`admin.deadlines.kind.${d.kind}`)}
                    {d.label && <small className="admin-hint"> {d.label}</small>}
                  </td>
                  <td>
                    {enrollments.find((e) => e.id === d.enrollmentId)?.name} ·{" "}
                    {t(`admin.deadlines.term.${d.intakeTerm}`)} {d.intakeYear}
                  </td>
                  <td>
                    <a href={d.sourceUrl} target="_blank" rel="noreferrer">
                      {new URL(d.sourceUrl).host}
                    </a>{" "}
                    <small className="admin-hint">{d.checkedOn}</small>
                  </td>
                  <td>{dateTime(d.updatedAt)}</td>
                  <td>
                    <RowActions id={d.id} editTo={`?edit=${d.id}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
