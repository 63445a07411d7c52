import { Field, NumberField } from "~/features/admin/admin-ui";
import { EditorForm, LocaleFieldsets } from "~/features/admin/editor-ui";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { AdminHomeItem } from "./home-editing.server";
import { HOME_TEXT_MAX, type HomeKind, homeFields } from "./home-fields";

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

/** The back office's form for one home item of `kind` (new when `id` is null); ids `home-<kind>-<field>`. */
export function HomeItemForm({
  kind,
  id,
  item,
  nextSort,
  errors,
  typed,
}: {
  kind: HomeKind;
  id: number | null;
  item: AdminHomeItem | undefined;
  /** The sort order a new item gets by default */
  nextSort: number;
  errors: Record<string, string>;
  typed: Record<string, string> | null;
}) {
  const { t } = useTranslator();
  const value = (name: string, fallback: string | number | undefined) => typed?.[name] ?? String(fallback ?? "");
  const p = `home-${kind}`;
  const fields = homeFields[kind];
  return (
    <EditorForm
      intent={id === null ? "create" : "update"}
      id={id}
      hidden={{ kind }}
      layout="wide"
      submitLabel={id === null ? t("admin.home.add") : undefined}
      cancelTo={adminPaths.home()}
    >
      <Field id={`${p}-key`} label={t("admin.home.key")} error={errors.key}>
        {(props) => <input {...props} name="key" required maxLength={100} defaultValue={value("key", item?.key)} />}
      </Field>
      <NumberField
        id={`${p}-sort`}
        name="sort"
        label={t("admin.home.sort")}
        min={0}
        max={9999}
        defaultValue={value("sort", item?.sort ?? nextSort)}
        error={errors.sort}
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
      {Object.entries(fields.plain).map(([name, check]) => (
        <Field key={name} id={`${p}-${name}`} label={t(plainLabel[name] ?? name)} error={errors[name]}>
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
      <LocaleFieldsets>
        {(l) => (
          <>
            {fields.localized.map((name) => (
              <Field
                key={name}
                id={`${p}-${name}-${l}`}
                label={t(localizedLabel[name] ?? name)}
                error={errors[`${name}_${l}`]}
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
            {Object.keys(fields.perLocale?.fields ?? {}).map((name) =>
              fields.perLocale?.locales.includes(l) ? (
                <Field
                  key={name}
                  id={`${p}-${name}-${l}`}
                  label={t(plainLabel[name] ?? name)}
                  hint={t("admin.home.youtubeIdHint")}
                  error={errors[`${name}_${l}`]}
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
          </>
        )}
      </LocaleFieldsets>
    </EditorForm>
  );
}
