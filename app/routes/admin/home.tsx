import { Form, Link } from "react-router";
import { appContext } from "~/.server/context";
import { badRequest, notFound } from "~/.server/http/route-errors";
import { CsrfField, EditorHeader, Field, FormActions, NumberField, RowActions } from "~/features/admin/admin-ui";
import { type EditorStore, editorAction, editorDone } from "~/features/admin/editor-action.server";
import {
  createHomeItem,
  deleteHomeItem,
  type HomeItemInput,
  homeKeyTaken,
  listHomeItems,
  parseHomeItemForm,
  updateHomeItem,
} from "~/features/home/home-editing.server";
import { HOME_KINDS, HOME_TEXT_MAX, type HomeKind, homeFields, isHomeKind } from "~/features/home/home-fields";
import { EDITORS, requireStaff } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import { locales } from "~/lib/locales";
import type { Route } from "./+types/home";

const plainLabel: Record<string, string> = {
  image: "admin.home.image",
  link: "admin.home.link",
  icon: "admin.home.icon",
  youtube_id: "admin.home.youtubeId",
  poster: "admin.home.poster",
  duration_seconds: "admin.home.duration",
};
const localizedLabel: Record<string, string> = {
  title: "admin.home.titleField",
  subtitle: "admin.home.subtitle",
  cta: "admin.home.cta",
  text: "admin.home.text",
  description: "admin.home.description",
};
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
  const formErrors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const typed: Record<string, string> | null = actionData && "values" in actionData ? actionData.values : null;
  // An invalid save keeps its form open with what was typed.
  const edit =
    actionData && "errors" in actionData && isHomeKind(actionData.echo.kind)
      ? { kind: actionData.echo.kind, id: actionData.id }
      : loaderData.edit;

  const itemForm = (kind: HomeKind, id: number | null) => {
    const item = id === null ? undefined : lists[kind].find((i) => i.id === id);
    const value = (name: string, fallback: string | number | undefined) => typed?.[name] ?? String(fallback ?? "");
    const nextSort = Math.max(0, ...lists[kind].map((i) => i.sort)) + 1;
    const p = `home-${kind}`;
    return (
      <Form method="post" className="admin-form" style={{ maxWidth: "none" }}>
        <CsrfField />
        <input type="hidden" name="intent" value={id === null ? "create" : "update"} />
        <input type="hidden" name="kind" value={kind} />
        {id !== null && <input type="hidden" name="id" value={id} />}
        <Field id={`${p}-key`} label={t("admin.home.key")} error={formErrors.key}>
          {(props) => <input {...props} name="key" required maxLength={100} defaultValue={value("key", item?.key)} />}
        </Field>
        <NumberField
          id={`${p}-sort`}
          name="sort"
          label={t("admin.home.sort")}
          min={0}
          max={9999}
          defaultValue={value("sort", item?.sort ?? nextSort)}
          error={formErrors.sort}
        />
        <label className="admin-check">
          <input
            type="checkbox"
            name="is_active"
            value="1"
            defaultChecked={typed ? typed.is_active === "1" : (item?.isActive ?? true)}
          />{" "}
          {t("admin.home.active")}
        </label>
        {Object.entries(homeFields[kind].plain).map(([name, check]) => (
          <Field key={name} id={`${p}-${name}`} label={t(plainLabel[name] ?? name)} error={formErrors[name]}>
            {(props) => (
              <input
                {...props}
                name={name}
                required
                {...(check === "youtube"
                  ? { pattern: "[A-Za-z0-9_\\-]{11}", maxLength: 11 }
                  : check === "int"
                    ? { type: "number", min: 0, max: 86400 }
                    : { maxLength: 300 })}
                defaultValue={value(name, item?.plain[name])}
              />
            )}
          </Field>
        ))}
        <div className="admin-locales">
          {locales.map((l) => (
            <fieldset key={l} lang={l === "tw" ? "zh-Hant" : l === "cn" ? "zh-Hans" : l}>
              <legend>{t(`admin.content.locale.${l}`)}</legend>
              {homeFields[kind].localized.map((name) => (
                <Field
                  key={name}
                  id={`${p}-${name}-${l}`}
                  label={t(localizedLabel[name] ?? name)}
                  error={formErrors[`${name}_${l}`]}
                >
                  {(props) => (
                    <textarea
                      {...props}
                      name={`${name}_${l}`}
                      rows={name === "title" || name === "cta" ? 1 : 3}
                      required
                      maxLength={HOME_TEXT_MAX}
                      defaultValue={value(`${name}_${l}`, item?.localized[name]?.[l])}
                    />
                  )}
                </Field>
              ))}
              {Object.keys(homeFields[kind].perLocale?.fields ?? {}).map((name) =>
                homeFields[kind].perLocale?.locales.includes(l) ? (
                  <Field
                    key={name}
                    id={`${p}-${name}-${l}`}
                    label={t(plainLabel[name] ?? name)}
                    hint={t("admin.home.youtubeIdHint")}
                    error={formErrors[`${name}_${l}`]}
                  >
                    {(props) => (
                      <input
                        {...props}
                        name={`${name}_${l}`}
                        pattern="[A-Za-z0-9_\-]{11}"
                        maxLength={11}
                        lang="en"
                        spellCheck={false}
                        defaultValue={value(`${name}_${l}`, item?.perLocale[name]?.[l])}
                      />
                    )}
                  </Field>
                ) : (
                  <p key={name} className="admin-hint">
                    {t("admin.home.noVideoHere")}
                  </p>
                ),
              )}
            </fieldset>
          ))}
        </div>
        <FormActions
          submitLabel={id === null ? t("admin.home.add") : t("admin.content.save")}
          cancelTo={adminPaths.home()}
        />
      </Form>
    );
  };

  return (
    <>
      <EditorHeader area="home" done={loaderData.done} actionData={actionData} />
      {HOME_KINDS.map((kind) => (
        <section key={kind} id={kind} className="admin-card" aria-labelledby={`${kind}-heading`}>
          <h2 id={`${kind}-heading`}>{t(kindLabel[kind])}</h2>
          {edit?.kind === kind ? (
            itemForm(kind, edit.id)
          ) : (
            <p>
              <Link className="admin-button admin-button-primary" to={`?edit=${kind}-new#${kind}`}>
                {t("admin.home.add")}
              </Link>
            </p>
          )}
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.home.sort")}</th>
                  <th scope="col">{t("admin.home.key")}</th>
                  <th scope="col">{t("admin.content.locale.tw")}</th>
                  <th scope="col">{t("admin.home.active")}</th>
                  <th scope="col">{t("admin.content.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {lists[kind].map((item) => (
                  <tr key={item.id} id={`${kind}-${item.id}`}>
                    <td>{item.sort}</td>
                    <td>{item.key}</td>
                    <td>{item.localized.title?.tw}</td>
                    <td>{item.isActive ? "✓" : "—"}</td>
                    <td>
                      <RowActions id={item.id} editTo={`?edit=${kind}-${item.id}#${kind}`} hidden={{ kind }} />
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
