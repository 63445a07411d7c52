import type { RouterContextProvider } from "react-router";
import type { Db } from "~/.server/db/database";
import { type EditorStore, editedRow, editorAction, editorPage } from "~/features/admin/editor-action.server";
import { isLocale, type Locale } from "~/lib/locales";
import { listSchoolNames } from "./student-editing.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The loader of a per-locale list edited in place (testimonials, admitted students):
 * `?locale=` filters, `?edit=<id>` or `?edit=new` opens the form, `?done=` shows a notice.
 */
export async function loadLocaleEntries<E extends { id: number }>(
  args: Args,
  list: (db: Db, locale?: Locale) => Promise<E[]>,
) {
  const { db, url, editId, creating, done } = await editorPage(args);
  const localeParam = url.searchParams.get("locale");
  const locale = isLocale(localeParam) ? localeParam : null;
  const [items, schools] = await Promise.all([list(db, locale ?? undefined), listSchoolNames(db)]);
  const editing = await editedRow(editId, async (id) => (await list(db)).find((e) => String(e.id) === id));
  return { items, schools, locale, editing, creating, done };
}

export interface LocaleEntryStore<V extends { locale: Locale }> extends Omit<EditorStore<V>, "after"> {
  /** e.g. "/admin/testimonials" */
  base: string;
  /** Row anchor on the list page, e.g. "testimonial" → #testimonial-12 */
  anchor: string;
}

/** Create, update and confirmed delete; after a save the list shows the entry's locale. */
export function localeEntryAction<V extends { locale: Locale }>(args: Args, store: LocaleEntryStore<V>) {
  return editorAction(args, {
    ...store,
    after: (done, id, value) =>
      done === "deleted"
        ? `${store.base}?done=deleted`
        : `${store.base}?locale=${value?.locale ?? ""}&done=${done}#${store.anchor}-${id}`,
  });
}
