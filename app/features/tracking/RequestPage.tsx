import { type ReactNode, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError } from "~/components/ui/FieldError";
import { PayerAccountForm } from "~/features/payments/PayerAccount";
import { ScanToPay } from "~/features/payments/ScanToPay";
import { useTranslator } from "~/lib/i18n";
import type { StudentIntent } from "./student-actions.server";
import type { StudentPage } from "./student-page.server";
import { formatDateTime, localeTimeZone, timeZoneLabel } from "./time";

export interface ActionState {
  intent: StudentIntent;
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
}

function FormErrors({ errors }: { errors: Partial<Record<string, string>> }) {
  const { t } = useTranslator();
  const count = Object.keys(errors).length;
  return (
    <div role="alert" className="form-alert">
      {count > 0 ? <p>{t("tracking.error.form", { count })}</p> : null}
      {errors.form ? <p>{t(errors.form)}</p> : null}
    </div>
  );
}

/** A labelled control with its error tied to it. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const { t } = useTranslator();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {}),
      })}
      <FieldError field={id} message={error && t(error)} />
    </div>
  );
}

function Timeline({ steps }: { steps: StudentPage["steps"] }) {
  const { t } = useTranslator();
  return (
    <ol className="request-timeline">
      {steps.map((step) => (
        <li key={step.key} className={`is-${step.state}`} aria-current={step.state === "current" ? "step" : undefined}>
          <span className="request-step-label">{t(`tracking.step.${step.key}`)}</span>
          <span className="visually-hidden"> ({t(`tracking.state.${step.state}`)})</span>
          {step.date ? <span className="request-step-date">{step.date}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The appointment again in the browser's own time zone, when it differs from the site's. */
function LocalAppointment({ iso }: { iso: string }) {
  const { t, locale } = useTranslator();
  const [local, setLocal] = useState<{ time: string; zone: string } | null>(null);
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === localeTimeZone[locale]) return;
    setLocal({ time: formatDateTime(locale, iso, zone), zone: timeZoneLabel(locale, zone, iso) });
  }, [iso, locale]);
  return local ? <p>{t("tracking.appointment.localTime", local)}</p> : null;
}

function ProofForm({ page, state }: { page: StudentPage; state: ActionState | undefined }) {
  const { t } = useTranslator();
  const busy = useNavigation().state === "submitting";
  const errors = state?.intent === "proof" ? state.errors : {};
  const values = state?.intent === "proof" ? state.values : {};
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="request-form">
      <h3>{t("tracking.proof.title")}</h3>
      <p>{t("tracking.proof.intro")}</p>
      <FormErrors errors={errors} />
      <input type="hidden" name="intent" value="proof" />
      <div className="field-pair">
        <Field id="proof-amount" label={t("tracking.proof.amount", { currency: page.currency })} error={errors.amount}>
          {(props) => (
            <input
              {...props}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={40}
              required
              defaultValue={values.amount ?? ""}
            />
          )}
        </Field>
        <Field id="proof-paid-on" label={t("tracking.proof.paidOn")} error={errors.paid_on}>
          {(props) => <input {...props} name="paid_on" type="date" required defaultValue={values.paid_on ?? ""} />}
        </Field>
      </div>
      <Field id="proof-file" label={t("tracking.proof.file")} error={errors.file}>
        {(props) => (
          <input {...props} name="file" type="file" required accept="image/jpeg,image/png,image/webp,application/pdf" />
        )}
      </Field>
      <button type="submit" className="button button-primary" disabled={busy}>
        {t("tracking.proof.submit")}
      </button>
    </Form>
  );
}

function RevisionForm({ state }: { state: ActionState | undefined }) {
  const { t } = useTranslator();
  const busy = useNavigation().state === "submitting";
  const errors = state?.intent === "revision" ? state.errors : {};
  const values = state?.intent === "revision" ? state.values : {};
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="card request-form">
      <h2>{t("tracking.revision.title")}</h2>
      <p>{t("tracking.revision.intro")}</p>
      <FormErrors errors={errors} />
      <input type="hidden" name="intent" value="revision" />
      <Field id="revision-message" label={t("tracking.revision.message")} error={errors.message}>
        {(props) => (
          <textarea {...props} name="message" rows={5} maxLength={2000} required defaultValue={values.message ?? ""} />
        )}
      </Field>
      <Field id="revision-file" label={t("tracking.revision.file")} error={errors.file}>
        {(props) => (
          <input
            {...props}
            name="file"
            type="file"
            accept=".doc,.docx,.pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/pdf"
          />
        )}
      </Field>
      <button type="submit" className="button button-primary" disabled={busy}>
        {t("tracking.revision.submit")}
      </button>
    </Form>
  );
}

