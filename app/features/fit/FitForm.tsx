import { Form } from "react-router";
import { useLocalePath } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import {
  defaultGradeSystem,
  ETS_COMPARISON_SOURCE,
  gradeScales,
  gradeSystems,
  testNames,
  testRanges,
  toUsGpa,
} from "./grades";
import { type FitFormErrors, type FitProfile, profileGaokaoPercent } from "./profile";

/**
 * The fit-check form of the shortlist page (a plain post that sets the profile cookie; works
 * without JavaScript) and the published conversion table under "How we convert grades".
 */
export function FitForm({
  profile,
  failed,
}: {
  profile: FitProfile | null;
  failed: { errors: FitFormErrors; values: Record<string, string> } | undefined;
}) {
  const { t, locale, formatNumber } = useTranslator();
  const localePath = useLocalePath();
  const value = (name: string, fallback: string) => failed?.values[name] ?? fallback;
  const errors = failed?.errors ?? {};
  const system = value("system", profile?.system ?? defaultGradeSystem[locale] ?? "tw100");
  const gpa = profile?.grade != null ? toUsGpa(profile.system, profile.grade) : undefined;
  const gaokaoPercent = profile ? profileGaokaoPercent(profile) : null;
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className={`field${errors[name as keyof FitFormErrors] ? " has-error" : ""}`}>
      <label htmlFor={`fit-${name}`}>{label}</label>
      {input}
      {errors[name as keyof FitFormErrors] && (
        <span id={`fit-${name}-error`} className="form-error">
          {t(errors[name as keyof FitFormErrors] as string)}
        </span>
      )}
    </div>
  );
  const described = (name: keyof FitFormErrors) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `fit-${name}-error` } : {};
  return (
    <section id="fit" aria-labelledby="fit-title" className="card fit-box">
      <h2 id="fit-title">{t("fit.title")}</h2>
      <p>{t("fit.lead")}</p>
      {gpa !== undefined && !failed && (
        <p role="status" className="fit-converted">
          {t("fit.converted", { gpa: formatNumber(Math.round(gpa * 100) / 100) })}
        </p>
      )}
      {gaokaoPercent !== null && !failed && (
        <p role="status" className="fit-converted">
          {t("fit.convertedGaokao", { percent: formatNumber(gaokaoPercent) })}
        </p>
      )}
      <Form method="post" action={localePath("/shortlist")} className="fit-form" noValidate>
        <div className="fit-grid">
          {field(
            "system",
            t("fit.system"),
            <select id="fit-system" name="system" defaultValue={system} {...described("system")}>
              {gradeSystems.map((s) => (
                <option key={s} value={s}>
                  {t(`fit.system.${s}`)}
                </option>
              ))}
            </select>,
          )}
          {field(
            "grade",
            t("fit.grade"),
            <input
              id="fit-grade"
              name="grade"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={value("grade", profile?.grade != null ? String(profile.grade) : "")}
              aria-describedby={errors.grade ? "fit-grade-error fit-grade-hint" : "fit-grade-hint"}
              aria-invalid={errors.grade ? true : undefined}
            />,
          )}
          {field(
            "grade_max",
            t("fit.gradeMax"),
            <input
              id="fit-grade_max"
              name="grade_max"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={value("grade_max", profile?.gradeMax != null ? String(profile.gradeMax) : "")}
              {...described("grade_max")}
            />,
          )}
          {field(
            "level",
            t("fit.level"),
            <select id="fit-level" name="level" defaultValue={value("level", profile?.level ?? "undergraduate")}>
              <option value="undergraduate">{t("fit.level.undergraduate")}</option>
              <option value="graduate">{t("fit.level.graduate")}</option>
            </select>,
          )}
        </div>
        <p id="fit-grade-hint" className="muted">
          {t("fit.gradeHint")}
        </p>
        <fieldset className="fit-tests">
          <legend>{t("fit.tests")}</legend>
          <div className="fit-grid">
            {testNames.map((test) =>
              field(
                test,
                t(`fit.test.${test}`),
                <input
                  id={`fit-${test}`}
                  name={test}
                  inputMode={testRanges[test].step < 1 ? "decimal" : "numeric"}
                  autoComplete="off"
                  defaultValue={value(test, profile?.scores[test] !== undefined ? String(profile.scores[test]) : "")}
                  {...described(test)}
                />,
              ),
            )}
          </div>
        </fieldset>
        <p className="muted">{t("fit.privacy")}</p>
        <div className="fit-actions">
          <button type="submit" name="intent" value="fit" className="button button-primary">
            {t("fit.submit")}
          </button>
          {profile && (
            <button type="submit" name="intent" value="fit-clear" className="button">
              {t("fit.clear")}
            </button>
          )}
        </div>
      </Form>
      <details className="fit-how">
        <summary>{t("fit.howTitle")}</summary>
        <p>{t("fit.howLead")}</p>
        {gradeSystems.map((s) => {
          const scale = gradeScales[s];
          return (
            <div key={s} className="table-scroll">
              <table className="data-table fit-table">
                <caption>{t(`fit.system.${s}`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("fit.table.grade")}</th>
                    <th scope="col">{t("fit.table.gpa")}</th>
                  </tr>
                </thead>
                <tbody>
                  {scale.percentOfMaximum ? (
                    <tr>
                      <td colSpan={2}>{t("fit.table.gaokao")}</td>
                    </tr>
                  ) : scale.bands ? (
                    scale.bands.map((b) => (
                      <tr key={b.label}>
                        <td>
                          {scale.lowerIsBetter ? "≤" : "≥"} {b.from} <span className="muted">({b.label})</span>
                        </td>
                        <td>{b.gpa.toFixed(1)}</td>
                      </tr>
                    ))
                  ) : (
                    <tr>
                      <td colSpan={2}>{t("fit.table.same")}</td>
                    </tr>
                  )}
                </tbody>
              </table>
              <p className="muted">
                {t("fit.table.source")}:{" "}
                <a href={scale.source} rel="noopener noreferrer" target="_blank">
                  {new URL(scale.source).host}
                </a>
              </p>
            </div>
          );
        })}
        <p className="muted">
          {t("fit.toeflNote")}{" "}
          <a href={ETS_COMPARISON_SOURCE} rel="noopener noreferrer" target="_blank">
            ets.org
          </a>
        </p>
      </details>
    </section>
  );
}
