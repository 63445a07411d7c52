import { data, Form, Link, redirect } from "react-router";
import { EDITORS, requireStaff, requireStaffAction } from "~/.server/admin/guard";
import { adminTranslator } from "~/.server/admin/messages";
import {
  createAdmittedStudent,
  deleteAdmittedStudent,
  listAdmittedStudentsForAdmin,
  listSchoolNames,
  parseAdmittedStudentForm,
  updateAdmittedStudent,
} from "~/.server/admin/students";
import { appContext } from "~/.server/context";
import { AdminTitle, CsrfField, Field, Notice } from "~/features/admin/admin-ui";
import { DEGREES, LONG_TEXT_MAX, SHORT_TEXT_MAX, STUDENT_NAME_MAX } from "~/features/students/student-limits";
import { useTranslator } from "~/lib/i18n";
import { isLocale, locales } from "~/lib/locales";
import type { Route } from "./+types/students";

const done = ["created", "saved", "deleted"] as const;
type Done = (typeof done)[number];

/** `/admin/students`: `?locale=` filters, `?edit=<id>` or `?edit=new` opens the form. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const localeParam = url.searchParams.get("locale");
  const locale = isLocale(localeParam) ? localeParam : null;
  const [items, schools] = await Promise.all([
    listAdmittedStudentsForAdmin(db, locale ?? undefined),
    listSchoolNames(db),
  ]);
  const edit = url.searchParams.get("edit");
  let editing = null;
  if (edit && edit !== "new") {
    editing = (await listAdmittedStudentsForAdmin(db)).find((e) => String(e.id) === edit) ?? null;
    if (!editing) throw data({ message: "not found" }, { status: 404 });
  }
  const doneParam = url.searchParams.get("done");
  return {
    items,
    schools,
    locale,
    editing,
    creating: edit === "new",
    done: (done as readonly string[]).includes(doneParam ?? "") ? (doneParam as Done) : null,
  };
}

const positiveId = (value: FormDataEntryValue | null) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: "bad request" }, { status: 400 });
  return id;
};

export async function action(args: Route.ActionArgs) {
  const { session, actor, form } = await requireStaffAction(args, EDITORS);
  const { db } = args.context.get(appContext);
  const t = adminTranslator(session.user.uiLocale).t;
  const intent = form.get("intent");

  if (intent === "create" || intent === "update") {
    const id = intent === "update" ? positiveId(form.get("id")) : null;
    const parsed = await parseAdmittedStudentForm(db, form);
    if (!parsed.ok) {
      const errors = Object.fromEntries(Object.entries(parsed.errors).map(([k, e]) => [k, t(e.key, e.params)]));
      return data({ intent, id, errors, values: parsed.values }, { status: 400 });
    }
    const back = `/admin/students?locale=${parsed.value.locale}`;
    if (id === null) {
      const newId = await createAdmittedStudent(db, actor, parsed.value);
      throw redirect(`${back}&done=created#student-${newId}`);
    }
    if (!(await updateAdmittedStudent(db, actor, id, parsed.value)))
      throw data({ message: "not found" }, { status: 404 });
    throw redirect(`${back}&done=saved#student-${id}`);
  }
  if (intent === "delete") {
    const id = positiveId(form.get("id"));
    if (form.get("confirm") !== "1") {
      return data({ intent, id, error: t("admin.faq.confirmRequired") }, { status: 400 });
    }
    if (!(await deleteAdmittedStudent(db, actor, id))) throw data({ message: "not found" }, { status: 404 });
    throw redirect("/admin/students?done=deleted");
  }
  throw data({ message: "bad request" }, { status: 400 });
}

export default function AdminStudentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { items, schools, editing, creating, locale } = loaderData;
  const formErrors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const typed: Record<string, string> | null = actionData && "values" in actionData ? actionData.values : null;
  const showCreate = creating || actionData?.intent === "create";
  const current = editing ?? (actionData?.intent === "update" ? items.find((e) => e.id === actionData.id) : null);

  const entryForm = (intent: "create" | "update") => {
    const entry = intent === "update" ? current : null;
    const value = (name: string, fallback: string | number | undefined) => typed?.[name] ?? String(fallback ?? "");
    return (
      <Form method="post" className="admin-form">
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        {entry && <input type="hidden" name="id" value={entry.id} />}
        <Field id={`s-${intent}-locale`} label={t("admin.students.locale")} error={formErrors.locale}>
          {(props) => (
            <select {...props} name="locale" defaultValue={value("locale", entry?.locale ?? locale ?? "tw")}>
              {locales.map((l) => (
                <option key={l} value={l}>
                  {t(`admin.content.locale.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`s-${intent}-student`} label={t("admin.students.student")} error={formErrors.student}>
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
        <Field id={`s-${intent}-school`} label={t("admin.students.school")} error={formErrors.school_id}>
          {(props) => (
            <select {...props} name="school_id" required defaultValue={value("school_id", entry?.school_id)}>
              <option value="">—</option>
              {schools.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.id}. {s.name_en} / {s.name_tw}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`s-${intent}-year`} label={t("admin.students.year")} error={formErrors.year}>
          {(props) => (
            <input
              {...props}
              name="year"
              type="number"
              min={1950}
              max={2100}
              required
              defaultValue={value("year", entry?.year ?? new Date().getFullYear())}
            />
          )}
        </Field>
        <Field id={`s-${intent}-degree`} label={t("admin.students.degree")} error={formErrors.degree}>
          {(props) => (
            <select {...props} name="degree" required defaultValue={value("degree", entry?.degree ?? 2)}>
              {DEGREES.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`s-${intent}-major`} label={t("admin.students.major")} error={formErrors.major}>
          {(props) => (
            <input
              {...props}
              name="major"
              required
              maxLength={SHORT_TEXT_MAX}
              defaultValue={value("major", entry?.major)}
            />
          )}
        </Field>
        <Field id={`s-${intent}-score`} label={t("admin.students.score")} error={formErrors.score}>
          {(props) => (
            <input {...props} name="score" maxLength={SHORT_TEXT_MAX} defaultValue={value("score", entry?.score)} />
          )}
        </Field>
        <Field id={`s-${intent}-scholarship`} label={t("admin.students.scholarship")} error={formErrors.scholarship}>
          {(props) => (
            <input
              {...props}
              name="scholarship"
              maxLength={SHORT_TEXT_MAX}
              defaultValue={value("scholarship", entry?.scholarship)}
            />
          )}
        </Field>
        <Field id={`s-${intent}-feedback`} label={t("admin.students.feedback")} error={formErrors.feedback}>
          {(props) => (
            <textarea
              {...props}
              name="feedback"
              rows={6}
              maxLength={LONG_TEXT_MAX}
              defaultValue={value("feedback", entry?.feedback)}
            />
          )}
        </Field>
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {intent === "create" ? t("admin.studentList.create") : t("admin.content.save")}
          </button>
          <Link to="/admin/students">{t("admin.content.cancel")}</Link>
        </div>
      </Form>
    );
  };

  return (
    <>
      <AdminTitle title={t("admin.studentList.title")} />
      <h1>{t("admin.studentList.title")}</h1>
      {loaderData.done && <Notice>{t(`admin.studentList.${loaderData.done}`)}</Notice>}
      {Object.keys(formErrors).length > 0 && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      {actionData && "error" in actionData && <Notice kind="error">{actionData.error}</Notice>}
      {current && !showCreate && (
        <section className="admin-card" aria-labelledby="s-edit-heading">
          <h2 id="s-edit-heading">{current.student}</h2>
          {entryForm("update")}
        </section>
      )}
      {showCreate ? (
        <section className="admin-card" aria-labelledby="s-create-heading">
          <h2 id="s-create-heading">{t("admin.studentList.create")}</h2>
          {entryForm("create")}
        </section>
      ) : (
        <p>
          <Link className="admin-button admin-button-primary" to={`?edit=new${locale ? `&locale=${locale}` : ""}`}>
            {t("admin.studentList.create")}
          </Link>
        </p>
      )}
      <Form method="get" className="admin-actions">
        <label htmlFor="s-filter">{t("admin.students.locale")}</label>
        <select id="s-filter" name="locale" defaultValue={locale ?? ""}>
          <option value="">{t("admin.students.allLocales")}</option>
          {locales.map((l) => (
            <option key={l} value={l}>
              {t(`admin.content.locale.${l}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="admin-button">
          {t("admin.students.filter")}
        </button>
      </Form>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>{t("admin.students.count", { count: items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.students.locale")}</th>
              <th scope="col">{t("admin.students.student")}</th>
              <th scope="col">{t("admin.students.school")}</th>
              <th scope="col">{t("admin.students.year")}</th>
              <th scope="col">{t("admin.students.major")}</th>
              <th scope="col">{t("admin.content.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id} id={`student-${e.id}`}>
                <td>{e.locale}</td>
                <td>{e.student}</td>
                <td>
                  {e.school_id}. {e.school_en}
                </td>
                <td>{e.year}</td>
                <td>{e.major}</td>
                <td>
                  <div className="admin-actions">
                    <Link className="admin-button" to={`?edit=${e.id}${locale ? `&locale=${locale}` : ""}`}>
                      {t("admin.content.edit")}
                    </Link>
                    <Form method="post" className="admin-actions">
                      <CsrfField />
                      <input type="hidden" name="id" value={e.id} />
                      <label className="admin-check">
                        <input type="checkbox" name="confirm" value="1" required /> {t("admin.faq.confirmDelete")}
                      </label>
                      <button type="submit" name="intent" value="delete" className="admin-button admin-button-danger">
                        {t("admin.content.delete")}
                      </button>
                    </Form>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