function Payment({ page, state }: { page: StudentPage; state: ActionState | undefined }) {
  const { t } = useTranslator();
  if (!page.payment) return null;
  return (
    <section className="card" aria-labelledby="payment-title">
      <h2 id="payment-title">{t("tracking.payment.title")}</h2>
      <p>
        {t("tracking.payment.amount")}: <strong data-amount="total">{page.payment.amount}</strong>
      </p>
      {page.payment.bankAccount ? (
        <>
          <h3>{t("tracking.payment.bank")}</h3>
          <p className="request-bank">{page.payment.bankAccount}</p>
        </>
      ) : page.payment.bankPending ? (
        <p className="bank-pending">{t("service.payment.bankPending", { currency: page.payment.bankPending })}</p>
      ) : null}
      {page.payment.scan ? <ScanToPay scan={page.payment.scan} /> : null}
      {page.payerAccount ? (
        <PayerAccountForm
          last5={page.payerAccount.last5}
          error={state?.intent === "account" ? state.errors.last5 : undefined}
          value={state?.intent === "account" ? state.values.last5 : undefined}
        />
      ) : null}
      {page.proofs.length > 0 ? (
        <>
          <h3>{t("tracking.proof.list")}</h3>
          <table className="request-proofs">
            <thead>
              <tr>
                <th scope="col">{t("tracking.proof.title")}</th>
                <th scope="col">{t("tracking.proof.amount", { currency: page.currency })}</th>
                <th scope="col">{t("tracking.proof.paidOn")}</th>
              </tr>
            </thead>
            <tbody>
              {page.proofs.map((p) => (
                <tr key={p.id}>
                  <td>
                    <a href={p.url} download>
                      {p.fileName}
                    </a>{" "}
                    <span className={`request-status request-status-${p.status}`}>
                      {t(`tracking.proof.status.${p.status}`)}
                    </span>
                    {p.reason ? <p>{t("tracking.proof.reason", { reason: p.reason })}</p> : null}
                  </td>
                  <td>{p.amount}</td>
                  <td>{p.paidOn}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {page.canSendProof ? <ProofForm page={page} state={state} /> : null}
    </section>
  );
}

function Deliveries({ page }: { page: StudentPage }) {
  const { t } = useTranslator();
  if (page.deliveries.length === 0) return null;
  return (
    <section className="card" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">{t("tracking.deliveries.title")}</h2>
      {page.deliveries.map((group) => (
        <div key={group.round}>
          <h3>{t(`tracking.deliveries.round${group.round}`)}</h3>
          <ul className="request-files">
            {group.files.map((f) => (
              <li key={f.url}>
                <a href={f.url} download>
                  {f.name}
                </a>{" "}
                <span className="muted">({t("tracking.file.size", { size: f.size })})</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The student's page: where the request is, what happens next, and what they can do now. */
export function RequestPageView({
  page,
  state,
  sent,
}: {
  page: StudentPage;
  state: ActionState | undefined;
  sent: StudentIntent | null;
}) {
  const { t } = useTranslator();
  return (
    <>
      <h1>
        {t(page.type === "order" ? "tracking.order.title" : "tracking.booking.title", { reference: page.reference })}
      </h1>
      <p className="muted">{t("tracking.received", { date: page.receivedOn })}</p>
      {sent ? (
        <p className="request-notice" role="status">
          {t(
            sent === "proof"
              ? "tracking.proof.sent"
              : sent === "account"
                ? "pay.account.sent"
                : "tracking.revision.sent",
          )}
        </p>
      ) : null}
      <section className="card request-next" aria-labelledby="next-title">
        <h2 id="next-title">{t("tracking.next.title")}</h2>
        <p data-next>{page.next}</p>
        {page.due ? <p data-due>{page.due}</p> : null}
        {page.editor && page.stage !== "assigned" ? <p>{t("tracking.editor", { name: page.editor })}</p> : null}
      </section>
      {page.appointment ? (
        <section className="card" aria-labelledby="appointment-title">
          <h2 id="appointment-title">{t("tracking.appointment.title")}</h2>
          <p>
            <time dateTime={page.appointment.iso} data-appointment>
              {page.appointment.text}
            </time>{" "}
            ({page.appointment.zone})
          </p>
          <LocalAppointment iso={page.appointment.iso} />
        </section>
      ) : null}
      <section className="card" aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t("tracking.timeline")}</h2>
        <Timeline steps={page.steps} />
      </section>
      <Deliveries page={page} />
      {page.revision ? (
        <section className="card" aria-labelledby="revision-title">
          <h2 id="revision-title">{t("tracking.revision.yours", { date: page.revision.date })}</h2>
          <p className="request-message">{page.revision.message}</p>
          {page.revision.file ? (
            <p>
              <a href={page.revision.file.url} download>
                {page.revision.file.name}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      {page.canRequestRevision ? <RevisionForm state={state} /> : null}
      <Payment page={page} state={state} />
    </>
  );
}
