import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { AdminTitle, CsrfField, Field, Notice } from "~/features/admin/admin-ui";
import { RichTextEditor } from "~/features/admin/RichTextEditor";
import {
  type ArticleFields,
  emptyArticleFields,
  type FieldErrors,
  listUsedImages,
  loadArticleFields,
  readArticleForm,
  saveArticle,
  validateArticle,
} from "~/features/articles/article-editing.server";
import { ARTICLE_LIMITS as LIMITS } from "~/features/articles/article-limits";
import { createPreviewToken, previewSecret } from "~/features/articles/preview.server";
import { listMedia, MediaError, mediaSrc, mediaSrcset, storeMedia } from "~/features/media/media.server";
import { listClassifications, listCountries } from "~/features/reference/reference.server";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import { htmlLang, languageName, locales } from "~/lib/locales";
import type { Route } from "./+types/article-edit";

const noStore = { "Cache-Control": "no-store" };

/** `new` or a positive id; anything else is not a page. */
function articleId(param: string | undefined): number | null {
  if (param === "new") return null;
  if (!/^\d{1,9}$/.test(param ?? "")) throw data(null, { status: 404 });
  return Number(param);
}

/** The lists the form chooses from, in the staff member's language. */
async function choices(db: Db, uiLocale: "tw" | "en") {
  const [categories, countries, media, used] = await Promise.all([
    listClassifications(db, uiLocale),
    listCountries(db, uiLocale),
    listMedia(db, { pageSize: 200 }),
    listUsedImages(db),
  ]);
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    countries: countries.map((c) => ({ code: c.country_code, name: c.name })),
    media: media.rows.map((m) => ({
      src: mediaSrc(m),
      srcset: mediaSrcset(m),
      label: `${m.originalName} (${m.width}×${m.height})`,
    })),
    usedImages: used,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, EDITORS);
  const { db, config } = args.context.get(appContext);
  const id = articleId(args.params.id);
  const fields = id === null ? emptyArticleFields() : await loadArticleFields(db, id);
  if (!fields) throw data(null, { status: 404 });
  const token = id === null ? null : createPreviewToken(previewSecret(config), id);
  const links = locales
    .filter((l) => fields.translations[l].slug)
    .map((l) => ({
      locale: l,
      preview: `/articles/${id}/preview?token=${encodeURIComponent(token ?? "")}&lang=${l}`,
      page: `/articles/${id}-${fields.translations[l].slug}?lang=${l}`,
    }));
  return data(
    { id, fields, links: id === null ? [] : links, ...(await choices(db, session.user.uiLocale)) },
    { headers: noStore },
  );
}

export async function action(args: Route.ActionArgs) {
  const { session, actor, form } = await requireStaffAction(args, EDITORS);
  const { db, config } = args.context.get(appContext);
  const { t } = adminTranslator(session.user.uiLocale);
  const id = articleId(args.params.id);
  const fields = readArticleForm(form);
  const refuse = (errors: FieldErrors, status: number) =>
    data(
      {
        fields,
        errors: Object.fromEntries(Object.entries(errors).map(([name, e]) => [name, t(e.key, e.values)])),
      },
      { status },
    );

  // A new cover is stored first: should another field be wrong, it is kept and need not be sent again.
  const upload = form.get("cover_upload");
  if (upload instanceof File && upload.size > 0) {
    try {
      const item = await storeMedia(db, config.DATA_DIR, actor, {
        name: upload.name,
        bytes: new Uint8Array(await upload.arrayBuffer()),
      });
      fields.image = mediaSrc(item);
    } catch (error) {
      if (error instanceof MediaError) return refuse({ image: { key: error.messageKey } }, 400);
      throw error;
    }
  }

  const [categories, countries] = await Promise.all([listClassifications(db, "en"), listCountries(db, "en")]);
  const checked = validateArticle(fields, {
    categoryIds: new Set(categories.map((c) => c.id)),
    countries: new Set(countries.map((c) => c.country_code)),
  });
  if ("errors" in checked) return refuse(checked.errors, 400);
  const saved = await saveArticle(db, actor, id, checked.article);
  if ("notFound" in saved) throw data(null, { status: 404 });
  if ("errors" in saved) return refuse(saved.errors, 409);
  return redirect(`/admin/articles/${saved.id}?saved=${id === null ? "created" : Date.now()}`, { headers: noStore });
}

