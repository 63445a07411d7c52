import { Form } from "react-router";
import { useLocalePath } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import type { ReminderBox as Box } from "./reminder-actions.server";

/**
 * Deadline reminders on the shortlist page: the sign-up form (a plain post, works without
 * JavaScript), or the state of this device's subscription with a button to stop it.
 */
export function ReminderBox({
  box,
  sent,
  error,
}: {
  box: Box;
  sent: boolean;
  error: { error: string; email: string } | undefined;
}) {
  const { t } = useTranslator();
  const localePath = useLocalePath();
  const subscribed = box.status === "active" || box.status === "pending";
  return (
    <section id="reminders" aria-labelledby="reminders-title" className="card reminder-box">
      <h2 id="reminders-title">{t("reminders.title")}</h2>
      {subscribed ? (
        <>
          <p role="status">
            {box.status === "active"
              ? t("reminders.active", { email: box.email ?? "" })
              : t(sent ? "reminders.sent" : "reminders.pending", { email: box.email ?? "" })}
          </p>
          <Form method="post" action={localePath("/shortlist")}>
            <input type="hidden" name="intent" value="reminders-stop" />
            <button type="submit" className="button button-small">
              {t("reminders.stop")}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p>{t("reminders.lead")}</p>
          {box.status === "unsubscribed" && <p className="muted">{t("reminders.stopped")}</p>}
          <Form method="post" action={localePath("/shortlist")} className="reminder-form" noValidate>
            <input type="hidden" name="intent" value="subscribe" />
            <label className="field" htmlFor="reminder-email">
              <span>{t("reminders.email")}</span>
            </label>
            <div className="reminder-row">
              <input
                id="reminder-email"
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={254}
                defaultValue={error?.email ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "reminder-error reminder-privacy" : "reminder-privacy"}
              />
              <button type="submit" className="button button-primary">
                {t("reminders.submit")}
              </button>
            </div>
            {error && (
              <p id="reminder-error" className="form-error" role="alert">
                {t(error.error)}
              </p>
            )}
            <p id="reminder-privacy" className="muted">
              {t("reminders.privacy")}
            </p>
          </Form>
        </>
      )}
    </section>
  );
}
