import { data, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { documentUrl } from "~/.server/http/document-url";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import {
  ActionForm,
  DataTable,
  Field,
  FilterCheck,
  FilterSearch,
  FilterSelect,
  ListFilters,
  Notice,
  PageHead,
  Pager,
  TableForm,
} from "~/features/admin/admin-ui";
import { CellInput } from "~/features/admin/editor-ui";
import { countryCodes } from "~/features/schools/country-codes";
import {
  listRankingsForEdit,
  parseEditionsForm,
  parseRankingRows,
  saveRankingEditions,
  saveRankings,
} from "~/features/schools/ranking-editing.server";
import { formatRank } from "~/features/schools/ranking-editions";
import { getRankingEditions } from "~/features/schools/schools.server";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { adminPaths } from "~/lib/admin-paths";
import type { FieldError } from "~/lib/form";
import { useTranslator } from "~/lib/i18n";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/rankings";

function filtersOf(url: URL) {
  const country = url.searchParams.get("country") ?? "";
  return {
    country: (countryCodes as readonly string[]).includes(country) ? country : undefined,
    q: url.searchParams.get("q")?.trim().slice(0, 100) || undefined,
    ranked: url.searchParams.get("ranked") === "1",
  };
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const page = pageParam(url.searchParams);
  const [list, editions] = await Promise.all([listRankingsForEdit(db, filtersOf(url), page), getRankingEditions(db)]);
  return { page, saved: url.searchParams.get("saved"), editions, ...list };
}

export async function action(args: Route.ActionArgs) {
  const { session, actor, form } = await requireStaffAction(args, EDITORS);
  const { db } = args.context.get(appContext);
  const t = adminTranslator(session.user.uiLocale).t;
  // Back to the page (and filters) the form was posted from: its document URL, never the `.data` one.
  const { search } = documentUrl(args.request);
  const back = (saved: string) => {
    const query = new URLSearchParams(search);
    query.set("saved", saved);
    return `${adminPaths.rankings()}?${query}`;
  };
  const translated = (errors: Record<string, FieldError>) =>
    Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, t(e.key, e.params)]));
  if (form.get("intent") === "editions") {
    const checked = parseEditionsForm(form);
    if (!checked.ok) {
      return data({ editionErrors: translated(checked.errors), editionInput: checked.values }, { status: 400 });
    }
    await saveRankingEditions(db, actor, checked.value);
    return redirect(back("editions"));
  }
  const rows = parseRankingRows(form);
  if (!rows.ok) return data({ errors: translated(rows.errors), values: rows.values }, { status: 400 });
  const changes = rows.value;
  const changed = await saveRankings(db, actor, changes);
  return redirect(back(String(changed.length)));
}

export default function Rankings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const errors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const values: Record<string, string> = actionData && "values" in actionData ? actionData.values : {};
  const editionErrors: Record<string, string> =
    actionData && "editionErrors" in actionData ? actionData.editionErrors : {};
  const { current, previous } = loaderData.editions;
  const editionInput =
    actionData && "editionInput" in actionData
      ? actionData.editionInput
      : {
          currentYear: current ? String(current.year) : "",
          previousYear: previous ? String(previous.year) : "",
          url: current?.url ?? "",
        };
  const input = (key: string, rank: number | null, band: string | null, label: string) => (
    <CellInput
      name={key}
      pattern="=?[0-9]{1,4}(-[0-9]{1,4}|\+)?"
      size={9}
      label={label}
      defaultValue={values[key] ?? (rank === null ? "" : formatRank(rank, band))}
      error={errors[key]}
    />
  );
  return (
    <>
      <PageHead title={t("admin.rankings.title")} />
      {loaderData.saved === "editions" && !actionData && <Notice>{t("admin.rankings.editionsSaved")}</Notice>}
      {loaderData.saved !== null && loaderData.saved !== "editions" && !actionData && (
        <Notice>{t("admin.rankings.saved", { count: formatNumber(Number(loaderData.saved)) })}</Notice>
      )}
      {actionData && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      <h2>{t("admin.rankings.editions")}</h2>
      <p>{t("admin.rankings.editionsIntro")}</p>
      <ActionForm intent="editions" className="admin-form admin-form-grid">
        <Field id="edition-current" label={t("admin.rankings.currentYear")} error={editionErrors.currentYear}>
          {(props) => (
            <input {...props} name="currentYear" inputMode="numeric" required defaultValue={editionInput.currentYear} />
          )}
        </Field>
        <Field id="edition-previous" label={t("admin.rankings.previousYear")} error={editionErrors.previousYear}>
          {(props) => (
            <input {...props} name="previousYear" inputMode="numeric" defaultValue={editionInput.previousYear} />
          )}
        </Field>
        <Field id="edition-url" label={t("admin.rankings.sourceUrl")} error={editionErrors.url}>
          {(props) => <input {...props} name="url" type="url" required defaultValue={editionInput.url} />}
        </Field>
        <p>
          <button type="submit" className="admin-button">
            {t("admin.rankings.saveEditions")}
          </button>
        </p>
      </ActionForm>
      <p>{t("admin.rankings.intro")}</p>
      <ListFilters>
        <FilterSelect
          name="country"
          label={t("admin.rankings.country")}
          allLabel={t("admin.leads.all")}
          options={countryCodes.map((c) => ({ value: c, label: t(`admin.country.${c}`) }))}
        />
        <FilterSearch label={t("admin.rankings.search")} max={100} />
        <FilterCheck name="ranked" label={t("admin.rankings.rankedOnly")} />
      </ListFilters>
      {loaderData.rows.length === 0 ? (
        <p>{t("admin.empty")}</p>
      ) : (
        <TableForm submitLabel={t("admin.rankings.save")}>
          <DataTable
            rows={loaderData.rows}
            columns={[
              t("admin.rankings.school"),
              t("admin.rankings.country"),
              t("admin.rankings.latest"),
              t("admin.rankings.previous"),
            ]}
          >
            {(r) => (
              <tr key={r.id}>
                <td>
                  <input type="hidden" name="id" value={r.id} />
                  <a href={`/schools/${r.id}`}>{r.nameEn}</a>
                  <br />
                  <small lang="zh-Hant">{r.nameTw}</small>
                </td>
                <td>{t(`admin.country.${r.country}`)}</td>
                {(["latest", "previous"] as const).map((which) => (
                  <td key={which}>
                    {input(
                      `${which}_${r.id}`,
                      which === "latest" ? r.rankLatest : r.rankPrevious,
                      which === "latest" ? r.bandLatest : r.bandPrevious,
                      `${t(`admin.rankings.${which}`)}: ${r.nameEn}`,
                    )}
                  </td>
                ))}
              </tr>
            )}
          </DataTable>
        </TableForm>
      )}
      <Pager page={loaderData.page} hasNext={loaderData.hasNext} />
    </>
  );
}
