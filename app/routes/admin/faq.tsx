import { ActionForm, DataTable, Field, RowActions } from "~/features/admin/admin-ui";
import { type EditorStore, editedRow, editorAction, editorPage } from "~/features/admin/editor-action.server";
import {
  EditorForm,
  EditorHeader,
  EditorSections,
  LocaleFieldsets,
  SelectField,
  useEditorState,
} from "~/features/admin/editor-ui";
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
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/faq";

/** `/admin/faq`: the FAQ groups and their questions; `?edit=<id>` or `?edit=new` opens the form. */
export async function loader(args: Route.LoaderArgs) {
  const { db, editId, creating, done } = await editorPage(args);
  const groups = await listFaqForAdmin(db);
  const editing = await editedRow(editId, (id) => groups.flatMap((g) => g.entries).find((e) => String(e.id) === id));
  return { groups, editing, creating, done };
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
  const { groups } = loaderData;
  // An invalid create or update keeps the form open with what was typed.
  const { errors, value, showCreate, editId } = useEditorState(loaderData, actionData);
  const editEntry = editId ? groups.flatMap((g) => g.entries).find((e) => e.id === editId) : undefined;

  const entryForm = (intent: "create" | "update") => {
    const entry = intent === "update" ? editEntry : undefined;
    return (
      <EditorForm
        intent={intent}
        id={editEntry?.id}
        layout="wide"
        submitLabel={intent === "create" ? t("admin.faq.create") : undefined}
        cancelTo={adminPaths.faq()}
      >
        <SelectField
          id="faq-group"
          name="group_id"
          label={t("admin.faq.group")}
          options={groups.map((g) => ({ value: g.id, label: `${g.id}. ${g.title.tw} / ${g.title.en}` }))}
          defaultValue={value("group_id", entry ? entry.groupId : groups[0]?.id)}
          error={errors.group_id}
        />
        <LocaleFieldsets>
          {(l) => (
            <>
              <Field id={`faq-question-${l}`} label={t("admin.faq.question")} error={errors[`question_${l}`]}>
                {(props) => (
                  <input
                    {...props}
                    name={`question_${l}`}
                    maxLength={FAQ_QUESTION_MAX}
                    required
                    defaultValue={value(`question_${l}`, entry?.question[l])}
                  />
                )}
              </Field>
              <Field id={`faq-answer-${l}`} label={t("admin.faq.answer")} error={errors[`answer_${l}`]}>
                {(props) => (
                  <textarea
                    {...props}
                    name={`answer_${l}`}
                    rows={10}
                    maxLength={FAQ_ANSWER_MAX}
                    required
                    defaultValue={value(`answer_${l}`, entry?.answer[l])}
                  />
                )}
              </Field>
            </>
          )}
        </LocaleFieldsets>
        <Field
          id="faq-checked-on"
          label={t("admin.articles.field.checkedOn")}
          hint={t("admin.articles.field.checkedOnHint")}
          error={errors.checked_on}
        >
          {(props) => (
            <input {...props} type="date" name="checked_on" defaultValue={value("checked_on", entry?.checkedOn)} />
          )}
        </Field>
        <Field id="faq-sources" label={t("admin.articles.field.sources")} error={errors.sources}>
          {(props) => (
            <textarea {...props} name="sources" rows={4} lang="en" defaultValue={value("sources", entry?.sources)} />
          )}
        </Field>
      </EditorForm>
    );
  };

  return (
    <>
      <EditorHeader area="faq" done={loaderData.done} actionData={actionData} />
      <EditorSections
        prefix="faq"
        editHeading={editEntry?.question.tw}
        createHeading={t("admin.faq.create")}
        createTo="?edit=new"
        showCreate={showCreate}
        form={entryForm}
      />
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
          <DataTable
            rows={g.entries}
            columns={["#", t("admin.content.locale.tw"), t("admin.content.locale.en"), t("admin.content.actions")]}
          >
            {(e, index) => (
              <tr key={e.id} id={`faq-${e.id}`}>
                <td>{index + 1}</td>
                <td>{e.question.tw}</td>
                <td>{e.question.en}</td>
                <td>
                  <RowActions id={e.id} editTo={`?edit=${e.id}`}>
                    {(["up", "down"] as const).map((direction) => (
                      <ActionForm key={direction} id={e.id}>
                        <button
                          type="submit"
                          name="intent"
                          value={direction}
                          className="admin-button"
                          disabled={direction === "up" ? index === 0 : index === g.entries.length - 1}
                        >
                          {t(direction === "up" ? "admin.content.moveUp" : "admin.content.moveDown")}
                        </button>
                      </ActionForm>
                    ))}
                  </RowActions>
                </td>
              </tr>
            )}
          </DataTable>
        </section>
      ))}
    </>
  );
}
