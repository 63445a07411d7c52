import { Form } from "react-router";
import { CsrfField, Field } from "~/features/admin/admin-ui";
import { RichTextEditor } from "~/features/admin/RichTextEditor";
import { useTranslator } from "~/lib/i18n";
import { htmlLang, locales } from "~/lib/locales";
import type { ArticleFields } from "./article-form";
import { ARTICLE_LIMITS as LIMITS } from "./article-limits";

export interface ArticleFormChoices {
  categories: Array<{ id: number; name: string }>;
  countries: Array<{ code: string; name: string }>;
  media: Array<{ src: string; srcset: string; label: string }>;
  usedImages: string[];
}

/** The article editor's form: shared fields, then each locale's translation side by side. */
export function ArticleForm({
  fields,
  errors,
  choices,
  formKey,
}: {
  fields: ArticleFields;
  errors: Record<string, string>;
  choices: ArticleFormChoices;
  formKey: string;
}) {
  const { t } = useTranslator();
  const imageChoices = new Set([...choices.media.map((m) => m.src), ...choices.usedImages]);
  return (
    <Form method="post" encType="multipart/form-data" className="admin-article-form" key={formKey} noValidate>
      <CsrfField />
      <div className="admin-form admin-form-grid">
        <Field id="category" label={t("admin.articles.category")} error={errors.category}>
          {(props) => (
            <select {...props} name="category" defaultValue={fields.category} required>
              <option value="">—</option>
              {choices.categories.map((c) => (
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
              {choices.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="published_at" label={t("admin.articles.published")} error={errors.published_at}>
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
              {fields.image && !imageChoices.has(fields.image) && <option value={fields.image}>{fields.image}</option>}
              {choices.media.length > 0 && (
                <optgroup label={t("admin.articles.uploadedImages")}>
                  {choices.media.map((m) => (
                    <option key={m.src} value={m.src}>
                      {m.label}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label={t("admin.articles.usedImages")}>
                {choices.usedImages.map((src) => (
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
                {(props) => <input {...props} name={name("title")} defaultValue={tr.title} maxLength={LIMITS.title} />}
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
                    images={choices.media}
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
                {(props) => <textarea {...props} name={name("sources")} defaultValue={tr.sources} rows={3} lang="en" />}
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
  );
}
