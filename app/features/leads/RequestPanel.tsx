import { createContext, type ReactNode, useContext } from "react";
import { Form, useNavigation } from "react-router";
import { CsrfField, Field, Notice, useAdminMoney, useDateTime } from "~/features/admin/admin-ui";
import { formatDateTime } from "~/features/tracking/time";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { RequestActionData } from "./request-actions.server";
import type { RequestPanelData } from "./request-panel.server";

type Result = RequestActionData | { saved: boolean } | undefined;

/** A document editor's view: only the forms of their work (the server refuses the others too). */
const EditorOnly = createContext(false);
const editorIntents = new Set(["start_work", "add_files"]);

/** One form of the panel: its intent and the CSRF token (refusals show at the top of the panel and at their field). */
function IntentForm({ intent, children, multipart }: { intent: string; children: ReactNode; multipart?: boolean }) {
  const { t } = useTranslator();
  if (useContext(EditorOnly) && !editorIntents.has(intent)) return null;
  return (
    <Form
      method="post"
      className="admin-form"
      encType={multipart ? "multipart/form-data" : undefined}
      data-intent={intent}
      aria-label={t(`admin.tracking.form.${intent}`)}
    >
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

const fieldError = (result: Result, intent: string, field: string, t: (key: string) => string) =>
  result && "failed" in result && result.failed === intent && result.field === field ? t(result.error) : undefined;

function Submit({ label, danger }: { label: string; danger?: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      className={`admin-button ${danger ? "admin-button-danger" : "admin-button-primary"}`}
      disabled={busy}
    >
      {label}
    </button>
  );
}

function Proofs({ panel, result }: { panel: RequestPanelData; result: Result }) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  const money = useAdminMoney();
  if (panel.proofs.length === 0) return <p>{t("admin.tracking.noProofs")}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t("admin.tracking.proof.file")}</th>
            <th scope="col">{t("admin.tracking.proof.amount")}</th>
            <th scope="col">{t("admin.tracking.proof.paidOn")}</th>
            <th scope="col">{t("admin.tracking.proof.status")}</th>
          </tr>
        </thead>
        <tbody>
          {panel.proofs.map((p) => (
            <tr key={p.id}>
              <td>
                <a href={adminPaths.requestFile(p.fileId)} download>
                  {p.fileName}
                </a>
                <br />
                <small>{dateTime(p.createdAt)}</small>
              </td>
              <td>{money(p.amountMinor, panel.currency)}</td>
              <td>{p.paidOn}</td>
              <td>
                {t(`admin.tracking.proof.status.${p.status}`)}
                {p.reason ? <p className="admin-note">{p.reason}</p> : null}
                {p.status === "pending" ? (
                  <IntentForm intent="reject_proof">
                    <input type="hidden" name="proof_id" value={p.id} />
                    <Field
                      id={`reject-reason-${p.id}`}
                      label={t("admin.tracking.proof.reason")}
                      error={fieldError(result, "reject_proof", "reason", t)}
                    >
                      {(props) => <textarea {...props} name="reason" rows={2} maxLength={500} required />}
                    </Field>
                    <Submit label={t("admin.tracking.proof.reject")} danger />
                  </IntentForm>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderActions({ panel, result }: { panel: RequestPanelData; result: Result }) {
  const { t } = useTranslator();
  const stage = panel.stage;
  const working = stage === "payment_received" || stage === "assigned" || stage === "in_progress";
  const uploading = working || stage === "revision_requested";
  const round = stage === "revision_requested" ? 2 : 1;
  return (
    <>
      <h3>{t("admin.tracking.proofs")}</h3>
      <Proofs panel={panel} result={result} />
      {stage === "payment_pending" ? (
        <IntentForm intent="confirm_payment">
          {panel.rush ? (
            <p>{t("admin.tracking.rush")}</p>
          ) : (
            <Field
              id="promised-by"
              label={t("admin.tracking.promisedBy")}
              error={fieldError(result, "confirm_payment", "promised_by", t)}
            >
              {(props) => <input {...props} type="date" name="promised_by" />}
            </Field>
          )}
          <Submit label={t("admin.tracking.confirmPayment")} />
        </IntentForm>
      ) : null}
      {working ? (
        <IntentForm intent="assign_editor">
          <Field
            id="editor"
            label={t("admin.tracking.editor")}
            error={fieldError(result, "assign_editor", "editor", t)}
          >
            {(props) => (
              <select {...props} name="editor" defaultValue={panel.editorId ?? ""} key={panel.editorId ?? ""}>
                <option value="">—</option>
                {panel.editors.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Submit label={t("admin.tracking.assign")} />
        </IntentForm>
      ) : null}
      {stage === "assigned" ? (
        <IntentForm intent="start_work">
          <Submit label={t("admin.tracking.startWork")} />
        </IntentForm>
      ) : null}
      {panel.revision ? (
        <>
          <h3>{t("admin.tracking.revisionRequest")}</h3>
          <p className="admin-pre" data-revision-message>
            {panel.revision.message}
          </p>
          {panel.revision.file ? (
            <p>
              <a href={adminPaths.requestFile(panel.revision.file.id)} download>
                {panel.revision.file.name}
              </a>
            </p>
          ) : null}
        </>
      ) : null}
      <h3>{t("admin.tracking.files")}</h3>
      {panel.deliveries.length === 0 ? (
        <p>{t("admin.tracking.noFiles")}</p>
      ) : (
        <ul>
          {panel.deliveries.map((f) => (
            <li key={f.id}>
              <a href={adminPaths.requestFile(f.id)} download>
                {f.name}
              </a>{" "}
              <small>{t(`admin.tracking.round${f.round}`)}</small>
            </li>
          ))}
        </ul>
      )}
      {uploading ? (
        <>
          <IntentForm intent="add_files" multipart>
            <Field
              id="delivery-files"
              label={t("admin.tracking.addFiles")}
              hint={t("admin.tracking.filesHint")}
              error={fieldError(result, "add_files", "files", t)}
            >
              {(props) => <input {...props} type="file" name="files" multiple required accept=".doc,.docx,.pdf" />}
            </Field>
            <Submit label={t("admin.tracking.upload")} />
          </IntentForm>
          {panel.deliveries.some((f) => f.round === round) ? (
            <IntentForm intent="deliver">
              <Submit label={t(round === 2 ? "admin.tracking.deliverRevision" : "admin.tracking.deliver")} />
            </IntentForm>
          ) : null}
        </>
      ) : null}
      {stage !== "closed" ? (
        <IntentForm intent="close">
          <Submit label={t("admin.tracking.close")} danger={stage !== "delivered" && stage !== "revision_delivered"} />
        </IntentForm>
      ) : null}
    </>
  );
}

function BookingActions({ panel, result }: { panel: RequestPanelData; result: Result }) {
  const { t } = useTranslator();
  if (panel.stage === "done") return null;
  return (
    <>
      {panel.stage === "received" ? (
        <IntentForm intent="contacted">
          <Submit label={t("admin.tracking.contacted")} />
        </IntentForm>
      ) : null}
      <IntentForm intent="appointment">
        <Field
          id="appointment"
          label={t("admin.tracking.appointment", { zone: panel.officeZone })}
          error={fieldError(result, "appointment", "appointment", t)}
        >
          {(props) => (
            <input
              {...props}
              type="datetime-local"
              name="appointment"
              required
              defaultValue={panel.appointmentInput}
              key={panel.appointmentInput}
            />
          )}
        </Field>
        <Submit label={t("admin.tracking.setAppointment")} />
      </IntentForm>
      <IntentForm intent="outcome">
        <Field id="outcome" label={t("admin.tracking.outcome")} error={fieldError(result, "outcome", "outcome", t)}>
          {(props) => <textarea {...props} name="outcome" rows={3} maxLength={2000} required />}
        </Field>
        <Submit label={t("admin.tracking.recordOutcome")} />
      </IntentForm>
    </>
  );
}

function Events({ panel }: { panel: RequestPanelData }) {
  const { t, locale } = useTranslator();
  const dateTime = useDateTime();
  const money = useAdminMoney();
  if (panel.events.length === 0) return <p>{t("admin.tracking.noEvents")}</p>;
  return (
    <ol className="admin-history">
      {panel.events.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events are listed newest first and never reordered
        <li key={i} data-event={e.kind}>
          <p>
            <strong>
              {e.userName ?? t(e.actor === "student" ? "admin.tracking.student" : "admin.tracking.system")}
            </strong>{" "}
            · {dateTime(e.createdAt)} ·{" "}
            {t(`admin.tracking.event.${e.kind}`, {
              name: e.editor ?? "",
              date: e.appointmentAt
                ? `${formatDateTime(locale, e.appointmentAt, panel.officeZone)} (${panel.officeZone})`
                : "",
              amount: e.amountMinor !== null ? money(e.amountMinor, panel.currency) : "",
              files: e.files.join(", "),
            })}
          </p>
          {e.reason ? <p className="admin-note">{e.reason}</p> : null}
          {e.outcome ? <p className="admin-note">{e.outcome}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The student's side of a lead: stage, promised time, proofs, files, and the actions that move it on. */
export function RequestPanel({
  panel,
  result,
  editorOnly = false,
}: {
  panel: RequestPanelData;
  result: Result;
  editorOnly?: boolean;
}) {
  const { t, locale } = useTranslator();
  const dateTime = useDateTime();
  const done = result && "done" in result ? result.done : null;
  const failed = result && "failed" in result ? result : null;
  return (
    <EditorOnly.Provider value={editorOnly}>
      <section className="admin-card" aria-labelledby="tracking-heading" data-stage={panel.stage}>
        <h2 id="tracking-heading">{t("admin.tracking.title")}</h2>
        {done ? <Notice>{t(done === "add_files" ? "admin.tracking.uploaded" : "admin.tracking.saved")}</Notice> : null}
        {failed ? <Notice kind="error">{t(failed.error)}</Notice> : null}
        <p>
          {t("admin.tracking.stage")}:{" "}
          <strong className="admin-status" data-current-stage>
            {t(`admin.tracking.stage.${panel.stage}`)}
          </strong>
        </p>
        {panel.dueAt ? (
          <p className={panel.overdue ? "admin-error" : undefined}>
            {t("admin.tracking.due", { date: dateTime(panel.dueAt) })}
            {panel.overdue ? ` · ${t("admin.tracking.overdue")}` : ""}
          </p>
        ) : null}
        {panel.appointmentAt ? (
          <p>
            {t("admin.tracking.appointmentAt", {
              date: formatDateTime(locale, panel.appointmentAt, panel.officeZone),
              zone: panel.officeZone,
            })}
          </p>
        ) : null}
        {panel.type === "order" ? (
          <OrderActions panel={panel} result={result} />
        ) : (
          <BookingActions panel={panel} result={result} />
        )}
        <h3>{t("admin.tracking.events")}</h3>
        <Events panel={panel} />
      </section>
    </EditorOnly.Provider>
  );
}
