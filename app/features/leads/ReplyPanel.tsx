import { Form, useNavigation } from "react-router";
import { CsrfField, Field, Notice, useDateTime } from "~/features/admin/admin-ui";
import { useTranslator } from "~/lib/i18n";
import type { ReplyPanelData } from "./lead-pages.server";
import type { RequestActionData } from "./request-actions.server";

type Result = RequestActionData | { saved: boolean } | undefined;

/**
 * Write to the student by mail: a template (in the student's language) fills the form through
 * a plain GET, so it works without JavaScript; staff edit and send. The thread lists what was sent.
 */
export function ReplyPanel({ reply, result }: { reply: ReplyPanelData; result: Result }) {
  const { t } = useTranslator();
  const dateTime = useDateTime();
  const busy = useNavigation().state === "submitting";
  const sent = result && "done" in result && result.done === "reply";
  const failed = result && "failed" in result && result.failed === "reply" ? result : null;
  const error = (field: string) => (failed?.field === field ? t(failed.error) : undefined);
  return (
    <section className="admin-card" aria-labelledby="reply-heading">
      <h2 id="reply-heading">{t("admin.reply.title")}</h2>
      {sent ? <Notice>{t("admin.reply.sent")}</Notice> : null}
      {failed && !failed.field ? <Notice kind="error">{t(failed.error)}</Notice> : null}
      <Form method="get" className="admin-form admin-form-inline" preventScrollReset>
        <Field id="reply-template" label={t("admin.reply.template")}>
          {(props) => (
            <select {...props} name="template" defaultValue={reply.template} key={reply.template}>
              {reply.templates.map((code) => (
                <option key={code} value={code}>
                  {t(`admin.reply.template.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="admin-button">
          {t("admin.reply.useTemplate")}
        </button>
      </Form>
      <Form method="post" className="admin-form" key={`${reply.template}-${reply.thread.length}`}>
        <CsrfField />
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="template" value={reply.template} />
        <p className="admin-hint">
          {t("admin.reply.language", { language: t(`admin.locale.${reply.studentLocale}`) })}
        </p>
        <Field id="reply-subject" label={t("admin.reply.subject")} error={error("subject")}>
          {(props) => (
            <input
              {...props}
              name="subject"
              type="text"
              maxLength={200}
              required
              defaultValue={failed?.values?.subject ?? reply.draft.subject}
            />
          )}
        </Field>
        <Field id="reply-body" label={t("admin.reply.body")} hint={t("admin.reply.bodyHint")} error={error("body")}>
          {(props) => (
            <textarea
              {...props}
              name="body"
              rows={8}
              maxLength={5000}
              required
              defaultValue={failed?.values?.body ?? reply.draft.body}
            />
          )}
        </Field>
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
          {t("admin.reply.send")}
        </button>
      </Form>
      <h3>{t("admin.reply.thread")}</h3>
      {reply.thread.length === 0 ? (
        <p>{t("admin.reply.none")}</p>
      ) : (
        <ol className="admin-history" data-thread>
          {reply.thread.map((m) => (
            <li key={m.id}>
              <p>
                <strong>{m.author}</strong> · {dateTime(m.createdAt)} · {t(`admin.reply.delivery.${m.delivery}`)}
              </p>
              <p>
                <strong>{m.subject}</strong>
              </p>
              <p className="admin-note admin-pre">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
