import { Form, Link } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { AdminTitle, CsrfField, Field, Notice, RowActions } from "~/features/admin/admin-ui";
import { type EditorStore, editorAction, editorDone } from "~/features/admin/editor-action.server";
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
import { EDITORS, requireStaff } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/requirements";

/** `/admin/requirements`: stated GPA and test requirements per school and level (the fit check). */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const [rows, schools] = await Promise.all([listRequirementsForAdmin(db), listSchoolChoices(db)]);
  const edit = url.searchParams.get("edit");
  const editing = edit && edit !== "new" ? rows.find((r) => String(r.id) === edit) : undefined;
  if (edit && edit !== "new" && !editing) throw notFound();
  return {
    rows,
    schools,
    editing: editing ?? null,
    creating: edit === "new",
    today: siteToday(new Date()),
    done: editorDone(url),
  };
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
  const { rows, schools, editing, creating, today } = loaderData;
  const errors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const typed: Record<string, string> | null = actionData && "values" in actionData ? actionData.values : null;
  const showCreate = creating || actionData?.intent === "create";
  const editId = editing?.id ?? (actionData?.intent === "update" ? actionData.id : null);
  const current = editId ? rows.find((r) => r.id === editId) : undefined;

  const form = (intent: "create" | "update") => {
    const row = intent === "update" ? current : undefined;
    const value = (name: string, fallback: string | number | null | undefined) =>
      typed?.[name] ?? String(fallback ?? "");
    const number = (name: "min_gpa" | "sat" | "gre" | "gmat", fallback: number | null | undefined) => (
      <Field id={`requirement-${name}`} label={t(`admin.requirements.${name}`)} error={errors[name]}>
        {(props) => <input {...props} name={name} inputMode="decimal" defaultValue={value(name, fallback)} />}
      </Field>
    );
    return (
      <Form method="post" className="admin-form admin-form-grid">
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        {row && <input type="hidden" name="id" value={row.id} />}
        <Field id="requirement-school" label={t("admin.deadlines.school")} error={errors.school_id}>
          {(props) => (
            <select {...props} name="school_id" required defaultValue={value("school_id", row?.schoolId)}>
              {schools.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.country.toUpperCase()})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="requirement-level" label={t("admin.requirements.level")} error={errors.enrollment_id}>
          {(props) => (
            <select {...props} name="enrollment_id" defaultValue={value("enrollment_id", row?.enrollmentId ?? 1)}>
              <option value="1">{t("admin.requirements.level.1")}</option>
              <option value="2">{t("admin.requirements.level.2")}</option>
            </select>
          )}
        </Field>
        {number("min_gpa", row?.minGpa)}
        {number("sat", row?.sat)}
        {number("gre", row?.gre)}
        {number("gmat", row?.gmat)}
        <Field id="requirement-source" label={t("admin.deadlines.source")} error={errors.source_url}>
          {(props) => (
            <input
              {...props}
              type="url"
              name="source_url"
              required
              defaultValue={value("source_url", row?.sourceUrl)}
            />
          )}
        </Field>
        <Field id="requirement-checked" label={t("admin.deadlines.checkedOn")} error={errors.checked_on}>
          {(props) => (
            <input
              {...props}
              type="date"
              name="checked_on"
              required
              max={today}
              defaultValue={value("checked_on", row?.checkedOn ?? today)}
            />
          )}
        </Field>
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {t("admin.content.save")}
          </button>
          <Link to="/admin/requirements">{t("admin.content.cancel")}</Link>
        </div>
      </Form>
    );
  };

  return (
    <>
      <AdminTitle title={t("admin.requirements.title")} />
      <h1>{t("admin.requirements.title")}</h1>
      <p className="admin-hint">{t("admin.requirements.intro")}</p>
      {loaderData.done && !actionData && <Notice>{t(`admin.deadlines.${loaderData.done}`)}</Notice>}
      {Object.keys(errors).length > 0 && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      {actionData && "error" in actionData && <Notice kind="error">{actionData.error}</Notice>}
      {current && !showCreate && (
        <section className="admin-card" aria-labelledby="requirement-edit">
          <h2 id="requirement-edit">{current.schoolName}</h2>
          {form("update")}
        </section>
      )}
      {showCreate ? (
        <section className="admin-card" aria-labelledby="requirement-new">
          <h2 id="requirement-new">{t("admin.requirements.new")}</h2>
          {form("create")}
        </section>
      ) : (
        <p>
          <Link className="admin-button admin-button-primary" to="?edit=new">
            {t("admin.requirements.new")}
          </Link>
        </p>
      )}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.deadlines.school")}</th>
              <th scope="col">{t("admin.requirements.level")}</th>
              <th scope="col">{t("admin.requirements.min_gpa")}</th>
              <th scope="col">SAT / GRE / GMAT</th>
              <th scope="col">{t("admin.deadlines.source")}</th>
              <th scope="col">{t("admin.content.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} id={`requirement-${r.id}`}>
                <td>{r.schoolName}</td>
                <td>{t(`admin.requirements.level.${r.enrollmentId}`)}</td>
                <td>{r.minGpa ?? "—"}</td>
                <td>{[r.sat, r.gre, r.gmat].map((n) => n ?? "—").join(" / ")}</td>
                <td>
                  <a href={r.sourceUrl} target="_blank" rel="noreferrer">
                    {new URL(r.sourceUrl).host}
                  </a>{" "}
                  <small className="admin-hint">{r.checkedOn}</small>
                </td>
                <td>
                  <RowActions id={r.id} editTo={`?edit=${r.id}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
