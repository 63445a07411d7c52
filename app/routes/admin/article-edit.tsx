import { data, Link, redirect, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { AdminTitle, Notice } from "~/features/admin/admin-ui";
import { ArticleForm } from "~/features/articles/ArticleForm";
import {
  type ArticleFields,
  articleEditorChoices,
  emptyArticleFields,
  loadArticleFields,
  saveArticleForm,
} from "~/features/articles/article-editing.server";
import { createPreviewToken, previewSecret } from "~/features/articles/preview.server";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import { languageName, locales } from "~/lib/locales";
import type { Route } from "./+types/article-edit";

const noStore = { "Cache-Control": "no-store" };

/** `new` or a positive id; anything else is not a page. */
function articleId(param: string | undefined): number | null {
  if (param === "new") return null;
  if (!/^\d{1,9}$/.test(param ?? "")) throw notFound();
  return Number(param);
}

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, EDITORS);
  const { db, config } = args.context.get(appContext);
  const id = articleId(args.params.id);
  const fields = id === null ? emptyArticleFields() : await loadArticleFields(db, id);
  if (!fields) throw notFound();
  const token = id === null ? null : createPreviewToken(previewSecret(config), id);
  const links = locales
    .filter((l) => fields.translations[l].slug)
    .map((l) => ({
      locale: l,
      preview: `/articles/${id}/preview?token=${encodeURIComponent(token ?? "")}&lang=${l}`,
      page: `/articles/${id}-${fields.translations[l].slug}?lang=${l}`,
    }));
  return data(
    { id, fields, links: id === null ? [] : links, ...(await articleEditorChoices(db, session.user.uiLocale)) },
    { headers: noStore },
  );
}

export async function action(args: Route.ActionArgs) {
  const { session, actor, form } = await requireStaffAction(args, EDITORS);
  const { db, config } = args.context.get(appContext);
  const { t } = adminTranslator(session.user.uiLocale);
  const id = articleId(args.params.id);
  const result = await saveArticleForm(db, config.DATA_DIR, actor, id, form);
  if ("notFound" in result) throw notFound();
  if ("errors" in result) {
    const errors = Object.fromEntries(Object.entries(result.errors).map(([name, e]) => [name, t(e.key, e.params)]));
    return data({ fields: result.fields, errors }, { status: result.status });
  }
  return redirect(adminPaths.article(result.id, { saved: id === null ? "created" : Date.now() }), { headers: noStore });
}

export default function ArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const [search] = useSearchParams();
  const fields: ArticleFields = actionData?.fields ?? loaderData.fields;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const saved = search.get("saved");
  const title = loaderData.id === null ? t("admin.articles.new") : t("admin.articles.edit", { id: loaderData.id });
  const _imageChoices = new Set([...loaderData.media.map((m) => m.src), ...loaderData.usedImages]);
  return (
    <>
      <AdminTitle title={title} />
      <p>
        <Link to="/admin/articles">{t("admin.articles.backToList")}</Link>
      </p>
      <h1>{title}</h1>
      {saved && !actionData && (
        <Notice>{t(saved === "created" ? "admin.articles.created" : "admin.articles.saved")}</Notice>
      )}
      {Object.keys(errors).length > 0 && (
        <Notice kind="error">{errors.translations ?? t("admin.form.errorSummary")}</Notice>
      )}
      {loaderData.links.length > 0 && (
        <section className="admin-card" aria-label={t("admin.articles.previewHint")}>
          <p className="admin-hint">{t("admin.articles.previewHint")}</p>
          <ul className="admin-links">
            {loaderData.links.map((l) => (
              <li key={l.locale}>
                <a href={l.preview} target="_blank" rel="noopener" data-preview={l.locale}>
                  {t("admin.articles.preview", { locale: languageName[l.locale] })}
                </a>
                {fields.state === "published" && (
                  <>
                    {" · "}
                    <a href={l.page} target="_blank" rel="noopener">
                      {t("admin.articles.view", { locale: languageName[l.locale] })}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ArticleForm fields={fields} errors={errors} choices={loaderData} formKey={saved ?? "form"} />
    </>
  );
}
