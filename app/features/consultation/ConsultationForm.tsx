import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FieldError } from "~/components/ui/FieldError";
import { useLocalePath } from "~/components/ui/LocaleLink";
import type { Office } from "~/features/reference/reference.server";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "~/features/submissions/submission-key";
import { apiPaths } from "~/lib/api-paths";
import { useTranslator } from "~/lib/i18n";
import { apiLang } from "~/lib/locales";
import {
  chatIdLabelKey,
  contactMethodsByLocale,
  countryChoices,
  degrees,
  formatEnrolYear,
  heardFromByLocale,
  maxLength,
  terms,
  titles,
} from "./consultation-options";
import {
  type ConsultationField,
  type ConsultationFormState,
  checkConsultation,
  consultationInput,
  isStudyField,
  phoneShape,
  type Step,
} from "./consultation-schema";

export type { ConsultationFormState, Step };

/**
 * With JavaScript, what is typed is also kept in this tab's sessionStorage (never the captcha),
 * so switching language (a full page load) or reloading does not empty the form. Cleared once
 * the booking is sent.
 */
const DRAFT_KEY = "studyway:consultation-draft";

interface Props {
  offices: Office[];
  years: number[];
  shortlist: Array<{ id: number; name: string }>;
  state: ConsultationFormState | undefined;
}

type Shown = Partial<Record<ConsultationField, string>>;

const idOf = (field: string) => `consultation-${field.replace("_", "-")}`;

/**
 * The two-step booking form. Without JavaScript each step is a server round trip (the page
 * action); with it the steps switch in place and the booking goes to `POST /api/Home/add_inq`.
 */
