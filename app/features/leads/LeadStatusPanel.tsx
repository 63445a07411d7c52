import { Form, useNavigation } from "react-router";
import { leadStatuses } from "~/features/admin/admin-locale";
import { CsrfField, Field, Notice, useDateTime } from "~/features/admin/admin-ui";
import { useTranslator } from "~/lib/i18n";
import { contactKinds, contactOutcomes, type LeadEvent, nextActionTypes } from "./lead-list";

export type LeadEventView = LeadEvent;

/** What the contact-log form answered: saved, or a message key for one field with what was typed. */
export type ContactLogResult =
  | { done: true }
  | { error: string; field: string | undefined; values: Record<string, string> };

/**
 * Status and assignee in one form, the contact log (a call, chat, e-mail, meeting or note, its
 * outcome, the next step and the next action) in another, the lead's history below them.
 * Each form starts empty again once what it sent is in the history (its key is the newest entry).
 */
export function LeadStatusPanel({
  status,
  assignedTo,
  assignable,
  events,
  saved,
  nextAction,
  log,
}: {
  status: string;
  assignedTo: number | null;
  assignable: Array<{ id: number; name: string }>;
  events: LeadEventView[];
  saved: boolean;
  nextAction: { at: string | null; type: string };
  log: ContactLogResult | undefined;
}) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  const busy = useNavigation().state === "submitting";
  const latest = events[0]?.id ?? 0;
  const failed = log && "error" in log ? log : undefined;
  const typed = failed?.values ?? {};
  const fieldError = (name: string) => (failed?.field === name ? t(failed.error) : undefined);
  return (
    <section className="admin-card" aria-labelledby="status-heading">
      <h2 id="status-heading">{t("admin.lead.handling")}</h2>
      {saved && <Notice>{t("admin.lead.saved")}</Notice>}
      <Form method="post" className="admin-form" key={`status-${latest}`}>
        <CsrfField />
        <input type="hidden" name="intent" value="status" />
        <Field id="lead-status" label={t("admin.leads.status")}>
          {(props) => (
            <select {...props} name="status" defaultValue={status} key={status}>
              {leadStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="lead-assigned" label={t("admin.lead.assignTo")}>
          {(props) => (
            <select {...props} name="assigned_to" defaultValue={assignedTo ?? ""} key={assignedTo ?? ""}>
              <option value="">{t("admin.leads.unassigned")}</option>
              {assignable.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
          {t("admin.lead.save")}
        </button>
      </Form>

      <h3 id="log-heading">{t("admin.log.title")}</h3>
      <p>
        {nextAction.at
          ? t("admin.log.nextAction", { date: nextAction.at, type: t(`admin.log.type.${nextAction.type || "call"}`) })
          : t("admin.log.noNextAction")}
      </p>
      {log && "done" in log && <Notice>{t("admin.log.saved")}</Notice>}
      {failed && <Notice kind="error">{t(failed.error)}</Notice>}
      <Form method="post" className="admin-form" aria-labelledby="log-heading" key={`log-${latest}`}>
        <CsrfField />
        <input type="hidden" name="intent" value="log" />
        <Field id="log-kind" label={t("admin.log.kind")}>
          {(props) => (
            <select {...props} name="kind" defaultValue={typed.kind ?? "call"}>
              {contactKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`admin.log.kind.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="log-outcome" label={t("admin.log.outcome")}>
          {(props) => (
            <select {...props} name="outcome" defaultValue={typed.outcome ?? ""}>
              <option value="">—</option>
              {contactOutcomes.map((o) => (
                <option key={o} value={o}>
                  {t(`admin.log.outcome.${o}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="lead-note" label={t("admin.lead.note")} hint={t("admin.lead.noteHint")} error={fieldError("note")}>
          {(props) => <textarea {...props} name="note" rows={3} maxLength={2000} defaultValue={typed.note ?? ""} />}
        </Field>
        <Field id="log-next-step" label={t("admin.log.nextStep")} error={fieldError("next_step")}>
          {(props) => <input {...props} name="next_step" maxLength={500} defaultValue={typed.next_step ?? ""} />}
        </Field>
        <Field id="log-next-at" label={t("admin.log.nextActionAt")} error={fieldError("next_action_at")}>
          {(props) => (
            <input
              {...props}
              type="date"
              name="next_action_at"
              defaultValue={typed.next_action_at ?? nextAction.at ?? ""}
            />
          )}
        </Field>
        <Field id="log-next-type" label={t("admin.log.nextActionType")}>
          {(props) => (
            <select {...props} name="next_action_type" defaultValue={typed.next_action_type ?? nextAction.type}>
              <option value="">—</option>
              {nextActionTypes.map((k) => (
                <option key={k} value={k}>
                  {t(`admin.log.type.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
          {t("admin.log.save")}
        </button>
      </Form>

      <h3>{t("admin.lead.history")}</h3>
      {events.length === 0 ? (
        <p>{t("admin.lead.noHistory")}</p>
      ) : (
        <ol className="admin-history">
          {events.map((e) => (
            <li key={e.id} data-kind={e.kind}>
              <p>
                <strong>{e.userName}</strong> · {dateTime(e.createdAt)} ·{" "}
                {e.kind !== "status"
                  ? t(`admin.log.kind.${e.kind}`)
                  : e.statusFrom === e.statusTo
                    ? t(`admin.status.${e.statusTo}`)
                    : t("admin.lead.statusChange", {
                        from: t(`admin.status.${e.statusFrom}`),
                        to: t(`admin.status.${e.statusTo}`),
                      })}
                {e.outcome && ` · ${t(`admin.log.outcome.${e.outcome}`)}`}
                {e.kind === "status" && e.assignedName && ` · ${t("admin.lead.assignedTo", { name: e.assignedName })}`}
              </p>
              {e.note && <p className="admin-note">{e.note}</p>}
              {e.nextStep && <p>{t("admin.log.nextStepIs", { step: e.nextStep })}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
