import { data, type RouterContextProvider, redirect } from "react-router";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import type { StaffRole } from "~/.server/db/schema";
import type { Actor } from "~/.server/http/audit";
import { badRequest, notFound, positiveId } from "~/.server/http/route-errors";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import type { FormValues, Parsed } from "~/lib/form";
import { adminTranslator } from "./admin-messages.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export const editorDoneStates = ["created", "saved", "deleted", "moved"] as const;
export type EditorDone = (typeof editorDoneStates)[number];

/** `?done=` of an editor page, when it is one of the known notices. */
export function editorDone(url: URL): EditorDone | null {
  const value = url.searchParams.get("done");
  return (editorDoneStates as readonly string[]).includes(value ?? "") ? (value as EditorDone) : null;
}

/**
 * The start of an editor page's loader: the staff check, the database, the URL and what it asks for
 * (`?edit=<id>` or `?edit=new` opens a form, `?done=` shows a notice).
 */
export async function editorPage(args: Args, roles: readonly StaffRole[] = EDITORS) {
  const { session } = await requireStaff(args, roles);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const edit = url.searchParams.get("edit");
  return {
    session,
    db,
    url,
    /** What `?edit=` names when it is not "new" */
    editId: edit && edit !== "new" ? edit : null,
    creating: edit === "new",
    done: editorDone(url),
  };
}

/** The row `?edit=` names (`editId`), as `find` gives it; a 404 when there is none. */
export async function editedRow<R>(
  editId: string | null,
  find: (id: string) => R | null | undefined | Promise<R | null | undefined>,
): Promise<R | null> {
  if (editId === null) return null;
  const row = await find(editId);
  if (!row) throw notFound();
  return row;
}

/**
 * One content type as the back office edits it. Every editor (FAQ, home items, testimonials,
 * admitted students…) follows the same protocol: create and update are validated (errors
 * translated, what was typed kept), delete needs a ticked confirmation, other intents (e.g.
 * move up/down) are optional.
 */
export interface EditorStore<V> {
  parse(db: Db, form: FormData): Parsed<V> | Promise<Parsed<V>>;
  create(db: Db, actor: Actor, value: V): Promise<number>;
  update(db: Db, actor: Actor, id: number, value: V): Promise<boolean>;
  remove(db: Db, actor: Actor, id: number): Promise<boolean>;
  /** Where to go after a change, e.g. `/admin/faq?done=saved#faq-12`. */
  after(done: EditorDone, id: number, value?: V): string;
  /** Further intents on one row; they return false when the row is gone. */
  intents?: Record<string, (db: Db, actor: Actor, id: number) => Promise<boolean>>;
  /** Fields echoed back with a 400 so the page knows which form to reopen (e.g. `kind`). */
  echo?: Record<string, string>;
}

export type EditorActionData =
  | {
      intent: "create" | "update";
      id: number | null;
      errors: Record<string, string>;
      values: FormValues;
      echo: Record<string, string>;
    }
  | { intent: "delete"; id: number; error: string; echo: Record<string, string> };

/** The action of every content editor. `store` may depend on the form (e.g. the home item kind). */
export async function editorAction<V>(
  args: Args,
  store: EditorStore<V> | ((form: FormData) => EditorStore<V>),
  roles: readonly StaffRole[] = EDITORS,
) {
  const { session, actor, form } = await requireStaffAction(args, roles);
  const { db } = args.context.get(appContext);
  const editor = typeof store === "function" ? store(form) : store;
  const t = adminTranslator(session.user.uiLocale).t;
  const intent = form.get("intent");
  const echo = editor.echo ?? {};

  if (intent === "create" || intent === "update") {
    const id = intent === "update" ? positiveId(form.get("id")) : null;
    const parsed = await editor.parse(db, form);
    if (!parsed.ok) {
      const errors = Object.fromEntries(Object.entries(parsed.errors).map(([k, e]) => [k, t(e.key, e.params)]));
      return data({ intent, id, errors, values: parsed.values, echo } satisfies EditorActionData, { status: 400 });
    }
    if (id === null) {
      const newId = await editor.create(db, actor, parsed.value);
      throw redirect(editor.after("created", newId, parsed.value));
    }
    if (!(await editor.update(db, actor, id, parsed.value))) throw notFound();
    throw redirect(editor.after("saved", id, parsed.value));
  }
  const id = positiveId(form.get("id"));
  if (intent === "delete") {
    if (form.get("confirm") !== "1") {
      return data({ intent, id, error: t("admin.faq.confirmRequired"), echo } satisfies EditorActionData, {
        status: 400,
      });
    }
    if (!(await editor.remove(db, actor, id))) throw notFound();
    throw redirect(editor.after("deleted", id));
  }
  const other = typeof intent === "string" ? editor.intents?.[intent] : undefined;
  if (!other) throw badRequest();
  if (!(await other(db, actor, id))) throw notFound();
  throw redirect(editor.after("moved", id));
}
