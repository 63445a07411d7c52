import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { badRequest, notFound } from "~/.server/http/route-errors";
import { DataTable, RowActions } from "~/features/admin/admin-ui";
import { type EditorStore, editorAction, editorDone } from "~/features/admin/editor-action.server";
import { EditorHeader, useEditorState } from "~/features/admin/editor-ui";
import { HomeItemForm } from "~/features/home/HomeItemForm";
import {
  createHomeItem,
  deleteHomeItem,
  type HomeItemInput,
  homeKeyTaken,
  listHomeItems,
  parseHomeItemForm,
  updateHomeItem,
} from "~/features/home/home-editing.server";
import { HOME_KINDS, type HomeKind, isHomeKind } from "~/features/home/home-fields";
import { EDITORS, requireStaff } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/home";

const kindLabel: Record<HomeKind, string> = {
  banners: "admin.home.banners",
  flows: "admin.home.flows",
  videos: "admin.home.videos",
};

/** `/admin/home`: banners, steps and videos; `?edit=<kind>-<id>` or `?edit=<kind>-new` opens a form. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const [banners, flows, videos] = await Promise.all(HOME_KINDS.map((k) => listHomeItems(db, k)));
  const lists = { banners: banners ?? [], flows: flows ?? [], videos: videos ?? [] };
  const [kind, which] = (url.searchParams.get("edit") ?? "").split("-");
  let edit: { kind: HomeKind; id: number | null } | null = null;
  if (isHomeKind(kind)) {
    const id = which === "new" ? null : Number(which);
    if (id !== null && !lists[kind].some((i) => i.id === id)) throw notFound();
    edit = { kind, id };
  }
  return { lists, edit, done: editorDone(url) };
}

/** The editor of one kind of home item; the kind travels with every form. */
function homeStore(form: FormData): EditorStore<HomeItemInput> {
  const kind = form.get("kind");
  if (!isHomeKind(kind)) throw badRequest();
  return {
    async parse(db, form) {
      const parsed = parseHomeItemForm(kind, form);
      if (!parsed.ok) return parsed;
      const id = form.get("intent") === "update" ? Number(form.get("id")) : null;
      if (!(await homeKeyTaken(db, kind, parsed.value.key, id))) return parsed;
      return { ok: false, errors: { key: { key: "admin.home.keyTaken" } }, values: parsed.values };
    },
    create: (db, actor, value) => createHomeItem(db, actor, kind, value),
    update: (db, actor, id, value) => updateHomeItem(db, actor, kind, id, value),
    remove: (db, actor, id) => deleteHomeItem(db, actor, kind, id),
    after: (done, id) => adminPaths.home({ done }, done === "deleted" ? kind : `${kind}-${id}`),
    echo: { kind },
  };
}

export const action = (args: Route.ActionArgs) => editorAction(args, homeStore);

export default function AdminHomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { lists } = loaderData;
  const { errors, typed } = useEditorState({}, actionData);
  // An invalid save keeps its form open with what was typed.
  const edit =
    actionData && "errors" in actionData && isHomeKind(actionData.echo.kind)
      ? { kind: actionData.echo.kind, id: actionData.id }
      : loaderData.edit;

  return (
    <>
      <EditorHeader area="home" done={loaderData.done} actionData={actionData} />
      {HOME_KINDS.map((kind) => (
        <section key={kind} id={kind} className="admin-card" aria-labelledby={`${kind}-heading`}>
          <h2 id={`${kind}-heading`}>{t(kindLabel[kind])}</h2>
          {edit?.kind === kind ? (
            <HomeItemForm
              kind={kind}
              id={edit.id}
              item={edit.id === null ? undefined : lists[kind].find((i) => i.id === edit.id)}
              nextSort={Math.max(0, ...lists[kind].map((i) => i.sort)) + 1}
              errors={errors}
              typed={typed}
            />
          ) : (
            <p>
              <Link className="admin-button admin-button-primary" to={`?edit=${kind}-new#${kind}`}>
                {t("admin.home.add")}
              </Link>
            </p>
          )}
          <DataTable
            rows={lists[kind]}
            columns={[
              t("admin.home.sort"),
              t("admin.home.key"),
              t("admin.content.locale.tw"),
              t("admin.home.active"),
              t("admin.content.actions"),
            ]}
          >
            {(item) => (
              <tr key={item.id} id={`${kind}-${item.id}`}>
                <td>{item.sort}</td>
                <td>{item.key}</td>
                <td>{item.localized.title?.tw}</td>
                <td>{item.isActive ? "✓" : "—"}</td>
                <td>
                  <RowActions id={item.id} editTo={`?edit=${kind}-${item.id}#${kind}`} hidden={{ kind }} />
                </td>
              </tr>
            )}
          </DataTable>
        </section>
      ))}
    </>
  );
}
