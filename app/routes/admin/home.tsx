import { data, Form, Link, redirect } from "react-router";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import {
  createHomeItem,
  deleteHomeItem,
  homeKeyTaken,
  listHomeItems,
  parseHomeItemForm,
  updateHomeItem,
} from "~/features/home/home-editing.server";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { appContext } from "~/.server/context";
import { AdminTitle, CsrfField, Field, Notice } from "~/features/admin/admin-ui";
import { HOME_KINDS, HOME_TEXT_MAX, type HomeKind, homeFields, isHomeKind } from "~/features/home/home-fields";
import { useTranslator } from "~/lib/i18n";
import { locales } from "~/lib/locales";
import type { Route } from "./+types/home";

const done = ["created", "saved", "deleted"] as const;
type Done = (typeof done)[number];

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
    if (id !== null && !lists[kind].some((i) => i.id === id)) throw data({ message: "not found" }, { status: 404 });
    edit = { kind, id };
  }
  const doneParam = url.searchParams.get("done");
  return {
    lists,
    edit,
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
  const kind = form.get("kind");
  if (!isHomeKind(kind)) throw data({ message: "bad request" }, { status: 400 });

  if (intent === "create" || intent === "update") {
    const id = intent === "update" ? positiveId(form.get("id")) : null;
    const parsed = parseHomeItemForm(kind, form);
    const errors = parsed.ok ? {} : parsed.errors;
    if (parsed.ok && (await homeKeyTaken(db, kind, parsed.value.key, id))) errors.key = { key: "admin.home.keyTaken" };
    if (!parsed.ok || Object.keys(errors).length) {
      const translated = Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, t(e.key, e.params)]));
      return data({ intent, kind, id, errors: translated, values: parsed.values }, { status: 400 });
    }
    if (id === null) {
      const newId = await createHomeItem(db, actor, kind, parsed.value);
      throw redirect(`/admin/home?done=created#${kind}-${newId}`);
    }
    if (!(await updateHomeItem(db, actor, kind, id, parsed.value)))
      throw data({ message: "not found" }, { status: 404 });
    throw redirect(`/admin/home?done=saved#${kind}-${id}`);
  }
  if (intent === "delete") {
    const id = positiveId(form.get("id"));
    if (form.get("confirm") !== "1") {
      return data({ intent, kind, id, error: t("admin.faq.confirmRequired") }, { status: 400 });
    }
    if (!(await deleteHomeItem(db, actor, kind, id))) throw data({ message: "not found" }, { status: 404 });
    throw redirect(`/admin/home?done=deleted#${kind}`);
  }
  throw data({ message: "bad request" }, { status: 400 });
}

export default function AdminHomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { lists } = loaderData;
  const formErrors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const typed: Record<string, string> | null = actionData && "values" in actionData ? actionData.values : null;
  // An invalid save keeps its form open with what was typed.
  const edit =
    actionData && "errors" in actionData && isHomeKind(actionData.kind)
      ? { kind: actionData.kind, id: actionData.id }
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
        <Field id={`${p}-sort`} label={t("admin.home.sort")} error={formErrors.sort}>
          {(props) => (
            <input
              {...props}
              name="sort"
              type="number"
              min={0}
              max={9999}
              required
              defaultValue={value("sort", item?.sort ?? nextSort)}
            />
          )}
        </Field>
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
            </fieldset>
          ))}
        </div>
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {id === null ? t("admin.home.add") : t("admin.content.save")}
          </button>
          <Link to="/admin/home">{t("admin.content.cancel")}</Link>
        </div>
      </Form>
    );
  };

  return (
    <>
      <AdminTitle title={t("admin.home.title")} />
      <h1>{t("admin.home.title")}</h1>
      <p className="admin-hint">{t("admin.home.intro")}</p>
      {loaderData.done && <Notice>{t(`admin.home.${loaderData.done}`)}</Notice>}
      {Object.keys(formErrors).length > 0 && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      {actionData && "error" in actionData && <Notice kind="error">{actionData.error}</Notice>}
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
                      <div className="admin-actions">
                        <Link className="admin-button" to={`?edit=${kind}-${item.id}#${kind}`}>
                          {t("admin.content.edit")}
                        </Link>
                        <Form method="post" className="admin-actions">
                          <CsrfField />
                          <input type="hidden" name="kind" value={kind} />
                          <input type="hidden" name="id" value={item.id} />
                          <label className="admin-check">
                            <input type="checkbox" name="confirm" value="1" required /> {t("admin.faq.confirmDelete")}
                          </label>
                          <button
                            type="submit"
                            name="intent"
                            value="delete"
                            className="admin-button admin-button-danger"
                          >
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
        </section>
      ))}
    </>
  );
}