export function ConsultationForm({ offices, years, shortlist, state }: Props) {
  const { t, locale } = useTranslator();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pending = useRef<Record<string, unknown> | null>(null);
  const translate = (errors: Partial<Record<string, string>> | undefined): Shown =>
    Object.fromEntries(
      Object.entries(errors ?? {}).map(([field, key]) => [
        field,
        t(key ?? "", { max: maxLength[field as keyof typeof maxLength] ?? 0 }),
      ]),
    );
  const [step, setStep] = useState<Step>(state?.step ?? 1);
  const [errors, setErrors] = useState<Shown>(() => translate(state?.errors));
  const [formError, setFormError] = useState(state?.formError ? t(state.formError) : "");
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [sending, setSending] = useState(false);
  const focusStep = useRef(false);
  const values = state?.values;
  // This sending of the form: from the server after a post without JavaScript, otherwise made
  // here (the page itself is cached and the same for everyone). A retry sends the same key.
  const [submissionKey, setSubmissionKey] = useState(state?.submissionKey ?? "");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (!submissionKey) setSubmissionKey(newSubmissionKey());
  }, []);

  // No state from the server: bring back what this tab typed before (e.g. before a language switch).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (state) return;
    const saved = readSessionDraft();
    const form = formRef.current;
    if (!saved || !form) return;
    for (const element of Array.from(form.elements)) {
      if (
        !(
          element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement
        )
      )
        continue;
      if (element.name === "captcha" || element.name === "website" || element.name === "intent") continue;
      const value = saved.values[element.name as keyof typeof saved.values];
      if (element instanceof HTMLInputElement && element.type === "checkbox") {
        element.checked = Array.isArray(value) && value.includes(element.value);
      } else if (typeof value === "string") {
        element.value = value;
      }
    }
    if (saved.step === 2) setStep(2);
  }, []);

  const saveDraft = (nextStep: Step = step) => {
    if (!formRef.current) return;
    const { captcha: _captcha, ...typed } = consultationInput(new FormData(formRef.current));
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: nextStep, values: typed }));
    } catch {
      // Storage full or disabled: the form still works, it is just not kept.
    }
  };

  // After a step change made in the browser, move focus to the new step's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (focusStep.current) stepHeading.current?.focus();
    focusStep.current = false;
  }, [step]);

  const focusFirstError = (shown: Shown) => {
    const first = Object.keys(shown)[0];
    if (!first) return;
    const element = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    element?.focus();
  };

  const check = (only: "study" | "all"): Shown | null => {
    if (!formRef.current) return null;
    // A light phone check here; the server checks the number fully.
    const checked = checkConsultation(consultationInput(new FormData(formRef.current)), locale, {
      phone: phoneShape,
      only: only === "study" ? "study" : undefined,
    });
    if (checked.ok) return null;
    const relevant = checked.errors as Shown;
    return Object.keys(relevant).length ? translate(relevant) : null;
  };

  const send = async (payload: Record<string, unknown>) => {
    setSending(true);
    setFormError("");
    try {
      const response = await fetch(apiPaths.booking(), {
        method: "POST",
        headers: { "content-type": "application/json", Lang: apiLang[locale] },
        body: JSON.stringify(payload),
      });
      const body = (await response.json().catch(() => ({}))) as {
        redirect?: string;
        message?: string;
        errors?: Record<string, string>;
      };
      if (response.ok && body.redirect) {
        pending.current = null;
        try {
          sessionStorage.removeItem(DRAFT_KEY);
        } catch {
          // nothing kept
        }
        navigate(localePath(body.redirect));
        return;
      }
      if (response.status === 400 && body.errors) {
        const shown = body.errors as Shown;
        setErrors(shown);
        if (shown.captcha) {
          setCaptchaVersion((v) => v + 1);
          const input = formRef.current?.elements.namedItem("captcha");
          if (input instanceof HTMLInputElement) input.value = "";
        }
        const fields = Object.keys(shown);
        if (fields.some(isStudyField)) setStep(1);
        requestAnimationFrame(() => focusFirstError(shown));
        return;
      }
      if (response.status === 429 || response.status === 400) {
        setFormError(body.message ?? t("error.badRequest"));
        return;
      }
      throw new Error(`HTTP ${response.status}`);
    } catch {
      // Network down or server error: keep everything and offer to try again.
      dialogRef.current?.showModal();
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? "submit";
    event.preventDefault();
    if (intent === "back") {
      focusStep.current = true;
      setStep(1);
      saveDraft(1);
      return;
    }
    if (intent === "refresh") {
      setCaptchaVersion((v) => v + 1);
      return;
    }
    const shown = check(intent === "next" ? "study" : "all");
    setErrors(shown ?? {});
    if (shown) {
      if (Object.keys(shown).some(isStudyField)) setStep(1);
      requestAnimationFrame(() => focusFirstError(shown));
      return;
    }
    if (intent === "next") {
      focusStep.current = true;
      setStep(2);
      saveDraft(2);
      return;
    }
    const data = new FormData(event.currentTarget);
    const payload: Record<string, unknown> = {
      ...Object.fromEntries([...data.entries()].filter(([key]) => key !== "countries" && key !== "intent")),
      countries: data.getAll("countries"),
    };
    pending.current = payload;
    void send(payload);
  };

  // The summary counts what is marked on the step shown (step-2 messages wait on step 2).
  const errorCount = Object.keys(errors).filter((field) => isStudyField(field) === (step === 1)).length;
  const describedBy = (field: ConsultationField) => (errors[field] ? `${idOf(field)}-error` : undefined);
  const fieldError = (field: ConsultationField) => <FieldError field={idOf(field)} message={errors[field]} />;
  const textField = (
    field: "name" | "email" | "phone" | "line_id" | "major",
    label: string,
    options: { type?: string; required?: boolean; autoComplete?: string; hint?: string } = {},
  ) => (
    <div className="field">
      <label htmlFor={idOf(field)}>
        {label}
        {options.required ? <span className="required-mark"> *</span> : null}
      </label>
      {options.hint ? (
        <span className="muted field-hint" id={`${idOf(field)}-hint`}>
          {options.hint}
        </span>
      ) : null}
      <input
        id={idOf(field)}
        name={field}
        type={options.type ?? "text"}
        defaultValue={values?.[field] ?? ""}
        maxLength={maxLength[field]}
        autoComplete={options.autoComplete}
        aria-required={options.required ? true : undefined}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={
          [options.hint ? `${idOf(field)}-hint` : "", describedBy(field) ?? ""].join(" ").trim() || undefined
        }
      />
      {fieldError(field)}
    </div>
  );
  const select = (
    field: "office" | "degree" | "enrol_year" | "enrol_term" | "heard_from" | "contact_method" | "title",
    label: string,
    choices: ReadonlyArray<{ value: string; label: string }>,
    required = false,
  ) => (
    <div className="field">
      <label htmlFor={idOf(field)}>
        {label}
        {required ? <span className="required-mark"> *</span> : null}
      </label>
      <select
        id={idOf(field)}
        name={field}
        defaultValue={values?.[field] ?? ""}
        aria-required={required ? true : undefined}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
      >
        <option value="">{t("consultation.choose")}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {fieldError(field)}
    </div>
  );
  const options = (group: string, codes: readonly string[]) =>
    codes.map((code) => ({ value: code, label: t(`consultation.${group}.${code}`) }));

  return (
    <>
      <ol className="form-steps" aria-label={t("consultation.stepsLabel")}>
        {([1, 2] as const).map((n) => (
          <li key={n} className={n === step ? "is-current" : undefined} aria-current={n === step ? "step" : undefined}>
            <span className="step-number">{n}</span>{" "}
            {t(n === 1 ? "consultation.step.study" : "consultation.step.contact")}
          </li>
        ))}
      </ol>
      <form
        ref={formRef}
        method="post"
        action={localePath("/consultation")}
        noValidate
        onSubmit={onSubmit}
        onChange={() => saveDraft()}
        className="consultation-form card"
        aria-busy={sending || undefined}
      >
        <div role="alert" className="form-alert">
          {errorCount > 0 ? <p>{t("form.errorSummary", { count: errorCount })}</p> : null}
          {formError ? <p>{formError}</p> : null}
        </div>
        <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
        {/* Bots fill every field; people never see this one. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="consultation-website">Website</label>
          <input id="consultation-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>

        <fieldset className="form-step" hidden={step !== 1} aria-labelledby="consultation-step-1">
          <h2 id="consultation-step-1" ref={step === 1 ? stepHeading : undefined} tabIndex={-1}>
            {t("consultation.step.study")}
          </h2>
          {select(
            "office",
            t("consultation.field.office"),
            offices.map((o) => ({ value: o.code, label: o.name })),
            true,
          )}
          <fieldset
            className="field"
            aria-invalid={errors.countries ? true : undefined}
            aria-describedby={describedBy("countries")}
          >
            <legend>
              {t("consultation.field.countries")}
              <span className="required-mark"> *</span>
            </legend>
            <div className="choice-grid">
              {countryChoices.map((code) => (
                <label key={code} className="checkbox">
                  <input
                    type="checkbox"
                    name="countries"
                    value={code}
                    defaultChecked={values?.countries.includes(code)}
                  />
                  <span>{t(`consultation.country.${code}`)}</span>
                </label>
              ))}
            </div>
            {fieldError("countries")}
          </fieldset>
          {select("degree", t("consultation.field.degree"), options("degree", degrees), true)}
          <div className="field-pair">
            {select(
              "enrol_year",
              t("consultation.field.enrolYear"),
              years.map((y) => ({ value: String(y), label: formatEnrolYear(locale, y) })),
            )}
            {select("enrol_term", t("consultation.field.enrolTerm"), options("term", terms))}
          </div>
          {textField("major", t("consultation.field.major"), { hint: t("consultation.majorHint") })}
          <div className="form-actions">
            <button type="submit" name="intent" value="next" className="button button-primary">
              {t("consultation.next")}
            </button>
          </div>
        </fieldset>

        <fieldset className="form-step" hidden={step !== 2} aria-labelledby="consultation-step-2">
          <h2 id="consultation-step-2" ref={step === 2 ? stepHeading : undefined} tabIndex={-1}>
            {t("consultation.step.contact")}
          </h2>
          <div className="field-pair">
            {textField("name", t("consultation.field.name"), { required: true, autoComplete: "name" })}
            {select("title", t("consultation.field.title"), options("title", titles))}
          </div>
          {textField("email", t("consultation.field.email"), { type: "email", required: true, autoComplete: "email" })}
          {textField("phone", t("consultation.field.phone"), {
            type: "tel",
            required: true,
            autoComplete: "tel",
            hint: t("consultation.phoneHint"),
          })}
          {textField("line_id", t(chatIdLabelKey(locale)))}
          {select(
            "contact_method",
            t("consultation.field.contactMethod"),
            options("contact", contactMethodsByLocale[locale]),
          )}
          {select("heard_from", t("consultation.field.heardFrom"), options("heard", heardFromByLocale[locale]), true)}
          <div className="field">
            <label htmlFor={idOf("remark")}>{t("consultation.field.remark")}</label>
            <textarea
              id={idOf("remark")}
              name="remark"
              rows={4}
              maxLength={maxLength.remark}
              defaultValue={values?.remark ?? ""}
              aria-invalid={errors.remark ? true : undefined}
              aria-describedby={describedBy("remark")}
            />
            {fieldError("remark")}
          </div>
          {shortlist.length > 0 ? (
            <div className="shortlist-attached">
              <h3>{t("consultation.shortlist.title")}</h3>
              <p className="muted">{t("consultation.shortlist.text", { count: shortlist.length })}</p>
              <ul>
                {shortlist.map((s) => (
                  <li key={s.id}>{s.name}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="field captcha-field">
            <label htmlFor={idOf("captcha")}>
              {t("consultation.field.captcha")}
              <span className="required-mark"> *</span>
            </label>
            <div className="captcha-row">
              <input
                id={idOf("captcha")}
                name="captcha"
                type="text"
                inputMode="text"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={maxLength.captcha}
                aria-required
                aria-invalid={errors.captcha ? true : undefined}
                aria-describedby={describedBy("captcha")}
              />
              {step === 2 ? (
                <img
                  key={captchaVersion}
                  src={`/api/upschools/verify-image?v=${captchaVersion}`}
                  alt={t("consultation.captchaAlt")}
                  width={132}
                  height={48}
                  className="captcha-image"
                />
              ) : null}
              <button type="submit" name="intent" value="refresh" className="button button-small">
                {t("consultation.captchaRefresh")}
              </button>
            </div>
            {fieldError("captcha")}
          </div>
          <div className="form-actions">
            <button type="submit" name="intent" value="back" className="button">
              {t("consultation.back")}
            </button>
            <button type="submit" name="intent" value="submit" className="button button-primary" disabled={sending}>
              {sending ? t("consultation.sending") : t("consultation.submit")}
            </button>
          </div>
        </fieldset>
      </form>
      <dialog ref={dialogRef} className="failure-dialog" aria-labelledby="send-failed-title">
        <h2 id="send-failed-title">{t("form.sendFailed.title")}</h2>
        <p>{t("form.sendFailed.text")}</p>
        <div className="form-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              dialogRef.current?.close();
              if (pending.current) void send(pending.current);
            }}
          >
            {t("form.sendFailed.retry")}
          </button>
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {t("form.sendFailed.close")}
          </button>
        </div>
      </dialog>
    </>
  );
}

function readSessionDraft(): { step: Step; values: Record<string, unknown> } | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as {
      step?: unknown;
      values?: unknown;
    } | null;
    if (!saved || typeof saved.values !== "object" || saved.values === null) return undefined;
    return { step: saved.step === 2 ? 2 : 1, values: saved.values as Record<string, unknown> };
  } catch {
    return undefined;
  }
}
