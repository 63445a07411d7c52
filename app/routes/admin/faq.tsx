import { Form, Link } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { CsrfField, EditorHeader, Field, FormActions, RowActions } from "~/features/admin/admin-ui";
import { type EditorStore, editorAction, editorDone } from "~/features/admin/editor-action.server";
import {
  createFaqEntry,
  deleteFaqEntry,
  type FaqEntryInput,
  listFaqForAdmin,
  moveFaqEntry,
  parseFaqEntryForm,
  updateFaqEntry,
} from "~/features/faq/faq-editing.server";
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from "~/features/faq/faq-form";
import { EDITORS, requireStaff } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import { locales } from "~/lib/locales";
import type { Route } from "./+types/faq";

/** `/admin/faq`: the FAQ groups and their questions; `?edit=<id>` or `?edit=new` opens the form. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const groups = await listFaqForAdmin(db);
  const edit = url.searchParams.get("edit");
  const editing = edit && edit !== "new" ? groups.flatMap((g) => g.entries).find((e) => String(e.id) === edit) : null;
  if (edit && edit !== "new" && !editing) throw notFound();
  return { groups, editing: editing ?? null, creating: edit === "new", done: editorDone(url) };
}

const faqStore: EditorStore<FaqEntryInput> = {
  async parse(db, form) {
    const groupIds = (await db.selectFrom("faq_groups").select("id").execute()).map((g) => g.id);
    return parseFaqEntryForm(form, groupIds);
  },
  create: createFaqEntry,
  update: updateFaqEntry,
  remove: deleteFaqEntry,
  intents: {
    up: (db, actor, id) => moveFaqEntry(db, actor, id, "up"),
    down: (db, actor, id) => moveFaqEntry(db, actor, id, "down"),
  },
  after: (done, id) => (done === "deleted" ? adminPaths.faq({ done }) : adminPaths.faq({ done }, `faq-${id}`)),
};

export const action = (args: Route.ActionArgs) => editorAction(args, faqStore);

export default function AdminFaqPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { groups, editing, creating } = loaderData;
  const formErrors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const typed: Record<string, string> | null = actionData && "values" in actionData ? actionData.values : null;
  // An invalid create or update keeps the form open with what was typed.
  const showCreate = creating || actionData?.intent === "create";
  const editId = editing?.id ?? (actionData?.intent === "update" ? actionData.id : null);
  const editEntry = editId ? groups.flatMap((g) => g.entries).find((e) => e.id === editId) : undefined;

  const entryForm = (intent: "create" | "update") => {
    const value = (name: string, fallback: string) => typed?.[name] ?? fallback;
    return (
      <Form method="post" className="admin-form" style={{ maxWidth: "none" }}>
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        {editEntry && intent === "update" && <input type="hidden" name="id" value={editEntry.id} />}
        <Field id="faq-group" label={t("admin.faq.group")} error={formErrors.group_id}>
          {(props) => (
            <select
              {...props}
              name="group_id"
              defaultValue={value(
                "group_id",
                String(editEntry && intent === "update" ? editEntry.groupId : (groups[0]?.id ?? "")),
              )}
            >
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.id}. {g.title.tw} / {g.title.en}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="admin-locales">
          {locales.map((l) => (
            <fieldset key={l} lang={l === "tw" ? "zh-Hant" : l === "cn" ? "zh-Hans" : l}>
              <legend>{t(`admin.content.locale.${l}`)}</legend>
              <Field id={`faq-question-${l}`} label={t("admin.faq.question")} error={formErrors[`question_${l}`]}>
                {(props) => (
                  <input
                    {...props}
                    name={`question_${l}`}
                    maxLength={FAQ_QUESTION_MAX}
                    required
                    defaultValue={value(`question_${l}`, intent === "update" && editEntry ? editEntry.question[l] : "")}
                  />
                )}
              </Field>
              <Field id={`faq-answer-${l}`} label={t("admin.faq.answer")} error={formErrors[`answer_${l}`]}>
                {(props) => (
                  <textarea
                    {...props}
                    name={`answer_${l}`}
                    rows={10}
                    maxLength={FAQ_ANSWER_MAX}
                    required
                    defaultValue={value(`answer_${l}`, intent === "update" && editEntry ? editEntry.answer[l] : "")}
                  />
                )}
              </Field>
            </fieldset>
          ))}
        </div>
        <FormActions
          submitLabel={intent === "create" ? t("admin.faq.create") : t("admin.content.save")}
          cancelTo={adminPaths.faq()}
        />
      </Form>
    );
  };

  return (
    <>
      <EditorHeader area="faq" done={loaderData.done} actionData={actionData} />
      {editEntry && !showCreate && (
        <section className="admin-card" aria-labelledby="faq-edit-heading">
          <h2 id="faq-edit-heading">{editEntry.question.tw}</h2>
          {entryForm("update")}
        </section>
      )}
      {showCreate ? (
        <section className="admin-card" aria-labelledby="faq-create-heading">
          <h2 id="faq-create-heading">{t("admin.faq.create")}</h2>
          {entryForm("create")}
        </section>
      ) : (
        <p>
          <Link className="admin-button admin-button-primary" to="?edit=new">
            {t("admin.faq.create")}
          </Link>
        </p>
      )}
      {groups.map((g) => (
        <section key={g.id} className="admin-card" aria-labelledby={`faq-group-${g.id}`}>
          <h2 id={`faq-group-${g.id}`}>
            {g.id}. {g.title.tw} / {g.title.en} <small>{t("admin.faq.groupCount", { count: g.entries.length })}</small>
          </h2>
          <p>
            <a href={`/faq/${g.id}`} target="_blank" rel="noreferrer">
              {t("admin.faq.viewPublic")}
            </a>
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t("admin.content.locale.tw")}</th>
                  <th scope="col">{t("admin.content.locale.en")}</th>
                  <th scope="col">{t("admin.content.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {g.entries.map((e, index) => (
                  <tr key={e.id} id={`faq-${e.id}`}>
                    <td>{index + 1}</td>
                    <td>{e.question.tw}</td>
                    <td>{e.question.en}</td>
                    <td>
                      <RowActions id={e.id} editTo={`?edit=${e.id}`}>
                        {(["up", "down"] as const).map((direction) => (
                          <Form method="post" key={direction}>
                            <CsrfField />
                            <input type="hidden" name="id" value={e.id} />
                            <button
                              type="submit"
                              name="intent"
                              value={direction}
                              className="admin-button"
                              disabled={direction === "up" ? index === 0 : index === g.entries.length - 1}
                            >
                              {t(direction === "up" ? "admin.content.moveUp" : "admin.content.moveDown")}
                            </button>
                          </Form>
                        ))}
                      </RowActions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
