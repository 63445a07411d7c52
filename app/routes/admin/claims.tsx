import { Link } from "react-router";
import { badRequest } from "~/.server/http/route-errors";
import { DataTable, Field, useAdmin } from "~/features/admin/admin-ui";
import { type EditorStore, editedRow, editorAction, editorPage } from "~/features/admin/editor-action.server";
import { EditorForm, EditorHeader, LocaleFieldsets, SelectField, useEditorState } from "~/features/admin/editor-ui";
import {
  type ClaimInput,
  listClaimsForAdmin,
  parseClaimForm,
  updateClaim,
} from "~/features/claims/claim-editing.server";
import { CLAIM_BASIS_MAX, CLAIM_LABEL_MAX, CLAIM_VALUE_MAX } from "~/features/claims/claim-form";
import { CLAIM_FORMATS, formatClaimValue } from "~/features/claims/claim-format";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/claims";

/**
 * `/admin/claims`: the key figures the home and about pages state (admission rate, top-choice share,
 * students, founding year), each with what it counts and its year; `?edit=<id>` opens a form.
 */
export async function loader(args: Route.LoaderArgs) {
  const { db, editId, done } = await editorPage(args);
  const claims = await listClaimsForAdmin(db);
  const editing = await editedRow(editId, (id) => claims.find((c) => String(c.id) === id));
  return { claims, editing, done };
}

/** The figures are a fixed set (the copy quotes them by key): they are edited and hidden, not added or removed. */
const claimStore: EditorStore<ClaimInput> = {
  parse: (_db, form) => parseClaimForm(form),
  create: () => Promise.reject(badRequest()),
  update: updateClaim,
  remove: async () => false,
  after: (done, id) => adminPaths.claims({ done }, `claim-${id}`),
};

export const action = (args: Route.ActionArgs) => editorAction(args, claimStore);

export default function AdminClaimsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { locale } = useAdmin();
  const { claims } = loaderData;
  const { errors, value, editId } = useEditorState(loaderData, actionData);
  const current = loaderData.editing ?? claims.find((c) => c.id === editId);
  const checked = (name: string, stored: boolean) =>
    actionData && "values" in actionData ? actionData.values?.[name] === "1" : stored;

  return (
    <>
      <EditorHeader area="claims" done={loaderData.done} actionData={actionData} />
      {current && (
        <section className="admin-card" aria-labelledby="claim-edit-heading">
          <h2 id="claim-edit-heading">{current.key}</h2>
          <EditorForm intent="update" id={current.id} layout="wide" cancelTo={adminPaths.claims()}>
            <SelectField
              id="claim-format"
              name="format"
              label={t("admin.claims.format")}
              options={CLAIM_FORMATS.map((f) => ({ value: f, label: t(`admin.claims.format.${f}`) }))}
              defaultValue={value("format", current.format)}
              error={errors.format}
            />
            <Field
              id="claim-amount"
              label={t("admin.claims.amount")}
              hint={t("admin.claims.amountHint")}
              error={errors.amount}
            >
              {(props) => (
                <input
                  {...props}
                  name="amount"
                  type="number"
                  min={0}
                  step={1}
                  defaultValue={value("amount", current.amount)}
                />
              )}
            </Field>
            <Field
              id="claim-value"
              label={t("admin.claims.value")}
              hint={t("admin.claims.valueHint")}
              error={errors.value}
            >
              {(props) => (
                <input
                  {...props}
                  name="value"
                  maxLength={CLAIM_VALUE_MAX}
                  defaultValue={value("value", current.value)}
                />
              )}
            </Field>
            <label className="admin-check">
              <input type="checkbox" name="at_least" value="1" defaultChecked={checked("at_least", current.atLeast)} />{" "}
              {t("admin.claims.atLeast")}
            </label>
            <Field
              id="claim-year"
              label={t("admin.claims.year")}
              hint={t("admin.claims.yearHint")}
              error={errors.basis_year}
            >
              {(props) => (
                <input
                  {...props}
                  name="basis_year"
                  type="number"
                  min={1900}
                  max={2100}
                  defaultValue={value("basis_year", current.basisYear)}
                />
              )}
            </Field>
            <label className="admin-check">
              <input
                type="checkbox"
                name="is_active"
                value="1"
                defaultChecked={checked("is_active", current.isActive)}
              />{" "}
              {t("admin.home.active")}
            </label>
            <LocaleFieldsets>
              {(l) => (
                <>
                  <Field id={`claim-label-${l}`} label={t("admin.claims.label")} error={errors[`label_${l}`]}>
                    {(props) => (
                      <input
                        {...props}
                        name={`label_${l}`}
                        required
                        maxLength={CLAIM_LABEL_MAX}
                        defaultValue={value(`label_${l}`, current.label[l])}
                      />
                    )}
                  </Field>
                  <Field
                    id={`claim-basis-${l}`}
                    label={t("admin.claims.basis")}
                    hint={t("admin.claims.basisHint")}
                    error={errors[`basis_${l}`]}
                  >
                    {(props) => (
                      <textarea
                        {...props}
                        name={`basis_${l}`}
                        required
                        rows={3}
                        maxLength={CLAIM_BASIS_MAX}
                        defaultValue={value(`basis_${l}`, current.basis[l])}
                      />
                    )}
                  </Field>
                </>
              )}
            </LocaleFieldsets>
          </EditorForm>
        </section>
      )}
      <DataTable
        rows={claims}
        columns={[
          t("admin.home.key"),
          t("admin.claims.shown"),
          t("admin.claims.label"),
          t("admin.claims.basis"),
          t("admin.claims.year"),
          t("admin.home.active"),
          t("admin.content.actions"),
        ]}
      >
        {(c) => (
          <tr key={c.id} id={`claim-${c.id}`}>
            <td>{c.key}</td>
            <td>
              {formatClaimValue(locale, { amount: c.amount, format: c.format, atLeast: c.atLeast, value: c.value })}
            </td>
            <td>{c.label[locale]}</td>
            <td>{c.basis[locale] || t("admin.claims.noBasis")}</td>
            <td>{c.basisYear ?? "—"}</td>
            <td>{c.isActive ? "✓" : "—"}</td>
            <td>
              <Link className="admin-button" to={`?edit=${c.id}#claim-edit-heading`}>
                {t("admin.content.edit")}
              </Link>
            </td>
          </tr>
        )}
      </DataTable>
    </>
  );
}
