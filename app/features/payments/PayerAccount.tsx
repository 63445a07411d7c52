import { Form } from "react-router";
import { useLocalePath } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import { Last5Field } from "./Last5Field";

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
      <Last5Field
        id="payer-last5"
        name="last5"
        label={t("pay.account.label")}
        hint={t("pay.account.hint")}
        defaultValue={value ?? last5 ?? ""}
        error={error}
        required
      />
      <button type="submit" className="button">
        {t(last5 ? "pay.account.change" : "pay.account.submit")}
      </button>
    </Form>
  );
}
