import { data, Form, Link, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { notFound } from "~/.server/http/route-errors";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { AdminTitle, CsrfField, Field, Notice } from "~/features/admin/admin-ui";
import { getSchoolForEdit, parseSchoolForm, saveSchool } from "~/features/schools/school-editing.server";
import { type SchoolForm, schoolFormOf } from "~/features/schools/school-form";
import { schoolLimits, schoolNations, schoolTypes } from "~/features/schools/school-limits";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import { htmlLang, locales } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import type { Route } from "./+types/school-edit";

function schoolId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31) throw notFound();
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const school = await getSchoolForEdit(db, schoolId(args.params));
  if (!school) throw notFound();
  const enrollments = school.enrollments.map((e) => ({ id: e.id, name: pickLocalized(e.name, session.user.uiLocale) }));
  return { school, enrollments, saved: new URL(args.request.url).searchParams.has("saved") };
}

export async function action(args: Route.ActionArgs) {
  const { session, actor, form } = await requireStaffAction(args, EDITORS);
  const { db } = args.context.get(appContext);
  const id = schoolId(args.params);
  const t = adminTranslator(session.user.uiLocale).t;
  const checked = parseSchoolForm(form);
  if (!checked.ok) {
    const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, e]) => [field, t(e.key, e.params)]));
    return data({ errors, input: schoolFormOf(checked.values) }, { status: 400 });
  }
  if (!(await saveSchool(db, actor, id, checked.value))) throw notFound();
  return redirect(`/admin/schools/${id}?saved=1`);
}

export default function SchoolEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const school: SchoolForm = actionData?.input ?? loaderData.school;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const text = (
    name: Exclude<keyof SchoolForm, "featured" | "no_exam_for" | "intro" | "nation" | "facts_sources">,
    label: string,
    extra: Record<string, string | number> = {},
  ) => (
    <Field id={`school-${name}`} label={label} error={errors[name]}>
      {(props) => <input {...props} name={name} defaultValue={school[name]} {...extra} />}
    </Field>
  );
  return (
    <>
      <AdminTitle title={loaderData.school.name_en} />
      <p>
        <Link to="/admin/schools">{t("admin.schools.back")}</Link>
      </p>
      <h1>{loaderData.school.name_en}</h1>
      <p>
        <a href={`/schools/${loaderData.school.id}`}>{t("admin.schools.public")}</a>
      </p>
      {loaderData.saved && !actionData && <Notice>{t("admin.staff.saved")}</Notice>}
      {actionData?.errors && <Notice kind="error">{t("admin.form.errorSummary")}</Notice>}
      <Form method="post" className="admin-form admin-form-grid">
        <CsrfField />
        {text("name_en", t("admin.schools.nameEn"), { maxLength: schoolLimits.name, required: "required" })}
        {text("name_tw", t("admin.schools.nameTw"), {
          maxLength: schoolLimits.name,
          required: "required",
          lang: "zh-Hant",
        })}
        {text("name_cn", t("admin.schools.nameCn"), {
          maxLength: schoolLimits.name,
          required: "required",
          lang: "zh-Hans",
        })}
        {text("city_en", t("admin.schools.cityEn"), { maxLength: schoolLimits.city })}
        {text("city_tw", t("admin.schools.cityTw"), { maxLength: schoolLimits.city, lang: "zh-Hant" })}
        {text("city_cn", t("admin.schools.cityCn"), { maxLength: schoolLimits.city, lang: "zh-Hans" })}
        {text("region_en", t("admin.schools.regionEn"), { maxLength: schoolLimits.city })}
        {text("region_tw", t("admin.schools.regionTw"), { maxLength: schoolLimits.city, lang: "zh-Hant" })}
        {text("region_cn", t("admin.schools.regionCn"), { maxLength: schoolLimits.city, lang: "zh-Hans" })}
        <Field id="school-nation" label={t("admin.schools.nation")} error={errors.nation}>
          {(props) => (
            <select {...props} name="nation" defaultValue={school.nation}>
              {schoolNations.map((nation) => (
                <option key={nation} value={nation}>
                  {t(`admin.schools.nation.${nation}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="school-type" label={t("admin.schools.type")} error={errors.type}>
          {(props) => (
            <select {...props} name="type" defaultValue={school.type}>
              {schoolTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.schools.type.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text("founded", t("admin.schools.founded"), { inputMode: "numeric" })}
        {text("website", t("admin.schools.website"), { type: "url", maxLength: schoolLimits.website })}
        {text("tuition_min", t("admin.schools.tuitionMin", { currency: loaderData.school.currency }), {
          inputMode: "numeric",
        })}
        {text("tuition_max", t("admin.schools.tuitionMax", { currency: loaderData.school.currency }), {
          inputMode: "numeric",
        })}
        {text("toefl", t("admin.schools.toefl"), { inputMode: "numeric" })}
        {text("ielts", t("admin.schools.ielts"), { inputMode: "decimal" })}
        <Field
          id="school-facts_checked_on"
          label={t("admin.articles.field.checkedOn")}
          hint={t("admin.schools.factsCheckedHint")}
          error={errors.facts_checked_on}
        >
          {(props) => <input {...props} type="date" name="facts_checked_on" defaultValue={school.facts_checked_on} />}
        </Field>
        <Field id="school-facts_sources" label={t("admin.articles.field.sources")} error={errors.facts_sources}>
          {(props) => (
            <textarea {...props} name="facts_sources" rows={3} lang="en" defaultValue={school.facts_sources} />
          )}
        </Field>
        <label className="admin-check">
          <input type="checkbox" name="featured" value="1" defaultChecked={school.featured} />{" "}
          {t("admin.schools.featured")}
        </label>
        <fieldset className="admin-locales" aria-describedby="school-no-exam-hint">
          <legend>{t("admin.schools.noExamFor")}</legend>
          <small id="school-no-exam-hint" className="admin-hint">
            {t("admin.schools.noExamHint")}
          </small>
          {loaderData.enrollments.map((e) => (
            <label key={e.id} className="admin-check">
              <input
                type="checkbox"
                name="no_exam_for"
                value={e.id}
                defaultChecked={school.no_exam_for.includes(e.id)}
              />{" "}
              {e.name}
            </label>
          ))}
        </fieldset>
        <fieldset className="admin-locales">
          <legend>{t("admin.schools.intros")}</legend>
          {locales.map((l) => (
            <Field key={l} id={`school-intro-${l}`} label={t(`admin.locale.${l}`)} error={errors[`intro_${l}`]}>
              {(props) => (
                <textarea
                  {...props}
                  name={`intro_${l}`}
                  rows={6}
                  maxLength={schoolLimits.intro}
                  lang={htmlLang[l]}
                  defaultValue={school.intro[l]}
                />
              )}
            </Field>
          ))}
        </fieldset>
        <p>
          <button type="submit" className="admin-button admin-button-primary">
            {t("admin.staff.save")}
          </button>
        </p>
      </Form>
    </>
  );
}
