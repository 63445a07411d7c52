import { Form, useNavigation } from "react-router";
import { leadStatuses } from "~/features/admin/admin-locale";
import { CsrfField, Field, Notice, useDateTime } from "~/features/admin/admin-ui";
import { useTranslator } from "~/lib/i18n";

export interface LeadEventView {
  id: number;
  userName: string;
  statusFrom: string;
  statusTo: string;
  assignedName: string | null;
  note: string;
  createdAt: string;
}

/** Status, assignee and a note in one form, with the lead's history below it. */
export function LeadStatusPanel({
  status,
  assignedTo,
  assignable,
  events,
  saved,
}: {
  status: string;
  assignedTo: number | null;
  assignable: Array<{ id: number; name: string }>;
  events: LeadEventView[];
  saved: boolean;
}) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="admin-card" aria-labelledby="status-heading">
      <h2 id="status-heading">{t("admin.lead.handling")}</h2>
      {saved && <Notice>{t("admin.lead.saved")}</Notice>}
      <Form method="post" className="admin-form">
        <CsrfField />
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
        <Field id="lead-note" label={t("admin.lead.note")} hint={t("admin.lead.noteHint")}>
          {(props) => <textarea {...props} name="note" rows={3} maxLength={2000} />}
        </Field>
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
          {t("admin.lead.save")}
        </button>
      </Form>
      <h3>{t("admin.lead.history")}</h3>
      {events.length === 0 ? (
        <p>{t("admin.lead.noHistory")}</p>
      ) : (
        <ol className="admin-history">
          {events.map((e) => (
            <li key={e.id}>
              <p>
                <strong>{e.userName}</strong> · {dateTime(e.createdAt)} ·{" "}
                {e.statusFrom === e.statusTo
                  ? t(`admin.status.${e.statusTo}`)
                  : t("admin.lead.statusChange", {
                      from: t(`admin.status.${e.statusFrom}`),
                      to: t(`admin.status.${e.statusTo}`),
                    })}
                {e.assignedName && ` · ${t("admin.lead.assignedTo", { name: e.assignedName })}`}
              </p>
              {e.note && <p className="admin-note">{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
