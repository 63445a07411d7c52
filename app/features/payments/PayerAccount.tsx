import { Form } from "react-router";
import { useLocalePath } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";

/**
 * Taiwan: the form for the last five digits of the account the student pays from (plain form:
 * works without script). On the result page it posts to the student's request page (`action`).
 */
export function PayerAccountForm({
  last5,
  action,
  error,
  value,
}: {
  last5: string | null;
  action?: string;
  error?: string;
  value?: string;
}) {
  const { t } = useTranslator();
  const localePath = useLocalePath();
  const describedBy = error ? "payer-last5-hint payer-last5-error" : "payer-last5-hint";
  return (
    <Form
      method="post"
      action={action ? localePath(action) : undefined}
      noValidate
      className="request-form payer-account"
      aria-labelledby="payer-account-title"
    >
      <h3 id="payer-account-title">{t("pay.account.title")}</h3>
      <p>{t("pay.account.text")}</p>
      {last5 ? <p data-payer-last5>{t("pay.account.saved", { last5 })}</p> : null}
      <input type="hidden" name="intent" value="account" />
      <div className="field">
        <label htmlFor="payer-last5">{t("pay.account.label")}</label>
        <p className="field-hint" id="payer-last5-hint">
          {t("pay.account.hint")}
        </p>
        <input
          id="payer-last5"
          name="last5"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{5}"
          maxLength={5}
          size={6}
          required
          defaultValue={value ?? last5 ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {error ? (
          <p className="form-error" id="payer-last5-error">
            {t(error)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button">
        {t(last5 ? "pay.account.change" : "pay.account.submit")}
      </button>
    </Form>
  );
}
