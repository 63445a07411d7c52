import { data, type RouterContextProvider, redirect } from "react-router";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { isLocale, type Locale } from "~/lib/locales";
import type { Actor } from "~/.server/http/audit";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { listSchoolNames, type Parsed } from "./student-editing.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const doneStates = ["created", "saved", "deleted"] as const;
export type Done = (typeof doneStates)[number];

/**
 * The loader of a per-locale list edited in place (testimonials, admitted students):
 * `?locale=` filters, `?edit=<id>` or `?edit=new` opens the form, `?done=` shows a notice.
 */
export async function loadLocaleEntries<E extends { id: number }>(
  args: Args,
  list: (db: Db, locale?: Locale) => Promise<E[]>,
) {
  await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const localeParam = url.searchParams.get("locale");
  const locale = isLocale(localeParam) ? localeParam : null;
  const [items, schools] = await Promise.all([list(db, locale ?? undefined), listSchoolNames(db)]);
  const edit = url.searchParams.get("edit");
  let editing: E | null = null;
  if (edit && edit !== "new") {
    editing = (await list(db)).find((e) => String(e.id) === edit) ?? null;
    if (!editing) throw data({ message: "not found" }, { status: 404 });
  }
  const doneParam = url.searchParams.get("done");
  return {
    items,
    schools,
    locale,
    editing,
    creating: edit === "new",
    done: (doneStates as readonly string[]).includes(doneParam ?? "") ? (doneParam as Done) : null,
  };
}

export interface LocaleEntryStore<V extends { locale: Locale }> {
  /** e.g. "/admin/testimonials" */
  base: string;
  /** Row anchor on the list page, e.g. "testimonial" → #testimonial-12 */
  anchor: string;
  parse(db: Db, form: FormData): Promise<Parsed<V>>;
  create(db: Db, actor: Actor, value: V): Promise<number>;
  update(db: Db, actor: Actor, id: number, value: V): Promise<boolean>;
  remove(db: Db, actor: Actor, id: number): Promise<boolean>;
}

const positiveId = (value: FormDataEntryValue | null) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: "bad request" }, { status: 400 });
  return id;
};

/** Create, update (both validated, errors translated, typed values kept) and confirmed delete. */
export async function localeEntryAction<V extends { locale: Locale }>(args: Args, store: LocaleEntryStore<V>) {
  const { session, actor, form } = await requireStaffAction(args, EDITORS);
  const { db } = args.context.get(appContext);
  const t = adminTranslator(session.user.uiLocale).t;
  const intent = form.get("intent");

  if (intent === "create" || intent === "update") {
    const id = intent === "update" ? positiveId(form.get("id")) : null;
    const parsed = await store.parse(db, form);
    if (!parsed.ok) {
      const errors = Object.fromEntries(Object.entries(parsed.errors).map(([k, e]) => [k, t(e.key, e.params)]));
      return data({ intent, id, errors, values: parsed.values }, { status: 400 });
    }
    const back = `${store.base}?locale=${parsed.value.locale}`;
    if (id === null) {
      const newId = await store.create(db, actor, parsed.value);
      throw redirect(`${back}&done=created#${store.anchor}-${newId}`);
    }
    if (!(await store.update(db, actor, id, parsed.value))) throw data({ message: "not found" }, { status: 404 });
    throw redirect(`${back}&done=saved#${store.anchor}-${id}`);
  }
  if (intent === "delete") {
    const id = positiveId(form.get("id"));
    if (form.get("confirm") !== "1") {
      return data({ intent, id, error: t("admin.faq.confirmRequired") }, { status: 400 });
    }
    if (!(await store.remove(db, actor, id))) throw data({ message: "not found" }, { status: 404 });
    throw redirect(`${store.base}?done=deleted`);
  }
  throw data({ message: "bad request" }, { status: 400 });
}