export default function ArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const [search] = useSearchParams();
  const fields: ArticleFields = actionData?.fields ?? loaderData.fields;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const saved = search.get("saved");
  const title = loaderData.id === null ? t("admin.articles.new") : t("admin.articles.edit", { id: loaderData.id });
  const imageChoices = new Set([...loaderData.media.map((m) => m.src), ...loaderData.usedImages]);
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
      <Form method="post" encType="multipart/form-data" className="admin-article-form" key={saved ?? "form"} noValidate>
        <CsrfField />
        <div className="admin-form admin-form-grid">
          <Field id="category" label={t("admin.articles.category")} error={errors.category}>
            {(props) => (
              <select {...props} name="category" defaultValue={fields.category} required>
                <option value="">—</option>
                {loaderData.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="country" label={t("admin.articles.country")} error={errors.country}>
            {(props) => (
              <select {...props} name="country" defaultValue={fields.country}>
                <option value="">{t("admin.articles.noCountry")}</option>
                {loaderData.countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="published_at" label={t("admin.articles.published")} error={errors.publishedAt}>
            {(props) => <input {...props} type="date" name="published_at" defaultValue={fields.publishedAt} required />}
          </Field>
          <Field id="state" label={t("admin.articles.state")}>
            {(props) => (
              <select {...props} name="state" defaultValue={fields.state}>
                <option value="draft">{t("admin.articles.state.draft")}</option>
                <option value="published">{t("admin.articles.state.published")}</option>
              </select>
            )}
          </Field>
        </div>
        <div className="admin-form admin-cover">
          <Field id="image" label={t("admin.articles.image")} error={errors.image}>
            {(props) => (
              <select {...props} name="image" defaultValue={fields.image}>
                <option value="">{t("admin.articles.chooseImage")}</option>
                {fields.image && !imageChoices.has(fields.image) && (
                  <option value={fields.image}>{fields.image}</option>
                )}
                {loaderData.media.length > 0 && (
                  <optgroup label={t("admin.articles.uploadedImages")}>
                    {loaderData.media.map((m) => (
                      <option key={m.src} value={m.src}>
                        {m.label}
                      </option>
                    ))}
                  </optgroup>
                )}
                <optgroup label={t("admin.articles.usedImages")}>
                  {loaderData.usedImages.map((src) => (
                    <option key={src} value={src}>
                      {src}
                    </option>
                  ))}
                </optgroup>
              </select>
            )}
          </Field>
          {fields.image && <img className="admin-cover-preview" src={fields.image} alt="" width={240} />}
          <Field id="cover_upload" label={t("admin.articles.uploadCover")} hint={t("admin.articles.uploadHint")}>
            {(props) => (
              <input
                {...props}
                type="file"
                name="cover_upload"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              />
            )}
          </Field>
        </div>
        <h2>{t("admin.articles.translations")}</h2>
        <p className="admin-hint">{t("admin.articles.translationsHint")}</p>
        <div className="admin-locales">
          {locales.map((l) => {
            const tr = fields.translations[l];
            const name = (field: string) => `${l}.${field}`;
            return (
              <fieldset key={l} className="admin-locale" lang={htmlLang[l]}>
                <legend>{t(`admin.locale.${l}`)}</legend>
                <Field id={`${l}-title`} label={t("admin.articles.field.title")} error={errors[name("title")]}>
                  {(props) => (
                    <input {...props} name={name("title")} defaultValue={tr.title} maxLength={LIMITS.title} />
                  )}
                </Field>
                <Field
                  id={`${l}-slug`}
                  label={t("admin.articles.field.slug")}
                  hint={t("admin.articles.field.slugHint")}
                  error={errors[name("slug")]}
                >
                  {(props) => (
                    <input
                      {...props}
                      name={name("slug")}
                      defaultValue={tr.slug}
                      maxLength={LIMITS.slug}
                      pattern="[a-z0-9]+(-[a-z0-9]+)*"
                      lang="en"
                      spellCheck={false}
                    />
                  )}
                </Field>
                <Field id={`${l}-abstract`} label={t("admin.articles.field.abstract")} error={errors[name("abstract")]}>
                  {(props) => (
                    <textarea
                      {...props}
                      name={name("abstract")}
                      defaultValue={tr.abstract}
                      maxLength={LIMITS.abstract}
                      rows={3}
                    />
                  )}
                </Field>
                <Field id={`${l}-body`} label={t("admin.articles.field.body")} error={errors[name("body")]}>
                  {(props) => (
                    <RichTextEditor
                      name={name("body")}
                      label={`${t("admin.articles.field.body")} (${t(`admin.locale.${l}`)})`}
                      defaultValue={tr.body}
                      images={loaderData.media}
                      textarea={props}
                    />
                  )}
                </Field>
                <Field id={`${l}-tags`} label={t("admin.articles.field.tags")} error={errors[name("tags")]}>
                  {(props) => <input {...props} name={name("tags")} defaultValue={tr.tags} />}
                </Field>
                <Field
                  id={`${l}-checked-on`}
                  label={t("admin.articles.field.checkedOn")}
                  hint={t("admin.articles.field.checkedOnHint")}
                  error={errors[name("checked_on")]}
                >
                  {(props) => <input {...props} type="date" name={name("checked_on")} defaultValue={tr.checkedOn} />}
                </Field>
                <Field id={`${l}-sources`} label={t("admin.articles.field.sources")} error={errors[name("sources")]}>
                  {(props) => (
                    <textarea {...props} name={name("sources")} defaultValue={tr.sources} rows={3} lang="en" />
                  )}
                </Field>
              </fieldset>
            );
          })}
        </div>
        <p>
          <button type="submit" className="admin-button admin-button-primary">
            {t("admin.articles.save")}
          </button>
        </p>
      </Form>
    </>
  );
}
