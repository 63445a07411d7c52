import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { type EditorStore, editedRow, editorAction, editorPage } from "~/features/admin/editor-action.server";
import { EDITORS, requireStaffAction } from "~/features/staff/guard.server";
import { isLocale, type Locale } from "~/lib/locales";
import {
  countExamples,
  deleteExamples,
  type EntryFilters,
  type ExampleTable,
  listSchoolNames,
} from "./student-editing.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** `?example=1` keeps the examples of the demo seed, `?example=0` the real records. */
const exampleFilter = (value: string | null) => (value === "1" ? true : value === "0" ? false : undefined);

/**
 * The loader of a per-locale list edited in place (testimonials, admitted students):
 * `?locale=` and `?example=` filter, `?edit=<id>` or `?edit=new` opens the form, `?done=` shows a
 * notice, `?examplesDeleted=<n>` the count of a removal of the examples.
 */
export async function loadLocaleEntries<E extends { id: number }>(
  args: Args,
  list: (db: Db, filters?: EntryFilters) => Promise<E[]>,
  table: ExampleTable,
) {
  const { db, url, editId, creating, done } = await editorPage(args);
  const localeParam = url.searchParams.get("locale");
  const locale = isLocale(localeParam) ? localeParam : null;
  const example = exampleFilter(url.searchParams.get("example"));
  const [items, schools, exampleCount] = await Promise.all([
    list(db, { locale: locale ?? undefined, example }),
    listSchoolNames(db),
    countExamples(db, table),
  ]);
  const editing = await editedRow(editId, async (id) => (await list(db)).find((e) => String(e.id) === id));
  const deleted = Number(url.searchParams.get("examplesDeleted"));
  return {
    items,
    schools,
    locale,
    example: example === undefined ? "" : example ? "1" : "0",
    exampleCount,
    examplesDeleted:
      Number.isInteger(deleted) && deleted >= 0 && url.searchParams.has("examplesDeleted") ? deleted : null,
    editing,
    creating,
    done,
  };
}

export interface LocaleEntryStore<V extends { locale: Locale }> extends Omit<EditorStore<V>, "after"> {
  /** e.g. "/admin/testimonials" */
  base: string;
  /** Row anchor on the list page, e.g. "testimonial" → #testimonial-12 */
  anchor: string;
  /** The table whose examples "delete-examples" removes */
  table: ExampleTable;
}

/**
 * Create, update and confirmed delete; after a save the list shows the entry's locale. The intent
 * "delete-examples" removes every example of the demo seed at once, after a ticked confirmation.
 */
export async function localeEntryAction<V extends { locale: Locale }>(args: Args, store: LocaleEntryStore<V>) {
  const peek = await args.request
    .clone()
    .formData()
    .catch(() => null);
  if (peek?.get("intent") === "delete-examples") {
    const { session, actor, form } = await requireStaffAction(args, EDITORS);
    if (form.get("confirm") !== "1") {
      const t = adminTranslator(session.user.uiLocale).t;
      return { intent: "delete-examples", id: null, error: t("admin.faq.confirmRequired") };
    }
    const { db } = args.context.get(appContext);
    const count = await deleteExamples(db, actor, store.table);
    throw redirect(`${store.base}?examplesDeleted=${count}`);
  }
  return editorAction(args, {
    ...store,
    after: (done, id, value) =>
      done === "deleted"
        ? `${store.base}?done=deleted`
        : `${store.base}?locale=${value?.locale ?? ""}&done=${done}#${store.anchor}-${id}`,
  });
}
